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
import { areaWords, eventWords, moduleName, planetWords, unitTypeName } from "./words";

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
  "do-rotate": "lite.story.do-rotate",
  "do-rotate-any": "lite.story.do-rotate-any",
  "do-expand": "lite.story.do-expand",
  "do-warp-pair": "lite.story.do-warp-pair",
  "do-home": "lite.story.do-home",
  "do-place-unit": "lite.story.do-place-unit",
  "do-place-unit-any": "lite.story.do-place-unit-any",
  "do-place-transport": "lite.story.do-place-transport",
  "do-place-transport-any": "lite.story.do-place-transport-any",
  "do-build-transport": "lite.story.do-build-transport",
  "do-build-transport-any": "lite.story.do-build-transport-any",
  "do-move": "lite.story.do-move",
  "do-move-to": "lite.story.do-move-to",
  "do-move-some": "lite.story.do-move-some",
  "do-warp": "lite.story.do-warp",
  "do-send": "lite.story.do-send",
  "do-send-any": "lite.story.do-send-any",
  "do-send-some": "lite.story.do-send-some",
  "do-end-mobilize": "lite.story.do-end-mobilize",
  "do-build-unit": "lite.story.do-build-unit",
  "do-build-worker": "lite.story.do-build-worker",
  "do-fuse-archon": "lite.story.do-fuse-archon",
  "do-morph-guardian": "lite.story.do-morph-guardian",
  "do-morph-guardian-any": "lite.story.do-morph-guardian-any",
  "do-unlock": "lite.story.do-unlock",
  "do-module": "lite.story.do-module",
  "do-base": "lite.story.do-base",
  "do-force-mine": "lite.story.do-force-mine",
  "do-make-room": "lite.story.do-make-room",
  "do-make-room-any": "lite.story.do-make-room-any",
  "do-pay-permanent-minerals": "lite.story.do-pay-permanent-minerals",
  "do-pay-permanent-gas": "lite.story.do-pay-permanent-gas",
  "do-pay-card": "lite.story.do-pay-card",
  "do-end-build": "lite.story.do-end-build",
  "do-harvest": "lite.story.do-harvest",
  "do-end-harvest": "lite.story.do-end-harvest",
  "do-play-event": "lite.story.do-play-event",
  "do-pass": "lite.story.do-pass",
  "do-trim": "lite.story.do-trim",
  "do-trim-any": "lite.story.do-trim-any",
  "do-storm-loss": "lite.story.do-storm-loss",
  "do-storm-loss-any": "lite.story.do-storm-loss-any",
  "do-battle-hold": "lite.story.do-battle-hold",
  "do-battle-target": "lite.story.do-battle-target",
  "do-battle-choice": "lite.story.do-battle-choice",
  "do-battle-splash": "lite.story.do-battle-splash",
  "do-battle-pass": "lite.story.do-battle-pass",
  "do-battle-withdraw": "lite.story.do-battle-withdraw",
  "do-battle-stay": "lite.story.do-battle-stay",
  "do-battle-retreat": "lite.story.do-battle-retreat",
  "do-battle-lift-off": "lite.story.do-battle-lift-off",
  "do-battle-recall": "lite.story.do-battle-recall",
  "do-battle-ability": "lite.story.do-battle-ability",
  "do-battle-repair": "lite.story.do-battle-repair",
  "do-battle-nydus": "lite.story.do-battle-nydus",
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
  if ("planet" in o) return planetWords(view, o.planet);
  if ("unit" in o) return unitTypeName(o.unit);
  if ("module" in o) return moduleName(o.module);
  if ("card" in o) return eventWords(t, o.card);
  if (Array.isArray(o.list))
    return joinWords(
      o.list.map((x) => String(argWords(x, view, t, seatName))),
      t,
      "lite.story.and",
    );
  return "";
}

/** True when the story opens with the action's own line (entries told since the narration). */
export function storyTellsAction(story: unknown): boolean {
  return Array.isArray(story) && isMessage(story[0]) && story[0].id.startsWith("do-");
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
