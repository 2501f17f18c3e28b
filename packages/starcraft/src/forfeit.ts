/**
 * Forfeit: a server clock ran out and the table chose "forfeit". The rulebook's one way out of
 * the game is elimination (Elimination Victory: "only one player remains with units or bases"),
 * so the forfeiter leaves the board as an eliminated player does: his units and bases go, which
 * makes him out by the rule's own test, and `checkEliminations` removes the rest (orders on the
 * board, face-down events, transports, installations) and ends the game for the last player or
 * team standing, reason "elimination".
 *
 * When others are left, the game goes on without him where the round can simply pass him by: on
 * his turn to place an order (Planning) or to reveal one (Execution), or in his own order before
 * any battle (execute or take an event, Build, Research, Mobilize), the turn passes on as it does
 * after an order that ended in an elimination (eliminated seats are skipped in turn order).
 *
 * Partial: anywhere else (setup; a battle, a payment, an event's effect, a Leadership, Maelstrom
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

/**
 * Where the round can pass him by: his own turn of Planning or Execution, or his own order of
 * the Execution phase not yet in a battle (choosing to execute it, or carrying out a Build,
 * Research or Mobilize), with nothing else under way. Null elsewhere.
 */
function passesHimBy(s: StarcraftState, p: PlayerId): "planning" | "execution" | null {
  if (s.battle || s.payment) return null;
  const f = s.frame;
  if (f.kind === "planning" && f.turn === p) return "planning";
  if (s.phase !== "execution") return null;
  if (f.kind === "execution" && f.turn === p) return "execution";
  if (f.kind === "execute-or-event" && f.player === p) return "execution";
  if (f.kind === "research" && f.player === p) return "execution";
  // A Build of a Leadership card and a Defend order resume something else than the next order.
  if (f.kind === "build" && f.player === p && !f.leadership) return "execution";
  if (f.kind === "mobilize" && f.player === p && f.defend === undefined) return "execution";
  return null;
}

export function forfeit(s: StarcraftState, p: PlayerId): StarcraftState {
  if (s.phase === "over" || !s.players[p] || s.players[p].eliminated) return s;
  const d = draft(s);
  const passBy = passesHimBy(s, p);
  if (s.phase !== "setup" && (sidesLeftWithout(s, p) <= 1 || passBy !== null)) {
    const before = seatBefore(s, p);
    d.units = d.units.filter((u) => u.owner !== p);
    d.bases = d.bases.filter((b) => b.owner !== p);
    checkEliminations(d);
    if (d.phase === "over") return d;
    // The turn passes on as if he had ended it (nextPlanningTurn after the seat before his,
    // so the next to place is the one after him; Execution skips eliminated seats itself, as
    // after an order that ended in an elimination).
    if (passBy === "planning") follow(d, nextPlanningTurn(d, before));
    else if (passBy === "execution") advanceExecution(d, p);
    return d;
  }
  const others = alive(d).filter((q) => q !== p);
  endGame(d, s.phase === "setup" ? others : roundLimitWinners(d, others), "forfeit");
  return d;
}
