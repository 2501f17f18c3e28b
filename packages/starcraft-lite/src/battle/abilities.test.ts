/**
 * Unit attack abilities, unit special abilities (spec §9.3), race abilities (§8) and module
 * effects in battle (§9.4): one named test each, on single rounds with fixed dice.
 */
import { describe, expect, it } from "vitest";
import { loadLiteContent } from "../content/load";
import { initialPosition } from "./battle";
import { makeContext } from "./context";
import { defaultPolicy } from "./policy";
import { applyRound, resolveRound } from "./round";
import { fixedDice, ids, liteBattle, liteSide, playRound } from "./testing";
import type { ChoiceRequest } from "./types";

const T = (t: string) => `terran-${t}`;
const Z = (t: string) => `zerg-${t}`;
const P = (t: string) => `protoss-${t}`;
const pass = (kind: string) => (q: ChoiceRequest) => (q.kind === kind ? null : undefined);

describe("unit attack abilities", () => {
  it("Assist: an assist unit with no attack value never rolls (Queen), one with attack values rolls (Ghost)", () => {
    const a = liteSide(0, "terran", [T("ghost")]);
    const d = liteSide(1, "zerg", [Z("queen")]);
    const o = playRound(liteBattle(a, d));
    expect(Object.keys(o.report.dice).map(Number)).toEqual([ids(a)[0]]);
  });

  it("Auto Hit: an upgraded Battlecruiser never rolls and always hits", () => {
    const a = liteSide(0, "terran", [T("battlecruiser")], { upgrades: [T("battlecruiser")] });
    const d = liteSide(1, "zerg", [Z("ultralisk")]);
    const o = playRound(liteBattle(a, d));
    expect(o.report.dice[ids(a)[0]]).toBeUndefined();
    expect(o.destroyed).toEqual(ids(d));
  });

  it("Auto Splash Damage: an upgraded Vulture that missed deals its 4 splash, not its AS", () => {
    const a = liteSide(0, "terran", [T("vulture")], { upgrades: [T("vulture")] });
    const d = liteSide(1, "zerg", [Z("ultralisk")]);
    expect(playRound(liteBattle(a, d)).report.splash[0].groundOnly).toBe(4);
  });

  it("Double Strike: two hits destroy two targets, one hit only one", () => {
    const a = liteSide(0, "terran", [T("marine")], { upgrades: [T("marine")] });
    const d = liteSide(1, "zerg", [Z("zergling"), Z("zergling")]);
    const m = ids(a)[0];
    expect(playRound(liteBattle(a, d), { [m]: [6, 6] }).destroyed.length).toBe(2);
    expect(playRound(liteBattle(a, d), { [m]: [6, 1] }).destroyed.length).toBe(1);
  });

  it("First Splash Damage (defending): dealt at step 4, its victims never strike", () => {
    const a = liteSide(0, "terran", [T("marine"), T("marine")]);
    const d = liteSide(1, "zerg", [Z("guardian")], { upgrades: [Z("guardian")] });
    const [m1, m2] = ids(a);
    const o = playRound(liteBattle(a, d), { [m1]: [6], [m2]: [6], [ids(d)[0]]: [6] });
    expect(o.report.strikes.filter((s) => s.side === 0)).toEqual([]);
    expect(o.destroyed.sort()).toEqual([m1, m2].sort());
  });

  it("Splash Damage (attacking): an attacking upgraded Guardian that missed deals no splash", () => {
    const a = liteSide(0, "zerg", [Z("guardian")], { upgrades: [Z("guardian")] });
    const d = liteSide(1, "terran", [T("marine")]);
    expect(playRound(liteBattle(a, d)).report.splash[0].groundOnly).toBe(2);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }).report.splash[0].groundOnly).toBe(6);
  });

  it("Sacrifice: a Scourge that targets an enemy dies with it (FA X destroys any flyer, A5)", () => {
    const a = liteSide(0, "zerg", [Z("scourge")]);
    const d = liteSide(1, "terran", [T("battlecruiser")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.destroyed.sort()).toEqual([ids(a)[0], ids(d)[0]].sort());
  });

  it("Splash value (step 6): an Archon that hits splashes its 4/4 with no Splash Damage keyword (l.302, l.408)", () => {
    const a = liteSide(0, "terran", [T("marine"), T("marine"), T("marine")]);
    const d = liteSide(1, "protoss", [P("archon")]);
    const o = playRound(liteBattle(a, d), { [ids(d)[0]]: [6] });
    const pool = o.report.splash[1];
    expect(pool.groundOnly + pool.flyingOnly + pool.any).toBeGreaterThanOrEqual(4);
    // Its attack destroys one Marine (health 3), its splash a second one.
    expect(o.destroyed.filter((id) => ids(a).includes(id))).toHaveLength(2);
    const missed = playRound(liteBattle(a, d)).report.splash[1];
    expect(missed.groundOnly + missed.flyingOnly + missed.any).toBe(2); // a miss: only its assist value
  });

  it("Splash value (step 6): an upgraded Archon that hits splashes 8/8 (l.470)", () => {
    const a = liteSide(0, "terran", [T("marine"), T("marine"), T("marine")]);
    const d = liteSide(1, "protoss", [P("archon")], { upgrades: [P("archon")] });
    const o = playRound(liteBattle(a, d), { [ids(d)[0]]: [6] });
    expect(o.destroyed.filter((id) => ids(a).includes(id))).toHaveLength(3);
  });

  it("Splash Damage: a Firebat that hit deals 4 ground splash even when too weak to target", () => {
    const a = liteSide(0, "terran", [T("firebat")]);
    const d = liteSide(1, "zerg", [Z("hydralisk"), Z("ultralisk")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }, pass("target"));
    expect(o.report.splash[0].groundOnly).toBe(4);
    expect(o.destroyed).toContain(ids(d)[0]);
    expect(o.destroyed).not.toContain(ids(d)[1]);
  });

  it("Trample: an upgraded Ultralisk that hits destroys one more unit", () => {
    const a = liteSide(0, "zerg", [Z("ultralisk")], { upgrades: [Z("ultralisk")] });
    const d = liteSide(1, "terran", [T("marine"), T("marine"), T("marine")]);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }).destroyed.length).toBe(2);
  });

  it("Splash Damage vs Biological: an upgraded Science Vessel's 4 splash may only destroy biological units", () => {
    const a = liteSide(0, "terran", [T("science-vessel")], { upgrades: [T("science-vessel")] });
    const d = liteSide(1, "terran", [T("vulture"), T("marine")]);
    const o = playRound(liteBattle(a, d), {}, pass("ability"));
    expect(o.report.splash[0].biological).toBe(4);
    expect(o.destroyed).toEqual([ids(d)[1]]);
  });
});

describe("unit special abilities", () => {
  it("Cloaking: a cloaked unit that missed is only in danger from splash (it may withdraw from attacks)", () => {
    const a = liteSide(0, "terran", [T("wraith")], { upgrades: [T("wraith")], withdrawAreas: ["p-3"] });
    const d = liteSide(1, "zerg", [Z("hydralisk")]);
    const o = playRound(liteBattle(a, d), { [ids(d)[0]]: [6] });
    expect(o.withdrawn).toEqual([{ unit: ids(a)[0], area: "p-3" }]);
  });

  it("Cloaking Field: the Arbiter's other units are cloaked and strike first", () => {
    const a = liteSide(0, "protoss", [P("zealot"), P("arbiter")]);
    const d = liteSide(1, "terran", [T("marine")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.strikes).toEqual([{ side: 0, unit: ids(a)[0], target: ids(d)[0], step: 3 }]);
  });

  it("Consume: one worker buys a second Dark Swarm and doubles the Defiler's splash", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("zergling"), Z("defiler")], { upgrades: [Z("defiler")], workers: 1 });
    const o = playRound(liteBattle(a, d));
    expect(o.report.abilities.map((x) => x.ability)).toEqual(["dark-swarm", "consume"]);
    expect(o.workersConsumed).toEqual([0, 1]);
    expect(o.report.splash[1].any).toBe(8);
  });

  it("Dark Swarm: the covered unit cannot be targeted by missile attackers, only by melee ones", () => {
    const d = () => liteSide(1, "zerg", [Z("zergling"), Z("defiler")]);
    const a1 = liteSide(0, "zerg", [Z("hydralisk")]);
    const d1 = d();
    const ranged = playRound(liteBattle(a1, d1), { [ids(a1)[0]]: [6] });
    expect(ranged.asked.find((q) => q.kind === "target")?.options).toEqual([ids(d1)[1], null]);
    const a2 = liteSide(0, "zerg", [Z("zergling")]);
    const d2 = d();
    const melee = playRound(liteBattle(a2, d2), { [ids(a2)[0]]: [6] });
    expect(melee.asked.find((q) => q.kind === "target")?.options).toEqual([...ids(d2), null]);
  });

  it("Defense Matrix: the chosen unit has +3 health this round", () => {
    const a = liteSide(0, "zerg", [Z("zergling")]);
    const d = liteSide(1, "terran", [T("marine"), T("science-vessel")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.abilities).toEqual([
      { side: 1, unit: ids(d)[1], ability: "defense-matrix", target: ids(d)[0] },
    ]);
    expect(o.asked.some((q) => q.kind === "target")).toBe(false);
  });

  it("Detector: a Science Vessel cancels the enemy's cloaking", () => {
    const a = liteSide(0, "terran", [T("wraith")], { upgrades: [T("wraith")] });
    const d = liteSide(1, "terran", [T("marine"), T("science-vessel")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }, pass("ability"));
    expect(o.report.strikes.map((s) => s.step)).toEqual([5]);
  });

  it("Ensnare: every enemy unit has health -2 while targeted (a Zergling destroys a Zealot)", () => {
    const a = liteSide(0, "zerg", [Z("zergling"), Z("queen")], { upgrades: [Z("queen")] });
    const d = liteSide(1, "protoss", [P("zealot")]);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }).destroyed).toContain(ids(d)[0]);
  });

  it("Hallucination: the chosen unit must be destroyed twice", () => {
    const a = liteSide(0, "terran", [T("vulture")]);
    const d = liteSide(1, "protoss", [P("zealot"), P("high-templar")], { upgrades: [P("high-templar")] });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.abilities.find((x) => x.ability === "hallucination")?.target).toBe(ids(d)[0]);
    expect(o.report.strikes).toHaveLength(1);
    expect(o.destroyed).not.toContain(ids(d)[0]);
  });

  it("Lockdown: an enemy mechanical unit is inactive (does not roll)", () => {
    const a = liteSide(0, "terran", [T("ghost")], { upgrades: [T("ghost")] });
    const d = liteSide(1, "terran", [T("vulture")]);
    const o = playRound(liteBattle(a, d));
    expect(o.report.abilities[0]).toMatchObject({ ability: "lockdown", target: ids(d)[0] });
    expect(o.report.dice[ids(d)[0]]).toBeUndefined();
  });

  it("Nuke (A4): module + base on the planet + a Ghost that hits add 12 splash, once per turn", () => {
    const input = liteBattle(
      liteSide(0, "terran", [T("ghost")], { modules: [T("nuke")], baseOnPlanet: true }),
      liteSide(1, "zerg", [Z("ultralisk")]),
    );
    const ghost = input.attacker.units[0].id;
    const ctx = makeContext(input);
    const pos = initialPosition(input);
    const choose = (q: ChoiceRequest) => defaultPolicy.choose(q, { ctx, pos });
    const o = resolveRound(ctx, pos, 1, choose, fixedDice({ [ghost]: [6] }));
    expect(o.nukeFired).toEqual([true, false]);
    expect(o.destroyed).toEqual([input.defender.units[0].id]);
    const used = applyRound(initialPosition(input), { ...o, destroyed: [] });
    expect(used.nukeUsed[0]).toBe(true);
    expect(resolveRound(ctx, used, 2, choose, fixedDice({ [ghost]: [6] })).nukeFired).toEqual([false, false]);
    const noModule = liteBattle(
      liteSide(0, "terran", [T("ghost")], { baseOnPlanet: true }),
      liteSide(1, "zerg", [Z("ultralisk")]),
    );
    expect(playRound(noModule, { [noModule.attacker.units[0].id]: [6] }).nukeFired).toEqual([false, false]);
  });

  it("Observation (A23): a Queen gives its side observation", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("zergling"), Z("queen")]);
    expect(playRound(liteBattle(a, d)).report.targetNumber).toEqual([5, 4]);
  });

  it("Stasis Field: the enemy unit neither rolls nor can be targeted", () => {
    const a = liteSide(0, "protoss", [P("dragoon"), P("arbiter")], { upgrades: [P("arbiter")] });
    const d = liteSide(1, "zerg", [Z("zergling"), Z("hydralisk")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.abilities[0]).toMatchObject({ ability: "stasis-field", target: ids(d)[0] });
    expect(o.report.dice[ids(d)[0]]).toBeUndefined();
    expect(o.asked.find((q) => q.kind === "target")?.options).toEqual([ids(d)[1], null]);
  });

  it("Summon Archon and Guardian Aspect are build abilities: the units record what they are made from", () => {
    const c = loadLiteContent();
    expect(c.units["protoss-archon"].consumes).toEqual([{ unit: "protoss-high-templar", count: 2 }]);
    expect(c.units["protoss-archon"].cost).toEqual({ minerals: 0, gas: 1 });
    expect(c.units["zerg-guardian"].consumes).toEqual([{ unit: "zerg-mutalisk", count: 1 }]);
    expect(c.units["zerg-guardian"].cost).toEqual({ minerals: 0, gas: 1 });
  });
});

describe("race abilities", () => {
  it("Swarm (A9): only when attacking, +1 ground splash per ground non-assist Zerg unit", () => {
    const zerg = (p: number) =>
      liteSide(p, "zerg", [Z("zergling"), Z("zergling"), Z("mutalisk"), Z("defiler")]);
    const att = playRound(
      liteBattle(zerg(0), liteSide(1, "terran", [T("battlecruiser")])),
      {},
      pass("ability"),
    );
    expect(att.report.splash[0].groundOnly).toBe(2 + 2);
    const def = playRound(
      liteBattle(liteSide(0, "terran", [T("battlecruiser")]), zerg(1)),
      {},
      pass("ability"),
    );
    expect(def.report.splash[1].groundOnly).toBe(2);
  });

  it("Hive Mind: the enemy's observation does not raise Zerg target numbers", () => {
    const a = liteSide(0, "zerg", [Z("zergling")]);
    const d = liteSide(1, "protoss", [P("zealot")], { modules: [P("observatory")] });
    expect(playRound(liteBattle(a, d)).report.targetNumber).toEqual([4, 2]);
  });

  it("Repair Units: Terran only (a Protoss mechanical unit with a base is not repaired)", () => {
    const a = liteSide(0, "zerg", [Z("hydralisk")]);
    const d = liteSide(1, "protoss", [P("scout")], { baseInArea: true, workers: 3 });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }, (q) =>
      q.kind === "target" ? ids(d)[0] : undefined,
    );
    expect(o.destroyed).toEqual(ids(d));
    expect(o.asked.some((q) => q.kind === "repair")).toBe(false);
  });

  it("Advanced Technology: Protoss hit on 2+", () => {
    const a = liteSide(0, "protoss", [P("zealot")]);
    const d = liteSide(1, "terran", [T("marine")]);
    expect(playRound(liteBattle(a, d), { [ids(a)[0]]: [2] }).destroyed).toEqual(ids(d));
  });

  it("Shields: Protoss have +1 health against splash (5 points do not destroy a Zealot)", () => {
    const a = liteSide(0, "terran", [T("firebat"), T("marine")]);
    const d = liteSide(1, "protoss", [P("zealot")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.splash[0].groundOnly + o.report.splash[0].any).toBe(5);
    expect(o.destroyed).not.toContain(ids(d)[0]);
  });
});

describe("module effects in battle", () => {
  const base = { baseInArea: true, baseOnPlanet: true };

  it("Bunker: defending a base, infantry has +1 health against missile attacks (not melee)", () => {
    const d = () => liteSide(1, "terran", [T("marine")], { ...base, modules: [T("bunker")] });
    const a1 = liteSide(0, "zerg", [Z("hydralisk")]);
    expect(playRound(liteBattle(a1, d()), { [ids(a1)[0]]: [6] }).asked.some((q) => q.kind === "target")).toBe(
      false,
    );
    const a2 = liteSide(0, "zerg", [Z("zergling")]);
    const d2 = d();
    expect(playRound(liteBattle(a2, d2), { [ids(a2)[0]]: [6] }).destroyed).toEqual(ids(d2));
  });

  it("Comsat Station: detector and observation where the player has a base on the planet", () => {
    const a = liteSide(0, "protoss", [P("zealot"), P("arbiter")]);
    const d = liteSide(1, "terran", [T("marine")], { modules: [T("comsat-station")], baseOnPlanet: true });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.targetNumber[0]).toBe(3);
    expect(o.report.strikes.map((s) => s.step)).toEqual([5]);
    const far = liteSide(1, "terran", [T("marine")], { modules: [T("comsat-station")], baseOnPlanet: false });
    expect(playRound(liteBattle(a, far)).report.targetNumber[0]).toBe(2);
  });

  it("Missile Turret: defending a base, detector and 4 flying-only splash", () => {
    const a = liteSide(0, "terran", [T("wraith")], { upgrades: [T("wraith")] });
    const d = liteSide(1, "terran", [T("marine")], { ...base, modules: [T("missile-turret")] });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.strikes.map((s) => s.step)).toEqual([5]);
    expect(o.report.splash[1].flyingOnly).toBe(4);
  });

  it("Sunken Colony: defending a base, +4 ground splash (nothing when not defending a base)", () => {
    const a = liteSide(0, "terran", [T("marine")]);
    const d = liteSide(1, "zerg", [Z("zergling")], { ...base, modules: [Z("sunken-colony")] });
    expect(playRound(liteBattle(a, d)).report.splash[1].groundOnly).toBe(1 + 4);
    const away = liteSide(1, "zerg", [Z("zergling")], { modules: [Z("sunken-colony")] });
    expect(playRound(liteBattle(a, away)).report.splash[1].groundOnly).toBe(1);
  });

  it("Spore Colony: defending a base, detector and 4 flying-only splash", () => {
    const a = liteSide(0, "terran", [T("wraith")], { upgrades: [T("wraith")] });
    const d = liteSide(1, "zerg", [Z("hydralisk")], { ...base, modules: [Z("spore-colony")] });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.strikes.map((s) => s.step)).toEqual([5]);
    expect(o.report.splash[1].flyingOnly).toBe(4);
  });

  it("Photon Cannon: defending a base, detector and 4 ground-or-flying splash", () => {
    const a = liteSide(0, "zerg", [Z("hydralisk")], { upgrades: [Z("hydralisk")] });
    const d = liteSide(1, "protoss", [P("zealot")], { ...base, modules: [P("photon-cannon")] });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.strikes.map((s) => s.step)).toEqual([]);
    expect(o.report.splash[1].any).toBe(4);
  });

  it("Shield Battery (A10): defending a base, 4 splash points are negated (EMP cancels it)", () => {
    const a = () => liteSide(0, "terran", [T("firebat"), T("firebat")]);
    const hit = (s: ReturnType<typeof a>) => ({ [ids(s)[0]]: [6], [ids(s)[1]]: [6] });
    const a1 = a();
    const plain = liteSide(1, "protoss", [P("zealot")], { ...base });
    expect(playRound(liteBattle(a1, plain), hit(a1)).destroyed).toEqual(ids(plain));
    const a2 = a();
    const battery = liteSide(1, "protoss", [P("zealot")], { ...base, modules: [P("shield-battery")] });
    expect(playRound(liteBattle(a2, battery), hit(a2)).destroyed).toEqual([]);
  });

  it("Observatory: observation and detector in every battle", () => {
    const a = liteSide(0, "terran", [T("wraith")], { upgrades: [T("wraith")] });
    const d = liteSide(1, "protoss", [P("high-templar")], { modules: [P("observatory")] });
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] }, pass("ability"));
    expect(o.report.targetNumber[0]).toBe(5);
    expect(o.report.strikes.map((s) => s.step)).toEqual([5]);
  });
});
