/**
 * Mobilize order: units move only TO the active planet — between its areas, and from adjacent
 * planets over the player's own transports (Z-axis routes included). All movement ends within
 * unit limits; at most one area with another player's units is contested per order, and that
 * area may be overstacked by 2. Air Support: nobody moves units from another planet straight
 * into an area holding the base of a player who owns an Air Support module. Maelstrom
 * (orders/maelstrom.ts), when used, closes the areas holding that player's Dark Archons to this
 * order; the order is then committed and may end without a move. A contested area starts a
 * battle once the player ends the movement. Team Play (provisional, variants/teams.ts): no unit
 * moves into an area holding the partner's pieces.
 *
 * Limits are checked where the rulebook checks them, at the END of the movement: a move may
 * overfill an area for a while (e.g. to swap units through a full area). Units move one at a time,
 * each at most once per order (ruling: the texts are silent on the order of moves; once per order
 * keeps the choice finite). A move after which the movement could no longer end within the limits
 * is refused (mobilize-reach.ts), so every accepted position can still be ended; `take-back-moves`
 * puts the units moved by this order back where they started, for a player who changes his mind.
 * Ruling: once per order. Nobody needs it twice (no position is a dead end), and a repeated
 * take-back would let a player (or a bot) loop forever without the order ever ending.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import { countAssistExemptions, unitsCounted } from "../brood-war/assist";
import { finishDefend } from "../brood-war/defend";
import { deployFromReserve, mobilizeReserve, returnToReserve } from "../brood-war/leadership-effects/reserve";
import {
  airSupportBaseIn,
  destroyOffensiveTransports,
  hasOffensiveModule,
  transportRoute,
} from "../brood-war/offensive";
import type { Draft } from "../draft";
import { Err } from "../errors";
import type { FlowStep } from "../flow-step";
import { enemyUnitsIn, planetAreas, planetOf, transportBetween } from "../queries";
import { cat } from "../rules-catalog";
import type { MobilizeFrame, StarcraftState, Unit } from "../state";
import { terrainOk } from "../terrain";
import { partnerIn } from "../variants/teams";
import { startBattleFor } from "./battle-start";
import { type Before, canStillEnd, endsAfterMove, endsWithinLimits, positionBefore } from "./mobilize-reach";

/** A Mobilize order about to move; `blocked`: areas closed by Maelstrom (only when someone used it). */
function mobilizeFrame(p: PlayerId, planet: string, gold: boolean, blocked?: string[]): MobilizeFrame {
  return {
    kind: "mobilize",
    player: p,
    planet,
    gold,
    moved: [],
    from: [],
    contested: null,
    tookBack: false,
    ...(blocked ? { blocked } : {}),
  };
}

export function startMobilize(
  d: Draft,
  p: PlayerId,
  planet: string,
  gold: boolean,
  blocked?: string[],
): void {
  d.frame = mobilizeFrame(p, planet, gold, blocked);
}

/** Whether p has at least one legal move to the planet (with these areas closed by Maelstrom). */
export function canMobilize(s: StarcraftState, p: PlayerId, planet: string, blocked?: string[]): boolean {
  // The frame set after the copy, not as an override in the literal (V8's slower path).
  const t = { ...s };
  t.frame = mobilizeFrame(p, planet, false, blocked);
  return moves(t, p, true).length > 0;
}

/**
 * Maelstrom was used on this order, or it is a Defend order: it is committed (no event instead)
 * and may end without a move.
 */
function committed(f: MobilizeFrame): boolean {
  return f.blocked !== undefined || f.defend !== undefined;
}

/**
 * Why unit `u` may not move into `to` now, or null. `before` (the position before the move and
 * the areas holding enemy units, mobilize-reach.ts) lets an enumeration of moves answer the last
 * checks quickly.
 */
function moveError(
  s: StarcraftState,
  p: PlayerId,
  f: MobilizeFrame,
  u: Unit | undefined,
  to: string,
  before?: Before,
): RuleError | null {
  if (!u || u.owner !== p) return Err.mobilizeTo("Only own units move.");
  const area = cat(s).areas[to];
  if (!area || area.planet !== f.planet) return Err.mobilizeTo();
  if (u.area === to) return Err.mobilizeTo("The unit is already in that area.");
  if (f.moved.includes(u.id)) return Err.mobilizeOnce();
  if (f.defend !== undefined && to !== f.defend) return Err.defendArea();
  const from = planetOf(u.area);
  if (from !== f.planet && !transportBetween(s, from, f.planet, p)) return Err.mobilizeTransport();
  if (f.blocked?.includes(to)) return Err.maelstrom();
  if (!terrainOk(area.terrain, cat(s).units[u.type].flying)) return Err.terrain();
  // Brood War Offensive module: Air Support may be ignored (the transports used are then lost).
  if (from !== f.planet && airSupportBaseIn(s, p, to) && !hasOffensiveModule(s, p)) return Err.airSupport();
  if (partnerIn(s, to, p)) return Err.teamPartnerArea();
  const fight = before !== undefined ? before.enemy.has(to) : enemyUnitsIn(s, to, p);
  if (fight && f.contested !== null && f.contested !== to) return Err.mobilizeOneBattle();
  // A Defend order moves only into its area, so it can never repair an overfill: stay within it.
  if (f.defend !== undefined) {
    const after = s.units.map((x) => (x.id === u.id ? { ...x, area: to } : x));
    return unitsCounted(s, p, to, after) > area.limit ? Err.mobilizeLimit() : null;
  }
  // Overfilling is fine for now; a move that leaves no way to end within the limits is not.
  const ends =
    before !== undefined
      ? endsAfterMove(s, f, before, u, to) || canStillEnd(s, p, f, { unit: u.id, area: to }, before.enemy)
      : canStillEnd(s, p, f, { unit: u.id, area: to });
  if (!ends)
    return Err.mobilizeLimit("After this move the movement could no longer end within the unit limits.");
  return null;
}

/** Where the unit moved from: a reserve unit (Covert Operations) comes from off the board. */
export const FROM_RESERVE = "reserve";

/**
 * Brood War *Covert Operations*: may a reserve unit of `type` join this movement into `to`, as if
 * it stood on the active planet? The same rules as a move within the planet (a stand-in figure).
 */
function heldMoveError(
  s: StarcraftState,
  p: PlayerId,
  f: MobilizeFrame,
  type: string,
  to: string,
): RuleError | null {
  if (!mobilizeReserve(s, p).includes(type)) return Err.mobilizeTo("No such unit in your reserve.");
  const area = cat(s).areas[to];
  if (!area || area.planet !== f.planet) return Err.mobilizeTo();
  if (f.defend !== undefined && to !== f.defend) return Err.defendArea();
  if (f.blocked?.includes(to)) return Err.maelstrom();
  if (!terrainOk(area.terrain, cat(s).units[type]?.flying ?? false)) return Err.terrain();
  if (partnerIn(s, to, p)) return Err.teamPartnerArea();
  if (enemyUnitsIn(s, to, p) && f.contested !== null && f.contested !== to) return Err.mobilizeOneBattle();
  const standIn = { id: -1, owner: p, type, area: to };
  const t = { ...s, units: [...s.units, standIn] };
  const g = { ...f, moved: [...f.moved, -1], contested: f.contested ?? (enemyUnitsIn(s, to, p) ? to : null) };
  if (f.defend !== undefined)
    return unitsCounted(t, p, to, t.units) > area.limit ? Err.mobilizeLimit() : null;
  if (!canStillEnd(t, p, g))
    return Err.mobilizeLimit("After this move the movement could no longer end within the unit limits.");
  return null;
}

function moves(s: StarcraftState, p: PlayerId, firstOnly = false): StarcraftAction[] {
  const f = s.frame as MobilizeFrame;
  const out: StarcraftAction[] = [];
  const areas = planetAreas(s, f.planet);
  for (const unit of mobilizeReserve(s, p))
    for (const a of areas)
      if (heldMoveError(s, p, f, unit, a.id) === null) {
        out.push({ type: "move-held", unit, area: a.id });
        if (firstOnly) return out;
      }
  // The position before any move, for moveError's quick end check: computed once, not per move.
  let before: Before | undefined;
  for (const u of s.units) {
    if (u.owner !== p || f.moved.includes(u.id)) continue;
    const from = planetOf(u.area);
    if (from !== f.planet && !transportBetween(s, from, f.planet, p)) continue;
    before ??= positionBefore(s, p, f);
    for (const a of areas) {
      if (moveError(s, p, f, u, a.id, before) === null) {
        out.push({ type: "move-unit", unit: u.id, area: a.id });
        if (firstOnly) return out;
      }
    }
  }
  return out;
}

export function legalMobilize(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame as MobilizeFrame;
  const out = moves(s, p);
  if (f.moved.length > 0 || committed(f)) {
    if (endsWithinLimits(s, p, f)) out.push({ type: "end-mobilize" });
    if (!f.tookBack && f.moved.length > 0) out.push({ type: "take-back-moves" });
  }
  return out;
}

export function checkMobilize(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame as MobilizeFrame;
  if (a.type === "end-mobilize") {
    if (f.moved.length === 0 && !committed(f))
      return Err.nothingDone("Move at least one unit, or draw an event instead.");
    return endsWithinLimits(s, p, f)
      ? null
      : Err.mobilizeLimit("Every area must end within its unit limit (the contested area +2).");
  }
  if (a.type === "take-back-moves") {
    if (f.tookBack) return Err.mobilizeTakeBackOnce();
    return f.moved.length > 0 ? null : Err.nothingDone("No unit has moved in this order yet.");
  }
  // FAQ: Maelstrom is used only after the mover chose to execute; he cannot take that choice back.
  if (a.type === "draw-event-instead" && f.blocked !== undefined) return Err.maelstromCommitted();
  if (a.type === "move-held") return heldMoveError(s, p, f, a.unit, a.area);
  if (a.type !== "move-unit") return Err.wrongDecision();
  return moveError(
    s,
    p,
    f,
    s.units.find((u) => u.id === a.unit),
    a.area,
  );
}

/**
 * One step of the Mobilize order. Returns what follows its end (flow-step.ts): the order is over,
 * or (a Defend order, in planning) the next player places an order; a battle may come first.
 */
export function applyMobilize(d: Draft, p: PlayerId, a: StarcraftAction): FlowStep {
  const f = d.frame as MobilizeFrame;
  if (a.type === "move-unit") {
    const i = d.units.findIndex((u) => u.id === a.unit);
    const contested = f.contested ?? (enemyUnitsIn(d, a.area, p) ? a.area : null);
    const from = d.units[i].area;
    d.units[i] = { ...d.units[i], area: a.area };
    d.frame = { ...f, moved: [...f.moved, a.unit], from: [...f.from, from], contested };
    // Offensive module: remember the transport that carried it past an enemy's Air Support.
    if (planetOf(from) !== f.planet && airSupportBaseIn(d, p, a.area)) {
      const route = transportRoute(d, p, planetOf(from), f.planet);
      if (route !== null && !f.offensive?.includes(route))
        d.frame = { ...d.frame, offensive: [...(f.offensive ?? []), route] };
    }
    return null;
  }
  if (a.type === "move-held") {
    const contested = f.contested ?? (enemyUnitsIn(d, a.area, p) ? a.area : null);
    const id = deployFromReserve(d, p, a.unit, a.area);
    d.frame = { ...f, moved: [...f.moved, id], from: [...f.from, FROM_RESERVE], contested };
    return null;
  }
  if (a.type === "take-back-moves") {
    // Nothing but positions changes during the movement, so restoring them restores the order's start.
    const back = new Map(f.moved.map((id, k) => [id, f.from[k]]));
    // Reserve units (Covert Operations) go back to the reserve.
    for (const [id, from] of back) if (from === FROM_RESERVE) returnToReserve(d, p, id);
    d.units = d.units.map((u) => {
      const area = back.get(u.id);
      return area === undefined ? u : { ...u, area };
    });
    const { offensive: _undone, ...rest } = f;
    d.frame = { ...rest, moved: [], from: [], contested: null, tookBack: true };
    return null;
  }
  if (a.type === "end-mobilize") {
    countAssistExemptions(d, p, f);
    destroyOffensiveTransports(d, p, f);
    if (f.defend !== undefined) {
      finishDefend(d, p, f.defend);
      return { next: "planning-turn", player: p };
    }
    if (f.contested && enemyUnitsIn(d, f.contested, p))
      return startBattleFor(d, p, f.planet, f.contested, f.gold);
    return { next: "end-order", player: p };
  }
  return null;
}
