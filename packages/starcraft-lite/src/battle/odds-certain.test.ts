/**
 * The "100% attacker" a table screenshot showed before round 1 of a 3-against-2 Zerg battle
 * (issue 31): Zergling + 2 Hydralisks attacking Zergling + Hydralisk. Checked independently of
 * the exact method: every hit/miss pattern of round 1 worked out by the rulebook by hand, and
 * every roll of round 1 (faces either side of the target number) played through the package's own round.
 *
 * By the rules: all five units hit on 4+ (no observation either side; Hive Mind). Each hit can
 * destroy any enemy (attack 3 ≥ health 3). The attacker's Swarm (A9) adds 1 ground splash per
 * attacking ground non-assist unit (3) and every attacking unit that did not destroy a unit adds
 * its assist splash (AS 1): with h hits the attacker destroys min(h, 2) defenders and has
 * 3 + (3 − min(h, 2)) ≥ 4 splash for the rest, so both defenders always die in round 1. The
 * defender (no Swarm: it is not attacking) destroys one attacker per hit (at most 2) and its
 * splash (its misses' AS, ≤ 2) never reaches a health of 3, so at least one attacker survives.
 * Hence the attacker holds the area with probability exactly 1, losing Binomial(2, ½) units
 * (expected 1), and the defender loses both (expected 2).
 */
import { describe, expect, it } from "vitest";
import { liteOdds } from "./odds";
import { ids, liteBattle, liteSide, playRound } from "./testing";

const Z = (t: string) => `zerg-${t}`;
const position = () =>
  liteBattle(
    liteSide(0, "zerg", [Z("zergling"), Z("hydralisk"), Z("hydralisk")]),
    liteSide(1, "zerg", [Z("zergling"), Z("hydralisk")]),
  );

/** The rulebook by hand for one round: which units hit (true) per side → losses per side. */
function byHand(attackerHits: boolean[], defenderHits: boolean[]): [number, number] {
  const ha = attackerHits.filter(Boolean).length;
  const targeted = Math.min(ha, 2);
  const splashA = 3 /* Swarm */ + (3 - targeted) /* AS of units that destroyed nothing */;
  const defenderLost = Math.min(2, targeted + Math.floor(splashA / 3));
  const hd = defenderHits.filter(Boolean).length;
  const splashD = 2 - hd; // AS of the defender's misses; no Swarm when defending
  const attackerLost = Math.min(3, hd + Math.floor(splashD / 3));
  return [attackerLost, defenderLost];
}

describe("odds of the issue-31 screenshot: 3 Zerg attacking 2 (Swarm, A9)", () => {
  it("by hand, over all 32 hit/miss patterns of round 1: the defender always falls, the attacker never does", () => {
    let expectedAttackerLosses = 0;
    for (let mask = 0; mask < 32; mask++) {
      const bits = [0, 1, 2, 3, 4].map((i) => (mask & (1 << i)) !== 0);
      const [aLost, dLost] = byHand(bits.slice(0, 3), bits.slice(3));
      expect(dLost).toBe(2);
      expect(aLost).toBeLessThan(3);
      expectedAttackerLosses += aLost / 32;
    }
    expect(expectedAttackerLosses).toBeCloseTo(1, 12);
  });

  it("the package's round agrees with the hand count for every roll of faces 1, 3, 4, 6 (4^5 rolls)", () => {
    // 3 and 4 straddle the target number; 1 and 6 are the extremes
    const input = position();
    const [a, d] = [ids(input.attacker), ids(input.defender)];
    const units = [...a, ...d];
    const FACES = [1, 3, 4, 6];
    for (let roll = 0; roll < 4 ** 5; roll++) {
      const faces: Record<number, number[]> = {};
      let r = roll;
      for (const u of units) {
        faces[u] = [FACES[r % 4]!];
        r = Math.floor(r / 4);
      }
      const hit = (u: number) => faces[u]![0]! >= 4;
      const out = playRound(input, faces);
      const lost = (side: number[]) => side.filter((u) => out.destroyed.includes(u)).length;
      expect([lost(a), lost(d)], `roll ${roll}`).toEqual(byHand(a.map(hit), d.map(hit)));
    }
  });

  it("the exact odds say what the rules say: attacker 1, defender 0, losses 1 and 2", () => {
    const r = liteOdds(position());
    expect(r.exact).toBe(true);
    expect(r.attacker).toBe(1);
    expect(r.defender).toBe(0);
    expect(r.bothDestroyed).toBe(0);
    expect(r.expectedLosses.attacker).toBeCloseTo(1, 12);
    expect(r.expectedLosses.defender).toBeCloseTo(2, 12);
  });

  it("without Swarm (the same armies, the 3 defending) the defender's chance is real, not 100%", () => {
    const input = liteBattle(
      liteSide(0, "zerg", [Z("zergling"), Z("hydralisk")]),
      liteSide(1, "zerg", [Z("zergling"), Z("hydralisk"), Z("hydralisk")]),
    );
    const r = liteOdds(input);
    expect(r.defender).toBeGreaterThan(0.5);
    expect(r.defender).toBeLessThan(1);
  });
});
