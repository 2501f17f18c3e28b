/**
 * ISMCTS's evaluation of an unfinished Eclipse state (leaves are scored at once: rolloutDepth 0).
 *
 * Victory points alone misled the search (issue 37): a leaf is reached a few actions after the
 * root, where exploring or influencing a sector shows its VP at once while its cost — the disc's
 * upkeep at the end of the round, a bankruptcy that abandons sectors — does not show yet, and
 * research, ships and storage are worth nothing yet. With more iterations the search left the
 * heuristic's pass or research for such a sector ever more often, and lost (300 iterations: 1 of
 * 10 against the heuristic). So each seat's worth is its VP, plus
 * - what the Upkeep will cost: money short after production and the trades of spare science and
 *   materials is a bankruptcy (each unpaid coin counted as a lost VP, roughly a sector's worth
 *   per few coins), and each round's net income counts a little for the rounds left;
 * - its investments: each technology tile (discounts, parts, the way to track VP), warships
 *   (the fights for Ancients' sectors and discoveries), storage at a player's exchange rate.
 * A seat's value is then the logistic of its lead over the best other seat (in VP), so a sure
 * lead and a close race are told apart, unlike a share of the leader's VP.
 */
import type { EclipseState } from "@koprulu/eclipse";
import { seatTerms } from "./features";

/** VP a coin short at Upkeep costs (sectors abandoned). */
const SHORT = 1;
/** VP per coin of net income per round left. */
const INCOME = 0.1;
/** VP per technology tile, beyond the track VP scoreOf already counts. */
const TECH = 0.8;
/** VP per unit of storage (money, science, materials). */
const STORAGE = 0.08;
/** The VP lead that makes a seat's value 0.73 (logistic scale). */
const SCALE = 4;

/** A seat's worth in VP (the warships weighted by features.ts's SHIP_WEIGHT, VP a ship is worth). */
export function worthOf(s: EclipseState, seat: number): number {
  const t = seatTerms(s, seat);
  return (
    t.vp +
    SHORT * Math.min(0, t.cover) +
    INCOME * t.income * t.roundsLeft +
    TECH * t.techs +
    t.ships +
    STORAGE * t.storage
  );
}

/** Per-seat value in [0, 1]: the logistic of the seat's worth minus the best other seat's. */
export function evaluateEclipse(s: EclipseState): number[] {
  const worth = s.players.map((_, i) => worthOf(s, i));
  return worth.map((w, i) => {
    let other = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < worth.length; j++) if (j !== i && worth[j]! > other) other = worth[j]!;
    return 1 / (1 + Math.exp(-(w - other) / SCALE));
  });
}
