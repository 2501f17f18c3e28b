/// <reference types="vite/client" />
/**
 * The catalogs by language, loaded in pieces (see chunks.ts for which area goes where): English
 * core is in the entry (the lobby's words, the reference and the fallback); every other
 * language's core is a chunk fetched when a page is shown in it; each ruleset's words are a chunk
 * per language, fetched with its table (`loadWords`, awaited by the board registry's `prepare`
 * and by the lobby's options forms), for every language loaded so far. A language chosen later
 * brings the ruleset words already wanted. Each language's messages are one object that grows as
 * pieces arrive, so a formatter made earlier sees words loaded later.
 *
 * The `<lang>/index.ts` files join a language's areas into one `Catalog` for the type checks and
 * the catalog tests; the page itself reads the area files through the globs below, so a new
 * area file is picked up without a line here. Adding a language: see "Languages" in
 * packages/web/README.md.
 */
import type { Language } from "../languages";
import { areaGroup, RULESET_WORDS, type WordGroup } from "./chunks";
import type { Catalog } from "./en";

type Module = Record<string, unknown>;

// English core, in the entry. The exclusions are the ruleset areas' names (chunks.ts BY_NAME);
// catalogs.test.ts checks that the two agree.
const EN_CORE = import.meta.glob<Module>(
  [
    "./en/*.ts",
    "!./en/index.ts",
    "!./en/{eclipse,ec-,lite,starcraft,sc-,sccards,scevents,broodwar,provisional}*.ts",
  ],
  { eager: true },
);

/** Every other area file, fetched on demand (English core is not among them: it stays in the entry). */
const AREAS = {
  ...import.meta.glob<Module>(["./*/*.ts", "!./en/*.ts", "!./*/index.ts", "!./**/*.test.ts"]),
  ...import.meta.glob<Module>(
    "./en/{eclipse,ec-,lite,starcraft,sc-,sccards,scevents,broodwar,provisional}*.ts",
  ),
};

/** The area files each way, for the test that the entry holds English core only (lobbyEntry.test.ts). */
export const AREA_FILES = {
  englishCore: Object.keys(EN_CORE),
  lazy: Object.keys(AREAS),
};

/** `./he/lite-table.ts` → ["he", "lite-table"]. */
function areaOf(path: string): [string, string] {
  const [, lang, file] = path.split("/");
  return [lang, file.replace(/\.ts$/, "")];
}

function merge(into: Record<string, string>, mod: Module): void {
  for (const value of Object.values(mod)) if (value && typeof value === "object") Object.assign(into, value);
}

const english: Record<string, string> = {};
for (const mod of Object.values(EN_CORE)) merge(english, mod);

const messages: Record<Language, Record<string, string>> = { en: english, he: {}, de: {} };
/** (language, group) pieces loaded or loading. */
const pieces = new Map<string, Promise<void>>([["en:core", Promise.resolve()]]);
/** Languages whose core is loaded: a ruleset's words are fetched for each of them. */
const ready = new Set<Language>(["en"]);
/** The groups the page has needed so far: a language loaded later brings them too. */
const wanted = new Set<WordGroup>(["core"]);

function loadPiece(lang: Language, group: WordGroup): Promise<void> {
  const id = `${lang}:${group}`;
  let piece = pieces.get(id);
  if (!piece) {
    const loads = Object.entries(AREAS)
      .filter(([path]) => {
        const [l, area] = areaOf(path);
        return l === lang && areaGroup(area) === group;
      })
      .map(([, load]) => load());
    piece = Promise.all(loads).then(
      (mods) => {
        for (const mod of mods) merge(messages[lang], mod);
      },
      (err) => {
        pieces.delete(id); // offline for a moment: the next page asks again
        throw err;
      },
    );
    pieces.set(id, piece);
  }
  return piece;
}

/** Load a language: its core words and every ruleset's words the page has needed so far. */
export async function loadCatalog(lang: Language): Promise<Catalog> {
  await loadPiece(lang, "core");
  ready.add(lang);
  await Promise.all([...wanted].map((group) => loadPiece(lang, group)));
  return messages[lang] as Catalog;
}

/** Load a ruleset's words (its table's and its lobby options') in every language loaded so far. */
export async function loadWords(rulesetId: string): Promise<void> {
  const groups = RULESET_WORDS[rulesetId] ?? [];
  for (const group of groups) wanted.add(group);
  await Promise.all(groups.flatMap((group) => [...ready].map((lang) => loadPiece(lang, group))));
}

/** The messages of a language already loaded, else English. */
export function catalogFor(lang: Language): Catalog {
  return (ready.has(lang) ? messages[lang] : english) as Catalog;
}

// Unit tests render single components outside any page: they get every English word up front.
if (import.meta.env.MODE === "test") {
  await Promise.all(Object.keys(RULESET_WORDS).map(loadWords));
}

export type { Catalog, MessageKey } from "./en";
/** English as loaded so far (core; a ruleset's words once its table or options have opened). */
export { english as ENGLISH };
