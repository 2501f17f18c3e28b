/**
 * *Destiny* (Aldaris, Stage III): nobody can win during this Regrouping Phase (the normal and
 * special victory steps and The End Draws Near). Provisional: elimination of every other player
 * still ends the game.
 */
import type { Draft } from "../../draft";
import type { StarcraftState } from "../../state";

export function noWinnerThisRegrouping(d: Draft): void {
  const bw = d.broodWar;
  if (!bw?.lead) return;
  d.broodWar = { ...bw, lead: { ...bw.lead, noWinnerRound: d.round } };
}

/** True while *Destiny* forbids winning (the Regrouping of the round it was chosen in). */
export function winningForbidden(s: StarcraftState): boolean {
  return s.phase === "regrouping" && s.broodWar?.lead?.noWinnerRound === s.round;
}
