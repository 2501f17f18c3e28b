/**
 * An entry's timestamp and state hash as numbers. The server writes both in one shape — an ISO
 * time from Date#toISOString, 16 lowercase hex digits from hashState — which fit in 8 bytes each
 * instead of a 40- and a 32-byte string. Anything else (a row written by another version, a test's
 * hand-made hash) does not fit; EntryLog then keeps the text as it came.
 */

/** Milliseconds since the epoch when `at` is exactly what toISOString gives back for them. */
export function isoToMs(at: string): number | null {
  const ms = Date.parse(at);
  return Number.isFinite(ms) && msToIso(ms) === at ? ms : null;
}

const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, "0"));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, "0"));

/**
 * Date#toISOString, from table pieces: a log page unpacks a timestamp per entry, and the
 * builtin took half a microsecond (about twice this; measured under load, CPU time).
 */
export function msToIso(ms: number): string {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  if (y < 1000 || y > 9999) return d.toISOString(); // signed and 6-digit years: the builtin
  return `${y}-${TWO[d.getUTCMonth() + 1]}-${TWO[d.getUTCDate()]}T${TWO[d.getUTCHours()]}:${TWO[d.getUTCMinutes()]}:${TWO[d.getUTCSeconds()]}.${THREE[d.getUTCMilliseconds()]}Z`;
}

const HEX16 = /^[0-9a-f]{16}$/;

/** The two 32-bit halves of a 16-digit lowercase hex hash, or null for any other text. */
export function hexToHalves(hash: string): [number, number] | null {
  if (!HEX16.test(hash)) return null;
  return [Number.parseInt(hash.slice(0, 8), 16), Number.parseInt(hash.slice(8), 16)];
}

const HEX2 = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function halvesToHex(hi: number, lo: number): string {
  return (
    HEX2[hi >>> 24] +
    HEX2[(hi >>> 16) & 255] +
    HEX2[(hi >>> 8) & 255] +
    HEX2[hi & 255] +
    HEX2[lo >>> 24] +
    HEX2[(lo >>> 16) & 255] +
    HEX2[(lo >>> 8) & 255] +
    HEX2[lo & 255]
  );
}
