/** Small board helpers shared by the event effects. */
import type { PlayerId } from "@koprulu/engine";
import { unitsCounted } from "../brood-war/assist";
import { reservedFigures } from "../brood-war/leadership-effects/reserve";
import { figureOwner } from "../brood-war/mind-control";
import type { Draft } from "../draft";
import { type CatalogScope, cat } from "../rules-catalog";
import type { StarcraftState } from "../state";

const RACE_PREFIX = /^(terran|protoss|zerg)-/;

/** The rules catalog's id for a content-pack unit id ("terran-marine" → "marine" in the fallback). */
export function catalogUnit(s: CatalogScope, id: string): string | null {
  if (cat(s).units[id]) return id;
  const short = id.replace(RACE_PREFIX, "");
  return cat(s).units[short] ? short : null;
}

/** A unit's price in resources (minerals + gas): what "costing at most N" compares. */
export function unitCost(s: CatalogScope, type: string): number {
  const u = cat(s).units[type];
  return u ? u.minerals + u.gas : 0;
}

/**
 * Miniatures of `type` the player still has free: not on the board (a mind-controlled unit is
 * still its original owner's miniature, BW mind control) and not held in reserve (Covert
 * Operations, Conclave Fleet) — the same count as a Build's (orders/build.ts).
 */
export function figuresLeft(s: StarcraftState, p: PlayerId, type: string): number {
  let used = reservedFigures(s, p, type);
  for (const u of s.units) if (u.type === type && figureOwner(s, u) === p) used++;
  return (cat(s).units[type]?.figures ?? 0) - used;
}

/**
 * Room left for the player's units in an area (printed unit limit minus own units there; with the
 * Brood War Assist module, one assist unit there does not count).
 */
export function room(s: StarcraftState, area: string, p: PlayerId): number {
  return cat(s).areas[area].limit - unitsCounted(s, p, area);
}

export function destroyUnits(d: Draft, ids: readonly number[]): void {
  const dead = new Set(ids);
  d.units = d.units.filter((u) => !dead.has(u.id));
}

export function placeUnit(d: Draft, p: PlayerId, type: string, area: string): void {
  d.units = [...d.units, { id: d.nextUnitId, owner: p, type, area }];
  d.nextUnitId++;
}

/** Every area id on the board, in placement order. */
export function boardAreas(s: StarcraftState): string[] {
  const out: string[] = [];
  for (const id of s.planetOrder) for (const a of cat(s).planets[id].areas) out.push(a.id);
  return out;
}

/** Seats after `p` in turn order this round (from the first player), eliminated ones left out. */
export function seatsAfter(s: StarcraftState, p: PlayerId): PlayerId[] {
  const n = s.players.length;
  const order: PlayerId[] = [];
  for (let i = 0; i < n; i++) order.push((s.firstPlayer + i) % n);
  return order.slice(order.indexOf(p) + 1).filter((q) => !s.players[q].eliminated);
}
