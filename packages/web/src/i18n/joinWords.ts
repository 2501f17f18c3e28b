/**
 * "A, B and C" in the reader's words, for the story builders of every ruleset's table (StarCraft,
 * StarCraft Lite, Eclipse). Each ruleset keeps its own "{first} and {last}" key in its catalog
 * area: the joining word may be spelled differently per game (Hebrew's ו or ו־).
 */
import type { MessageKey } from "./catalogs";
import type { Translate } from "./I18n";

/** One word as it is, none as the empty string; more: the last joined by `andKey`'s words. */
export function joinWords(words: readonly string[], t: Translate, andKey: MessageKey): string {
  if (words.length <= 1) return words[0] ?? "";
  return t(andKey, { first: words.slice(0, -1).join(", "), last: words[words.length - 1]! });
}
