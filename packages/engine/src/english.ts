/**
 * Two small English wording helpers the rulesets' server-side story and log text share (StarCraft,
 * StarCraft Lite, Eclipse): a list told as "A, B and C", a count with its noun ("2 combat cards").
 * The engine holds them because every rules package depends on it; the web words the same things
 * from its catalogs instead.
 */

/** "A, B and C" (no serial comma); one word as it is; none: the empty string. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** A count with its noun: "1 combat card", "2 combat cards" (or `many` where "s" does not fit). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
