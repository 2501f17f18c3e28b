/**
 * The StarCraft log as players read it: the server's "Seat N: " prefix gives way to the seat's
 * mark (colour, shape) and name; a choice hidden from this viewer is told in words (what kind of
 * choice, where) instead of an action code.
 */
import type { LogEntry } from "../api/types";
import { planetName } from "./describe";
import type { ScCatalog, ScView } from "./viewTypes";
import { seatName } from "./words";

const HIDDEN: Record<string, (where: string) => string> = {
  "place-order": (where) => `places an order face down${where}`,
  "battle-place": () => "places combat cards face down",
  "discard-card": () => "discards a card face down",
  hidden: () => "makes a hidden choice",
};

export function scLogText(entry: LogEntry, view: ScView | null, catalog: ScCatalog | null): string | null {
  if (typeof entry !== "object" || !entry.text) return null;
  const seat = entry.seat;
  const hidden = /made a hidden choice/.test(entry.text);
  if (hidden && seat !== undefined) {
    const type = entry.action?.type ?? "hidden";
    const planet = entry.action?.planet;
    const where = typeof planet === "string" ? ` on ${planetName(catalog, planet)}` : "";
    const who = view ? seatName(view, catalog, seat) : `Seat ${seat + 1}`;
    return `${who} ${(HIDDEN[type] ?? HIDDEN.hidden)(where)}.`;
  }
  // "Seat 2: Jim Raynor places …" → "Jim Raynor places …" (the mark before the line shows the seat)
  return entry.text.replace(/^Seat \d+: /, "");
}
