/**
 * canonicalEqual(a, b) === (canonicalJson(a) === canonicalJson(b)), without building the two
 * strings: the server compares every alternative's view with the chosen one on every move
 * (who may read a log entry), and the strings were most of that cost. Same treatment as
 * canonicalJson: undefined, functions and symbols are absent in objects and null in arrays
 * (and "null" alone), non-finite numbers are null, -0 is 0, toJSON is honoured, key order is
 * ignored; BigInt throws.
 */
import { canonicalJson } from "./json";

/** Past this depth the strings decide: exact, and a cycle still throws as canonicalJson does. */
const MAX_DEPTH = 200;

/** A JSON leaf's canonical form, or ABSENT when JSON leaves it out. */
const ABSENT = Symbol("absent");

function leaf(v: unknown): unknown {
  switch (typeof v) {
    case "number":
      return Number.isFinite(v) ? v : null;
    case "undefined":
    case "function":
    case "symbol":
      return ABSENT;
    case "bigint":
      throw new TypeError("canonicalJson: BigInt is not JSON");
    case "object":
      // As canonicalJson: an object's toJSON() result stands for it (and may itself be absent).
      return v !== null && typeof (v as { toJSON?: unknown }).toJSON === "function"
        ? leaf((v as { toJSON: () => unknown }).toJSON())
        : v;
    default:
      return v;
  }
}

export function canonicalEqual(a: unknown, b: unknown): boolean {
  const x = leaf(a);
  const y = leaf(b);
  // Alone, an absent value is "null".
  return same(x === ABSENT ? null : x, y === ABSENT ? null : y, 0);
}

function same(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (depth > MAX_DEPTH) return canonicalJson(a) === canonicalJson(b);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x = leaf(a[i]);
      const y = leaf(b[i]);
      if (!same(x === ABSENT ? null : x, y === ABSENT ? null : y, depth + 1)) return false;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let present = 0;
  for (const k of Object.keys(ra)) {
    const x = leaf(ra[k]);
    if (x === ABSENT) continue;
    present++;
    if (!Object.hasOwn(rb, k)) return false;
    const y = leaf(rb[k]);
    if (y === ABSENT || !same(x, y, depth + 1)) return false;
  }
  let inB = 0;
  for (const k of Object.keys(rb)) if (leaf(rb[k]) !== ABSENT) inB++;
  return present === inB;
}
