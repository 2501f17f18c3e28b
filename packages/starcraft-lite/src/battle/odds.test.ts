/**
 * liteOdds: hand-derived exact duels (the odds follow from the dice alone) to 1e-9, the split
 * enumeration against the joint one, Monte Carlo against exact, and the budget fallback.
 */
import { describe, expect, it } from "vitest";
import { AGREEMENT_POSITIONS } from "./agreement-positions";
import { liteOdds } from "./odds";
import { botPolicy } from "./policy";
import { liteBattle, liteSide, sixAgainstSix } from "./testing";
import type { LiteBattleInput } from "./types";

const T = (t: string) => `terran-${t}`;
const Z = (t: string) => `zerg-${t}`;
const P = (t: string) => `protoss-${t}`;

function expectOdds(input: LiteBattleInput, attacker: number, defender: number, both: number) {
  const r = liteOdds(input);
  expect(r.exact).toBe(true);
  expect(r.attacker).toBeCloseTo(attacker, 9);
  expect(r.defender).toBeCloseTo(defender, 9);
  expect(r.bothDestroyed).toBeCloseTo(both, 9);
  return r;
}

describe("hand-derived exact duels", () => {
  it("Marine vs Zergling: each hits on 4+ and kills the other; splash never kills: 1/3 each", () => {
    // Per round: both hit 1/4, one hits 1/4 each, nobody 1/4 (then again).
    expectOdds(
      liteBattle(liteSide(0, "terran", [T("marine")]), liteSide(1, "zerg", [Z("zergling")])),
      1 / 3,
      1 / 3,
      1 / 3,
    );
  });

  it("Vulture vs Zealot: 1/2 against 5/6 per round gives 1/11, 5/11, 5/11 and expected losses 10/11, 6/11", () => {
    const r = expectOdds(
      liteBattle(liteSide(0, "terran", [T("vulture")]), liteSide(1, "protoss", [P("zealot")])),
      1 / 11,
      5 / 11,
      5 / 11,
    );
    expect(r.expectedLosses.attacker).toBeCloseTo(10 / 11, 9);
    expect(r.expectedLosses.defender).toBeCloseTo(6 / 11, 9);
  });

  it("Vulture vs Zealot with Terran observation: the Zealot hits on 3+, giving 1/5, 2/5, 2/5", () => {
    const a = liteSide(0, "terran", [T("vulture")], { modules: [T("comsat-station")], baseOnPlanet: true });
    expectOdds(liteBattle(a, liteSide(1, "protoss", [P("zealot")])), 1 / 5, 2 / 5, 2 / 5);
  });

  it("Firebat vs 2 Zerglings: a hit kills both (target + 4 splash), any Zergling hit kills it: 1/7, 3/7, 3/7", () => {
    expectOdds(
      liteBattle(liteSide(0, "terran", [T("firebat")]), liteSide(1, "zerg", [Z("zergling"), Z("zergling")])),
      1 / 7,
      3 / 7,
      3 / 7,
    );
  });

  it("Swarm (A9): 2 attacking Zerglings always kill the Firebat (2 AS + 2 Swarm), so 1/2 win, 1/2 both die", () => {
    expectOdds(
      liteBattle(liteSide(0, "zerg", [Z("zergling"), Z("zergling")]), liteSide(1, "terran", [T("firebat")])),
      1 / 2,
      0,
      1 / 2,
    );
  });

  it("Double Strike: an upgraded Marine (3/4 to hit at least once) vs a Zergling: 3/7, 1/7, 3/7", () => {
    const a = liteSide(0, "terran", [T("marine")], { upgrades: [T("marine")] });
    expectOdds(liteBattle(a, liteSide(1, "zerg", [Z("zergling")])), 3 / 7, 1 / 7, 3 / 7);
  });

  it("Repair: a Zergling attacking a Vulture whose base has a worker: 1/3 each, and the defender loses nothing", () => {
    // Per round: both hit 1/4 (the Vulture is repaired and leaves: nobody holds the area), only the
    // Zergling 1/4 (repaired Vulture leaves: attacker holds), only the Vulture 1/4, nobody 1/4.
    // Swarm 1 + AS 1 never reach the Vulture's health 3.
    const d = liteSide(1, "terran", [T("vulture")], { baseInArea: true, workers: 1 });
    const r = expectOdds(liteBattle(liteSide(0, "zerg", [Z("zergling")]), d), 1 / 3, 1 / 3, 1 / 3);
    expect(r.expectedLosses.defender).toBeCloseTo(0, 9);
    expect(r.expectedLosses.attacker).toBeCloseTo(2 / 3, 9);
  });

  it("Dragoon vs Hydralisk: the Hydralisk can never hurt a Dragoon, so the attacker always wins", () => {
    expectOdds(
      liteBattle(liteSide(0, "protoss", [P("dragoon")]), liteSide(1, "zerg", [Z("hydralisk")])),
      1,
      0,
      0,
    );
  });

  it("Vulture vs Scourge: nobody can ever destroy anything, the attacker retreats (ruling)", () => {
    expectOdds(
      liteBattle(liteSide(0, "terran", [T("vulture")]), liteSide(1, "zerg", [Z("scourge")])),
      0,
      1,
      0,
    );
  });
});

describe("exact method", () => {
  it("splitting the two sides' dice gives the same odds as enumerating them jointly", () => {
    const positions = [
      sixAgainstSix(),
      liteBattle(
        liteSide(0, "protoss", [P("zealot"), P("dragoon"), P("archon")], { upgrades: [P("zealot")] }),
        liteSide(1, "terran", [T("goliath"), T("marine"), T("vulture")], {
          baseInArea: true,
          workers: 1,
          modules: [T("bunker")],
        }),
      ),
      liteBattle(
        liteSide(0, "terran", [T("ghost"), T("marine"), T("battlecruiser")], {
          modules: [T("nuke")],
          baseOnPlanet: true,
        }),
        liteSide(1, "zerg", [Z("mutalisk"), Z("ultralisk"), Z("zergling")], { upgrades: [Z("mutalisk")] }),
      ),
      liteBattle(
        liteSide(0, "terran", [T("marine"), T("firebat"), T("science-vessel")], {
          upgrades: [T("science-vessel")],
        }),
        liteSide(1, "protoss", [P("zealot"), P("high-templar"), P("dragoon")], {
          upgrades: [P("high-templar")],
          baseInArea: true,
          modules: [P("shield-battery"), P("photon-cannon")],
        }),
      ),
      liteBattle(
        liteSide(0, "zerg", [Z("zergling"), Z("hydralisk"), Z("queen"), Z("defiler")], {
          upgrades: [Z("queen"), Z("defiler")],
          workers: 2,
        }),
        liteSide(1, "terran", [T("marine"), T("ghost"), T("vulture")], {
          upgrades: [T("ghost")],
          baseInArea: true,
          workers: 1,
          modules: [T("bunker"), T("missile-turret")],
        }),
      ),
    ];
    for (const input of positions) {
      const split = liteOdds(input);
      const joint = liteOdds(input, undefined, { splitSides: false });
      expect(split.exact && joint.exact).toBe(true);
      for (const k of ["attacker", "defender", "bothDestroyed"] as const)
        expect(split[k]).toBeCloseTo(joint[k], 12);
      expect(split.expectedLosses.attacker).toBeCloseTo(joint.expectedLosses.attacker, 12);
      expect(split.expectedLosses.defender).toBeCloseTo(joint.expectedLosses.defender, 12);
    }
  });

  it("probabilities sum to 1 for both policies", () => {
    for (const policy of [undefined, botPolicy]) {
      const r = liteOdds(sixAgainstSix(), policy);
      expect(r.attacker + r.defender + r.bothDestroyed).toBeCloseTo(1, 12);
    }
  });

  it("beyond the state budget it falls back to Monte Carlo and says so", () => {
    const r = liteOdds(sixAgainstSix(), undefined, { maxStates: 1, samples: 500 });
    expect(r.exact).toBe(false);
    expect(r.method).toBe("monte-carlo");
    expect(r.samples).toBe(500);
    expect(r.reason).toMatch(/budget/);
  });
});

/**
 * Exact against Monte Carlo on 10 positions. The full check (200,000 samples each, within 0.3
 * percentage points) runs in `perf/odds-agreement.ts`; here 10,000 samples each keep the suite
 * fast, so the tolerance is four standard errors of the estimate (about 2 points at p = 0.5).
 */
describe("exact vs Monte Carlo", () => {
  it("agree for the bots' policy too (2 positions, 10,000 samples each, four standard errors)", () => {
    const n = 10_000;
    for (const [i, make] of [AGREEMENT_POSITIONS[0], AGREEMENT_POSITIONS[5]].entries()) {
      const input = make();
      const exact = liteOdds(input, botPolicy);
      const mc = liteOdds(input, botPolicy, { method: "monte-carlo", samples: n, seed: `bot-${i}` });
      for (const k of ["attacker", "defender", "bothDestroyed"] as const) {
        const se = Math.sqrt(Math.max(exact[k] * (1 - exact[k]), 1e-4) / n);
        expect(Math.abs(exact[k] - mc[k]), `bot position ${i} ${k}`).toBeLessThanOrEqual(4 * se);
      }
    }
  });

  it("agree within four standard errors on 10 positions (10,000 samples each)", () => {
    const n = 10_000;
    for (const [i, make] of AGREEMENT_POSITIONS.entries()) {
      const input = make();
      const exact = liteOdds(input);
      const mc = liteOdds(input, undefined, { method: "monte-carlo", samples: n, seed: `agree-${i}` });
      expect(exact.exact).toBe(true);
      for (const k of ["attacker", "defender", "bothDestroyed"] as const) {
        const se = Math.sqrt(Math.max(exact[k] * (1 - exact[k]), 1e-4) / n);
        expect(Math.abs(exact[k] - mc[k]), `position ${i} ${k}`).toBeLessThanOrEqual(4 * se);
      }
    }
  });
});
