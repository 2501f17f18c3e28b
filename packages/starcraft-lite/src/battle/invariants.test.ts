/**
 * Randomized battles: any mix of units, upgrades and modules, played with random legal answers,
 * always ends, never throws, every legal action validates, and every unit ends up accounted for
 * (destroyed, withdrawn, retreated, or still in the area on the winning side).
 */
import { Rng, seedRng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { loadLiteContent } from "../content/load";
import {
  liteApply,
  liteLegalActions,
  litePending,
  liteResult,
  liteValidate,
  liteView,
  startLiteBattle,
} from "./battle";
import { makeContext } from "./context";
import { liteOdds, playOut, startPosition } from "./odds";
import { botPolicy, defaultPolicy } from "./policy";
import { liteBattle, liteSide } from "./testing";
import type { LiteBattleInput, LiteBattleSide } from "./types";

const content = loadLiteContent();
const RACES = ["terran", "zerg", "protoss"] as const;

function randomSide(rng: Rng, player: 0 | 1): LiteBattleSide {
  const race = rng.pick(RACES);
  const types = Object.values(content.units).filter((u) => u.race === race);
  const attackers = types.filter((u) => !u.assist);
  const units = [rng.pick(attackers).id];
  const n = rng.int(0, 3);
  for (let i = 0; i < n; i++) units.push(rng.pick(types).id);
  const modules = Object.values(content.modules)
    .filter((m) => m.race === race && rng.next() < 0.4)
    .map((m) => m.id);
  return liteSide(player, race, units, {
    upgrades: [...new Set(units)].filter(() => rng.next() < 0.5),
    modules,
    baseInArea: player === 1 && rng.next() < 0.5,
    baseOnPlanet: rng.next() < 0.5,
    workers: rng.int(0, 2),
    withdrawAreas: rng.next() < 0.5 ? ["p-3"] : [],
    liftOffAreas: ["p-2"],
    recallAreas: rng.next() < 0.3 ? ["q-1"] : [],
  });
}

function randomBattle(rng: Rng): LiteBattleInput {
  return liteBattle(randomSide(rng, 0), randomSide(rng, 1));
}

describe("randomized battles", () => {
  it("end, validate every legal action, and account for every unit (300 battles)", () => {
    const rng = Rng.fromSeed("lite-invariants");
    for (let n = 0; n < 300; n++) {
      const input = randomBattle(rng);
      let b = startLiteBattle(input, rng.state());
      rng.nextUint32();
      let steps = 0;
      while (b.pending) {
        const [d] = litePending(b);
        const legal = liteLegalActions(b, d.player);
        expect(legal.length).toBeGreaterThan(0);
        const a = rng.pick(legal);
        expect(liteValidate(b, d.player, a)).toBeNull();
        b = liteApply(b, d.player, a);
        expect(++steps).toBeLessThan(5000);
      }
      const r = liteResult(b)!;
      expect((liteView(b, 0) as { rng?: unknown }).rng).toBeUndefined();
      const all = [...input.attacker.units, ...input.defender.units].map((u) => u.id);
      const left = new Set([
        ...r.destroyed,
        ...r.withdrawn.map((w) => w.unit),
        ...r.retreated.map((w) => w.unit),
        ...b.position.units[0].map((u) => u.id),
        ...b.position.units[1].map((u) => u.id),
        ...b.position.repaired[0],
        ...b.position.repaired[1],
      ]);
      for (const id of all) expect(left.has(id), `unit ${id} in battle ${n}`).toBe(true);
      if (r.winner !== null) expect(b.position.units[1 - r.winner]).toEqual([]);
    }
  });

  it("exact odds of random small battles sum to 1 (both policies)", () => {
    const rng = new Rng(seedRng("lite-odds-random"));
    for (let n = 0; n < 40; n++) {
      const input = randomBattle(rng);
      for (const policy of [undefined, botPolicy]) {
        const r = liteOdds(input, policy, { samples: 200 });
        expect(r.attacker + r.defender + r.bothDestroyed).toBeCloseTo(1, 9);
        expect(r.expectedLosses.attacker).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe("exact vs Monte Carlo on random battles", () => {
  it("agree within five standard errors (8 random battles, 2,000 samples each)", () => {
    const rng = new Rng(seedRng("lite-agree-random"));
    let checked = 0;
    for (let n = 0; checked < 8 && n < 100; n++) {
      const input = randomBattle(rng);
      if (input.attacker.units.length + input.defender.units.length > 6) continue;
      const policy = n % 2 === 0 ? undefined : botPolicy;
      // Some random battles last hundreds of rounds (rare kills): too slow to sample here.
      const ctx = makeContext(input);
      const start = startPosition(ctx, policy ?? defaultPolicy);
      const pilot = new Rng(seedRng(`pilot-${n}`));
      let rounds = 0;
      for (let i = 0; i < 50; i++) rounds += playOut(ctx, start, policy ?? defaultPolicy, pilot).rounds;
      if (rounds > 50 * 6) continue;
      const exact = liteOdds(input, policy, { method: "exact" });
      const samples = 2000;
      const mc = liteOdds(input, policy, { method: "monte-carlo", samples, seed: `r${n}` });
      for (const k of ["attacker", "defender", "bothDestroyed"] as const) {
        const se = Math.sqrt(Math.max(exact[k] * (1 - exact[k]), 1e-3) / samples);
        expect(
          Math.abs(exact[k] - mc[k]),
          `battle ${n} ${k}: ${JSON.stringify([input.attacker, input.defender])}`,
        ).toBeLessThanOrEqual(5 * se);
      }
      checked++;
    }
    expect(checked).toBe(8);
  });
});

describe("split vs joint enumeration on random battles", () => {
  it("give the same exact odds (25 random battles of up to 5 units, both policies)", () => {
    const rng = new Rng(seedRng("lite-split-random"));
    let checked = 0;
    for (let n = 0; checked < 25 && n < 200; n++) {
      const input = randomBattle(rng);
      if (input.attacker.units.length + input.defender.units.length > 5) continue;
      const policy = n % 2 === 0 ? undefined : botPolicy;
      const split = liteOdds(input, policy, { method: "exact" });
      const joint = liteOdds(input, policy, { method: "exact", splitSides: false });
      for (const k of ["attacker", "defender", "bothDestroyed"] as const)
        expect(split[k], `battle ${n} ${k}`).toBeCloseTo(joint[k], 9);
      expect(split.expectedLosses.attacker).toBeCloseTo(joint.expectedLosses.attacker, 9);
      expect(split.expectedLosses.defender).toBeCloseTo(joint.expectedLosses.defender, 9);
      checked++;
    }
    expect(checked).toBe(25);
  });
});
