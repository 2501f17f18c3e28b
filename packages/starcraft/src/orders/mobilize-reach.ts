/**
 * Can this Mobilize still end legally? The rulebook only checks the END of the movement: every
 * area within its unit limit (the one contested area may be overstacked by 2). Moves in between
 * may overfill an area, e.g. to swap units through a full area. This module answers, for a
 * position reached mid-order, whether the units not moved yet can still bring every area that
 * received units back within its limit.
 *
 * That is a tiny flow problem: each overfilled area must send out its excess; a unit not moved
 * yet may carry one unit of flow from its area to any area of the active planet its terrain
 * allows; an area absorbs as much as it has room. Areas relay flow (a unit arrives, another one
 * of that area leaves), which covers chains such as a flyer moving into a flying-only area to
 * make room for a ground unit. A planet has a handful of areas, so the graph has a few dozen edges.
 * In Team Play the partner's areas are closed, as in the move check itself.
 */
import type { PlayerId } from "@koprulu/engine";
import { hasAssistModule, isAssistUnit } from "../brood-war/assist";
import { enemyUnitsIn, planetAreas, planetOf } from "../queries";
import { type CatalogScope, cat } from "../rules-catalog";
import type { MobilizeFrame, StarcraftState, Unit } from "../state";
import { terrainOk } from "../terrain";
import { partnerIn } from "../variants/teams";

/** A move considered but not made yet. */
export interface Hypothetical {
  unit: number;
  area: string;
}

interface Position {
  /** Own units per area of the active planet. */
  own: Map<string, number>;
  /** Own units not moved yet per area of the active planet, split ground / flying. */
  free: Map<string, [number, number]>;
  /** Areas that received a unit this order: these must end within their limit. */
  received: Set<string>;
  contested: string | null;
  /**
   * Brood War Assist module: areas holding one of p's assist units, each allowed one unit more.
   * Assist units then never carry repair flow (they stay where they are), so the bonus is stable.
   */
  assist: Set<string>;
}

function position(s: StarcraftState, p: PlayerId, f: MobilizeFrame, extra?: Hypothetical): Position {
  const own = new Map<string, number>();
  const free = new Map<string, [number, number]>();
  const received = new Set<string>();
  const assist = new Set<string>();
  const exempt = hasAssistModule(s, p);
  for (const u of s.units) {
    if (u.owner !== p) continue;
    const moved = f.moved.includes(u.id) || u.id === extra?.unit;
    const area = u.id === extra?.unit ? extra.area : u.area;
    if (planetOf(area) !== f.planet) continue;
    own.set(area, (own.get(area) ?? 0) + 1);
    const isAssist = exempt && isAssistUnit(s, u.type);
    if (isAssist) assist.add(area);
    if (moved) received.add(area);
    else if (!isAssist) {
      const k = free.get(area) ?? [0, 0];
      k[cat(s).units[u.type]?.flying ? 1 : 0]++;
      free.set(area, k);
    }
  }
  let contested = f.contested;
  if (extra && contested === null && enemyUnitsIn(s, extra.area, p)) contested = extra.area;
  return { own, free, received, contested, assist };
}

function cap(s: CatalogScope, area: string, contested: string | null, pos: Position): number {
  return limitOf(s, area, contested, pos.assist.has(area));
}

/** Areas over their limit among those that received units, with the excess. */
function excess(s: CatalogScope, pos: Position, contested: string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const a of pos.received) {
    const over = (pos.own.get(a) ?? 0) - cap(s, a, contested, pos);
    if (over > 0) out.set(a, over);
  }
  return out;
}

/** True when the movement may end now: every area that received units is within its limit. */
export function endsWithinLimits(s: StarcraftState, p: PlayerId, f: MobilizeFrame): boolean {
  const pos = position(s, p, f);
  return excess(s, pos, pos.contested).size === 0;
}

/**
 * What the quick answer of `endsAfterMove` needs of a position before any hypothetical move:
 * computed once per enumeration of moves (orders/mobilize.ts `moves`), where canStillEnd would
 * otherwise rebuild the whole position for every unit and area.
 */
export interface Before {
  own: Map<string, number>;
  received: Set<string>;
  /** p's assist units per area of the active planet, when his Assist module exempts them. */
  assists: Map<string, number>;
  exempt: boolean;
  /** Areas that received units and are over their limit now. */
  over: string[];
  /** Areas holding another player's units (enemyUnitsIn), from one pass over the units. */
  enemy: Set<string>;
}

export function positionBefore(s: StarcraftState, p: PlayerId, f: MobilizeFrame): Before {
  const pos = position(s, p, f);
  const exempt = hasAssistModule(s, p);
  const assists = new Map<string, number>();
  const enemy = new Set<string>();
  for (const u of s.units) {
    if (u.owner !== p) enemy.add(u.area);
    else if (exempt && planetOf(u.area) === f.planet && isAssistUnit(s, u.type))
      assists.set(u.area, (assists.get(u.area) ?? 0) + 1);
  }
  return {
    own: pos.own,
    received: pos.received,
    assists,
    exempt,
    over: [...excess(s, pos, pos.contested).keys()],
    enemy,
  };
}

/**
 * True when moving `u` (own, not moved yet) into `to`, an area of the active planet, plainly
 * leaves a legal end: no area that received units is then over its limit, which is the first
 * thing canStillEnd checks (and then answers true without a flow). Only `u`'s old and new areas
 * change (their counts, assist bonus, and the contested area's +2, which can only become `to`), so
 * every other area keeps its standing in `before`. False means "not plainly": ask canStillEnd.
 */
export function endsAfterMove(
  s: StarcraftState,
  f: MobilizeFrame,
  before: Before,
  u: Unit,
  to: string,
): boolean {
  const from = u.area;
  for (const a of before.over) if (a !== from && a !== to) return false;
  const contested = f.contested ?? (before.enemy.has(to) ? to : null);
  const assist = before.exempt && isAssistUnit(s, u.type) ? 1 : 0;
  if (planetOf(from) === f.planet && before.received.has(from)) {
    const left = (before.assists.get(from) ?? 0) - assist;
    if ((before.own.get(from) ?? 0) - 1 > limitOf(s, from, contested, left > 0)) return false;
  }
  const arrived = (before.assists.get(to) ?? 0) + assist;
  return (before.own.get(to) ?? 0) + 1 <= limitOf(s, to, contested, arrived > 0);
}

/** An area's unit limit in a Mobilize: +2 when contested, +1 with an exempt assist unit there. */
function limitOf(s: CatalogScope, area: string, contested: string | null, assisted: boolean): number {
  return cat(s).areas[area].limit + (area === contested ? 2 : 0) + (assisted ? 1 : 0);
}

/** True when, after `extra` (if given), the units not moved yet can still make the end legal. */
export function canStillEnd(
  s: StarcraftState,
  p: PlayerId,
  f: MobilizeFrame,
  extra?: Hypothetical,
  enemy?: ReadonlySet<string>,
): boolean {
  const pos = position(s, p, f, extra);
  if (excess(s, pos, pos.contested).size === 0) return true;
  // Without a contested area yet, a repair move may still contest one enemy area: try each.
  const candidates: (string | null)[] = [pos.contested];
  if (pos.contested === null)
    // An area closed by Maelstrom can never be entered, so it is never the contested one.
    // Team Play: a partner's area is never entered either.
    for (const a of planetAreas(s, f.planet))
      if (enemyIn(s, a.id, p, enemy) && !f.blocked?.includes(a.id) && !partnerIn(s, a.id, p))
        candidates.push(a.id);
  for (const c of candidates) if (repairable(s, p, f.planet, pos, c, enemy)) return true;
  return false;
}

/** enemyUnitsIn, from the enemy areas of `positionBefore` when the caller has them. */
function enemyIn(s: StarcraftState, area: string, p: PlayerId, enemy?: ReadonlySet<string>): boolean {
  return enemy !== undefined ? enemy.has(area) : enemyUnitsIn(s, area, p);
}

function repairable(
  s: StarcraftState,
  p: PlayerId,
  planet: string,
  pos: Position,
  contested: string | null,
  enemy?: ReadonlySet<string>,
): boolean {
  const areas = planetAreas(s, planet);
  const k = areas.length;
  // Nodes: 0 source, 1 sink, 2..k+1 areas, then per area a ground and a flying node.
  const n = 2 + 3 * k;
  const capM: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const BIG = 1000;
  const over = excess(s, pos, contested);
  let need = 0;
  areas.forEach((a, i) => {
    const node = 2 + i;
    const extra = over.get(a.id) ?? 0;
    need += extra;
    capM[0][node] = extra;
    capM[node][1] = extra > 0 ? 0 : Math.max(0, cap(s, a.id, contested, pos) - (pos.own.get(a.id) ?? 0));
    const [ground, flying] = pos.free.get(a.id) ?? [0, 0];
    const g = 2 + k + 2 * i;
    capM[node][g] = ground;
    capM[node][g + 1] = flying;
    areas.forEach((b, j) => {
      if (j === i) return;
      // Another player's units: only the contested area may be entered.
      if (b.id !== contested && enemyIn(s, b.id, p, enemy)) return;
      // Team Play: nor an area holding the partner's pieces (orders/mobilize.ts).
      if (partnerIn(s, b.id, p)) return;
      if (terrainOk(b.terrain, false)) capM[g][2 + j] = BIG;
      if (terrainOk(b.terrain, true)) capM[g + 1][2 + j] = BIG;
    });
  });
  return maxFlow(capM, 0, 1, need) >= need;
}

/** Edmonds–Karp on an adjacency matrix; stops once `enough` is reached. */
function maxFlow(c: number[][], src: number, sink: number, enough: number): number {
  const n = c.length;
  let flow = 0;
  while (flow < enough) {
    const prev = new Array<number>(n).fill(-1);
    prev[src] = src;
    const queue = [src];
    for (let qi = 0; qi < queue.length && prev[sink] === -1; qi++) {
      const x = queue[qi];
      for (let y = 0; y < n; y++) {
        if (prev[y] === -1 && c[x][y] > 0) {
          prev[y] = x;
          queue.push(y);
        }
      }
    }
    if (prev[sink] === -1) break;
    let push = Number.POSITIVE_INFINITY;
    for (let y = sink; y !== src; y = prev[y]) push = Math.min(push, c[prev[y]][y]);
    for (let y = sink; y !== src; y = prev[y]) {
      c[prev[y]][y] -= push;
      c[y][prev[y]] += push;
    }
    flow += push;
  }
  return flow;
}
