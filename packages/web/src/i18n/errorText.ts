/**
 * The catalog's words for a stable rule-error code (`error.<code>`), or null when the catalog
 * has none (codes of rulesets not translated yet, or a transport error). Every code the engine
 * and StarCraft sources use has an entry: `catalogs.test.ts` collects them from the sources.
 */
import { ENGLISH, type MessageKey } from "./catalogs";
import type { Translate } from "./I18n";

export const ERROR_PREFIX = "error.";

export function errorKey(code: string): MessageKey | null {
  const key = `${ERROR_PREFIX}${code}`;
  return key in ENGLISH ? (key as MessageKey) : null;
}

export function errorText(t: Translate, code: string): string | null {
  const key = errorKey(code);
  return key ? t(key) : null;
}
