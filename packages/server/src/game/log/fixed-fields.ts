/**
 * An entry's timestamp and state hash as numbers. The server writes both in one shape — an ISO
 * time from Date#toISOString, 16 lowercase hex digits from hashState — which fit in 8 bytes each
 * instead of a 40- and a 32-byte string. Anything else (a row written by another version, a test's
 * hand-made hash) does not fit; EntryLog then keeps the text as it came.
 */

/** Milliseconds since the epoch when `at` is exactly what toISOString gives back for them. */
export function isoToMs(at: string): number | null {
  const ms = Date.parse(at);
  return Number.isFinite(ms) && new Date(ms).toISOString() === at ? ms : null;
}

export function msToIso(ms: number): string {
  return new Date(ms).toISOString();
}

const HEX16 = /^[0-9a-f]{16}$/;

/** The two 32-bit halves of a 16-digit lowercase hex hash, or null for any other text. */
export function hexToHalves(hash: string): [number, number] | null {
  if (!HEX16.test(hash)) return null;
  return [Number.parseInt(hash.slice(0, 8), 16), Number.parseInt(hash.slice(8), 16)];
}

export function halvesToHex(hi: number, lo: number): string {
  return hi.toString(16).padStart(8, "0") + lo.toString(16).padStart(8, "0");
}
