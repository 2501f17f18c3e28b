/**
 * *Glimpse the Future* (QoB, Stage I, one-shot): she places every Z-axis route of setup, and puts
 * an Overlord (a transport) on each route that leads to her base planet, as far as her transport
 * tokens go (component limit). Its starting forces give no other transport.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { planetOf, routesOf } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";

export const PLACE_Z_ROUTES = "leadership-place-z-routes";

function hasGlimpse(s: StarcraftState, id: string | undefined): boolean {
  return id !== undefined && (cat(s).leadership[id]?.effects.some((e) => e.key === PLACE_Z_ROUTES) ?? false);
}

/** The seat that chose Glimpse the Future at Stage I, if any. */
export function zRoutePlacer(s: StarcraftState): PlayerId | null {
  const chosen = s.broodWar?.lead?.chosen ?? [];
  const p = chosen.findIndex((cards) => hasGlimpse(s, cards[0]));
  return p >= 0 ? p : null;
}

/** Her Overlords: one transport on each route of her base planet, within her transport tokens. */
export function placeOverlordsOnRoutes(d: Draft, p: PlayerId, card: string): void {
  if (!hasGlimpse(d, card)) return;
  const base = d.bases.find((b) => b.owner === p);
  if (!base) return;
  const limit = cat(d).tokens.transports;
  for (const r of routesOf(d, planetOf(base.area))) {
    if (d.transports.filter((t) => t.owner === p).length >= limit) break;
    if (!d.transports.some((t) => t.owner === p && t.route === r)) d.transports.push({ owner: p, route: r });
  }
}
