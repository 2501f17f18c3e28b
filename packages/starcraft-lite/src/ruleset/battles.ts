/**
 * The bridge to the dice battle sub-game (src/battle): build a `LiteBattleInput` from the board
 * when the mover's units share an area with another player's (L-M3), relay its decisions, and
 * copy its result back (destroyed, withdrawn, retreated and joined units, workers, lift-off, the
 * nuke, the lift-off CP).
 */
import type { PlayerId } from "@koprulu/engine";
import {
  cat,
  enemyPresence,
  neighbours,
  ownUnitsIn,
  planetAreas,
  planetOf,
  transportBetween,
} from "@koprulu/starcraft/board";
import { liteResult, startLiteBattle } from "../battle/battle";
import type { LiteBattleInput, LiteBattleResult, LiteBattleSide, LiteBattleState } from "../battle/types";
import type { LiteState } from "./state";

function side(s: LiteState, p: PlayerId, planet: string, area: string, attacker: boolean): LiteBattleSide {
  const b = s.board;
  const pl = s.players[p];
  const room = (a: string) => cat(b).areas[a].limit - ownUnitsIn(b, a, p);
  const samePlanet = planetAreas(b, planet)
    .map((a) => a.id)
    .filter((a) => a !== area && !enemyPresence(b, a, p));
  const retreatDestinations = samePlanet.filter((a) => room(a) > 0).map((a) => ({ planet, area: a }));
  // The base game's failed-attack rule: also an adjacent planet over the attacker's own transport.
  if (attacker)
    for (const n of neighbours(b, planet)) {
      if (!transportBetween(b, planet, n, p)) continue;
      for (const a of planetAreas(b, n))
        if (!enemyPresence(b, a.id, p) && room(a.id) > 0) retreatDestinations.push({ planet: n, area: a.id });
    }
  return {
    player: p,
    race: pl.race,
    units: b.units.filter((u) => u.area === area && u.owner === p).map((u) => ({ id: u.id, type: u.type })),
    upgrades: pl.upgrades,
    modules: pl.modules,
    baseInArea: b.bases.some((x) => x.area === area && x.owner === p),
    baseOnPlanet: b.bases.some((x) => x.owner === p && planetOf(x.area) === planet),
    nukeAvailable: !s.nuked.includes(planet),
    workers: b.players[p].workerPool,
    // Ruling 15: only areas with room (several withdrawals into one area are trimmed in copyBack).
    withdrawAreas: samePlanet.filter((a) => room(a) > 0),
    retreatDestinations,
    liftOffAreas: samePlanet.filter((a) => !b.bases.some((x) => x.area === a)),
    recallAreas: [
      ...new Set(
        b.units
          .filter((u) => u.owner === p && u.type === "protoss-arbiter" && u.area !== area)
          .map((u) => u.area),
      ),
    ],
    nydusUnits: b.units
      .filter((u) => u.owner === p && planetOf(u.area) === planet && u.area !== area)
      .map((u) => ({ id: u.id, type: u.type, area: u.area })),
  };
}

export function battleInput(s: LiteState, mover: PlayerId, area: string): LiteBattleInput {
  const planet = planetOf(area);
  const defender = s.board.units.find((u) => u.area === area && u.owner !== mover)!.owner;
  return {
    planet,
    area,
    attacker: side(s, mover, planet, area, true),
    defender: side(s, defender, planet, area, false),
  };
}

/** Start the battle; returns true when it already finished (every question had one answer). */
export function startBattle(d: LiteState, mover: PlayerId, area: string): boolean {
  const b = startLiteBattle(battleInput(d, mover, area), d.rng);
  d.stats = { battles: d.stats.battles + 1 };
  const r = liteResult(b);
  if (r) {
    copyBack(d, b, r);
    return true;
  }
  d.battle = b;
  return false;
}

/**
 * The +2 overstack lasts only for the battle (base rule): a player left with more units than the
 * area's limit destroys the excess, his choice (`trim` decisions). Null when nobody is over.
 */
export function excessAfterBattle(d: LiteState, area: string): { player: PlayerId; count: number } | null {
  const limit = cat(d.board).areas[area].limit;
  for (const p of new Set(d.board.units.filter((u) => u.area === area).map((u) => u.owner))) {
    const n = d.board.units.filter((u) => u.area === area && u.owner === p).length;
    if (n > limit) return { player: p, count: n - limit };
  }
  return null;
}

type FinishedBattle = NonNullable<LiteState["lastBattle"]>;

/**
 * Battles finished while `battlesFinishedDuring` watches (null otherwise). The state keeps only
 * the last (`lastBattle`); the story re-runs an action that finished several under watch to tell
 * each. Not part of the state, so replays and hashes do not depend on it.
 */
let finishedBattles: FinishedBattle[] | null = null;

/** Run `fn` (an apply) and return, with its result, every battle finished in it, in order. */
export function battlesFinishedDuring<T>(fn: () => T): { result: T; battles: FinishedBattle[] } {
  const outer = finishedBattles;
  const battles: FinishedBattle[] = [];
  finishedBattles = battles;
  try {
    return { result: fn(), battles };
  } finally {
    finishedBattles = outer;
  }
}

/** Write a finished battle back onto the board. */
export function copyBack(d: LiteState, b: LiteBattleState, r: LiteBattleResult): void {
  const input = b.input;
  // Kept for the table: the last battle's armies and every round's rolls, until the next battle.
  d.lastBattle = { input, reports: b.reports, winner: r.winner, destroyed: r.destroyed };
  finishedBattles?.push(d.lastBattle);
  const board = d.board;
  const moves = new Map<number, string>();
  for (const j of r.joined) moves.set(j.unit, input.area);
  for (const w of r.withdrawn) moves.set(w.unit, w.area);
  for (const t of r.retreated) moves.set(t.unit, t.area);
  const dead = new Set(r.destroyed);
  board.units = board.units
    .filter((u) => !dead.has(u.id))
    .map((u) => (moves.has(u.id) ? { ...u, area: moves.get(u.id)! } : u));
  // Retreats, withdrawals and Recall may not break unit limits: units beyond a destination's room
  // are destroyed (base-game rule for units that cannot retreat).
  const left = [...r.retreated, ...r.withdrawn];
  for (const dest of new Set(left.map((t) => t.area))) {
    const limit = cat(board).areas[dest].limit;
    for (const p of new Set(board.units.filter((u) => u.area === dest).map((u) => u.owner))) {
      const here = board.units.filter((u) => u.area === dest && u.owner === p);
      const excess = new Set(
        here
          .filter((u) => left.some((t) => t.unit === u.id))
          .slice(0, Math.max(0, here.length - limit))
          .map((u) => u.id),
      );
      if (excess.size > 0) board.units = board.units.filter((u) => !excess.has(u.id));
    }
  }
  for (const [k, n] of Object.entries(r.workersUnavailable)) {
    const pl = board.players[Number(k)];
    const m = Math.min(n, pl.workerPool);
    board.players[Number(k)] = {
      ...pl,
      workerPool: pl.workerPool - m,
      workersUnavailable: pl.workersUnavailable + m,
    };
  }
  for (const [k, n] of Object.entries(r.workersDestroyed)) {
    const pl = board.players[Number(k)];
    board.players[Number(k)] = { ...pl, workerPool: Math.max(0, pl.workerPool - n) };
  }
  for (const e of r.aftermath) {
    if (e.kind === "nuke-fired" && !d.nuked.includes(input.planet)) d.nuked = [...d.nuked, input.planet];
    else if (e.kind === "lift-off" && typeof e.to === "string") {
      const to = e.to as string;
      board.bases = board.bases.map((x) =>
        x.area === input.area && x.owner === e.player ? { ...x, area: to } : x,
      );
    } else if (e.kind === "lift-off-cp" && typeof e.cp === "number") {
      // Lift-off: the attacker scores at once (spec §7 step 1, A15).
      const pl = board.players[e.player];
      board.players[e.player] = { ...pl, cp: pl.cp + (e.cp as number) };
    }
  }
  d.rng = r.rng;
  d.battle = null;
}
