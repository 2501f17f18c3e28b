/**
 * The catalogs by language. English is in the main bundle (the reference and the fallback);
 * every other language is its own chunk, fetched only when a page is shown in it, so a reader
 * downloads one language. Adding a language: see "Languages" in packages/web/README.md.
 */
import type { Language } from "../languages";
import { type Catalog, en } from "./en";

const LOADERS: Record<Language, () => Promise<Catalog>> = {
  en: async () => en,
  he: () => import("./he").then((m) => m.he),
  de: () => import("./de").then((m) => m.de),
};

const loaded: Partial<Record<Language, Catalog>> = { en };

export async function loadCatalog(lang: Language): Promise<Catalog> {
  const ready = loaded[lang];
  if (ready) return ready;
  const catalog = await LOADERS[lang]();
  loaded[lang] = catalog;
  return catalog;
}

/** The catalog of a language already loaded, else English. */
export function catalogFor(lang: Language): Catalog {
  return loaded[lang] ?? en;
}

export type { Catalog, MessageKey } from "./en";
export { en as ENGLISH };
