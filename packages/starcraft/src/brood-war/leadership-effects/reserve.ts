/**
 * Units held in reserve on a Leadership card, off the board (not attackable, control nothing):
 * - *Covert Operations* (Raynor, Stage I, play area; one source): three Ghosts start in the
 *   reserve; Ghosts he builds may go there instead of the board; during any Mobilize order of his,
 *   a reserve Ghost joins the movement as if it stood on the active planet (`move-held`: into an
 *   area of that planet where one of his units could move; a take-back returns it to the reserve).
 * - *Conclave Fleet* (Aldaris, Stage I, play area; provisional, the one source is vague): any unit
 *   he builds may be held in reserve; whenever a Mobilize order (anyone's) is revealed, he may
 *   move reserve units, one at a time, to a friendly area holding his base (within its limit and
 *   terrain), then the revealed order goes on (frame `conclave-fleet`, `deploy-held`/`end-deploy`).
 * The pack tells them apart by the card's `unit` parameter: a unit type (Covert Operations, joins a
 * Mobilize) or null (Conclave Fleet, any unit, deployed to his bases). Reserve units are his
 * figures in use (the build's miniature limit counts them).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { enemyPresence, ownUnitsIn } from "../../queries";
import { cat } from "../../rules-catalog";
import type { Frame, StarcraftState } from "../../state";
import { terrainOk } from "../../terrain";
import { figureOwner } from "../mind-control";

export const UNIT_RESERVE = "leadership-unit-reserve";

/** The reserve rule of p's cards in play: the unit type it holds (null: any), or none. */
function reserveRule(s: StarcraftState, p: PlayerId): { unit: string | null } | null {
  if (!s.broodWar?.lead) return null;
  for (const id of s.broodWar.leadership[p] ?? [])
    for (const e of cat(s).leadership[id]?.effects ?? [])
      if (e.key === UNIT_RESERVE) return { unit: typeof e.params.unit === "string" ? e.params.unit : null };
  return null;
}

export function reserveOf(s: StarcraftState, p: PlayerId): string[] {
  return s.broodWar?.lead?.reserve?.[p] ?? [];
}

/** May p hold a new unit of `type` in his reserve? */
export function canHold(s: StarcraftState, p: PlayerId, type: string): boolean {
  const r = reserveRule(s, p);
  return r !== null && (r.unit === null || r.unit === type);
}

function setReserve(d: Draft, p: PlayerId, units: string[]): void {
  const bw = d.broodWar;
  if (!bw?.lead) return;
  const reserve = d.players.map((_, q) => (q === p ? units : (bw.lead?.reserve?.[q] ?? [])));
  d.broodWar = { ...bw, lead: { ...bw.lead, reserve } };
}

export function addToReserve(d: Draft, p: PlayerId, type: string): void {
  setReserve(d, p, [...reserveOf(d, p), type]);
}

function takeFromReserve(d: Draft, p: PlayerId, type: string): void {
  const units = reserveOf(d, p).slice();
  const i = units.indexOf(type);
  if (i >= 0) units.splice(i, 1);
  setReserve(d, p, units);
}

/** Figures of `type` of p's held in reserve. */
export function reservedFigures(s: StarcraftState, p: PlayerId, type: string): number {
  return reserveOf(s, p).filter((t) => t === type).length;
}

/** Covert Operations at resolution: the starting reserve (as many as his free figures allow). */
export function fillStartingReserve(d: Draft, p: PlayerId, params: Record<string, unknown>): void {
  const type = typeof params.unit === "string" ? params.unit : null;
  const start = typeof params.start === "number" ? params.start : 0;
  if (!type || start <= 0) return;
  const def = cat(d).units[type];
  if (!def) return;
  const used =
    d.units.filter((u) => u.type === type && figureOwner(d, u) === p).length + reservedFigures(d, p, type);
  const n = Math.max(0, Math.min(start, def.figures - used));
  setReserve(d, p, [...reserveOf(d, p), ...Array<string>(n).fill(type)]);
}

// ------------------------------------------------------------ Covert Operations: joins a Mobilize

/** The reserve units p may bring into his Mobilize on `planet` (Covert Operations only). */
export function mobilizeReserve(s: StarcraftState, p: PlayerId): string[] {
  const r = reserveRule(s, p);
  if (!r || r.unit === null) return [];
  return [...new Set(reserveOf(s, p))];
}

/** A reserve unit put on the board as part of a Mobilize (a take-back returns it). */
export function deployFromReserve(d: Draft, p: PlayerId, type: string, area: string): number {
  takeFromReserve(d, p, type);
  const id = d.nextUnitId++;
  d.units.push({ id, owner: p, type, area });
  return id;
}

/** A take-back: the unit goes back to the reserve. */
export function returnToReserve(d: Draft, p: PlayerId, unit: number): void {
  const u = d.units.find((x) => x.id === unit);
  if (!u) return;
  d.units = d.units.filter((x) => x.id !== unit);
  addToReserve(d, p, u.type);
}

// ------------------------------------------------------ Conclave Fleet: deployed at a Mobilize reveal

/** The seat holding Conclave Fleet with a reserve unit that can go to one of his base areas. */
export function conclaveDeployer(s: StarcraftState): PlayerId | null {
  for (let p = 0; p < s.players.length; p++) {
    const r = reserveRule(s, p);
    if (r && r.unit === null && !s.players[p].eliminated && legalDeploys(s, p).length > 1) return p;
  }
  return null;
}

export function legalDeploys(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const out: StarcraftAction[] = [];
  const bases = s.bases.filter((b) => b.owner === p).map((b) => b.area);
  for (const type of new Set(reserveOf(s, p))) {
    const flying = cat(s).units[type]?.flying ?? false;
    for (const area of bases) {
      const a = cat(s).areas[area];
      if (!enemyPresence(s, area, p) && ownUnitsIn(s, area, p) < a.limit && terrainOk(a.terrain, flying))
        out.push({ type: "deploy-held", unit: type, area });
    }
  }
  out.push({ type: "end-deploy" });
  return out;
}

export function checkDeploy(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "conclave-fleet" || (a.type !== "deploy-held" && a.type !== "end-deploy"))
    return Err.wrongDecision();
  if (a.type === "end-deploy") return null;
  const ok = legalDeploys(s, p).some(
    (x) => x.type === "deploy-held" && x.unit === a.unit && x.area === a.area,
  );
  return ok
    ? null
    : ruleError(
        "bad-deploy",
        "A reserve unit goes to a friendly area holding your base, with room, where it may stand.",
        "Conclave Fleet",
      );
}

/** Open Conclave Fleet's decision after a Mobilize is revealed (the revealed order waits). */
export function askConclave(d: Draft): void {
  const p = conclaveDeployer(d);
  if (p !== null) d.frame = { kind: "conclave-fleet", player: p, resumeFrame: d.frame };
}

export function applyDeploy(d: Draft, p: PlayerId, a: StarcraftAction): void {
  const f = d.frame;
  if (f.kind !== "conclave-fleet") return;
  if (a.type === "deploy-held") {
    takeFromReserve(d, p, a.unit);
    d.units.push({ id: d.nextUnitId++, owner: p, type: a.unit, area: a.area });
    if (legalDeploys(d, p).length > 1) return;
  }
  d.frame = f.resumeFrame as Frame;
}
