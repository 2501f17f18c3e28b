/**
 * What the events code needs to know about a card: its effect key, parameters, timing, stage.
 * The rules catalog names each card's effect key; parameters and timing come from the content
 * pack (src/content) by card id, so the catalog interface stays narrow. Cards the pack does not
 * know (the fallback catalog's placeholders) have no parameters and no effect.
 */
import { type Catalog, END_DRAWS_NEAR, type EventDef } from "../catalog";
import { type Content, type EventCard, loadContent } from "../content";
import { type CatalogScope, cat } from "../rules-catalog";

export const END_KEY = "event-end-draws-near";

export interface EventCardInfo {
  id: string;
  stage: 1 | 2 | 3;
  key: string;
  params: Record<string, unknown>;
  timing: EventCard["timing"];
}

let packCards: Readonly<Record<string, EventCard>> | null = null;

/** Every event card of the bundled packs (base and Brood War), by id. */
export function packEventCards(): Readonly<Record<string, EventCard>> {
  packCards ??= loadContent({ expansions: ["brood-war"] }).eventCards;
  return packCards;
}

/** The catalog once called The End Draws Near's key "end-draws-near"; both mean the same card. */
export function normalizeKey(key: string): string {
  return key === END_DRAWS_NEAR ? END_KEY : key;
}

// A card's facts depend only on the catalog and the bundled pack, yet they are asked for at every
// action of the events step (isEndDrawsNear per card in hand): built once per catalog and card,
// frozen and shared. Keyed by the catalog object, so each expansion set has its own entries.
const infoCache = new WeakMap<Catalog, Map<string, EventCardInfo>>();

export function eventCard(s: CatalogScope, id: string): EventCardInfo {
  const c = cat(s);
  let byId = infoCache.get(c);
  if (!byId) {
    byId = new Map();
    infoCache.set(c, byId);
  }
  let info = byId.get(id);
  if (!info) {
    info = buildEventCard(c, id);
    byId.set(id, info);
  }
  return info;
}

function buildEventCard(c: Catalog, id: string): EventCardInfo {
  const def = c.events[id];
  const pack = packEventCards()[id];
  const key = normalizeKey(def?.effect ?? pack?.effect.key ?? "none");
  const params = pack && normalizeKey(pack.effect.key) === key ? (pack.effect.params ?? {}) : {};
  const timing = pack?.timing ?? (key === END_KEY ? "mandatory" : "immediate");
  return Object.freeze({
    id,
    stage: def?.stage ?? pack?.stage ?? 3,
    key,
    params: Object.isFrozen(params) ? params : Object.freeze({ ...params }),
    timing,
  });
}

export function isEndDrawsNear(s: CatalogScope, id: string): boolean {
  return eventCard(s, id).key === END_KEY;
}

/** The catalog's event table built from a content pack (for catalogFromContent and tests). */
export function eventDefsFromContent(content: Pick<Content, "eventCards">): Record<string, EventDef> {
  const out: Record<string, EventDef> = {};
  for (const e of Object.values(content.eventCards))
    out[e.id] = { id: e.id, name: e.name, stage: e.stage, effect: e.effect.key, copies: e.copies };
  return out;
}
