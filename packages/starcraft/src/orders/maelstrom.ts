/**
 * Maelstrom (Brood War Protoss technology): "Enemies cannot move into an area holding your Dark
 * Archon." The FAQ fixes its timing: the Protoss player decides to use it only AFTER the attacker
 * has chosen to execute his Mobilize rather than draw an event instead.
 *
 * Our reading (provisional: the card text and the FAQ line are all we have):
 * - When a player chooses `execute-order` on a revealed Mobilize, every other player who owns a
 *   technology with the `maelstrom` ability and has one of its units (the Dark Archon) in an area
 *   of the order's planet decides, in turn order from the mover, whether to use it.
 * - If used, the mover may not move any unit into an area holding that player's Dark Archon for
 *   this order. The mover cannot go back and draw an event instead (the point of the ruling). With
 *   no legal move left, the order ends with nothing done; otherwise he moves as usual and may end
 *   the movement without moving anything (the order was committed).
 * - If the mover draws an event instead, nobody is asked.
 *
 * The technology is found in the catalog by its ability key, its Dark Archon by the card's unit
 * list, so a game without Brood War never asks anyone. Team Play (provisional): the mover's
 * partner is no enemy and is not asked (he cannot enter the partner's areas anyway).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import type { Draft } from "../draft";
import { Err } from "../errors";
import type { FlowStep } from "../flow-step";
import { nextSeat, planetOf } from "../queries";
import { cat } from "../rules-catalog";
import type { MaelstromFrame, StarcraftState } from "../state";
import { isOpponent } from "../variants/teams";
import { canMobilize, startMobilize } from "./mobilize";

export const MAELSTROM = "maelstrom";

/** Unit types that carry Maelstrom for player q: the units of the Maelstrom technologies he owns. */
function maelstromUnits(s: StarcraftState, q: PlayerId): Set<string> {
  const out = new Set<string>();
  for (const id of s.players[q].techs) {
    const t = cat(s).techs[id];
    if (t?.abilities?.includes(MAELSTROM)) for (const u of t.units ?? []) out.add(u);
  }
  return out;
}

/** Areas of the planet holding one of q's Dark Archons (those his Maelstrom would close). */
export function maelstromAreas(s: StarcraftState, q: PlayerId, planet: string): string[] {
  const types = maelstromUnits(s, q);
  if (types.size === 0) return [];
  const out: string[] = [];
  for (const u of s.units)
    if (u.owner === q && types.has(u.type) && planetOf(u.area) === planet && !out.includes(u.area))
      out.push(u.area);
  return out;
}

/** Who is asked about Maelstrom when `mover` executes a Mobilize on `planet`, in turn order from him. */
export function maelstromDeciders(s: StarcraftState, mover: PlayerId, planet: string): PlayerId[] {
  const out: PlayerId[] = [];
  for (let q = nextSeat(s, mover); q !== mover && !out.includes(q); q = nextSeat(s, q))
    if (isOpponent(s, mover, q) && maelstromAreas(s, q, planet).length > 0) out.push(q);
  return out;
}

/**
 * The mover chose to execute his Mobilize: ask the Maelstrom owners first, or start the order
 * at once when nobody can use it.
 */
export function startMobilizeOrMaelstrom(d: Draft, mover: PlayerId, planet: string, gold: boolean): void {
  const [player, ...queue] = maelstromDeciders(d, mover, planet);
  if (player === undefined) {
    startMobilize(d, mover, planet, gold);
    return;
  }
  d.frame = { kind: "maelstrom", player, queue, mover, planet, gold, blocked: [] };
}

export function legalMaelstrom(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  if (f.kind !== "maelstrom" || f.player !== p) return [];
  return [{ type: "use-maelstrom" }, { type: "decline-maelstrom" }];
}

export function checkMaelstrom(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  if (f.kind !== "maelstrom" || f.player !== p) return Err.wrongDecision();
  return a.type === "use-maelstrom" || a.type === "decline-maelstrom" ? null : Err.wrongDecision();
}

/** One owner's answer; once all have answered, the Mobilize starts or (nothing left to move) ends. */
export function applyMaelstrom(d: Draft, p: PlayerId, a: StarcraftAction): FlowStep {
  const f = d.frame as MaelstromFrame;
  const closed = a.type === "use-maelstrom" ? maelstromAreas(d, p, f.planet) : [];
  const blocked = [...f.blocked, ...closed.filter((x) => !f.blocked.includes(x))];
  const [next, ...queue] = f.queue;
  if (next !== undefined) {
    d.frame = { ...f, player: next, queue, blocked };
    return null;
  }
  return finishMaelstrom(d, f, blocked);
}

/**
 * For the log: whether this answer is the last one and leaves the mover, committed to his
 * Mobilize, without any legal move (the order then ends with nothing done).
 */
export function maelstromEndsOrder(s: StarcraftState, p: PlayerId, a: StarcraftAction): boolean {
  const f = s.frame;
  if (f.kind !== "maelstrom" || f.player !== p || f.queue.length > 0) return false;
  const blocked = [...f.blocked, ...(a.type === "use-maelstrom" ? maelstromAreas(s, p, f.planet) : [])];
  return blocked.length > 0 && !canMobilize(s, f.mover, f.planet, blocked);
}

/** Everyone has decided: the Mobilize starts, closed areas and all, or ends when nothing can move. */
function finishMaelstrom(d: Draft, f: MaelstromFrame, blocked: string[]): FlowStep {
  // Every use closes at least one area (a decider has a Dark Archon on the planet).
  if (blocked.length === 0) {
    startMobilize(d, f.mover, f.planet, f.gold);
    return null;
  }
  // Committed to executing, and Maelstrom left him nothing to move: the order is spent.
  if (!canMobilize(d, f.mover, f.planet, blocked)) return { next: "end-order", player: f.mover };
  startMobilize(d, f.mover, f.planet, f.gold, blocked);
  return null;
}
