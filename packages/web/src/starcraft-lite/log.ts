/**
 * The Lite log in the reader's words, narrated from a neutral point of view: the entry's story
 * (storyWords.ts) opens with the action's own line ("Jim Raynor moves a Marine from … to …",
 * never "your") and goes on with what followed (battles, conquest points, a new round…). The
 * Technology choice is never in the story (it is hidden until all have chosen): a revealed one is
 * told from its action, a hidden one as such. Entries stored before the narration (no action
 * line) read "<player>: <the action described>"; a take-back is told as such, an action without
 * words generically.
 */
import type { LogEntry } from "../api/types";
import type { Translate } from "../i18n";
import { describeLiteAction, englishWords } from "./describe";
import { liteStoryWords, storyTellsAction } from "./storyWords";
import { unitTypeName } from "./words";

export function liteLogText(
  entry: LogEntry,
  view: unknown,
  tr?: Translate,
  nameOf?: (seat: number) => string,
): string | null {
  if (typeof entry !== "object") return null;
  const t = tr ?? englishWords;
  const name = (seat: number) => nameOf?.(seat) ?? t("lite.seat", { seat: seat + 1 });
  const seat = entry.seat;
  const who = seat === undefined ? null : name(seat);
  const told = (line: string) => {
    const story = liteStoryWords(entry.story, view, t, name);
    return story.length > 0 ? [/[.!?]$/.test(line) ? line : `${line}.`, ...story].join(" ") : line;
  };
  const hidden = /made a hidden choice/.test(entry.text ?? "") || entry.action?.type === "hidden";
  if (who !== null && hidden) return told(t("lite.log.hidden", { who }));
  // The server's take-back notice is English words: told from its kind instead.
  if (who !== null && entry.kind === "undo") return t("lite.log.undo", { who });
  if (who !== null && storyTellsAction(entry.story))
    return liteStoryWords(entry.story, view, t, name).join(" ");
  if (who !== null && entry.action?.type === "research") {
    const unit = entry.action.unit;
    return told(
      typeof unit === "string"
        ? t("liteTable.tell.research", { who, unit: unitTypeName(unit) })
        : t("liteTable.tell.noUpgrade", { who }),
    );
  }
  const what = entry.action ? describeLiteAction(entry.action, view, t, true) : null;
  if (what) return told(who === null ? what : t("lite.log.line", { who, what }));
  // An action this table has no words for: told generically, never as the server's code.
  if (who !== null && entry.action) return told(t("lite.log.unknown", { who }));
  // Anything else the server says: its seat numbers become names.
  const text = entry.text ?? entry.message;
  if (!text) return null;
  return text.replace(/\bSeat (\d+)\b/g, (_, n: string) => nameOf?.(Number(n) - 1) ?? `Seat ${n}`);
}
