/**
 * A candidate evaluation for Eclipse's search (issue 37, session 59): the hand-set worth of
 * evaluate.ts, its lead read through a logistic whose slope depends on the round of the state
 * scored, instead of one slope (1/4) for the whole game.
 *
 * Why: `scripts/eclipse-fit-eval.ts 1500 efit59` (1,493 decided heuristic games, the worth's slope
 * fitted round by round at the first state of each round, where the search's rollouts stop) finds
 * that a worth lead says nothing early and ever more late: slopes −0.235 ± 0.028 at the start of
 * round 2, −0.047 in round 3, 0.054 in 4, 0.156, 0.205, 0.275, 0.350 and 0.456 in rounds 5 to 9.
 * The hand-set 0.25 is about right in rounds 6 and 7, far too sure early (at round 2's start it
 * picks the winner in 38% of held-out games) and too unsure late. The negative early slopes are
 * not taken as they are: they describe heuristic games, and a search told that being behind is
 * good would seek it; early rounds get a small positive slope instead, so their leaves barely
 * differ and the prior (the heuristic's move) decides. Played when KOPRULU_ECLIPSE_EVAL=by-round
 * (index.ts), for screenings against the heuristic; the levels do not use it.
 */
import type { EclipseState } from "@koprulu/eclipse";
import { worthOf } from "./evaluate";

/** The logistic slope per VP of worth lead, by the round of the state scored. */
export const SLOPE_BY_ROUND: Readonly<Record<number, number>> = {
  1: 0.02,
  2: 0.02,
  3: 0.02,
  4: 0.054,
  5: 0.156,
  6: 0.205,
  7: 0.275,
  8: 0.35,
  9: 0.456,
};
/** After the last round (a finished game is scored by its outcome, not here). */
const LATE_SLOPE = 0.456;

/** Per-seat value in [0, 1]: the logistic of the seat's worth lead over the best other seat. */
export function evaluateEclipseByRound(s: EclipseState): number[] {
  const slope = SLOPE_BY_ROUND[s.round] ?? LATE_SLOPE;
  const worth = s.players.map((_, i) => worthOf(s, i));
  return worth.map((w, i) => {
    let other = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < worth.length; j++) if (j !== i && worth[j]! > other) other = worth[j]!;
    return 1 / (1 + Math.exp(-(w - other) * slope));
  });
}
