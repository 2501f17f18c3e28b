/**
 * The languages Koprulu speaks and how one is chosen: `?lang=` first, then the choice this
 * browser remembered, then the browser's own preferences (`navigator.languages`), then English.
 * Pure functions (no DOM access) so the choice is testable without a browser.
 */
export const LANGUAGES = ["en", "he", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, shown in the switch (a language is found by its own name). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", he: "עברית", de: "Deutsch" };

const RTL: ReadonlySet<Language> = new Set<Language>(["he"]);

export const STORAGE_KEY = "koprulu.lang.v1";

export function direction(lang: Language): "rtl" | "ltr" {
  return RTL.has(lang) ? "rtl" : "ltr";
}

/** "he-IL" → "he", "iw" (the old code for Hebrew) → "he"; anything we do not speak → null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  const known = base === "iw" ? "he" : base;
  return (LANGUAGES as readonly string[]).includes(known) ? (known as Language) : null;
}

export function chooseLanguage(input: {
  search: string;
  stored: string | null;
  preferred: readonly string[];
}): Language {
  const fromUrl = toLanguage(new URLSearchParams(input.search).get("lang"));
  if (fromUrl) return fromUrl;
  const remembered = toLanguage(input.stored);
  if (remembered) return remembered;
  for (const tag of input.preferred) {
    const lang = toLanguage(tag);
    if (lang) return lang;
  }
  return "en";
}
