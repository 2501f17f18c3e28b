/**
 * The language of the page: a React context holding the chosen language and its ICU message
 * formatter (react-intl), `useT()` to translate a key, `useLanguage()` to read or change it.
 * Changing the language loads its catalog (a chunk of its own), remembers it in localStorage,
 * drops `?lang=` from the address (so a reload keeps the new choice) and sets `<html lang dir>`.
 * The first language is loaded before the first render (`startLanguage`), so no page flashes
 * in English first.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from "react-intl";
import { catalogFor, loadCatalog, type MessageKey } from "./catalogs";
import { chooseLanguage, direction, type Language, STORAGE_KEY } from "./languages";

export type Values = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: Values) => string;

const cache = createIntlCache();

function intlFor(lang: Language): IntlShape {
  return createIntl({ locale: lang, defaultLocale: "en", messages: catalogFor(lang) }, cache);
}

function translator(intl: IntlShape): Translate {
  return (key, values) => intl.formatMessage({ id: key }, values);
}

interface LanguageContext {
  lang: Language;
  setLang(lang: Language): void;
  t: Translate;
}

/** Outside a provider (unit tests of single components) everything reads in English. */
const english = intlFor("en");
const fallback: LanguageContext = { lang: "en", setLang() {}, t: translator(english) };
/** English words outside React (builders called without a translator, tests pinning English). */
export const englishT: Translate = fallback.t;
const Context = createContext<LanguageContext>(fallback);

/** The language this page opens in: `?lang=`, then the remembered choice, then the browser's. */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be disabled; the choice is then not remembered.
  }
  return chooseLanguage({
    search: location.search,
    stored,
    preferred: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** Choose the page's language, load its catalog and set `<html lang dir>`: before the first render. */
export async function startLanguage(): Promise<Language> {
  const lang = initialLanguage();
  try {
    await loadCatalog(lang);
  } catch {
    // A catalog that cannot be fetched (offline): the page opens in English.
    applyToDocument("en");
    return "en";
  }
  applyToDocument(lang);
  return lang;
}

export function applyToDocument(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = direction(lang);
}

function remember(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // See initialLanguage.
  }
}

export function I18nProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [lang, setLangState] = useState(initial);
  const intl = useMemo(() => intlFor(lang), [lang]);
  useEffect(() => {
    applyToDocument(lang);
    remember(lang);
  }, [lang]);
  const setLang = useCallback((next: Language) => {
    const url = new URL(location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.delete("lang");
      history.replaceState(history.state, "", url.pathname + url.search + url.hash);
    }
    loadCatalog(next).then(
      () => setLangState(next),
      () => {
        // The catalog could not be fetched: stay in the current language.
      },
    );
  }, []);
  const value = useMemo(() => ({ lang, setLang, t: translator(intl) }), [lang, setLang, intl]);
  return (
    <Context.Provider value={value}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </Context.Provider>
  );
}

export function useT(): Translate {
  return useContext(Context).t;
}

export function useLanguage(): { lang: Language; setLang(lang: Language): void } {
  const { lang, setLang } = useContext(Context);
  return { lang, setLang };
}
