/**
 * The StarCraft component data the board draws from (planet layouts, unit names, …). It is
 * static, so it is taken from the view when the server includes it, and otherwise from the
 * ruleset package, loaded lazily so the lobby does not pay for it. Each expansion set has its own
 * catalog (a Brood War game sees the Brood War versions of the cards, its Leadership cards and
 * heroes), keyed by the view's `options.expansions`.
 */
import { useEffect, useState } from "react";
import { inferCatalog } from "./inferCatalog";
import { isScView, type ScCatalog } from "./viewTypes";

const cached = new Map<string, ScCatalog | null>();
const loading = new Map<string, Promise<ScCatalog | null>>();

/** The catalog key of a view: its expansions, sorted ("" for the base game). */
export function expansionsKey(view: unknown): string {
  const ex = (view as { options?: { expansions?: unknown } } | null)?.options?.expansions;
  return Array.isArray(ex) ? ex.map(String).sort().join(",") : "";
}

/** Set (or clear, with null) the catalog of an expansion set, base game by default (tests). */
export function setScCatalog(c: ScCatalog | null, key = ""): void {
  if (c) cached.set(key, c);
  else cached.delete(key);
}

async function loadCatalog(key: string): Promise<ScCatalog | null> {
  const mod = (await import("./catalogSource")) as { catalog(expansions: string[]): ScCatalog | null };
  return mod.catalog(key ? key.split(",") : []);
}

function load(key: string): Promise<ScCatalog | null> {
  let p = loading.get(key);
  if (!p) {
    p = loadCatalog(key).then((x) => {
      cached.set(key, x);
      return x;
    });
    loading.set(key, p);
  }
  return p;
}

/**
 * Load the catalog of the game's expansion set (once) before the page renders, so names are
 * right from the first frame. Without a view: the base game's. The page waits for this: a
 * Brood War game drawn with the base catalog would fall back to names inferred from ids
 * ("Queen Of Blades", "Dylar Iv") in its header, log and end banner until something else
 * re-rendered them (issue 35's reload bug: the preload knew only the base game).
 */
export function preloadScCatalog(view?: unknown): Promise<unknown> {
  const key = expansionsKey(view);
  if (cached.get(key)) return Promise.resolve(cached.get(key));
  return load(key).catch(() => null);
}

export function useScCatalog(view: unknown): ScCatalog | null {
  const fromView = (view as { catalog?: ScCatalog } | null)?.catalog ?? null;
  const key = expansionsKey(view);
  const [loaded, setLoaded] = useState<{ key: string; catalog: ScCatalog | null } | null>(null);
  useEffect(() => {
    if (fromView || cached.get(key)) return;
    let live = true;
    load(key).then(
      (x) => live && setLoaded({ key, catalog: x }),
      () => live && setLoaded({ key, catalog: null }),
    );
    return () => {
      live = false;
    };
  }, [fromView, key]);
  if (fromView) return fromView;
  const c = cached.get(key) ?? (loaded?.key === key ? loaded.catalog : null);
  if (c) return c;
  // Until the ruleset's catalog arrives (or when it cannot load), draw what the view tells.
  return loaded?.key === key && isScView(view) ? inferCatalog(view) : null;
}

/** The catalog available right now without waiting (for describers and tests). */
export function currentCatalog(view: unknown): ScCatalog | null {
  const fromView = (view as { catalog?: ScCatalog } | null)?.catalog ?? null;
  return fromView ?? cached.get(expansionsKey(view)) ?? (isScView(view) ? inferCatalog(view) : null);
}
