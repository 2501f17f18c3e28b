/**
 * Retreats and withdrawals go where the board allows when they happen, not where it allowed when
 * the battle started (Hebrew rulebook §9 and 7(3)): a retreat goes to ONE friendly or empty area,
 * a cloaked unit withdraws to a friendly or empty area, no area holds more units than its limit,
 * and a unit that cannot retreat is destroyed.
 */
import { describe, expect, it } from "vitest";
import { input, units } from "./testing/fixtures";
import { fight } from "./testing/scenario";
import type { BattleAction, BattleState } from "./types";

const deck = (c: string) => Array.from({ length: 4 }, () => c);

/** Pair the attacker's units with the defender's in the given order (other choices: first legal). */
const pairs =
  (order: [number, number][]) =>
  (_b: BattleState, legal: BattleAction[]): BattleAction | undefined => {
    for (const [attacker, defender] of order) {
      const a = legal.find(
        (x) => x.type === "battle-pair" && x.attacker === attacker && x.defender === defender,
      );
      if (a) return a;
    }
    return undefined;
  };

describe("retreat and withdrawal destinations are checked when they are used", () => {
  it("Hebrew §9: a retreat goes to a friendly or empty area — not where an enemy cloaked unit withdrew during the battle", () => {
    const [m1, m2] = units("terran-marine", "terran-marine");
    const [dt, z] = units("protoss-dark-templar", "protoss-zealot");
    const { result } = fight(
      input(
        {
          units: [m1, m2],
          hand: ["terran-combat-07", "terran-combat-07"],
          deck: deck("terran-combat-07"),
          retreatDestinations: [{ planet: "planet-x", area: "area-b", room: 3 }],
        },
        {
          units: [dt, z],
          hand: ["protoss-combat-03", "protoss-combat-04"],
          deck: deck("protoss-combat-03"),
          withdrawAreas: ["area-b"],
        },
      ),
      // Skirmish 1: the Dark Templar (2/5) loses to the Marine (6/4) and withdraws to area-b.
      // Skirmish 2: the Zealot (5/7) destroys the other Marine. The attacker must retreat.
      { 0: [["terran-combat-07"], ["terran-combat-07"]], 1: [["protoss-combat-03"], ["protoss-combat-04"]] },
      pairs([
        [m1.id, dt.id],
        [m2.id, z.id],
      ]),
    );
    expect(result.withdrawn).toEqual([{ unit: dt.id, area: "area-b" }]);
    expect(result.retreated.filter((r) => r.area === "area-b")).toEqual([]);
    // Its only destination now holds an enemy unit: the Marine cannot retreat and is destroyed.
    expect(result.destroyed).toContain(m1.id);
  });

  it("Hebrew 7(3): a cloaked unit withdraws only to a friendly or empty area — not where an enemy unit withdrew", () => {
    const [dtA, zA] = units("protoss-dark-templar", "protoss-zealot");
    const [zD, dtD] = units("protoss-zealot", "protoss-dark-templar");
    const cards = ["protoss-combat-03", "protoss-combat-03"];
    const { result } = fight(
      input(
        { units: [dtA, zA], hand: cards, deck: deck("protoss-combat-03"), withdrawAreas: ["area-b"] },
        { units: [zD, dtD], hand: cards, deck: deck("protoss-combat-03"), withdrawAreas: ["area-b"] },
      ),
      // Each Dark Templar (2/5 off its card) loses to a Zealot (5/6).
      {
        0: [["protoss-combat-03"], ["protoss-combat-03"]],
        1: [["protoss-combat-03"], ["protoss-combat-03"]],
      },
      pairs([
        [dtA.id, zD.id],
        [zA.id, dtD.id],
      ]),
    );
    expect(result.withdrawn).toEqual([{ unit: dtA.id, area: "area-b" }]);
    expect(result.destroyed).toContain(dtD.id);
  });

  it("Hebrew §9: a retreat respects the area's unit limit, counting the side's own unit that withdrew there", () => {
    const [dt, m] = units("protoss-dark-templar", "terran-marine");
    const [z1, z2] = units("protoss-zealot", "protoss-zealot");
    const { result } = fight(
      input(
        {
          units: [dt, m],
          hand: ["protoss-combat-03", "terran-combat-07"],
          deck: deck("terran-combat-07"),
          withdrawAreas: ["area-b"],
          withdrawRoom: { "area-b": 1 },
          retreatDestinations: [{ planet: "planet-x", area: "area-b", room: 1 }],
        },
        {
          units: [z1, z2],
          hand: ["protoss-combat-03", "zerg-combat-01"],
          deck: deck("protoss-combat-03"),
          withdrawAreas: [],
        },
      ),
      // Skirmish 1: the Dark Templar withdraws to area-b (room 1). Skirmish 2: the Marine (6/4)
      // destroys a Zealot playing a card that does not picture it (1/6). The Marine must retreat.
      { 0: [["protoss-combat-03"], ["terran-combat-07"]], 1: [["protoss-combat-03"], ["zerg-combat-01"]] },
      pairs([
        [dt.id, z1.id],
        [m.id, z2.id],
      ]),
    );
    expect(result.withdrawn).toEqual([{ unit: dt.id, area: "area-b" }]);
    expect(result.retreated).toEqual([]);
    expect(result.destroyed).toContain(m.id);
  });

  it("Hebrew §9: after a defender with only assist units retreats, the attacker's excess does not retreat into that area", () => {
    const attackers = units("terran-marine", "terran-marine", "terran-marine", "terran-marine");
    const [z, ht] = units("protoss-zealot", "protoss-high-templar");
    const { result } = fight(
      input(
        {
          units: attackers,
          hand: ["terran-combat-07"],
          deck: deck("terran-combat-07"),
          retreatDestinations: [{ planet: "planet-x", area: "area-b", room: 4 }],
        },
        {
          units: [z, ht],
          hand: ["zerg-combat-01"],
          deck: deck("zerg-combat-01"),
          retreatDestinations: [{ planet: "planet-x", area: "area-b", room: 4 }],
        },
      ),
      // The Marine (6/4) destroys the Zealot (1/6 off its card): the defender has only its
      // High Templar left and retreats; the attacker (4 units, limit 3) has one unit too many.
      { 0: [["terran-combat-07"]], 1: [["zerg-combat-01"]] },
    );
    expect(result.retreated).toEqual([{ unit: ht.id, planet: "planet-x", area: "area-b" }]);
    const attackerIds = attackers.map((u) => u.id);
    expect(result.destroyed.filter((id) => attackerIds.includes(id))).toHaveLength(1);
  });
});
