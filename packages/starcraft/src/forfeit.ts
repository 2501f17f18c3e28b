/**
 * Forfeit: a server clock ran out and the table chose "forfeit". The rulebook's one way out of
 * the game is elimination (Elimination Victory: "only one player remains with units or bases"),
 * so the forfeiter leaves the board as an eliminated player does: his units and bases go, which
 * makes him out by the rule's own test, and `checkEliminations` removes the rest (orders on the
 * board, face-down events, transports, installations) and ends the game for the last player or
 * team standing, reason "elimination".
 *
 * When others are left, the game goes on without him. Where the round can simply pass him by —
 * on his turn to place an order (Planning) or to reveal one (Execution), in his own order before
 * any battle (execute or take an event, Build, Research, Mobilize), or while another seat places
 * or reveals an order — he leaves the board at once, and on his turn the turn passes on as it
 * does after an order that ended in an elimination (eliminated seats are skipped in turn order).
 * Anywhere else (a battle, a payment, an event's effect, a Leadership, Maelstrom or discard
 * choice) he is marked `leaving`: the game goes on for the others, his decisions there are made
 * for him by a fixed rule (leaving.ts), and he leaves the board at the first such point.
 *
 * In setup nothing can go on without him: the game ends there, the others sharing the win,
 * reason "forfeit".
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

/**
 * Whether `p` can leave the board now: the round passes him by (above), or nothing is under way
 * but another seat placing or revealing an order (no battle, payment, event or choice that his
 * units or cards could still be part of).
 */
export function canLeaveNow(s: StarcraftState, p: PlayerId): boolean {
  if (passesHimBy(s, p) !== null) return true;
  if (s.battle || s.payment) return false;
  return s.frame.kind === "planning" || s.frame.kind === "execution";
}

/**
 * He leaves the board as an eliminated player does (his units and bases go; checkEliminations
 * removes the rest and ends the game for the last side standing); on his own turn the turn
 * passes on as if he had ended it.
 */
export function leaveNow(s: StarcraftState, p: PlayerId): StarcraftState {
  const d = draft(s);
  const passBy = passesHimBy(s, p);
  const before = seatBefore(s, p);
  d.units = d.units.filter((u) => u.owner !== p);
  d.bases = d.bases.filter((b) => b.owner !== p);
  checkEliminations(d);
  if (d.phase === "over") return d;
  // nextPlanningTurn after the seat before his, so the next to place is the one after him;
  // Execution skips eliminated seats itself, as after an order that ended in an elimination.
  if (passBy === "planning") follow(d, nextPlanningTurn(d, before));
  else if (passBy === "execution") advanceExecution(d, p);
  return d;
}

/** The game ends with `leavers` last: the best of the others by the rulebook's tiebreakers win. */
export function endWithLeaversLast(s: StarcraftState, leavers: PlayerId[]): StarcraftState {
  const d = draft(s);
  const others = alive(d).filter((q) => !leavers.includes(q));
  endGame(d, s.phase === "setup" ? others : roundLimitWinners(d, others), "forfeit");
  return d;
}

export function forfeit(s: StarcraftState, p: PlayerId): StarcraftState {
  if (s.phase === "over" || !s.players[p] || s.players[p].eliminated) return s;
  if (s.phase === "setup") return endWithLeaversLast(s, [p]);
  if (sidesLeftWithout(s, p) <= 1 || canLeaveNow(s, p)) return leaveNow(s, p);
  const d = draft(s);
  d.players[p].leaving = true;
  return d;
}
