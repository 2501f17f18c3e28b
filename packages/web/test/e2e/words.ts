/**
 * Reading a translated page for English left in it (shared by the language e2e tests): its words
 * in the Latin alphabet, and the names that stay as they are in every language.
 */
import { LANGUAGE_NAMES } from "../../src/i18n/languages";

/** The words of two or more Latin letters (German's umlauts and ß included), lower-cased. */
export const latinWords = (text: string) =>
  (text.match(/[A-Za-zÄÖÜäöüß]{2,}/g) ?? []).map((w) => w.toLowerCase());

/**
 * Proper names that stay as they are in every language (the project's, the games' and the bots'
 * names) and each language's own name (the switch); a test adds its game's names.
 */
export const PROPER_NAMES_EVERYWHERE: readonly string[] = [
  "Koprulu",
  "StarCraft",
  "The",
  "Board",
  "Game",
  "Brood",
  "War",
  "Eclipse",
  "MCTS",
  "Lite",
  ...Object.values(LANGUAGE_NAMES),
];
