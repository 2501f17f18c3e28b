/**
 * Forfeit: a server clock ran out and the table chose "forfeit". The rulebook's one way out of
 * the game is elimination (Elimination Victory: "only one player remains with units or bases"),
 * so the forfeiter leaves the board as an eliminated player does: his units and bases go, which
 * makes him out by the rule's own test, and `checkEliminations` removes the rest (orders on the
 * board, face-down events, transports, installations) and ends the game for the last player or
 * team standing, reason "elimination".
 *
 * When others are left, the game goes on without him where the round can simply pass him by: on
 * his turn to place an order (Planning) or to reveal one (Execution), the turn passes on as it
 * does after an elimination (eliminated seats are skipped in turn order).
 *
 * Partial: anywhere else (setup; a battle, a payment, an order or event half done, a Leadership
 * or discard choice) the game cannot yet go on without him, so it ends there with him last: the
 * winners are the best of the others by the rulebook's tiebreakers (conquest points, resources,
 * areas, bases, workers), reason "forfeit" (in setup nothing ranks them yet: they share the win).
 */
import type { PlayerId } from "@koprulu/engine";
import { draft } from "./draft";
import { advanceExecution } from "./execution";
import { follow } from "./flow";
import { nextPlanningTurn } from "./planning";
import type { StarcraftState } from "./state";
import { isTeamGame, teamOf } from "./variants/teams";
import { alive, checkEliminations, endGame, roundLimitWinners } from "./victory";

/** How many sides (players, or teams in Team Play) are still in the game without `p`. */
function sidesLeftWithout(s: StarcraftState, p: PlayerId): number {
  const others = alive(s).filter((q) => q !== p);
  return isTeamGame(s) ? new Set(others.map((q) => teamOf(s, q))).size : others.length;
}

/** The seat still in the game whose turn comes just before `p`'s. */
function seatBefore(s: StarcraftState, p: PlayerId): PlayerId {
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const q = (p - i + n) % n;
    if (!s.players[q].eliminated) return q;
  }
  return p;
}

/** His own turn of Planning or Execution, with nothing else under way: the round can pass him by. */
function onHisTurn(s: StarcraftState, p: PlayerId): boolean {
  const f = s.frame;
  return !s.battle && !s.payment && (f.kind === "planning" || f.kind === "execution") && f.turn === p;
}

export function forfeit(s: StarcraftState, p: PlayerId): StarcraftState {
  if (s.phase === "over" || !s.players[p] || s.players[p].eliminated) return s;
  const d = draft(s);
  if (s.phase !== "setup" && (sidesLeftWithout(s, p) <= 1 || onHisTurn(s, p))) {
    const before = seatBefore(s, p);
    d.units = d.units.filter((u) => u.owner !== p);
    d.bases = d.bases.filter((b) => b.owner !== p);
    checkEliminations(d);
    if (d.phase === "over") return d;
    // The turn passes on as if he had ended it (nextPlanningTurn after the seat before his,
    // so the next to place is the one after him; Execution skips eliminated seats itself).
    if (s.frame.kind === "planning") follow(d, nextPlanningTurn(d, before));
    else advanceExecution(d, p);
    return d;
  }
  const others = alive(d).filter((q) => q !== p);
  endGame(d, s.phase === "setup" ? others : roundLimitWinners(d, others), "forfeit");
  return d;
}
