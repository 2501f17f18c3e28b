/**
 * Randomized: Brood War games of random legal actions (a bias towards the Defend order and gold
 * orders, which random play would rarely pick), checking every invariant after every action, and
 * that the Brood War mechanisms actually happened along the way.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { allEventCards, checkInvariants } from "../events/invariants";
import { apply, legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftState } from "../state";
import { type BroodWarStats, emptyStats } from "./state";

function randomGame(seed: string, players: number, maxActions: number): StarcraftState {
  let s = setupState({ players, factionSelection: "random", maxRounds: 10, expansions: ["brood-war"] }, seed);
  const expected = allEventCards(s);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < maxActions && s.phase !== "over"; i++) {
    const asked = pending(s);
    if (asked.length === 0) throw new Error(`seed ${seed}: stalled at action ${i} (${s.frame.kind})`);
    const d = asked[rng.index(asked.length)];
    const options = legalActions(s, d.player);
    if (options.length === 0) throw new Error(`seed ${seed}: no legal action at ${i} (${s.frame.kind})`);
    const preferred = options.filter(
      (a) =>
        a.type === "place-defend" ||
        (a.type === "place-order" && a.gold) ||
        a.type === "build-module" ||
        a.type === "execute-order",
    );
    const a = preferred.length > 0 && rng.next() < 0.6 ? rng.pick(preferred) : rng.pick(options);
    s = apply(s, d.player, a);
    const bad = checkInvariants(s, expected);
    if (bad.length > 0) throw new Error(`seed ${seed}, action ${i} ${JSON.stringify(a)}: ${bad.join("; ")}`);
  }
  return s;
}

describe("Brood War under random play", () => {
  it("no action breaks an invariant (guard tokens, pool, mind control, assist exemption, limits)", () => {
    const total: BroodWarStats = emptyStats();
    for (let g = 0; g < 4; g++) {
      const s = randomGame(`bw-${g}`, [2, 4, 6, 3][g], 2500);
      expect(s.broodWar).toBeDefined();
      for (const k of Object.keys(total) as (keyof BroodWarStats)[]) total[k] += s.broodWar!.stats[k];
    }
    expect(total.defendOrders).toBeGreaterThan(0);
    expect(total.goldRefusedPoolFull).toBeGreaterThan(0);
  }, 120_000);
});
