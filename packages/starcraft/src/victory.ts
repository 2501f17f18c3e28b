/**
 * Victory: normal (15 conquest points; while Aldaris plays, the other players need 20), each
 * faction's special victory (Stage III only), The End Draws Near (two or more on the table),
 * elimination (a player with no units and no bases leaves the game and his orders are removed).
 * Ties: most conquest points, then total resources, areas controlled, bases, workers in the pool
 * (rulebook order); a remaining tie shares the win.
 *
 * Team Play (variants/teams.ts): the same endings, won by a team (its summed conquest points
 * against 30, or 40 while Aldaris's objective is in play); both members are the winners.
 */
import type { PlayerId } from "@koprulu/engine";
import { removeInstallationsOf } from "./brood-war/installations";
import { specialVictoryOf } from "./brood-war/leadership";
import { areaCp } from "./brood-war/leadership-effects/tactical-mastery";
import type { Draft } from "./draft";
import {
  baseOnPlanet,
  controller,
  hasAldarisObjective,
  isAldarisInGame,
  permanentOf,
  planetAreas,
} from "./queries";
import { cat } from "./rules-catalog";
import type { StarcraftState } from "./state";
import { isGalacticConquest, isLargerGalaxy, isOut } from "./variants/modes";
import { removePiecesOf } from "./variants/survival";
import {
  allTeams,
  isTeamGame,
  TEAM_ALDARIS_TARGET,
  TEAM_TARGET,
  teamAlive,
  teamCp,
  teamMembers,
  teamOf,
} from "./variants/teams";

export const NORMAL_TARGET = 15;
export const ALDARIS_TARGET = 20;
/** BW-X4 Larger Galaxy: 25 conquest points for everyone (no Special Victory cards, so no Aldaris bar). */
export const LARGER_GALAXY_TARGET = 25;

export function normalTarget(s: StarcraftState, p: PlayerId): number {
  if (isLargerGalaxy(s)) return LARGER_GALAXY_TARGET;
  return isAldarisInGame(s) && !hasAldarisObjective(s, p) ? ALDARIS_TARGET : NORMAL_TARGET;
}

export function areasControlled(s: StarcraftState, p: PlayerId, filter?: (area: string) => boolean): number {
  let n = 0;
  for (const id of s.planetOrder)
    for (const a of planetAreas(s, id)) if ((!filter || filter(a.id)) && controller(s, a.id) === p) n++;
  return n;
}

function totalResources(s: StarcraftState, p: PlayerId): number {
  const perm = permanentOf(s, p);
  let n = perm.minerals + perm.gas;
  for (const id in s.resources) if (s.resources[id].owner === p) n += cat(s).areas[id].amount;
  return n;
}

/** Tiebreak key, compared lexicographically (higher wins). */
export function tiebreakKey(s: StarcraftState, p: PlayerId): number[] {
  const pl = s.players[p];
  return [
    pl.cp,
    totalResources(s, p),
    areasControlled(s, p),
    s.bases.filter((b) => b.owner === p).length,
    pl.workerPool,
  ];
}

/** The best of `candidates` by the tiebreakers; several when still tied (shared win). */
export function best(s: StarcraftState, candidates: PlayerId[]): PlayerId[] {
  let top: PlayerId[] = [];
  let topKey: number[] | null = null;
  for (const p of candidates) {
    const k = tiebreakKey(s, p);
    const cmp = topKey === null ? 1 : compare(k, topKey);
    if (cmp > 0) {
      top = [p];
      topKey = k;
    } else if (cmp === 0) top.push(p);
  }
  return top;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Team Play: conquest points to win for team t (30; 40 for a team without Aldaris while he plays). */
export function teamTarget(s: StarcraftState, t: number): number {
  if (!isAldarisInGame(s)) return TEAM_TARGET;
  return teamMembers(s, t).some((p) => !s.players[p].eliminated && hasAldarisObjective(s, p))
    ? TEAM_TARGET
    : TEAM_ALDARIS_TARGET;
}

/** Team Play tiebreak key: the members' keys summed (the first entry is the team's conquest points). */
function teamKey(s: StarcraftState, t: number): number[] {
  const sum: number[] = [];
  for (const p of teamMembers(s, t)) {
    const key = tiebreakKey(s, p);
    for (let i = 0; i < key.length; i++) sum[i] = (sum[i] ?? 0) + key[i];
  }
  return sum;
}

/** The best of these teams by the summed tiebreakers: every member of the winning team(s). */
export function bestTeams(s: StarcraftState, teams: number[]): PlayerId[] {
  let top: number[] = [];
  let topKey: number[] | null = null;
  for (const t of new Set(teams)) {
    const k = teamKey(s, t);
    const cmp = topKey === null ? 1 : compare(k, topKey);
    if (cmp > 0) {
      top = [t];
      topKey = k;
    } else if (cmp === 0) top.push(t);
  }
  return top.flatMap((t) => teamMembers(s, t)).sort((a, b) => a - b);
}

/** The players' teams (Team Play); the team of a winning player wins. */
function teamsOf(s: StarcraftState, players: PlayerId[]): number[] {
  return players.map((p) => teamOf(s, p) as number);
}

/** Who wins at the safety-net round limit: the best player, or in Team Play the best team. */
export function roundLimitWinners(s: StarcraftState, players: PlayerId[]): PlayerId[] {
  return isTeamGame(s) ? bestTeams(s, teamsOf(s, players)) : best(s, players);
}

export function alive(s: StarcraftState): PlayerId[] {
  const out: PlayerId[] = [];
  s.players.forEach((p, i) => {
    if (!p.eliminated) out.push(i);
  });
  return out;
}

export function endGame(d: Draft, winners: PlayerId[], reason: string): void {
  d.phase = "over";
  d.frame = { kind: "over" };
  d.winners = winners;
  d.endReason = reason;
  d.payment = null;
}

/**
 * Elimination: no units and no bases (Survival: no base, and his units leave too). Their orders
 * leave the board; one survivor wins.
 */
export function checkEliminations(d: Draft): void {
  if (d.phase === "setup" || d.phase === "over") return;
  for (let p = 0; p < d.players.length; p++) {
    const pl = d.players[p];
    if (pl.eliminated) continue;
    if (!isOut(d, p)) continue;
    pl.eliminated = true;
    removePiecesOf(d, p);
    // His face-down events leave the game unseen (never lost: every card stays in one place).
    if (pl.events.length > 0) d.events = { ...d.events, removed: [...d.events.removed, ...pl.events] };
    pl.events = [];
    for (const id in d.stacks) {
      if (d.stacks[id].some((o) => o.owner === p)) d.stacks[id] = d.stacks[id].filter((o) => o.owner !== p);
    }
    d.transports = d.transports.filter((t) => t.owner !== p);
    removeInstallationsOf(d, p);
  }
  const left = alive(d);
  if (isTeamGame(d)) {
    // Team Play: the last team with a member left wins, both members.
    const teams = allTeams(d).filter((t) => teamAlive(d, t));
    if (teams.length === 1) endGame(d, teamMembers(d, teams[0]), "elimination");
    else if (teams.length === 0) endGame(d, [], "elimination");
    return;
  }
  if (left.length === 1) endGame(d, left, "elimination");
  else if (left.length === 0) endGame(d, [], "elimination");
}

/** Regrouping step 6. Ruling: the winner is the best among the players who reached their own target. */
export function normalVictory(s: StarcraftState): PlayerId[] | null {
  if (isGalacticConquest(s)) return null; // Galactic Conquest and Survival: elimination only
  if (isTeamGame(s)) {
    const reached = allTeams(s).filter((t) => teamAlive(s, t) && teamCp(s, t) >= teamTarget(s, t));
    return reached.length > 0 ? bestTeams(s, reached) : null;
  }
  const reached = alive(s).filter((p) => s.players[p].cp >= normalTarget(s, p));
  return reached.length > 0 ? best(s, reached) : null;
}

type VictoryCheck = (s: StarcraftState, p: PlayerId, params: Record<string, unknown>) => boolean;

function count(params: Record<string, unknown>, fallback: number): number {
  return typeof params.count === "number" ? params.count : fallback;
}

function areasWhere(s: StarcraftState, pred: (area: string) => boolean): number {
  let n = 0;
  for (const id of s.planetOrder) for (const a of planetAreas(s, id)) if (pred(a.id)) n++;
  return n;
}

/**
 * Special victory objectives by the content's effect key (checked in Stage III only). Where fewer
 * qualifying areas exist than required, controlling all of them suffices (FAQ); depleted areas
 * still count.
 */
export const SPECIAL_VICTORIES: Record<string, VictoryCheck> = {
  // Jim Raynor: control six areas with minerals or gas.
  "victory-control-resource-areas": (s, p, params) => {
    const isRes = (a: string) => cat(s).areas[a].resource !== null;
    const need = Math.min(count(params, 6), areasWhere(s, isRes));
    return need > 0 && areasControlled(s, p, isRes) >= need;
  },
  // Arcturus Mengsk: control every area of two different planets.
  "victory-control-whole-planets": (s, p, params) => {
    let planets = 0;
    for (const id of s.planetOrder) if (planetAreas(s, id).every((a) => controller(s, a.id) === p)) planets++;
    return planets >= count(params, 2);
  },
  // The Queen of Blades: control three areas that give conquest points.
  "victory-control-conquest-areas": (s, p, params) => {
    const isCp = (a: string) => areaCp(s, a) > 0;
    const need = Math.min(count(params, 3), areasWhere(s, isCp));
    return need > 0 && areasControlled(s, p, isCp) >= need;
  },
  // The Overmind: bases on three different planets.
  "victory-bases-on-planets": (s, p, params) =>
    s.planetOrder.filter((id) => baseOnPlanet(s, id, p)).length >= count(params, 3),
  // Tassadar: control more areas than every other player.
  "victory-most-areas": (s, p) => {
    const mine = areasControlled(s, p);
    return alive(s).every((q) => q === p || areasControlled(s, q) < mine);
  },
  // Aldaris wins through The End Draws Near (regrouping step 8), not here.
  "victory-end-draws-near": () => false,
};

export function specialVictory(s: StarcraftState): PlayerId[] | null {
  if (isGalacticConquest(s)) return null; // Galactic Conquest and Survival: elimination only
  const achieved = alive(s).filter((p) => {
    const v = specialVictoryOf(s, p);
    return v ? (SPECIAL_VICTORIES[v.key]?.(s, p, v.params) ?? false) : false;
  });
  if (achieved.length === 0) return null;
  // Team Play: a member's special victory wins for his team.
  return isTeamGame(s) ? bestTeams(s, teamsOf(s, achieved)) : best(s, achieved);
}

/** Two or more The End Draws Near on the table: Aldaris wins if in the game, else the best player. */
export function endDrawsNearWinners(s: StarcraftState): PlayerId[] {
  const aldaris = alive(s).filter((p) => hasAldarisObjective(s, p));
  if (isTeamGame(s)) return bestTeams(s, teamsOf(s, aldaris.length > 0 ? aldaris : alive(s)));
  return aldaris.length > 0 ? aldaris : best(s, alive(s));
}
