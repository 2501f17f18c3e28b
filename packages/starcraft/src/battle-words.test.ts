import { seedRng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { describeBattleAction, describeStartAbility } from "./battle-words";
import { battleView, startBattle } from "./combat";
import { input } from "./combat/testing/fixtures";

describe("start-of-battle abilities in plain words", () => {
  it("names where each offer comes from and what it does, in the order of the offers; the log words hide face-down cards", () => {
    const b = startBattle(
      input(
        { units: [{ id: 1, type: "terran-marine" }] },
        {
          units: [{ id: 2, type: "protoss-zealot" }],
          startAbilities: [
            { source: "event:cease-fire", effect: "event-cancel-battle" },
            { source: "event:retreat", effect: "event-defender-retreat" },
          ],
        },
        { catalog: "starcraft" },
      ),
      seedRng("words"),
    );
    const view = battleView(b, 1);
    expect(describeStartAbility(view, 1, 0)).toMatch(/^Cease-Fire — .*cancel the battle/i);
    expect(describeStartAbility(view, 1, 1)).toMatch(/^Retreat — .*retreat/i);
    expect(describeStartAbility(view, 1, 5)).toBe("start-of-battle ability 6");
    // The log: who uses what; a placement names its skirmish, never the face-down card.
    expect(describeBattleAction(b, 1, "Tassadar", { type: "battle-start-ability", ability: 1 })).toMatch(
      /^Tassadar uses Retreat — /,
    );
    const placed = describeBattleAction(b, 0, "Jim Raynor", {
      type: "battle-place",
      skirmish: 0,
      card: "terran-combat-03",
      reinforcement: "terran-combat-17",
    });
    expect(placed).toBe("Jim Raynor places combat cards on skirmish 1");
    expect(describeBattleAction(b, 0, "Jim Raynor", { type: "battle-pair", attacker: 1, defender: 2 })).toBe(
      "Jim Raynor pairs Marine against Zealot",
    );
  });
});
