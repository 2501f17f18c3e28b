/**
 * event-place-units: place the free units listed for the player's race in one area: a friendly
 * or empty area (an area holding only an enemy base is not empty), or with `where: "base-area"`
 * an area holding the player's own base. Unit limits, terrain and the supply of miniatures
 * apply: what does not fit is not placed, and only an area where at least one fits is offered.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { enemyPresence, factionOf } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { terrainOk } from "../../terrain";
import { boardAreas, catalogUnit, figuresLeft, placeUnit, room } from "../board";
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-place-units";

type Entry = { unit: string; count: number };

/** The catalog unit types to place, one entry per figure, for the player's race. */
function toPlace(s: StarcraftState, p: PlayerId, card: string): string[] {
  const units = eventCard(s, card).params.units as Record<string, Entry[]> | undefined;
  const list = units?.[factionOf(s, p).race] ?? [];
  const out: string[] = [];
  for (const e of list) {
    const id = catalogUnit(s, e.unit);
    if (id) for (let i = 0; i < e.count; i++) out.push(id);
  }
  return out;
}

function areaOk(s: StarcraftState, p: PlayerId, card: string, area: string): boolean {
  if (eventCard(s, card).params.where === "base-area") {
    if (!s.bases.some((b) => b.area === area && b.owner === p)) return false;
  }
  if (enemyPresence(s, area, p) || room(s, area, p) <= 0) return false;
  const terrain = cat(s).areas[area].terrain;
  return toPlace(s, p, card).some(
    (t) => terrainOk(terrain, cat(s).units[t].flying) && figuresLeft(s, p, t) > 0,
  );
}

function place(d: Draft, p: PlayerId, card: string, area: string): void {
  const terrain = cat(d).areas[area].terrain;
  for (const t of toPlace(d, p, card)) {
    if (room(d, area, p) <= 0) break;
    if (terrainOk(terrain, cat(d).units[t].flying) && figuresLeft(d, p, t) > 0) placeUnit(d, p, t, area);
  }
}

export const eventPlaceUnits: EventEffectDef = {
  key: KEY,
  describe: "Place free units of your race in one area.",
  play: (_d, ctx) => ask(ctx, KEY, "area"),
  prompt: () => "Choose the area for your free units",
  picks: (s, f) => boardAreas(s).filter((a) => areaOk(s, f.owner, f.card, a)),
  pick(d, f, area) {
    place(d, f.owner, f.card, area);
    return null;
  },
};
