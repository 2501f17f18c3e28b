/**
 * The story of an Eclipse log entry (what followed the action: a new round or phase, the sector
 * an exploration drew, a battle's volleys, hits and losses, who holds the hex, population lost,
 * reputation draws, Upkeep, the technologies drawn, the final scores) in the reader's language.
 * The server keeps it as data with the entry (@koprulu/eclipse story-lines.ts: message ids and
 * the ids of the things named); each id has a catalog key here, and things are named as the
 * rest of the table names them (seats by colour, sectors by number and star, hulls, technologies).
 */
import type { Content, StoryId } from "@koprulu/eclipse";
import type { MessageKey, Translate } from "../i18n";
import type { Values } from "../i18n/I18n";
import { joinWords } from "../i18n/joinWords";
import { coordinates, discoveryName, hullName, seatName, sectorName, techName, whereName } from "./names";
import type { EclipseView } from "./viewTypes";

/** The catalog key of every story id (a missing id is a type error). */
export const STORY_KEYS: Record<StoryId, MessageKey> = {
  round: "ec.story.round",
  "phase-combat": "ec.story.phase-combat",
  "phase-upkeep": "ec.story.phase-upkeep",
  explored: "ec.story.explored",
  "discovery-found": "ec.story.discovery-found",
  "discovery-used": "ec.story.discovery-used",
  "battle-start": "ec.story.battle-start",
  ancients: "ec.story.ancients",
  gcds: "ec.story.gcds",
  npcs: "ec.story.npcs",
  ship: "ec.story.ship",
  volley: "ec.story.volley",
  "volley-missiles": "ec.story.volley-missiles",
  hit: "ec.story.hit",
  destroyed: "ec.story.destroyed",
  "destroyed-at": "ec.story.destroyed-at",
  "retreat-start": "ec.story.retreat-start",
  retreated: "ec.story.retreated",
  "stalemate-retreat": "ec.story.stalemate-retreat",
  "stalemate-destroyed": "ec.story.stalemate-destroyed",
  "battle-won": "ec.story.battle-won",
  "battle-empty": "ec.story.battle-empty",
  "population-lost": "ec.story.population-lost",
  "hex-lost": "ec.story.hex-lost",
  "reputation-draw": "ec.story.reputation-draw",
  bankrupt: "ec.story.bankrupt",
  upkeep: "ec.story.upkeep",
  "techs-drawn": "ec.story.techs-drawn",
  "game-over": "ec.story.game-over",
  score: "ec.story.score",
  "relations-formed": "ec.story.relations-formed",
  "relations-broken": "ec.story.relations-broken",
};

/** A story message as the server sends it (JSON): an id and its arguments. */
export interface StoryMessage {
  id: string;
  args?: Record<string, unknown>;
}

interface Names {
  view: EclipseView | null;
  pack: Content | undefined;
  t: Translate;
}

function isMessage(x: unknown): x is StoryMessage {
  return typeof x === "object" && x !== null && typeof (x as StoryMessage).id === "string";
}

function sectorWords(id: string, n: Names): string {
  const where = n.t("ec.where.sector", { sector: id });
  const name = sectorName(n.t, n.pack?.sectors[id]);
  return name ? `${where} (${name})` : where;
}

function argWords(a: unknown, name: string, n: Names, empty: boolean): string | number {
  if (typeof a === "number") return a;
  if (typeof a === "string") return a;
  if (typeof a !== "object" || a === null) return "";
  const o = a as Record<string, unknown>;
  if ("seat" in o) {
    const seat = Number(o.seat);
    return n.view ? seatName(n.t, n.view, seat) : n.t("game.seat", { seat: seat + 1 });
  }
  if ("hex" in o) {
    const pos = String(o.hex);
    // An explored position is named as it was (empty): the sector drawn is the sentence's news.
    if (empty) return n.t("ec.where.pos", { pos: coordinates(pos) });
    const hex = n.view?.hexes[pos];
    return hex ? sectorWords(hex.sector, n) : whereName(n.t, n.view, pos);
  }
  if ("sector" in o) return sectorWords(String(o.sector), n);
  if ("hull" in o) return hullName(n.t, String(o.hull));
  if ("tech" in o) return techName(n.t, String(o.tech));
  if ("tile" in o) {
    const tile = n.pack?.discovery[String(o.tile)];
    return tile ? discoveryName(n.t, tile) : n.t("ec.story.a-tile");
  }
  if ("line" in o) return isMessage(o.line) ? (storySentence(o.line, n) ?? n.t("ec.story.unknown")) : "";
  if (Array.isArray(o.list)) {
    const words = o.list.map((x) => String(argWords(x, name, n, empty)));
    // dice and scores are a plain list
    return name === "rolls" || name === "scores" ? words.join(", ") : joinWords(words, n.t, "ec.story.and");
  }
  return "";
}

/** One story message in words (no full stop), or null for an id this client does not know. */
function storySentence(m: StoryMessage, n: Names): string | null {
  const key = STORY_KEYS[m.id as StoryId];
  if (!key) return null;
  const values: Values = {};
  for (const [name, a] of Object.entries(m.args ?? {}))
    values[name] = argWords(a, name, n, m.id === "explored" && name === "hex");
  return n.t(key, values);
}

/**
 * The story's sentences in the reader's words, each with a full stop (a message this client does
 * not know, from a newer server, is told as such: never an id or English words).
 */
export function eclipseStoryWords(
  story: unknown,
  view: EclipseView | null,
  t: Translate,
  pack?: Content,
): string[] {
  if (!Array.isArray(story)) return [];
  const names: Names = { view, pack, t };
  const out: string[] = [];
  for (const m of story) {
    const words = (isMessage(m) ? storySentence(m, names) : null) ?? t("ec.story.unknown");
    const sentence = words.charAt(0).toLocaleUpperCase() + words.slice(1);
    out.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
  }
  return out;
}
