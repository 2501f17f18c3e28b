import { describe, expect, it } from "vitest";
import { canonicalEqual } from "./canonical-equal";
import { canonicalJson } from "./json";
import { Rng } from "./rng";

/** Random JSON-ish values, edge cases included (undefined, NaN, -0, toJSON, key order). */
function value(rng: Rng, depth: number): unknown {
  const leaves: unknown[] = [
    0,
    -0,
    1,
    1.5,
    NaN,
    Infinity,
    "",
    "a",
    "b",
    true,
    false,
    null,
    undefined,
    () => 1,
  ];
  if (depth <= 0 || rng.next() < 0.4) return leaves[Math.floor(rng.next() * leaves.length)];
  const r = rng.next();
  if (r < 0.35) return Array.from({ length: Math.floor(rng.next() * 3) }, () => value(rng, depth - 1));
  if (r < 0.4) {
    const inner = value(rng, depth - 1);
    return { toJSON: () => inner };
  }
  const out: Record<string, unknown> = {};
  for (const k of ["b", "a", "c"].slice(0, Math.floor(rng.next() * 4))) out[k] = value(rng, depth - 1);
  return out;
}

describe("canonicalEqual", () => {
  it("says what comparing canonicalJson strings says, on random values with JSON's edge cases", () => {
    const rng = Rng.fromSeed("canonical-equal");
    let equal = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = value(rng, 3);
      // Half the pairs are a JSON round trip of the first (equal canonical forms, other shapes).
      const b = rng.next() < 0.5 ? value(rng, 3) : JSON.parse(JSON.stringify([a]))[0];
      const expected = canonicalJson(a) === canonicalJson(b);
      if (expected) equal++;
      expect(canonicalEqual(a, b), `${canonicalJson(a)} vs ${canonicalJson(b)}`).toBe(expected);
    }
    expect(equal).toBeGreaterThan(5_000); // both answers were exercised
  });

  it("ignores key order and treats undefined fields as absent, as canonical JSON does", () => {
    expect(canonicalEqual({ a: 1, b: [1, undefined] }, { b: [1, null], a: 1, c: undefined })).toBe(true);
    expect(canonicalEqual({ a: 1 }, { a: 1, b: 0 })).toBe(false);
    expect(canonicalEqual(-0, 0)).toBe(true);
    expect(canonicalEqual(undefined, null)).toBe(true);
  });

  it("throws on BigInt as canonicalJson does", () => {
    expect(() => canonicalEqual({ a: 1n }, { a: 1n })).toThrow(TypeError);
  });
});
