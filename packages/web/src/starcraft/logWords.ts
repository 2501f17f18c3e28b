/**
 * The StarCraft log as players read it: the server's "Seat N: " prefix gives way to the seat's
 * mark (colour, shape) and name; a choice hidden from this viewer is told in words (what kind of
 * choice, where) instead of an action code. The server writes its lines in English: a reader of
 * another language gets each line told from the action the entry carries, in the catalog's
 * words ("{who}: {what}"), followed by what the server adds after the action (the story:
 * battle results, a new round), told from the story data the entry carries (storyWords.ts).
 * An entry without story data (made before the server kept it) reads as the action alone in
 * another language; the battle panel and the top line show the same facts translated. A
 * choice hidden from this viewer is told by its kind, followed by its (public) story.
 */
import type { Action, LogEntry } from "../api/types";
import { englishT, type MessageKey, type Translate } from "../i18n";
import { describeScAction } from "./describe";
import { describeLeadershipAction } from "./leadershipWords";
import { planetName } from "./names";
import { withStory } from "./storyWords";
import { isScView, type ScCatalog, type ScView } from "./viewTypes";
import { seatName } from "./words";

const HIDDEN: Record<string, MessageKey> = {
  "place-order": "sc.log.hiddenOrder",
  "battle-place": "sc.log.hiddenCards",
  "discard-card": "sc.log.hiddenDiscard",
  hidden: "sc.log.hidden",
};

/**
 * What of the current view still holds for a past action: the board (routes, planets) and unit
 * types by id do; the decision frame (the next starting unit) and, for a move, where units
 * stand now do not.
 */
function pastView(view: ScView | null, catalog: ScCatalog | null, type: string): unknown {
  if (!view) return { catalog };
  return { ...view, catalog, frame: null, ...(type === "move-unit" ? { units: [] } : {}) };
}

/** A past action in words: Leadership and hero actions by their own words, the others by describe.ts. */
function pastActionWords(
  a: Action,
  view: ScView | null,
  catalog: ScCatalog | null,
  t: Translate,
): string | null {
  const past = pastView(view, catalog, a.type);
  return (
    describeLeadershipAction(a, isScView(past) ? past : null, catalog, t) ?? describeScAction(a, past, t)
  );
}

export function scLogText(
  entry: LogEntry,
  view: ScView | null,
  catalog: ScCatalog | null,
  t: Translate = englishT,
  /** False when the reader's language is not the server's (English): tell lines from actions. */
  serverLanguage = true,
  /** A seat's name on the page (the player's name with the role), when the page knows it. */
  nameOf?: (seat: number) => string,
): string | null {
  if (typeof entry !== "object" || !entry.text) return null;
  const seat = entry.seat;
  const who = () =>
    seat === undefined ? "" : view ? seatName(view, catalog, seat, t) : t("game.seat", { seat: seat + 1 });
  const hidden = /made a hidden choice/.test(entry.text);
  if (hidden && seat !== undefined) {
    const type = entry.action?.type ?? "hidden";
    const planet = entry.action?.planet;
    // What followed is public (a new phase after the last face-down order): told after it.
    const told = (line: string) => withStory(line, entry.story, view, catalog, t);
    if (type === "place-order")
      return told(
        typeof planet === "string"
          ? t("sc.log.hiddenOrder", { who: who(), planet: planetName(catalog, planet) })
          : t("sc.log.hiddenOrderNowhere", { who: who() }),
      );
    return told(t(HIDDEN[type] ?? HIDDEN.hidden, { who: who() }));
  }
  // The faction choice names the player, not "Seat 1" (the rules know no player names).
  if (seat !== undefined && entry.action?.type === "choose-faction" && nameOf) {
    const faction = catalog?.factions[String(entry.action.faction)]?.name ?? String(entry.action.faction);
    return withStory(
      t("scwords.choseFaction", { who: nameOf(seat), faction }),
      entry.story,
      view,
      catalog,
      t,
    );
  }
  if (!serverLanguage && seat !== undefined) {
    if (entry.kind === "undo") return t("sc.log.undo", { who: who() });
    const what = entry.action ? pastActionWords(entry.action, view, catalog, t) : null;
    if (what) return withStory(t("sc.log.line", { who: who(), what }), entry.story, view, catalog, t);
  }
  // "Seat 2: Jim Raynor places …" → "Jim Raynor places …" (the mark before the line shows the seat)
  return entry.text.replace(/^Seat \d+: /, "");
}
