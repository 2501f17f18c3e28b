/**
 * combatOdds: given a battle position and only what the asking player knows, estimate each side's
 * chance to win and the expected losses, by sampling the unknown cards (the opponent's hand, both
 * deck orders, face-down cards) with determinizeBattle and playing each sample out with a policy.
 *
 * Limits: unknown face-down cards are sampled uniformly among the cards the viewer has not seen
 * (no model of which card the opponent would have chosen), so odds are exact in distribution
 * before cards are placed and an approximation after.
 */
import { Rng, type Viewer } from "@koprulu/engine";
import { applyAction } from "./actions";
import { advance } from "./advance";
import { currentDecision, distinctActions } from "./decisions";
import { determinizeBattle } from "./determinize";
import { type BattlePolicy, greedyPolicy } from "./policy";
import type { BattleState } from "./types";
import { type BattleView, battleView } from "./view";

export interface CombatOdds {
  samples: number;
  /** Probability that the attacker ends as the only side in the area. */
  attackerWins: number;
  /** 1 - attackerWins: the defender holds (or both sides are wiped out). */
  defenderWins: number;
  /** Expected units destroyed, per side [attacker, defender]. */
  expectedLosses: [number, number];
  /** Expected units forced out (withdrawn or retreated), per side. */
  expectedDisplaced: [number, number];
}

export interface OddsOptions {
  policy?: BattlePolicy;
  seed?: string;
}

function isView(p: BattleState | BattleView): p is BattleView {
  return (p as BattleView).viewer !== undefined;
}

/** Play a (private, mutable) battle state to its end with `policy`. */
export function playOut(b: BattleState, policy: BattlePolicy, rng: Rng): BattleState {
  const first = currentDecision(b);
  let d = first ? { ...first, actions: distinctActions(b, first.actions) } : null;
  for (let i = 0; i < 1000; i++) {
    if (!d) return b;
    applyAction(b, d.side, policy(b, d.actions, rng));
    d = advance(b);
  }
  throw new Error("playout did not end");
}

export function combatOdds(
  position: BattleState | BattleView,
  viewerKnowledge: Viewer,
  samples: number,
  options: OddsOptions = {},
): CombatOdds {
  const view = isView(position) ? position : battleView(position, viewerKnowledge);
  const policy = options.policy ?? greedyPolicy;
  const rng = Rng.fromSeed(options.seed ?? "combat-odds");
  const owner = (side: 0 | 1) => view.sides[side].units.map((u) => u.id);
  const mine: [Set<number>, Set<number>] = [new Set(owner(0)), new Set(owner(1))];
  let wins = 0;
  const losses: [number, number] = [0, 0];
  const displaced: [number, number] = [0, 0];
  for (let i = 0; i < samples; i++) {
    const b = determinizeBattle(view, viewerKnowledge, rng);
    // The hidden future (reshuffles) is unknown too: give each sample its own PRNG stream.
    b.rng = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32() | 1];
    playOut(b, policy, rng);
    if (b.sides[0].units.length > 0 && b.sides[1].units.length === 0) wins++;
    for (const id of b.destroyed) losses[mine[0].has(id) ? 0 : 1]++;
    for (const w of b.withdrawn) displaced[mine[0].has(w.unit) ? 0 : 1]++;
    for (const r of b.retreated) displaced[mine[0].has(r.unit) ? 0 : 1]++;
  }
  const n = Math.max(1, samples);
  return {
    samples,
    attackerWins: wins / n,
    defenderWins: 1 - wins / n,
    expectedLosses: [losses[0] / n, losses[1] / n],
    expectedDisplaced: [displaced[0] / n, displaced[1] / n],
  };
}
