/**
 * Randomized: Brood War games with Leadership cards, random legal actions, every invariant checked
 * after every action; the three stages' choices happen and every resolved card is counted.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { allEventCards, checkInvariants } from "../events/invariants";
import { apply, legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftState } from "../state";

function randomGame(seed: string, players: number, maxActions: number): StarcraftState {
  let s = setupState(
    {
      players,
      factionSelection: "random",
      maxRounds: 12,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    },
    seed,
  );
  const expected = allEventCards(s);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < maxActions && s.phase !== "over"; i++) {
    const asked = pending(s);
    if (asked.length === 0) throw new Error(`seed ${seed}: stalled at action ${i} (${s.frame.kind})`);
    const d = asked[rng.index(asked.length)];
    const options = legalActions(s, d.player);
    if (options.length === 0) throw new Error(`seed ${seed}: no legal action at ${i} (${s.frame.kind})`);
    s = apply(s, d.player, rng.pick(options));
    const bad = checkInvariants(s, expected);
    if (bad.length > 0) throw new Error(`seed ${seed}, action ${i}: ${bad.join("; ")}`);
  }
  return s;
}

describe("Leadership cards under random play", () => {
  it("BW-L1: every seat resolves one card per stage reached, and no action breaks an invariant", () => {
    let deepest = 0;
    for (let g = 0; g < 3; g++) {
      const s = randomGame(`lead-${g}`, [2, 4, 3][g], 3000);
      const lead = s.broodWar?.lead;
      expect(lead).toBeDefined();
      const resolved = Object.values(lead?.resolved ?? {}).reduce((a, b) => a + b, 0);
      expect(resolved).toBe(lead?.chosen.reduce((a, c) => a + c.length, 0));
      expect(lead?.chosen.every((c) => c.length >= 1 && c.length <= 3)).toBe(true);
      deepest = Math.max(deepest, ...(lead?.chosen.map((c) => c.length) ?? [0]));
    }
    // The later stages' choices were played too.
    expect(deepest).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
