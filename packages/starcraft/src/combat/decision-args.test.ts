/**
 * A battle decision carries its particulars as data (engine `Decision.args`), so a UI words the
 * prompt itself in the reader's language instead of showing the English `prompt`.
 */
import { describe, expect, it } from "vitest";
import { battleLegalActions, battlePending, startBattle } from "./battle";
import { input, RNG, units } from "./testing/fixtures";
import { act } from "./testing/play";

const deck = (n: number) => Array.from({ length: n }, () => "terran-combat-07");

describe("battle decisions as data", () => {
  it("the combat-card decision names its skirmish (counted from 1) in args, as its prompt does", () => {
    let b = startBattle(
      input(
        { units: units("terran-marine", "terran-marine"), deck: deck(6) },
        { units: units("protoss-zealot", "protoss-zealot"), deck: deck(6) },
      ),
      RNG,
    );
    for (let i = 0; i < 20 && battlePending(b)[0]?.kind !== "battle-place"; i++) {
      const d = battlePending(b)[0];
      b = act(b, battleLegalActions(b, d.player)[0]);
    }
    const d = battlePending(b)[0];
    expect(d.kind).toBe("battle-place");
    expect(d.args).toEqual({ skirmish: 1 });
    expect(d.prompt).toContain("skirmish 1");
  });
});
