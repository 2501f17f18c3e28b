/**
 * Why the odds could not be computed, in the reader's words: a rule error by its stable code
 * (`error.<code>`), anything else (an internal failure, English text) as it is in English and
 * as a plain "the calculation failed" in another language.
 */

import type { Language, Translate } from "../i18n";
import { errorText } from "../i18n/errorText";

export function oddsFailureWords(t: Translate, lang: Language, e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  const known = typeof code === "string" ? errorText(t, code) : null;
  if (known) return known;
  if (lang === "en") return e instanceof Error ? e.message : String(e);
  return t("odds.failed");
}
