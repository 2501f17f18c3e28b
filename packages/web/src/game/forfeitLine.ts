/**
 * The log line of a forfeit (a seat's clock ran out with "forfeit" chosen), in the reader's
 * words. The server logs it as an entry of its own (kind "forfeit", no action of the player's),
 * the same for every ruleset, so it is worded here once rather than by each ruleset's log words.
 */
import type { LogEntry } from "../api/types";
import type { Translate } from "../i18n";

export function forfeitLine(
  entry: LogEntry,
  t: Translate,
  seatName?: (seat: number) => string,
): string | null {
  if (typeof entry !== "object" || entry.kind !== "forfeit" || entry.seat === undefined) return null;
  return t("clocks.log.forfeit", { who: seatName?.(entry.seat) ?? t("game.seat", { seat: entry.seat + 1 }) });
}
