/**
 * A ruleset's title in the reader's language. StarCraft, StarCraft Lite and Eclipse are proper
 * names and stay as they are; the small example games have names in every language.
 */
import type { MessageKey } from "./catalogs";
import type { Translate } from "./I18n";

const TITLE_KEYS: Record<string, MessageKey> = {
  tictactoe: "ruleset.tictactoe",
  rps: "ruleset.rps",
};

export function rulesetTitle(t: Translate, id: string, fallback: string): string {
  const key = TITLE_KEYS[id];
  return key ? t(key) : fallback;
}
