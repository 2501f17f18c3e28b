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
import { getCatalog } from "./catalog";
import { currentDecision, distinctActions } from "./decisions";
import { determinizeBattle } from "./determinize";
import { type Deal, type FastPlan, fastDeal, fastPlan, fastSample, isBail } from "./odds-fast";
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
  /** Samples resolved by the fast path (the rest were played by the engine). */
  fastSamples: number;
}

export interface OddsOptions {
  policy?: BattlePolicy;
  seed?: string;
  /** Use the fast path where it applies (default true; greedy policy only). */
  fast?: boolean;
}

/** The fast path's plan: pairing and supports come from one engine playout up to card placement. */
function planFor(view: BattleView, viewer: Viewer, rng: Rng): FastPlan | null {
  const probe = determinizeBattle(view, viewer, rng);
  for (let i = 0; i < 200 && probe.phase !== "cards" && probe.phase !== "done"; i++) {
    const d = currentDecision(probe);
    if (!d) break;
    applyAction(probe, d.side, greedyPolicy(probe, distinctActions(probe, d.actions), rng));
    advance(probe);
  }
  return fastPlan(view, battleView(probe, viewer), getCatalog(view.catalog));
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
  let fast = 0;
  const losses: [number, number] = [0, 0];
  const displaced: [number, number] = [0, 0];
  const engineSample = (deal: Deal | null) => {
    const b = determinizeBattle(view, viewerKnowledge, rng);
    if (deal) {
      for (const s of [0, 1] as const) {
        b.sides[s].hand = deal.hands[s].map((c) => c.id);
        b.sides[s].deck = deal.decks[s].map((c) => c.id);
      }
    }
    // The hidden future (reshuffles) is unknown too: give each sample its own PRNG stream.
    b.rng = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32() | 1];
    playOut(b, policy, rng);
    if (b.sides[0].units.length > 0 && b.sides[1].units.length === 0) wins++;
    for (const id of b.destroyed) losses[mine[0].has(id) ? 0 : 1]++;
    for (const w of b.withdrawn) displaced[mine[0].has(w.unit) ? 0 : 1]++;
    for (const r of b.retreated) displaced[mine[0].has(r.unit) ? 0 : 1]++;
  };
  const plan = policy === greedyPolicy && options.fast !== false ? planFor(view, viewerKnowledge, rng) : null;
  for (let i = 0; i < samples; i++) {
    if (!plan) {
      engineSample(null);
      continue;
    }
    const deal = fastDeal(plan, rng);
    try {
      const o = fastSample(plan, deal);
      fast++;
      if (o.attackerWon) wins++;
      losses[0] += o.destroyed[0];
      losses[1] += o.destroyed[1];
      displaced[0] += o.displaced[0];
      displaced[1] += o.displaced[1];
    } catch (e) {
      if (!isBail(e)) throw e;
      engineSample(deal); // the same deal, played by the engine
    }
  }
  const n = Math.max(1, samples);
  return {
    samples,
    attackerWins: wins / n,
    defenderWins: 1 - wins / n,
    expectedLosses: [losses[0] / n, losses[1] / n],
    expectedDisplaced: [displaced[0] / n, displaced[1] / n],
    fastSamples: fast,
  };
}
