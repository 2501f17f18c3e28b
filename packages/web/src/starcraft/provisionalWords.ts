/**
 * Why a content-pack record is provisional, in the reader's words. The pack's reason is English
 * text; the `provisional` catalogs hold each reason of the bundled packs once (the English value
 * is the pack's own text), so a record's reason finds its key by that text. A reason with no key
 * (an owner's override pack, or a reason changed without the catalogs) shows as it is in English
 * and not at all in another language: the mark then says only "provisional".
 */
import type { Language, MessageKey, Translate } from "../i18n";
import { provisional as englishReasons } from "../i18n/catalogs/en/provisional";

const KEY_BY_REASON: ReadonlyMap<string, MessageKey> = new Map(
  Object.entries(englishReasons).map(([key, reason]) => [reason, key as MessageKey]),
);

/** The catalog key of a pack reason, or null when the catalogs do not word it. */
export function provisionalReasonKey(reason: string): MessageKey | null {
  return KEY_BY_REASON.get(reason) ?? null;
}

/** The reason in the reader's language, or null (no reason, or none in this language). */
export function provisionalReasonWords(
  t: Translate,
  lang: Language,
  reason: string | undefined,
): string | null {
  if (!reason) return null;
  const key = provisionalReasonKey(reason);
  if (key) return t(key);
  return lang === "en" ? reason : null;
}

/** The tooltip of a provisional mark: why the record is our reading, or only that it is. */
export function provisionalTitle(t: Translate, lang: Language, reason: string | undefined): string {
  const words = provisionalReasonWords(t, lang, reason);
  return words ? t("lead.provisionalTitle", { reason: words }) : t("lead.provisionalNoReason");
}
