/**
 * Stable state hash: 64 bits (16 hex digits) of the canonical JSON of a value. Equal data
 * hashes equal on every platform and whatever its key order, and a JSON round trip keeps the
 * hash. Used to check replays, golden games and that functions leave their inputs unchanged.
 * Not cryptographic: it detects accidents, not attackers.
 */
import { canonicalJson } from "./json";

/**
 * A 64-bit hash of a string (cyrb53's two 32-bit lanes, both kept): only Math.imul and
 * 32-bit shifts over UTF-16 code units, which every JS engine computes identically.
 */
export function hashString(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return hex64(h2, h1);
}

const HEX = Array.from("0123456789abcdef", (c) => c.charCodeAt(0));

/**
 * hi and lo as 16 hex digits, in one flat string: the obvious `hex32(hi) + hex32(lo)` makes a
 * concatenated string (three heap objects) that a server keeps with every log entry.
 */
function hex64(hi: number, lo: number): string {
  return String.fromCharCode(
    HEX[(hi >>> 28) & 15],
    HEX[(hi >>> 24) & 15],
    HEX[(hi >>> 20) & 15],
    HEX[(hi >>> 16) & 15],
    HEX[(hi >>> 12) & 15],
    HEX[(hi >>> 8) & 15],
    HEX[(hi >>> 4) & 15],
    HEX[hi & 15],
    HEX[(lo >>> 28) & 15],
    HEX[(lo >>> 24) & 15],
    HEX[(lo >>> 20) & 15],
    HEX[(lo >>> 16) & 15],
    HEX[(lo >>> 12) & 15],
    HEX[(lo >>> 8) & 15],
    HEX[(lo >>> 4) & 15],
    HEX[lo & 15],
  );
}

/** The hash of a JSON value (a State, a View, an action…): hashString(canonicalJson(value)). */
export function hashState(value: unknown): string {
  return hashString(canonicalJson(value));
}
