/**
 * Presentation only: what a seat pays to build each ship or structure (E-A5), read from its
 * species' board in the content pack, for the cost shown on each choice. Why a choice is not
 * offered is the rules package's answer (`explain`, see reasons.ts), never computed here.
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

/** The species a seat plays (Terrans when the view does not name one). */
export function speciesOf(view: EclipseView, seat: number): string {
  const p = view.players[seat] as { species?: unknown } | undefined;
  return typeof p?.species === "string" ? p.species : "terran";
}

export function buildCost(view: EclipseView, seat: number, what: Buildable): number {
  const sp = content().species[speciesOf(view, seat)] ?? content().species.terran;
  return (sp?.buildCosts as Record<string, number> | undefined)?.[what] ?? 0;
}
