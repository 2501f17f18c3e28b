/**
 * Mobilize phase (spec §3), one player at a time from the first player (L-R2): any planetary
 * moves (L-M1), then at most one inter-planetary movement into ONE target area from planets
 * joined to it by the player's transports, at most limit + 2 units (L-M2); then every area where
 * his units meet another player's fights (L-M3, A2). Ruling: each unit moves at most once by
 * planetary movement per turn (moving twice never helps and would let a turn loop forever).
 */
import type { PlayerId } from "@koprulu/engine";
import {
  cat,
  enemyUnitsIn,
  neighbours,
  ownUnitsIn,
  planetAreas,
  planetOf,
  transportBetween,
} from "@koprulu/starcraft/board";
import type { LiteAction } from "./actions";
import { isAssist } from "./content";
import type { LiteState, Warp } from "./state";

type MobilizeFrame = Extract<LiteState["frame"], { kind: "mobilize" }>;

/** L-M6 / A3: the limit of an area, +2 when it is contested (another player's units there). */
export function roomFor(s: LiteState, p: PlayerId, area: string): number {
  const limit = cat(s.board).areas[area].limit + (enemyUnitsIn(s.board, area, p) ? 2 : 0);
  return limit - ownUnitsIn(s.board, area, p);
}

/** L-M4: an assist unit cannot start a battle: it enters an enemy area only beside a non-assist unit of its owner. */
export function assistMayEnter(s: LiteState, p: PlayerId, type: string, area: string): boolean {
  if (!isAssist(type) || !enemyUnitsIn(s.board, area, p)) return true;
  return s.board.units.some((u) => u.owner === p && u.area === area && !isAssist(u.type));
}

function mayEnter(s: LiteState, p: PlayerId, type: string, area: string): boolean {
  return roomFor(s, p, area) > 0 && assistMayEnter(s, p, type, area);
}

/** Planets joined to `planet` by the player's own transports. */
export function transportNeighbours(s: LiteState, p: PlayerId, planet: string): string[] {
  return neighbours(s.board, planet).filter((n) => transportBetween(s.board, n, planet, p));
}

function senders(s: LiteState, p: PlayerId, target: string, warp: Warp | null) {
  const planet = planetOf(target);
  const from = new Set(transportNeighbours(s, p, planet));
  return s.board.units.filter(
    (u) => u.owner === p && from.has(planetOf(u.area)) && !(warp?.sent.includes(u.id) ?? false),
  );
}

export function legalMobilize(s: LiteState, p: PlayerId): LiteAction[] {
  const f = s.frame as MobilizeFrame;
  const out: LiteAction[] = [];
  if (f.warp) {
    const limit = cat(s.board).areas[f.warp.target].limit + 2;
    if (f.warp.sent.length < limit)
      for (const u of senders(s, p, f.warp.target, f.warp))
        if (mayEnter(s, p, u.type, f.warp.target)) out.push({ type: "send", unit: u.id });
    if (f.warp.sent.length > 0) out.push({ type: "end-mobilize" });
    return out;
  }
  for (const u of s.board.units) {
    if (u.owner !== p || f.moved.includes(u.id)) continue;
    for (const a of planetAreas(s.board, planetOf(u.area)))
      if (a.id !== u.area && mayEnter(s, p, u.type, a.id)) out.push({ type: "move", unit: u.id, area: a.id });
  }
  if (!f.warped) for (const area of warpTargets(s, p)) out.push({ type: "warp", area });
  out.push({ type: "end-mobilize" });
  return out;
}

export function applyMobilizeMove(d: LiteState, _p: PlayerId, a: LiteAction): void {
  const f = d.frame as MobilizeFrame;
  if (a.type === "move") {
    d.board.units = d.board.units.map((u) => (u.id === a.unit ? { ...u, area: a.area } : u));
    d.frame = { ...f, moved: [...f.moved, a.unit] };
  } else if (a.type === "warp") {
    d.frame = { ...f, warp: { target: a.area, sent: [] }, warped: true };
  } else if (a.type === "send" && f.warp) {
    d.board.units = d.board.units.map((u) => (u.id === a.unit ? { ...u, area: f.warp!.target } : u));
    d.frame = { ...f, warp: { ...f.warp, sent: [...f.warp.sent, a.unit] } };
  }
}

/** Areas an inter-planetary movement may target: some unit of the player can be sent there. */
export function warpTargets(s: LiteState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const planet of s.board.planetOrder)
    for (const a of planetAreas(s.board, planet))
      if (senders(s, p, a.id, null).some((u) => mayEnter(s, p, u.type, a.id))) out.push(a.id);
  return out;
}

/** Areas where the mover's units now stand with another player's units (L-M3), in board order. */
export function contestedAreas(s: LiteState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const planet of s.board.planetOrder)
    for (const a of planetAreas(s.board, planet))
      if (ownUnitsIn(s.board, a.id, p) > 0 && enemyUnitsIn(s.board, a.id, p)) out.push(a.id);
  return out;
}
