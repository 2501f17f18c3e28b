/**
 * The 11 combat steps of StarCraft Lite (spec §8), one named test each (or more), on single
 * rounds with fixed dice. Unit ids come from the builders; a rolling unit not listed misses.
 */
import { describe, expect, it } from "vitest";
import { ids, liteBattle, liteSide, playRound } from "./testing";

const T = (t: string) => `terran-${t}`;
const Z = (t: string) => `zerg-${t}`;
const P = (t: string) => `protoss-${t}`;

describe("L-C0 general", () => {
  it("L-C0a: a unit destroyed in a step still acts in that round (marine and zergling kill each other)", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("zergling")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6], [ids(d)[0]]: [6] });
    expect(o.destroyed.sort()).toEqual([...ids(a), ...ids(d)].sort());
  });
});

describe("step 1: roll", () => {
  it("L-C1: a unit hits on 4+ (a 4 destroys the zergling, a 3 does not)", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("zergling")]);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [4] }).destroyed).toEqual(ids(d));
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [3] }).destroyed).toEqual([]);
  });

  it("L-C1 Observation: a side with observation against one without raises the enemy's target number by 1", () => {
    const a = liteSide(0, "protoss", [P("zealot")]);
    const d = liteSide(1, "terran", [T("marine")], { modules: [T("comsat-station")], baseOnPlanet: true });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [2] });
    expect(o.report.targetNumber).toEqual([3, 4]);
    expect(o.destroyed).toEqual([]);
  });

  it("L-C1 Observation: both sides observing cancel out", () => {
    const a = liteSide(0, "protoss", [P("zealot")], { modules: [P("observatory")] });
    const d = liteSide(1, "terran", [T("marine")], { modules: [T("comsat-station")], baseOnPlanet: true });
    expect(playRound(liteBattle(a, d)).report.targetNumber).toEqual([2, 4]);
  });

  it("L-C1: assist units without attack values do not roll; assist units with attack values do (A18)", () => {
    const a = liteSide(0, "terran", [T("ghost"), T("science-vessel")]);
    const d = liteSide(1, "zerg", [Z("queen"), Z("zergling")]);
    const o = playRound(liteBattle(a, d));
    const rolled = Object.keys(o.report.dice).map(Number);
    expect(rolled).toContain(ids(a)[0]);
    expect(rolled).not.toContain(ids(a)[1]);
    expect(rolled).not.toContain(ids(d)[0]);
  });
});

describe("step 2: EMP Shockwave", () => {
  it("L-C2: Protoss lose Shields and have health -1 (a Firebat's 4 splash now destroys a Dragoon)", () => {
    const d = () => liteSide(1, "protoss", [P("dragoon")]);
    const a1 = liteSide(0, "terran", [T("firebat"), T("science-vessel")], {
      upgrades: [T("science-vessel")],
    });
    const d1 = d();
    const emp = playRound(liteBattle(a1, d1), { [ids(a1)[0]]: [6] });
    expect(emp.report.emp).toBe(true);
    expect(emp.destroyed).toContain(ids(d1)[0]);
    const a2 = liteSide(0, "terran", [T("firebat"), T("science-vessel")]);
    const d2 = d();
    const plain = playRound(liteBattle(a2, d2), { [ids(a2)[0]]: [6] });
    expect(plain.report.emp).toBe(false);
    expect(plain.destroyed).not.toContain(ids(d2)[0]);
  });

  it("L-C2: EMP cancels all cloaking (an upgraded Wraith no longer strikes first)", () => {
    const d = liteSide(1, "terran", [T("marine")]);
    const a = liteSide(0, "terran", [T("wraith"), T("science-vessel")], {
      upgrades: [T("wraith"), T("science-vessel")],
    });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.strikes.map((s) => s.step)).toEqual([5]);
    const a2 = liteSide(0, "terran", [T("wraith")], { upgrades: [T("wraith")] });
    const d2 = liteSide(1, "terran", [T("marine")]);
    expect(playRound(liteBattle(a2, d2), { [ids(a2)[0]]: [6] }).report.strikes.map((s) => s.step)).toEqual([
      3,
    ]);
  });

  it("L-C2: EMP cancels assist abilities and assist splash, except the Science Vessel's", () => {
    const a = liteSide(0, "terran", [T("marine"), T("science-vessel")], { upgrades: [T("science-vessel")] });
    const d = liteSide(1, "zerg", [Z("zergling"), Z("queen")], { upgrades: [Z("queen")] });
    const o = playRound(liteBattle(a, d));
    expect(o.report.targetNumber[0]).toBe(4); // the Queen's observation is cancelled
    expect(o.report.splash[1].groundOnly).toBe(1); // zergling AS only; no Queen auto splash
    expect(o.report.abilities.map((x) => x.ability)).toContain("defense-matrix");
  });
});

describe("step 3: cloaked units that hit strike first", () => {
  it("L-C3: a cloaked Zergling that hits destroys the Marine before it can strike back", () => {
    const a = liteSide(0, "zerg", [Z("zergling")], { upgrades: [Z("zergling")] });
    const d = liteSide(1, "terran", [T("marine")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6], [ids(d)[0]]: [6] });
    expect(o.destroyed).toEqual(ids(d));
  });

  it("L-C3: an enemy detector cancels the first strike (both die)", () => {
    const a = liteSide(0, "zerg", [Z("zergling")], { upgrades: [Z("zergling")] });
    const d = liteSide(1, "terran", [T("marine"), T("science-vessel")]);
    const noMatrix = (q: { kind: string }) => (q.kind === "ability" ? null : undefined);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6], [ids(d)[0]]: [6] }, noMatrix);
    expect(o.destroyed.sort()).toEqual([ids(a)[0], ids(d)[0]].sort());
  });

  it("L-C3: Terran cannot repair a unit destroyed by the cloaked first strike", () => {
    const a = liteSide(0, "zerg", [Z("zergling")], { upgrades: [Z("zergling")] });
    const d = liteSide(1, "terran", [T("vulture")], { baseInArea: true, workers: 2 });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.destroyed).toEqual(ids(d));
    expect(o.asked.some((q) => q.kind === "repair")).toBe(false);
  });
});

describe("step 4: First Splash", () => {
  it("L-C4: a defending upgraded Siege Tank's splash destroys the attackers before they strike", () => {
    const a = liteSide(0, "zerg", [Z("hydralisk"), Z("hydralisk")]);
    const d = liteSide(1, "terran", [T("siege-tank"), T("marine")], { upgrades: [T("siege-tank")] });
    const [h1, h2] = ids(a);
    const o = playRound(liteBattle(a, d), { [h1]: [6], [h2]: [6], [ids(d)[0]]: [6] });
    expect(o.destroyed.sort()).toEqual([h1, h2].sort());
  });

  it("L-C4: an attacking upgraded Siege Tank deals its splash at step 9 instead", () => {
    const a = liteSide(0, "terran", [T("siege-tank")], { upgrades: [T("siege-tank")] });
    const d = liteSide(1, "zerg", [Z("ultralisk")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.splash[0].groundOnly).toBe(6);
  });
});

describe("step 5: targeting", () => {
  it("L-C5: a target needs attack >= health (a Marine is never offered an Ultralisk)", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("ultralisk")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.asked.some((q) => q.kind === "target")).toBe(false);
  });

  it("L-C5: targeting is optional (holding keeps the enemy alive)", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("zergling")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }, (q) =>
      q.kind === "target" ? null : undefined,
    );
    expect(o.destroyed).toEqual([]);
    expect(o.asked.find((q) => q.kind === "target")?.options).toEqual([ids(d)[0], null]);
  });
});

describe("steps 6 and 7: splash and assist columns", () => {
  it("L-C6: a unit with splash deals it only when it hit (a missed Firebat adds its AS 1 instead)", () => {
    const a = liteSide(0, "terran", [T("firebat")]);
    const d = liteSide(1, "zerg", [Z("ultralisk")]);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }).report.splash[0].groundOnly).toBe(4);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [1] }).report.splash[0].groundOnly).toBe(1);
  });

  it("L-C7: a unit that hit but attacked nobody assists (its AS joins the pool)", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("ultralisk")]);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }).report.splash[0].any).toBe(1);
  });

  it("L-C7: a unit that hit and destroyed a target adds no assist value", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("zergling")]);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }).report.splash[0].any).toBe(0);
  });
});

describe("step 8: withdrawing cloaked units that missed", () => {
  it("L-C8: a destroyed cloaked unit that missed withdraws to a friendly area and adds no AS", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("hydralisk")], { upgrades: [Z("hydralisk")], withdrawAreas: ["p-3"] });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.withdrawn).toEqual([{ unit: ids(d)[0], area: "p-3" }]);
    expect(o.destroyed).toEqual([]);
    expect(o.report.splash[1]).toEqual({ biological: 0, flyingOnly: 0, any: 0, groundOnly: 0 });
  });

  it("L-C8: with no friendly or empty area it cannot withdraw", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("hydralisk")], { upgrades: [Z("hydralisk")] });
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }).destroyed).toEqual(ids(d));
  });
});

describe("step 9: splash", () => {
  it("L-C9 must-kill (text's example): 8 points on 2 Zerglings + an Ultralisk kill 2 Zerglings or the Ultralisk", () => {
    const a = liteSide(0, "protoss", [P("reaver")]);
    const d = liteSide(1, "zerg", [Z("zergling"), Z("zergling"), Z("ultralisk")]);
    const [z1, z2, ultra] = ids(d);
    const zerglings = playRound(liteBattle(a, d));
    expect(zerglings.destroyed.sort()).toEqual([z1, z2].sort());
    const splashAsks = zerglings.asked.filter((q) => q.kind === "splash");
    expect(splashAsks[0].options).toEqual([z1, z2, ultra]);
    expect(splashAsks[1].options).toEqual([z2]); // 5 points left: a zergling must die, the ultralisk cannot
    expect(splashAsks.every((q) => !q.options.includes(null))).toBe(true);
    const ultraFirst = playRound(liteBattle(a, d), {}, (q) =>
      q.kind === "splash" && q.options.includes(ultra) ? ultra : undefined,
    );
    expect(ultraFirst.destroyed).toEqual([ultra]);
  });

  it("L-C9 flying first (text's example): Missile Turret points are lost, the Marines' points go on to the ground", () => {
    const d = liteSide(1, "terran", [T("marine"), T("marine"), T("firebat")], {
      baseInArea: true,
      modules: [T("missile-turret")],
    });
    const a = liteSide(0, "protoss", [P("zealot"), P("carrier")]);
    const [, , firebat] = ids(d);
    const [zealot, carrier] = ids(a);
    const o = playRound(liteBattle(a, d), { [firebat]: [6], [zealot]: [1] });
    expect(o.report.splash[1]).toEqual({ biological: 0, flyingOnly: 4, any: 2, groundOnly: 4 });
    expect(o.destroyed).toContain(zealot);
    expect(o.destroyed).not.toContain(carrier);
  });

  it("L-C9: a unit with both ground and flying splash gives one amount (a Carrier's 8/8 is 8)", () => {
    const a = liteSide(0, "protoss", [P("carrier")]);
    const d = liteSide(1, "terran", [T("marine")]);
    expect(playRound(liteBattle(a, d)).report.splash[0]).toEqual({
      biological: 0,
      flyingOnly: 0,
      any: 8,
      groundOnly: 0,
    });
  });

  it("L-C9: a missed unit's AS counts against flyers only when its FA > 0 (Marine yes, Firebat no)", () => {
    const a = liteSide(0, "terran", [T("marine"), T("firebat")]);
    const d = liteSide(1, "zerg", [Z("mutalisk")]);
    expect(playRound(liteBattle(a, d)).report.splash[0]).toEqual({
      biological: 0,
      flyingOnly: 0,
      any: 1,
      groundOnly: 1,
    });
  });
});

describe("step 10: casualties and Repair", () => {
  it("L-C10 Repair: with a base in the battle, a worker saves a destroyed mechanical unit", () => {
    const a = liteSide(0, "zerg", [Z("zergling")]);
    const d = liteSide(1, "terran", [T("vulture"), T("marine")], { baseInArea: true, workers: 1 });
    const vulture = ids(d)[0];
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }, (q) =>
      q.kind === "target" ? vulture : undefined,
    );
    expect(o.repaired).toEqual([vulture]);
    expect(o.destroyed).toEqual([]);
    expect(o.workersUsed).toEqual([0, 1]);
  });

  it("L-C10 Repair: biological units are never offered, nor anything without a base in the battle", () => {
    const a = liteSide(0, "zerg", [Z("zergling")]);
    const d = liteSide(1, "terran", [T("marine")], { baseInArea: true, workers: 1 });
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }).asked.some((q) => q.kind === "repair")).toBe(
      false,
    );
    const a2 = liteSide(0, "zerg", [Z("zergling")]);
    const d2 = liteSide(1, "terran", [T("vulture")], { baseInArea: false, workers: 1 });
    expect(playRound(liteBattle(a2, d2), { [ids(a2)[0]]: [6] }).destroyed).toEqual(ids(d2));
  });
});
