/**
 * The StarCraft component data the board draws from (planet layouts, unit names, …). It is
 * static, so it is taken from the view when the server includes it, and otherwise from the
 * ruleset package, loaded lazily so the lobby does not pay for it.
 */
import { useEffect, useState } from "react";
import { inferCatalog } from "./inferCatalog";
import { isScView, type ScCatalog } from "./viewTypes";

let cached: ScCatalog | null = null;
let loading: Promise<ScCatalog | null> | null = null;

export function setScCatalog(c: ScCatalog | null): void {
  cached = c;
}

async function loadCatalog(): Promise<ScCatalog | null> {
  const mod = (await import("./catalogSource")) as { catalog(): ScCatalog | null };
  return mod.catalog();
}

/** Load the catalog (once) before the board renders, so names are right from the first frame. */
export function preloadScCatalog(): Promise<unknown> {
  if (cached) return Promise.resolve(cached);
  loading ??= loadCatalog().then((x) => {
    cached = x;
    return x;
  });
  return loading.catch(() => null);
}

export function useScCatalog(view: unknown): ScCatalog | null {
  const fromView = (view as { catalog?: ScCatalog } | null)?.catalog ?? null;
  const [c, setC] = useState<ScCatalog | null>(fromView ?? cached);
  const [done, setDone] = useState(cached !== null);
  useEffect(() => {
    if (fromView || cached) return;
    loading ??= loadCatalog().then((x) => {
      cached = x;
      return x;
    });
    let live = true;
    loading.then(
      (x) => {
        if (!live) return;
        setC(x);
        setDone(true);
      },
      () => live && setDone(true),
    );
    return () => {
      live = false;
    };
  }, [fromView]);
  if (fromView) return fromView;
  if (c) return c;
  // Until the ruleset's catalog arrives (or when it cannot load), draw what the view tells.
  return done && isScView(view) ? inferCatalog(view) : null;
}

/** The catalog available right now without waiting (for describers and tests). */
export function currentCatalog(view: unknown): ScCatalog | null {
  const fromView = (view as { catalog?: ScCatalog } | null)?.catalog ?? null;
  return fromView ?? cached ?? (isScView(view) ? inferCatalog(view) : null);
}
