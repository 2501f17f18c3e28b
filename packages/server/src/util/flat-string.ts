/**
 * A flat copy of a string built by concatenation. V8 keeps `a + b` (and template literals) as a
 * tree of cons-string nodes — 32 bytes per join plus every piece — until something flattens it,
 * and a log entry's description lives as long as its game. A JSON round trip hands back one
 * sequential string with the same characters (measured on a live StarCraft game: 12 KB of its
 * ~135 KB heap).
 */
export function flatString(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
