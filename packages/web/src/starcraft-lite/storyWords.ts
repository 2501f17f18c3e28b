/**
 * The story of a StarCraft Lite log entry (what followed the action: a new round, phase or stage,
 * a battle with each side's losses and who holds the area, conquest points, event cards drawn, the
 * winners) in the reader's language. The server keeps it as data with the entry
 * (@koprulu/starcraft-lite story-lines.ts: message ids with seats and areas by id); each id has a
 * catalog key here, and seats and areas are named as the rest of the Lite table names them.
 */
import type { LiteStoryId } from "@koprulu/starcraft-lite/ruleset";
import type { MessageKey, Translate } from "../i18n";
import type { Values } from "../i18n/I18n";
import { joinWords } from "../i18n/joinWords";
import { areaWords } from "./words";

/** The catalog key of every story id (a missing id is a type error). */
export const LITE_STORY_KEYS: Record<LiteStoryId, MessageKey> = {
  round: "lite.story.round",
  "phase-mobilize": "lite.story.phase-mobilize",
  "phase-technology": "lite.story.phase-technology",
  "phase-build": "lite.story.phase-build",
  "phase-regrouping": "lite.story.phase-regrouping",
  stage: "lite.story.stage",
  "battle-start": "lite.story.battle-start",
  losses: "lite.story.losses",
  "battle-won": "lite.story.battle-won",
  "battle-empty": "lite.story.battle-empty",
  cp: "lite.story.cp",
  "event-draw": "lite.story.event-draw",
  "game-over": "lite.story.game-over",
  "game-over-nobody": "lite.story.game-over-nobody",
};

interface StoryMessage {
  id: string;
  args?: Record<string, unknown>;
}

const isMessage = (x: unknown): x is StoryMessage =>
  typeof x === "object" && x !== null && typeof (x as StoryMessage).id === "string";

function argWords(
  a: unknown,
  view: unknown,
  t: Translate,
  seatName: (seat: number) => string,
): string | number {
  if (typeof a === "number") return a;
  if (typeof a !== "object" || a === null) return "";
  const o = a as Record<string, unknown>;
  if ("seat" in o) return seatName(Number(o.seat));
  if ("area" in o) return areaWords(t, view, o.area);
  if (Array.isArray(o.list))
    return joinWords(
      o.list.map((x) => String(argWords(x, view, t, seatName))),
      t,
      "lite.story.and",
    );
  return "";
}

/**
 * The story's sentences in the reader's words, each with a full stop; a message this client
 * does not know (from a newer server) is told as such, never as an id or in English.
 */
export function liteStoryWords(
  story: unknown,
  view: unknown,
  t: Translate,
  seatName: (seat: number) => string,
): string[] {
  if (!Array.isArray(story)) return [];
  return story.map((m) => {
    const key = isMessage(m) ? LITE_STORY_KEYS[m.id as LiteStoryId] : undefined;
    let words = t("lite.story.unknown");
    if (key && isMessage(m)) {
      const values: Values = {};
      for (const [name, a] of Object.entries(m.args ?? {})) values[name] = argWords(a, view, t, seatName);
      words = t(key, values);
    }
    return /[.!?]$/.test(words) ? words : `${words}.`;
  });
}
