/**
 * *Psi-Disruptor* (Raynor, Stage III, one-shot; one source): he names a planet where he has a
 * unit; every other player's units there must leave it, and those that cannot are destroyed.
 * Reading (provisional, the spec's): "leave" follows the retreat rule — each evicted player, in
 * turn order from Raynor's left, moves all his units on the planet together to one friendly or
 * empty area of an adjacent planet joined by a route holding one of his transports (his choice
 * when there are several; not asked when there is one). Units beyond that area's room or of the
 * wrong terrain (ground/flying) are destroyed; with no such area, all are. Heroes are not immune
 * (a forced retreat with no destination kills a hero, BW-H2). Bases and installations stay.
 * Team Play (provisional "partners never fight"): his partner's units are not evicted.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import {
  enemyPresence,
  neighbours,
  ownUnitsIn,
  planetAreas,
  planetOf,
  transportBetween,
} from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { terrainOk } from "../../terrain";
import { isOpponent } from "../../variants/teams";

export const EVICT = "leadership-evict-planet";

export function evictsPlanet(s: StarcraftState, card: string): boolean {
  return cat(s).leadership[card]?.effects.some((e) => e.key === EVICT) ?? false;
}

/** Planets he may name: those where he has a unit. */
export function evictPlanets(s: StarcraftState, p: PlayerId): string[] {
  return s.planetOrder.filter((planet) => s.units.some((u) => u.owner === p && planetOf(u.area) === planet));
}

/** The evicted players on `planet` (his opponents), in turn order from p's left. */
export function evictedPlayers(s: StarcraftState, p: PlayerId, planet: string): PlayerId[] {
  const n = s.players.length;
  const out: PlayerId[] = [];
  for (let i = 1; i < n; i++) {
    const q = (p + i) % n;
    if (isOpponent(s, p, q) && s.units.some((u) => u.owner === q && planetOf(u.area) === planet)) out.push(q);
  }
  return out;
}

/** Where q's units on `planet` may go: one area per the retreat rule, with room for one of them. */
export function evictionAreas(s: StarcraftState, q: PlayerId, planet: string): string[] {
  const mine = s.units.filter((u) => u.owner === q && planetOf(u.area) === planet);
  const out: string[] = [];
  for (const n of neighbours(s, planet)) {
    if (!transportBetween(s, planet, n, q)) continue;
    for (const a of planetAreas(s, n)) {
      if (enemyPresence(s, a.id, q) || ownUnitsIn(s, a.id, q) >= a.limit) continue;
      if (mine.some((u) => terrainOk(a.terrain, cat(s).units[u.type]?.flying ?? false))) out.push(a.id);
    }
  }
  return out;
}

/** q's units on `planet` go to `area` as far as room and terrain allow; the rest (or all, null) die. */
export function evict(d: Draft, q: PlayerId, planet: string, area: string | null): void {
  const def = area ? cat(d).areas[area] : null;
  let room = def && area ? def.limit - ownUnitsIn(d, area, q) : 0;
  const units = [];
  for (const u of d.units) {
    if (u.owner !== q || planetOf(u.area) !== planet) {
      units.push(u);
      continue;
    }
    if (def && area && room > 0 && terrainOk(def.terrain, cat(d).units[u.type]?.flying ?? false)) {
      units.push({ ...u, area });
      room--;
    }
  }
  d.units = units;
}

/**
 * Evict the players of `queue` in order, each without a choice at once; returns the queue from the
 * first player who has a choice to make (empty: all done).
 */
export function evictUntilChoice(d: Draft, planet: string, queue: PlayerId[]): PlayerId[] {
  for (let i = 0; i < queue.length; i++) {
    const q = queue[i];
    const areas = evictionAreas(d, q, planet);
    if (areas.length > 1) return queue.slice(i);
    evict(d, q, planet, areas[0] ?? null);
  }
  return [];
}

export function legalEviction(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  if (f.kind !== "psi-disruptor" || f.player !== p) return [];
  return evictionAreas(s, p, f.planet).map(
    (area): StarcraftAction => ({ type: "psi-disruptor-retreat", area }),
  );
}

export function checkEviction(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "psi-disruptor" || a.type !== "psi-disruptor-retreat") return Err.wrongDecision();
  const ok = legalEviction(s, p).some((x) => x.type === "psi-disruptor-retreat" && x.area === a.area);
  return ok
    ? null
    : ruleError(
        "bad-eviction-area",
        "Your units leave for one friendly or empty area of an adjacent planet joined by your transport.",
        "Psi-Disruptor",
      );
}
