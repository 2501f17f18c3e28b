/**
 * sfc32: a small, fast PRNG with a 128-bit state kept as four uint32 in the game State, so a
 * game is fully determined by its seed and its action log. Only 32-bit integer arithmetic
 * (Math.imul, >>> 0) is used, which behaves identically on every JS engine and platform.
 */
import type { RngState } from "./types";

/** Hash a seed string to a PRNG state (cyrb128: four independent 32-bit mixes). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // Discard the first outputs: they correlate with the seed hash.
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng.state();
}

/**
 * A mutable generator over a copied state. Rulesets use it inside `apply` on a copy:
 *   const rng = new Rng(state.rng); ...; next.rng = rng.state();
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    this.a = state[0] >>> 0;
    this.b = state[1] >>> 0;
    this.c = state[2] >>> 0;
    this.d = state[3] >>> 0;
  }

  static fromSeed(seed: string): Rng {
    return new Rng(seedRng(seed));
  }

  /** The current state (four uint32), to store back into the game State. */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** Uniform uint32. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max] inclusive, without modulo bias (rejection sampling). */
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`Rng.int: bad range [${min}, ${max}]`);
    }
    const range = max - min + 1;
    if (range > 4294967296) throw new RangeError("Rng.int: range wider than 2^32");
    const limit = 4294967296 - (4294967296 % range);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return min + (x % range);
  }

  /** Uniform index into an array of length n (n ≥ 1). */
  index(n: number): number {
    return this.int(0, n - 1);
  }

  /** A uniformly chosen element. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Rng.pick: empty array");
    return items[this.index(items.length)];
  }

  /** Fisher–Yates shuffle into a new array; the input is not changed. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }
}
