/**
 * Forfeit: a server clock ran out and the table chose "forfeit". The rulebook's one way out of
 * the game is elimination (Elimination Victory: "only one player remains with units or bases"),
 * so the forfeiter leaves the board as an eliminated player does: his units and bases go, which
 * makes him out by the rule's own test, and `checkEliminations` removes the rest (orders on the
 * board, face-down events, transports, installations) and ends the game for the last player or
 * team standing, reason "elimination".
 *
 * When two or more players (or teams) would still be left, the game cannot yet go on without
 * him from the middle of a round (his turn in Planning or Execution, a battle he fights, a
 * payment, queued setup and Leadership choices), so it ends there with him last: the winners
 * are the best of the others by the rulebook's tiebreakers (conquest points, resources, areas,
 * bases, workers), reason "forfeit". Setup has no elimination either: the game ends there too,
 * every other seat sharing the win (nothing ranks the players before the board is set).
 */
import type { PlayerId } from "@koprulu/engine";
import { draft } from "./draft";
import type { StarcraftState } from "./state";
import { isTeamGame, teamOf } from "./variants/teams";
import { alive, checkEliminations, endGame, roundLimitWinners } from "./victory";

/** How many sides (players, or teams in Team Play) are still in the game without `p`. */
function sidesLeftWithout(s: StarcraftState, p: PlayerId): number {
  const others = alive(s).filter((q) => q !== p);
  return isTeamGame(s) ? new Set(others.map((q) => teamOf(s, q))).size : others.length;
}

export function forfeit(s: StarcraftState, p: PlayerId): StarcraftState {
  if (s.phase === "over" || !s.players[p] || s.players[p].eliminated) return s;
  const d = draft(s);
  if (s.phase !== "setup" && sidesLeftWithout(s, p) <= 1) {
    d.units = d.units.filter((u) => u.owner !== p);
    d.bases = d.bases.filter((b) => b.owner !== p);
    checkEliminations(d);
    return d;
  }
  const others = alive(d).filter((q) => q !== p);
  // In setup nothing ranks the players yet (factions may be unchosen): the others share the win.
  endGame(d, s.phase === "setup" ? others : roundLimitWinners(d, others), "forfeit");
  return d;
}
