/**
 * The Lite log in the reader's words: "<player>: <the action described>" with names, not ids
 * (the server's line reads "Seat 1 plays {json}"); a choice hidden from this viewer (the open
 * Technology choices) and a take-back are told as such.
 */
import type { LogEntry } from "../api/types";
import type { Translate } from "../i18n";
import { describeLiteAction, englishWords } from "./describe";

export function liteLogText(
  entry: LogEntry,
  view: unknown,
  tr?: Translate,
  nameOf?: (seat: number) => string,
): string | null {
  if (typeof entry !== "object") return null;
  const t = tr ?? englishWords;
  const seat = entry.seat;
  const who = seat === undefined ? null : (nameOf?.(seat) ?? t("lite.seat", { seat: seat + 1 }));
  const hidden = /made a hidden choice/.test(entry.text ?? "");
  if (who !== null && hidden) return t("lite.log.hidden", { who });
  // The server's take-back notice is English words: told from its kind instead.
  if (who !== null && entry.kind === "undo") return t("lite.log.undo", { who });
  const what = entry.action ? describeLiteAction(entry.action, view, t, true) : null;
  if (what) return who === null ? what : t("lite.log.line", { who, what });
  // Anything else the server says (an undo): its seat numbers become names.
  const text = entry.text ?? entry.message;
  if (!text) return null;
  return text.replace(/\bSeat (\d+)\b/g, (_, n: string) => nameOf?.(Number(n) - 1) ?? `Seat ${n}`);
}
