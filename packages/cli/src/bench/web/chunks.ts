/**
 * What the built client fetches when, from Vite's manifest (`vite build --manifest`): the entry
 * (index.html's script, its static imports and style sheets), and for each ruleset everything a
 * game of it may fetch beyond the entry: the game page, the ruleset's table module with all it
 * imports statically or lazily, and its English words (`words-en-<group>` chunks).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each ruleset's table module (packages/web/src/boards/registry.ts LOADERS) and word groups. */
const RULESETS: Record<string, { ui: string; words: string[] }> = {
  starcraft: { ui: "src/starcraft/ui.ts", words: ["starcraft"] },
  "starcraft-lite": { ui: "src/starcraft-lite/ui.ts", words: ["starcraft-lite", "starcraft"] },
  eclipse: { ui: "src/eclipse/ui.ts", words: ["eclipse"] },
};
const GAME_PAGE = "src/game/GamePage.tsx";

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function chunkFigures(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    let n = gz.get(file);
    if (n === undefined) {
      n = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gz.set(file, n);
    }
    return n;
  };
  /**
   * The files of `keys` and what they import (lazily too when `lazy`; a chunk's import of the
   * entry, or of a chunk the entry loads (`loaded`: e.g. the router, split out because pages
   * share it), is not followed then: those are loaded already, their lazy chunks are other pages').
   */
  const closure = (keys: string[], lazy: boolean, loaded: ReadonlySet<string> = new Set()) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || (lazy && (chunk.isEntry || loaded.has(key)))) return;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const i of chunk.imports ?? []) walk(i);
      if (lazy) for (const i of chunk.dynamicImports ?? []) walk(i);
    };
    for (const k of keys) walk(k);
    return { files, keys: seen };
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + size(f), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error("the manifest names no entry");
  const { files: entry, keys: entryKeys } = closure([entryKey], false);
  const games: Record<string, number> = {};
  for (const [id, r] of Object.entries(RULESETS)) {
    // Chunk files are named `<name>-<8-character hash>.js`.
    const words = Object.keys(manifest).filter((k) =>
      r.words.some((g) => new RegExp(`/words-en-${g}-[\\w-]{8}\\.js$`).test(manifest[k].file)),
    );
    const game = closure([GAME_PAGE, r.ui, ...words], true, entryKeys).files;
    games[id] = kb(total([...game].filter((f) => !entry.has(f))));
  }
  const js = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith(".js"));
  const largest = js.reduce((a, b) => (size(b) > size(a) ? b : a));
  return {
    entryKbGzip: kb(total(entry)),
    entryFiles: [...entry],
    largestChunkKbGzip: kb(size(largest)),
    largestChunk: largest,
    gameKbGzip: games,
  };
}
