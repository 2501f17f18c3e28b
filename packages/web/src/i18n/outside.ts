/**
 * A translator for words built outside React (action describers, log lines), in the language
 * the page is shown in: I18nProvider sets `<html lang>` to it and its catalog is loaded before.
 */
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { catalogFor } from "./catalogs";
import type { Translate } from "./I18n";
import { LANGUAGES, type Language } from "./languages";

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();

function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : "en";
}

export function pageTranslate(): Translate {
  const lang = pageLanguage();
  const messages = catalogFor(lang);
  let intl = intls.get(lang);
  // A catalog loaded after the first call (still English then) gets a fresh formatter.
  if (!intl || intl.messages !== messages) {
    intl = createIntl({ locale: lang, defaultLocale: "en", messages }, cache);
    intls.set(lang, intl);
  }
  return (key, values) => intl.formatMessage({ id: key }, values);
}
