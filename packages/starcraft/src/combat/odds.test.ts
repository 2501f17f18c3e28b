/**
 * combatOdds agrees with the engine: for fixed positions, the estimate made from the viewer's
 * knowledge only is within ±3 percentage points of the win rate observed when the engine plays
 * the real battle out 2,000 times (hidden cards really dealt at random) under the same policy.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { battleApply, battleLegalActions, battlePending, battleResult, startBattle } from "./battle";
import { combatOdds } from "./odds";
import { greedyPolicy } from "./policy";
import { input, units } from "./testing/fixtures";
import { deckOf } from "./testing/random";
import type { BattleState } from "./types";
import { battleView } from "./view";

/** Deal the hidden cards of the true state at random: deck orders, and the defender's hand from his unseen cards. */
function redeal(b: BattleState, rng: Rng): BattleState {
  const s = structuredClone(b);
  s.sides[0].deck = rng.shuffle(s.sides[0].deck);
  const d = rng.shuffle([...s.sides[1].hand, ...s.sides[1].deck]);
  s.sides[1].hand = d.slice(0, b.sides[1].hand.length);
  s.sides[1].deck = d.slice(b.sides[1].hand.length);
  s.rng = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()];
  return s;
}

/** The engine's own playout through the public contract (legal actions, validate-free apply). */
function engineWinRate(b: BattleState, games: number, seed: string): number {
  const rng = Rng.fromSeed(seed);
  let wins = 0;
  for (let g = 0; g < games; g++) {
    let s = redeal(b, rng);
    for (let i = 0; i < 200 && battlePending(s).length > 0; i++) {
      const p = battlePending(s)[0].player;
      s = battleApply(s, p, greedyPolicy(s, battleLegalActions(s, p), rng));
    }
    if (battleResult(s)!.attackerWon) wins++;
  }
  return wins / games;
}

function position(seed: string, a: string[], d: string[], gold = false): BattleState {
  const rng = Rng.fromSeed(seed);
  const ta = rng.shuffle(deckOf(a[0].split("-")[0]));
  const td = rng.shuffle(deckOf(d[0].split("-")[0]));
  return startBattle(
    input(
      { units: units(...a), hand: ta.splice(0, 2), deck: ta },
      { units: units(...d), hand: td.splice(0, 2), deck: td },
      { goldMobilize: gold },
    ),
    rng.state(),
  );
}

describe("combatOdds", () => {
  const positions: [string, BattleState][] = [
    [
      "marines vs zealots",
      position("p1", ["terran-marine", "terran-marine"], ["protoss-zealot", "protoss-zealot"]),
    ],
    [
      "zerg air and ground vs terran",
      position(
        "p2",
        ["zerg-zergling", "zerg-hydralisk", "zerg-mutalisk"],
        ["terran-marine", "terran-goliath"],
      ),
    ],
    [
      "protoss gold mobilize vs zerg",
      position(
        "p3",
        ["protoss-zealot", "protoss-dragoon", "protoss-zealot"],
        ["zerg-zergling", "zerg-ultralisk", "zerg-hydralisk"],
        true,
      ),
    ],
  ];

  for (const [name, b] of positions) {
    it(`agrees within ±3 points with 2,000 engine playouts: ${name}`, () => {
      const truth = engineWinRate(b, 2000, `truth-${name}`);
      const est = combatOdds(battleView(b, 0), 0, 3000, { seed: `est-${name}` });
      if (process.env.KOPRULU_ODDS_DEBUG) console.log(name, truth, est.attackerWins, est.fastSamples);
      // Not a degenerate position: the outcome is genuinely uncertain.
      expect(truth).toBeGreaterThan(0.05);
      expect(truth).toBeLessThan(0.95);
      expect(Math.abs(est.attackerWins - truth)).toBeLessThanOrEqual(0.03);
      expect(est.attackerWins + est.defenderWins).toBeCloseTo(1);
    });
  }

  it("uses only what the viewer knows: the opponent's real hand does not change the estimate", () => {
    const b = positions[0][1];
    const other = structuredClone(b);
    const pool = [...other.sides[1].hand, ...other.sides[1].deck].reverse();
    other.sides[1].hand = pool.slice(0, b.sides[1].hand.length);
    other.sides[1].deck = pool.slice(b.sides[1].hand.length);
    expect(combatOdds(other, 0, 200, { seed: "same" })).toEqual(combatOdds(b, 0, 200, { seed: "same" }));
  });

  it("the fast path and the engine path give the same estimate (same samples, same policy)", () => {
    for (const [, b] of positions) {
      const fast = combatOdds(b, 0, 1500, { seed: "cmp" });
      const slow = combatOdds(b, 0, 1500, { seed: "cmp", fast: false });
      expect(fast.fastSamples).toBeGreaterThan(1000);
      expect(slow.fastSamples).toBe(0);
      expect(Math.abs(fast.attackerWins - slow.attackerWins)).toBeLessThanOrEqual(0.04);
      expect(Math.abs(fast.expectedLosses[0] - slow.expectedLosses[0])).toBeLessThanOrEqual(0.1);
    }
  });

  it("reports expected losses per side", () => {
    const r = combatOdds(positions[1][1], 0, 300);
    expect(r.expectedLosses[0]).toBeGreaterThan(0);
    expect(r.expectedLosses[1]).toBeGreaterThan(0);
    expect(r.samples).toBe(300);
  });
});
