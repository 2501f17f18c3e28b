/**
 * The distribution of one activation's hitting dice (E-C5): faces that hit the same enemy shields
 * fall into one bucket, and N dice of a colour are spread over the buckets multinomially.
 */
import { dieHits } from "./ships";
import type { HitDie } from "./targeting";

const FACT = [1];
for (let i = 1; i <= 64; i++) FACT[i] = FACT[i - 1]! * i;

type Multi = { p: number; counts: number[] }[];
const multiCache = new Map<string, Multi>();

/** All ways N dice fall into buckets with the given probabilities. */
function multinomial(n: number, probs: number[]): Multi {
  const key = `${n}|${probs.join(",")}`;
  const hit = multiCache.get(key);
  if (hit) return hit;
  const out: Multi = [];
  const counts = new Array<number>(probs.length).fill(0);
  const rec = (b: number, left: number) => {
    if (b === probs.length - 1) {
      counts[b] = left;
      let p = FACT[n]!;
      for (let i = 0; i < probs.length; i++) p *= probs[i]! ** counts[i]! / FACT[counts[i]!]!;
      if (p > 0) out.push({ p, counts: counts.slice() });
      return;
    }
    for (let k = 0; k <= left; k++) {
      counts[b] = k;
      rec(b + 1, left - k);
    }
  };
  rec(0, n);
  multiCache.set(key, out);
  return out;
}

export interface Outcome {
  /** Ids of the dice suffixes (filled by the solver's placement memo). */
  suffixIds?: number[];
  p: number;
  /** Hit dice, each with a representative face value (any face of its bucket hits the same ships). */
  dice: HitDie[];
}

/** Distribution of the hitting dice of one activation against the enemy shields present. */
export function volleyOutcomes(
  perShip: readonly number[],
  ships: number,
  computer: number,
  shields: number[],
): Outcome[] {
  // Buckets: faces that hit the same set of enemy shields. Bucket 0 = hits nothing.
  const levels = [...new Set(shields)].sort((a, b) => a - b);
  const bucketOf = (v: number) => levels.filter((s) => dieHits(v, computer, s)).length;
  const probs = new Array<number>(levels.length + 1).fill(0);
  const face = new Array<number>(levels.length + 1).fill(0);
  for (let v = 1; v <= 6; v++) {
    const b = bucketOf(v);
    probs[b]! += 1 / 6;
    face[b] = v;
  }
  const byDamage = new Map<number, number>();
  for (const d of perShip) byDamage.set(d, (byDamage.get(d) ?? 0) + ships);
  let outcomes: Outcome[] = [{ p: 1, dice: [] }];
  for (const [damage, n] of [...byDamage].sort((a, b) => b[0] - a[0])) {
    const next: Outcome[] = [];
    for (const o of outcomes)
      for (const m of multinomial(n, probs)) {
        const dice = o.dice.slice();
        for (let b = m.counts.length - 1; b >= 1; b--)
          for (let k = 0; k < m.counts[b]!; k++) dice.push({ damage, value: face[b]! });
        next.push({ p: o.p * m.p, dice });
      }
    outcomes = next;
  }
  return outcomes;
}
