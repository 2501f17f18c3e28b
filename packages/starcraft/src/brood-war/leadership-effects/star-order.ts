/**
 * *The Sons of Korhal* (Mengsk, Stage I, play area): the Star order token (BW-O5). Once per
 * Planning Phase its holder may place it, face down like any order and as one of his four; when
 * he executes it, it becomes any normal or special order of his choice. Readings (provisional,
 * spec BW-O5): as a special order it needs room in his Special Order Pool like any gold order (and
 * enters it); as a normal order on a planet where he controls a strategic area it counts as
 * special without the pool, as usual (BW-O3). Its kind is chosen only when executed: on the board
 * it is an order with no kind (`star: true`), hidden from the others like every face-down order.
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import { cat } from "../../rules-catalog";
import type { OrderKind, StarcraftState } from "../../state";
import { poolHasRoom } from "../special-orders";

export const STAR_ORDER = "leadership-star-order";
const KINDS: OrderKind[] = ["build", "mobilize", "research"];

export function holdsStarOrder(s: StarcraftState, p: PlayerId): boolean {
  if (!s.broodWar?.lead) return false;
  return (s.broodWar.leadership[p] ?? []).some((id) =>
    cat(s).leadership[id]?.effects.some((e) => e.key === STAR_ORDER),
  );
}

/** His Star order is on the board (placed this round, not yet revealed). */
export function starPlaced(s: StarcraftState, p: PlayerId): boolean {
  for (const id in s.stacks) for (const o of s.stacks[id]) if (o.owner === p && o.star) return true;
  return false;
}

/** The Star order placements open to p now (the caller checks that he may place an order). */
export function starPlacements(s: StarcraftState, p: PlayerId, planets: string[]): StarcraftAction[] {
  if (!holdsStarOrder(s, p) || starPlaced(s, p)) return [];
  return planets.map((planet): StarcraftAction => ({ type: "place-star-order", planet }));
}

/**
 * The ways to execute a revealed Star order: each kind it can carry out, as a normal order and,
 * with room in the pool, as a special one. `can(kind, gold)` is the usual "could it do anything".
 */
export function starExecutions(
  s: StarcraftState,
  p: PlayerId,
  can: (kind: OrderKind, gold: boolean) => boolean,
): StarcraftAction[] {
  const out: StarcraftAction[] = [];
  for (const as of KINDS) {
    if (can(as, false)) out.push({ type: "execute-order", as });
    if (poolHasRoom(s, p) && can(as, true)) out.push({ type: "execute-order", as, gold: true });
  }
  return out;
}
