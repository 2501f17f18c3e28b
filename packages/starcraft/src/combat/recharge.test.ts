/**
 * Recharge (Brood War keyword, BW p.6–7): a card of the named type that would be discarded
 * returns to its owner's hand; the once-per-Action-Phase version is depleted after it acts. No
 * bundled card carries it, so these tests use synthetic cards (provisional, see recharge.ts).
 */
import { describe, expect, it } from "vitest";
import { startBattle } from "./battle";
import { card, catalogWith, input, RNG } from "./testing/fixtures";
import { act, finish } from "./testing/play";
import type { BattleInput } from "./types";

/** A Marine card that recharges itself. */
const selfRecharge = card("recharging-marine", {
  units: ["terran-marine"],
  major: { attack: 3, health: 3 },
  minor: { attack: 1, health: 1 },
  abilities: [{ key: "recharge" }],
});
/** A technology that recharges the named Marine card once per Action Phase. */
const onceTech = card("recharge-tech", {
  units: ["terran-marine"],
  playArea: true,
  abilities: [{ key: "recharge", params: { cards: ["terran-combat-07"], once: "action-phase" } }],
});
const CAT = catalogWith([selfRecharge, onceTech]);

function twoSkirmishes(attackerHand: string[], over: Partial<BattleInput["attacker"]> = {}): BattleInput {
  return input(
    {
      units: [
        { id: 1, type: "terran-marine" },
        { id: 2, type: "terran-marine" },
      ],
      hand: attackerHand,
      deck: Array.from({ length: 5 }, () => "terran-combat-08"),
      ...over,
    },
    {
      units: [
        { id: 3, type: "zerg-ultralisk" },
        { id: 4, type: "zerg-ultralisk" },
      ],
      hand: ["zerg-combat-01", "zerg-combat-01"],
      deck: ["zerg-combat-03", "zerg-combat-03"],
    },
    { catalog: CAT },
  );
}

/** Both of the attacker's skirmishes get `card`, the defender plays his Zerg cards. */
function playBoth(inp: BattleInput, cardId: string) {
  let b = startBattle(inp, RNG);
  b = act(
    b,
    { type: "battle-place", skirmish: 0, card: cardId, reinforcement: null },
    { type: "battle-place", skirmish: 1, card: cardId, reinforcement: null },
  );
  return finish(b, (_b, legal) =>
    legal.find((a) => a.type === "battle-place" && a.card === "zerg-combat-01"),
  );
}

describe("Recharge keyword (BW p.6–7)", () => {
  it("Recharge: a card with Recharge that would be discarded after its skirmish returns to its owner's hand", () => {
    // One copy, used in both skirmishes: it came back to the hand after the first.
    let b = startBattle(twoSkirmishes(["recharging-marine"]), RNG);
    b = act(
      b,
      { type: "battle-place", skirmish: 0, card: "recharging-marine", reinforcement: null },
      { type: "battle-place", skirmish: 1, card: "terran-combat-08", reinforcement: null },
    );
    const { state, result } = finish(b);
    expect(state.skirmishes[0].report!.combat[0]).toBe("recharging-marine");
    expect(result.hands[0]).toContain("recharging-marine");
    expect(result.discards[0]).not.toContain("recharging-marine");
    expect(result.discards[0]).toContain("terran-combat-08");
    expect(state.log).toContainEqual(
      expect.objectContaining({ event: "recharge", card: "recharging-marine" }),
    );
  });

  it("Recharge (once per Action Phase): the technology returns the named card once, then it is depleted and the next copy is discarded", () => {
    const { state, result } = playBoth(
      twoSkirmishes(["terran-combat-07", "terran-combat-07"], { technologies: ["recharge-tech"] }),
      "terran-combat-07",
    );
    expect(state.skirmishes.map((s) => s.report!.combat[0])).toEqual([
      "terran-combat-07",
      "terran-combat-07",
    ]);
    expect(result.hands[0].filter((c) => c === "terran-combat-07")).toHaveLength(1);
    expect(result.discards[0].filter((c) => c === "terran-combat-07")).toHaveLength(1);
    expect(state.sides[0].rechargeDepleted).toEqual(["card:recharge-tech"]);
    expect(result.aftermath).toContainEqual({
      kind: "recharge-depleted",
      player: 0,
      source: "card:recharge-tech",
    });
  });

  it("Recharge (once per Action Phase): a source the rules report depleted does nothing in this battle", () => {
    const { result } = playBoth(
      twoSkirmishes(["terran-combat-07", "terran-combat-07"], {
        technologies: ["recharge-tech"],
        rechargeDepleted: ["card:recharge-tech"],
      }),
      "terran-combat-07",
    );
    expect(result.hands[0]).not.toContain("terran-combat-07");
    expect(result.discards[0].filter((c) => c === "terran-combat-07")).toHaveLength(2);
  });
});
