/**
 * Which words load when. Every area file of a catalog (`<lang>/<area>.ts`) belongs to one group
 * by its name: a ruleset's table (its board, panels, log words and lobby options) or `core` (the
 * lobby, the game page's frame, rule errors, every other page). English `core` is in the entry;
 * every other (language, group) is one chunk, fetched when a page needs it: a language's core
 * when the page is shown in it, a ruleset's group when a game of it (or its lobby options) opens.
 *
 * A new area file lands in the right chunk by its name: `eclipse…`/`ec-…` with Eclipse,
 * `lite…` with StarCraft Lite, `starcraft…`/`sc-…`/`sccards`/`scevents`/`broodwar…`/`provisional…` with StarCraft,
 * anything else in core. Used both by the build (vite.config.ts names the chunks) and at run
 * time (`catalogs/index.ts` loads a group), so the two cannot disagree.
 */
export type WordGroup = "core" | "starcraft" | "starcraft-lite" | "eclipse";

const BY_NAME: readonly [RegExp, WordGroup][] = [
  [/^(eclipse|ec-)/, "eclipse"],
  [/^lite/, "starcraft-lite"],
  [/^(starcraft|sc-|sccards|scevents|broodwar|provisional)/, "starcraft"],
];

/** The group of an area file, by its name without `.ts` ("lite-table" → "starcraft-lite"). */
export function areaGroup(area: string): WordGroup {
  return BY_NAME.find(([test]) => test.test(area))?.[1] ?? "core";
}

/** The word groups a ruleset's table needs (Lite draws StarCraft's galaxy and names). */
export const RULESET_WORDS: Readonly<Record<string, readonly WordGroup[]>> = {
  starcraft: ["starcraft"],
  "starcraft-lite": ["starcraft-lite", "starcraft"],
  eclipse: ["eclipse"],
};

const AREA_FILE = /[\\/]i18n[\\/]catalogs[\\/](en|he|de|[a-z]{2,3})[\\/]([\w-]+)\.ts$/;

/**
 * The chunk a catalog module goes into (vite.config.ts): `words-<lang>` for a language's core,
 * `words-<lang>-<group>` for a ruleset's; null (the importer's chunk) for English core, which is
 * in the entry, and for anything that is not an area file.
 */
export function catalogChunk(id: string): string | null {
  const m = AREA_FILE.exec(id);
  if (!m || m[2] === "index") return null;
  const [, lang, area] = m;
  const group = areaGroup(area);
  if (lang === "en" && group === "core") return null;
  return group === "core" ? `words-${lang}` : `words-${lang}-${group}`;
}
