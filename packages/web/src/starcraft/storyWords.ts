/**
 * The story of a log entry (what followed the action: a battle, its skirmishes, losses, the
 * winner, conquest points, a new round or phase…) in the reader's language. The server keeps
 * it as data with the entry (@koprulu/starcraft story-lines.ts: message ids and the ids of the
 * things named); each id has a catalog key here, and things are named as the rest of the table
 * names them (the seat's leader, the catalog's unit, area and card names).
 */
import type { StoryId } from "@koprulu/starcraft";
import { englishT, type MessageKey, type Translate } from "../i18n";
import type { Values } from "../i18n/I18n";
import { joinWords } from "../i18n/joinWords";
import { cardTitle } from "./cards";
import { areaName, unitName } from "./names";
import type { ScCatalog, ScView } from "./viewTypes";
import { seatName } from "./words";

/** The catalog key of every story id (a missing id is a type error). */
export const STORY_KEYS: Record<StoryId, MessageKey> = {
  "battle-start": "sc.story.battle-start",
  "battle-draw": "sc.story.battle-draw",
  skirmish: "sc.story.skirmish",
  fighter: "sc.story.fighter",
  "fighter-reinforced": "sc.story.fighter-reinforced",
  "no-card": "sc.story.no-card",
  "skirmish-no-hit": "sc.story.skirmish-no-hit",
  "skirmish-both-hit": "sc.story.skirmish-both-hit",
  "skirmish-hit": "sc.story.skirmish-hit",
  "owned-unit": "sc.story.owned-unit",
  "some-unit": "sc.story.some-unit",
  destroyed: "sc.story.destroyed",
  withdrawn: "sc.story.withdrawn",
  retreat: "sc.story.retreat",
  "retreat-to": "sc.story.retreat-to",
  "no-unit": "sc.story.no-unit",
  "base-destroyed": "sc.story.base-destroyed",
  "worker-destroyed": "sc.story.worker-destroyed",
  "battle-canceled": "sc.story.battle-canceled",
  "mind-control": "sc.story.mind-control",
  splash: "sc.story.splash",
  reshuffle: "sc.story.reshuffle",
  "battle-won": "sc.story.battle-won",
  "battle-repelled": "sc.story.battle-repelled",
  "event-draw": "sc.story.event-draw",
  cp: "sc.story.cp",
  eliminated: "sc.story.eliminated",
  round: "sc.story.round",
  "phase-planning": "sc.story.phase-planning",
  "phase-execution": "sc.story.phase-execution",
  "phase-regrouping": "sc.story.phase-regrouping",
  stage: "sc.story.stage",
  "game-over-nobody": "sc.story.game-over-nobody",
  "game-over": "sc.story.game-over",
  "game-over-why": "sc.story.game-over-why",
  "end-elimination": "sc.story.end-elimination",
  "end-round-limit": "sc.story.end-round-limit",
  "end-end-draws-near": "sc.story.end-end-draws-near",
  "end-normal-victory": "sc.story.end-normal-victory",
  "end-special-victory": "sc.story.end-special-victory",
};

const ROMAN = ["", "I", "II", "III"];

/** A story message as the server sends it (JSON): an id and its arguments. */
export interface StoryMessage {
  id: string;
  args?: Record<string, unknown>;
}

interface Names {
  view: Pick<ScView, "players"> | null;
  catalog: ScCatalog | null;
  t: Translate;
}

function isMessage(x: unknown): x is StoryMessage {
  return typeof x === "object" && x !== null && typeof (x as StoryMessage).id === "string";
}

function argWords(a: unknown, n: Names): string | number {
  if (typeof a === "number" || typeof a === "string") return a;
  if (typeof a !== "object" || a === null) return "";
  const o = a as Record<string, unknown>;
  if ("seat" in o) {
    const seat = Number(o.seat);
    return n.view ? seatName(n.view, n.catalog, seat, n.t) : n.t("game.seat", { seat: seat + 1 });
  }
  if ("unit" in o) return unitName(n.catalog, o.unit);
  if ("area" in o) return areaName(n.catalog, o.area, n.t);
  if ("card" in o) return cardTitle(n.catalog, String(o.card), n.t);
  if ("line" in o) return isMessage(o.line) ? (storySentence(o.line, n) ?? "") : "";
  if (Array.isArray(o.list))
    return joinWords(
      o.list.map((x) => String(argWords(x, n))),
      n.t,
      "sc.story.and",
    );
  return "";
}

/** One story message (or an argument of one) in the reader's words, for summaries built from parts. */
export function storyPart(
  part: unknown,
  view: Pick<ScView, "players"> | null,
  catalog: ScCatalog | null,
  t: Translate = englishT,
): string {
  const n: Names = { view, catalog, t };
  return isMessage(part) ? (storySentence(part, n) ?? "") : String(argWords(part, n));
}

/** One story message in words (no full stop), or null for an id this client does not know. */
function storySentence(m: StoryMessage, n: Names): string | null {
  const key = STORY_KEYS[m.id as StoryId];
  if (!key) return null;
  const args = m.args ?? {};
  const values: Values = {};
  for (const [name, a] of Object.entries(args)) values[name] = argWords(a, n);
  // Counts the sentence words itself (plural forms) stay numbers; a stage is read in Roman numerals.
  if (m.id === "stage") values.stage = ROMAN[Number(args.stage)] ?? String(args.stage);
  if (m.id === "battle-draw") {
    values.attackerCards = n.t("sc.story.combat-cards", { count: Number(args.attackerCards) });
    values.defenderCards = n.t("sc.story.combat-cards", { count: Number(args.defenderCards) });
  }
  return n.t(key, values);
}

/**
 * The story's sentences in the reader's words, each with a full stop; null when there is none
 * or one of its messages is unknown to this client (the caller keeps the server's words then).
 */
export function storyWords(
  story: unknown,
  view: Pick<ScView, "players"> | null,
  catalog: ScCatalog | null,
  t: Translate = englishT,
): string[] | null {
  if (!Array.isArray(story) || story.length === 0) return null;
  const names: Names = { view, catalog, t };
  const out: string[] = [];
  for (const m of story) {
    const words = isMessage(m) ? storySentence(m, names) : null;
    if (words === null) return null;
    out.push(/[.!?]$/.test(words) ? words : `${words}.`);
  }
  return out;
}

/** A log line followed by its entry's story in the reader's words (the line alone without one). */
export function withStory(
  line: string,
  story: unknown,
  view: Pick<ScView, "players"> | null,
  catalog: ScCatalog | null,
  t: Translate = englishT,
): string {
  const told = storyWords(story, view, catalog, t);
  return told ? [/[.!?]$/.test(line) ? line : `${line}.`, ...told].join(" ") : line;
}
