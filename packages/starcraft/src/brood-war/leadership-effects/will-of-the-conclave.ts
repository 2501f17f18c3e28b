/**
 * *The Will of the Conclave* (Aldaris, Stage III, one-shot): in the next Planning Phase he places
 * two orders each turn, up to 8 in all (he owns 6 normal and 3 gold order tokens and the Defend
 * order, so 8 can always be placed).
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import type { StarcraftState } from "../../state";
import { cerebrateOwner } from "./cerebrate-daggoth";

export function doubleOrdersNextRound(d: Draft, p: PlayerId, params: Record<string, unknown>): void {
  const bw = d.broodWar;
  if (!bw?.lead) return;
  const max = typeof params.max === "number" ? params.max : 8;
  // Chosen in a Regrouping: the next Planning Phase is the next round's.
  d.broodWar = { ...bw, lead: { ...bw.lead, doubleOrders: { owner: p, round: d.round + 1, max } } };
}

/** Orders p places this Planning Phase: 4, or the card's maximum in the round it applies to. */
export function ordersThisRound(s: StarcraftState, p: PlayerId, normal: number): number {
  const dbl = s.broodWar?.lead?.doubleOrders;
  const base = dbl && dbl.owner === p && dbl.round === s.round ? dbl.max : normal;
  // Cerebrate Daggoth: a fifth order while his Cerebrate stands.
  return cerebrateOwner(s) === p ? base + 1 : base;
}

/** True when p has just placed the first order of his two this turn. */
export function placesAgain(s: StarcraftState, p: PlayerId, normal: number): boolean {
  const dbl = s.broodWar?.lead?.doubleOrders;
  if (!dbl || dbl.owner !== p || dbl.round !== s.round) return false;
  return s.ordersPlaced[p] % 2 === 1 && s.ordersPlaced[p] < ordersThisRound(s, p, normal);
}
