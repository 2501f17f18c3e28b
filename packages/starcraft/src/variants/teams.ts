/**
 * Team Play (core variant, Base p.42-43; spec brood-war.md §14, last row): 4 or 6 players in
 * teams of two. Confirmed by the sources: a team wins at 30 conquest points (40 while Aldaris's
 * objective is in play), and the base-game FAQ's team base restriction (no base that would give a
 * team a base in every area of a planet) is not played with Brood War.
 *
 * The rulebook's own text of p.42-43 is in no reachable source, so the rest is a provisional
 * reading (README Rulings "Team Play"):
 * - partners sit opposite each other, so the turn order alternates the teams: seats 1 & 3 and
 *   2 & 4 with four players; 1 & 4, 2 & 5 and 3 & 6 with six (three teams);
 * - the team's conquest points are the sum of its members' points (an eliminated member's points
 *   still count); the team of Aldaris needs 30 and every other team 40 while his objective is in
 *   play, mirroring the 15/20 rule of the standard game;
 * - a member's special victory, Aldaris's The End Draws Near, the last team left and the
 *   safety-net round limit all win for the whole team; both members are the winners;
 * - partners never fight: a player moves no unit into an area holding his partner's units, base
 *   or installation (so partners never share an area either), and the card effects that harm an
 *   enemy, an opponent or another player spare the partner (`isOpponent`).
 *
 * Pure queries on the options and the board: the rule modules (victory.ts, the Mobilize and
 * Build orders, the event and Leadership effects) ask here.
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftOptions, StarcraftState } from "../state";

/** Team conquest points to win (Base p.42-43). */
export const TEAM_TARGET = 30;
/** Team conquest points to win while Aldaris's objective is in play (for the teams without him). */
export const TEAM_ALDARIS_TARGET = 40;
/** The player counts Team Play is played with. */
export const TEAM_PLAYER_COUNTS: readonly number[] = [4, 6];

type WithOptions = { readonly options: Pick<StarcraftOptions, "mode" | "players"> };

export function isTeamGame(s: WithOptions): boolean {
  return s.options.mode === "team-play";
}

/** Teams in a game of `players` seats (two seats each). */
export function teamCountFor(players: number): number {
  return Math.floor(players / 2);
}

/** The team (0-based) of a seat: partners sit opposite, so seat p and seat p + n/2 are one team. */
export function teamOfSeat(players: number, seat: PlayerId): number {
  return seat % teamCountFor(players);
}

/** The seat's team, or null outside Team Play. */
export function teamOf(s: WithOptions, p: PlayerId): number | null {
  return isTeamGame(s) ? teamOfSeat(s.options.players, p) : null;
}

/** The seats of team `t`, in seat order. */
export function teamMembers(s: WithOptions, t: number): PlayerId[] {
  const out: PlayerId[] = [];
  for (let p = 0; p < s.options.players; p++) if (teamOfSeat(s.options.players, p) === t) out.push(p);
  return out;
}

/** Every team's number, 0 to n/2 - 1. */
export function allTeams(s: WithOptions): number[] {
  return Array.from({ length: teamCountFor(s.options.players) }, (_, t) => t);
}

/** p and q are different players of one team (never true outside Team Play). */
export function arePartners(s: WithOptions, p: PlayerId, q: PlayerId): boolean {
  return isTeamGame(s) && p !== q && teamOf(s, p) === teamOf(s, q);
}

/**
 * q is p's opponent: another player, and not his partner. The one question the card and event
 * effects that harm "an enemy", "an opponent" or "another player" ask (provisional "partners never
 * fight", README Rulings "Team Play"): outside Team Play every other player is an opponent. This
 * module imports nothing but types, so any rule module may ask here.
 */
export function isOpponent(s: WithOptions, p: PlayerId, q: PlayerId): boolean {
  return q !== p && !arePartners(s, p, q);
}

/** p's partner(s): the other members of his team (none outside Team Play). */
export function partnersOf(s: WithOptions, p: PlayerId): PlayerId[] {
  const t = teamOf(s, p);
  return t === null ? [] : teamMembers(s, t).filter((q) => q !== p);
}

/** Whether p's partner has units, a base or an installation in the area. */
export function partnerIn(
  s: Pick<StarcraftState, "options" | "units" | "bases" | "broodWar">,
  area: string,
  p: PlayerId,
): boolean {
  if (!isTeamGame(s)) return false;
  const mate = (q: PlayerId) => arePartners(s, p, q);
  return (
    s.units.some((u) => u.area === area && mate(u.owner)) ||
    s.bases.some((b) => b.area === area && mate(b.owner)) ||
    (s.broodWar?.installations.some((i) => i.area === area && mate(i.owner)) ?? false)
  );
}

/** The team's conquest points: its members' points summed. */
export function teamCp(s: Pick<StarcraftState, "options" | "players">, t: number): number {
  return teamMembers(s, t).reduce((n, p) => n + (s.players[p]?.cp ?? 0), 0);
}

/** A team is in the game while one of its members is. */
export function teamAlive(s: Pick<StarcraftState, "options" | "players">, t: number): boolean {
  return teamMembers(s, t).some((p) => s.players[p] && !s.players[p].eliminated);
}

/**
 * The FAQ's team base restriction (base game only; not with Brood War): no base that would give
 * the team a base in every area of the planet (Air Support would then close the planet).
 */
export function teamBaseRestricted(
  s: Pick<StarcraftState, "options" | "bases">,
  p: PlayerId,
  planetAreaIds: readonly string[],
  area: string,
): boolean {
  if (!isTeamGame(s) || (s.options.expansions ?? []).includes("brood-war")) return false;
  const team = teamOf(s, p);
  const teamBase = (a: string) =>
    a === area || s.bases.some((b) => b.area === a && teamOf(s, b.owner) === team);
  return planetAreaIds.every(teamBase);
}
