/**
 * The dice battlefield as data: hits counted against each side's target number (observation
 * shown as the difference from the race's own), cloaked first strikes, hits, losses, withdrawals,
 * the splash column and the units it took; a finished round's casualties, a round in progress none.
 */
import type { LiteBattleInput, RoundReport } from "@koprulu/starcraft-lite/battle";
import { describe, expect, it } from "vitest";
import { roundBoard } from "./battleBoard";

const side = (player: number, race: "terran" | "zerg" | "protoss", units: [number, string][]) => ({
  player,
  race,
  units: units.map(([id, type]) => ({ id, type })),
  upgrades: [],
  modules: [],
  baseInArea: false,
  baseOnPlanet: false,
  nukeAvailable: false,
  workers: 0,
  withdrawAreas: [],
  retreatDestinations: [],
  liftOffAreas: [],
  recallAreas: [],
});

const input: LiteBattleInput = {
  planet: "p",
  area: "p#0",
  attacker: side(0, "protoss", [
    [1, "protoss-dragoon"],
    [2, "protoss-zealot"],
  ]),
  defender: side(1, "terran", [
    [3, "terran-marine"],
    [4, "terran-marine"],
    [5, "terran-marine"],
  ]),
};

const pool = (any = 0) => ({ biological: 0, flyingOnly: 0, any, groundOnly: 0 });

const report: RoundReport = {
  round: 1,
  dice: { "1": [5], "2": [3], "3": [6], "4": [2], "5": [5] },
  targetNumber: [4, 5],
  emp: false,
  abilities: [],
  strikes: [
    { side: 0, unit: 1, target: 3, step: 3 },
    { side: 1, unit: 5, target: 2, step: 5 },
  ],
  splash: [pool(1), pool()],
  destroyed: [3, 4, 2],
  withdrawn: [],
  repaired: [],
  recalled: null,
};

describe("battleBoard: the round drawn as data", () => {
  const b = roundBoard(input, [report], 0);

  it("combat step 4: a die hits when its face reaches the side's target number", () => {
    expect(b.sides[0].units.find((u) => u.id === 1)!.dice).toEqual([{ face: 5, hit: true }]);
    expect(b.sides[0].units.find((u) => u.id === 2)!.dice).toEqual([{ face: 3, hit: false }]);
    expect(b.sides[1].units.find((u) => u.id === 5)!.dice).toEqual([{ face: 5, hit: true }]);
    expect(b.sides[1].units.find((u) => u.id === 3)!.dice).toEqual([{ face: 6, hit: true }]);
  });

  it("observation: a target number above the race's own is shown as such", () => {
    expect(b.sides[1].hitsOn).toBe(5);
    expect(b.sides[1].hitsOn! > b.sides[1].baseHitsOn).toBe(true);
  });

  it("combat step 3: a cloaked unit's hit is a first strike; hits name their targets", () => {
    const dt = b.sides[0].units.find((u) => u.id === 1)!;
    expect(dt.firstStrike).toBe(true);
    expect(dt.struck).toEqual([3]);
    expect(b.sides[1].units.find((u) => u.id === 5)!.struck).toEqual([2]);
  });

  it("combat step 9: the splash column and the enemy units it took (destroyed without a strike)", () => {
    expect(b.sides[0].splash).toEqual(pool(1));
    expect(b.sides[0].splashTook).toEqual([4]);
    expect(b.sides[1].splash).toBeNull();
  });

  it("combat step 10: a finished round's casualties are marked; a withdrawn unit is not lost", () => {
    expect(b.sides[1].units.filter((u) => u.destroyed).map((u) => u.id)).toEqual([3, 4]);
    const withdrawn = roundBoard(
      input,
      [{ ...report, destroyed: [3, 4], withdrawn: [{ unit: 2, area: "p#1" }] }],
      0,
    );
    const zealot = withdrawn.sides[0].units.find((u) => u.id === 2)!;
    expect(zealot.withdrew).toBe("p#1");
    expect(zealot.destroyed).toBe(false);
  });

  it("a later round starts from the earlier rounds' losses", () => {
    const next: RoundReport = {
      ...report,
      round: 2,
      dice: { "1": [1], "5": [2] },
      strikes: [],
      destroyed: [],
      splash: [pool(), pool()],
    };
    const r2 = roundBoard(input, [report, next], 1);
    expect(r2.round).toBe(2);
    expect(r2.sides[1].units.filter((u) => u.destroyed).map((u) => u.id)).toEqual([3, 4]);
    expect(r2.sides[0].units.find((u) => u.id === 2)!.destroyed).toBe(true);
    expect(r2.sides[0].units.find((u) => u.id === 2)!.dice).toEqual([]);
  });
});
