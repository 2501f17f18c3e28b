/**
 * What a seat pays to build each ship or structure (E-A5), read from its species' board in the
 * content pack, and — for a choice the rules do not offer now — which of the Build rule's
 * conditions is not met, so the table can show it disabled with the reason instead of hiding it.
 * The conditions mirror the rules package's `buildOptions` (needs the technology, the materials,
 * a piece left in the supply, a sector of his without one).
 */
import { content } from "@koprulu/eclipse";
import type { EclipseView } from "./viewTypes";

export const BUILDABLES = [
  "interceptor",
  "cruiser",
  "dreadnought",
  "starbase",
  "orbital",
  "monolith",
] as const;
export type Buildable = (typeof BUILDABLES)[number];

const NEEDS_TECH: Partial<Record<Buildable, string>> = {
  starbase: "starbase",
  orbital: "orbital",
  monolith: "monolith",
};

/** The species a seat plays (Terrans when the view does not name one). */
export function speciesOf(view: EclipseView, seat: number): string {
  const p = view.players[seat] as { species?: unknown } | undefined;
  return typeof p?.species === "string" ? p.species : "terran";
}

export function buildCost(view: EclipseView, seat: number, what: Buildable): number {
  const sp = content().species[speciesOf(view, seat)] ?? content().species.terran;
  return (sp?.buildCosts as Record<string, number> | undefined)?.[what] ?? 0;
}

export type BuildBlock =
  | { kind: "needs-tech"; tech: string }
  | { kind: "materials"; cost: number; have: number }
  | { kind: "supply"; max: number }
  | { kind: "no-sector" };

/** Why `what` cannot be built now (null when it can). */
export function buildBlock(view: EclipseView, seat: number, what: Buildable): BuildBlock | null {
  const p = view.players[seat];
  if (!p) return { kind: "no-sector" };
  const tech = NEEDS_TECH[what];
  const owned = [...p.techs.military, ...p.techs.grid, ...p.techs.nano];
  if (tech && !owned.includes(tech)) return { kind: "needs-tech", tech };
  const cost = buildCost(view, seat, what);
  if (cost > p.materials) return { kind: "materials", cost, have: p.materials };
  const hull = content().hulls[what];
  if (hull) {
    const onBoard = Object.values(view.hexes).reduce(
      (n, h) => n + h.ships.filter((s) => s.owner === seat && s.hull === what).length,
      0,
    );
    if (onBoard >= hull.maxPerPlayer) return { kind: "supply", max: hull.maxPerPlayer };
  }
  const mine = Object.values(view.hexes).filter((h) => h.owner === seat);
  const free = mine.filter((h) =>
    what === "orbital" ? !h.orbital : what === "monolith" ? !h.monolith : true,
  );
  return free.length ? null : { kind: "no-sector" };
}
