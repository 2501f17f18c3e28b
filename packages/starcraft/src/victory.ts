/**
 * Victory: normal (15 conquest points; while Aldaris plays, the other players need 20), each
 * faction's special victory (Stage III only), The End Draws Near (two or more on the table),
 * elimination (a player with no units and no bases leaves the game and his orders are removed).
 * Ties: most conquest points, then total resources, areas controlled, bases, workers in the pool
 * (rulebook order); a remaining tie shares the win.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "./draft";
import { baseOnPlanet, controller, factionOf, isAldarisInGame, planetAreas } from "./queries";
import { cat } from "./rules-catalog";
import type { StarcraftState } from "./state";

export const NORMAL_TARGET = 15;
export const ALDARIS_TARGET = 20;

export function normalTarget(s: StarcraftState, p: PlayerId): number {
  return isAldarisInGame(s) && factionOf(s, p).specialVictory !== "aldaris" ? ALDARIS_TARGET : NORMAL_TARGET;
}

export function areasControlled(s: StarcraftState, p: PlayerId, filter?: (area: string) => boolean): number {
  let n = 0;
  for (const id of s.planetOrder)
    for (const a of planetAreas(id)) if ((!filter || filter(a.id)) && controller(s, a.id) === p) n++;
  return n;
}

function totalResources(s: StarcraftState, p: PlayerId): number {
  const perm = factionOf(s, p).permanent;
  let n = perm.minerals + perm.gas;
  for (const id in s.resources) if (s.resources[id].owner === p) n += cat().areas[id].amount;
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

/** Elimination: no units and no bases. Their orders leave the board; one survivor wins. */
export function checkEliminations(d: Draft): void {
  if (d.phase === "setup" || d.phase === "over") return;
  for (let p = 0; p < d.players.length; p++) {
    const pl = d.players[p];
    if (pl.eliminated) continue;
    if (d.units.some((u) => u.owner === p) || d.bases.some((b) => b.owner === p)) continue;
    pl.eliminated = true;
    pl.events = [];
    for (const id in d.stacks) {
      if (d.stacks[id].some((o) => o.owner === p)) d.stacks[id] = d.stacks[id].filter((o) => o.owner !== p);
    }
    d.transports = d.transports.filter((t) => t.owner !== p);
  }
  const left = alive(d);
  if (left.length === 1) endGame(d, left, "elimination");
  else if (left.length === 0) endGame(d, [], "elimination");
}

/** Regrouping step 6. Ruling: the winner is the best among the players who reached their own target. */
export function normalVictory(s: StarcraftState): PlayerId[] | null {
  const reached = alive(s).filter((p) => s.players[p].cp >= normalTarget(s, p));
  return reached.length > 0 ? best(s, reached) : null;
}

type VictoryCheck = (s: StarcraftState, p: PlayerId) => boolean;

/** Special victory objectives by the faction's key (Aldaris wins through The End Draws Near). */
export const SPECIAL_VICTORIES: Record<string, VictoryCheck> = {
  // Control six areas with minerals or gas (all of them if fewer exist; depleted areas count).
  raynor: (s, p) => {
    let total = 0;
    for (const id of s.planetOrder) for (const a of planetAreas(id)) if (a.resource) total++;
    return areasControlled(s, p, (a) => cat().areas[a].resource !== null) >= Math.min(6, total);
  },
  // Control every area of two different planets.
  mengsk: (s, p) => {
    let planets = 0;
    for (const id of s.planetOrder) if (planetAreas(id).every((a) => controller(s, a.id) === p)) planets++;
    return planets >= 2;
  },
  // Control three areas that give conquest points (all of them if fewer exist).
  "queen-of-blades": (s, p) => {
    let total = 0;
    for (const id of s.planetOrder) for (const a of planetAreas(id)) if (a.cp > 0) total++;
    return areasControlled(s, p, (a) => cat().areas[a].cp > 0) >= Math.min(3, total);
  },
  // Bases on three different planets.
  overmind: (s, p) => s.planetOrder.filter((id) => baseOnPlanet(s, id, p)).length >= 3,
  // Control more areas than every other player.
  tassadar: (s, p) => {
    const mine = areasControlled(s, p);
    return alive(s).every((q) => q === p || areasControlled(s, q) < mine);
  },
  aldaris: () => false,
};

export function specialVictory(s: StarcraftState): PlayerId[] | null {
  const achieved = alive(s).filter((p) => SPECIAL_VICTORIES[factionOf(s, p).specialVictory]?.(s, p) ?? false);
  return achieved.length > 0 ? best(s, achieved) : null;
}

/** Two or more The End Draws Near on the table: Aldaris wins if in the game, else the best player. */
export function endDrawsNearWinners(s: StarcraftState): PlayerId[] {
  const aldaris = alive(s).filter((p) => factionOf(s, p).specialVictory === "aldaris");
  return aldaris.length > 0 ? aldaris : best(s, alive(s));
}
