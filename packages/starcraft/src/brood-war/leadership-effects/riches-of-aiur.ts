/**
 * *Riches of Aiur* (Aldaris, Stage I, play area), second half: "enemies cannot deplete his
 * areas". While the card is in its holder's play area, no other player's effect moves one of his
 * resource cards towards depletion (the depletion events: Material Shortage, Resource Crisis,
 * Strip Mining). He may still force-mine his own cards, and his own events still reach them
 * (the text names enemies only). The restoring half is in regrouping-cards.ts.
 */
import type { PlayerId } from "@koprulu/engine";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";

export const PROTECTS_DEPLETION = "leadership-restore-areas";

/** Does an effect of player `by` leave `area`'s resource card alone (Riches of Aiur)? */
export function depletionProtected(s: StarcraftState, area: string, by: PlayerId): boolean {
  const owner = s.resources[area]?.owner;
  if (owner === null || owner === undefined || owner === by || !s.broodWar?.lead) return false;
  if (s.players[owner].eliminated) return false;
  return (s.broodWar.leadership[owner] ?? []).some((id) =>
    cat(s).leadership[id]?.effects.some((e) => e.key === PROTECTS_DEPLETION),
  );
}
