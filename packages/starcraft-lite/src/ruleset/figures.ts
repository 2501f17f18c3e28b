/**
 * Miniatures (issue 32 item 5): Lite plays with the base game's military units ("Components you
 * will use: Military units") and builds "the same as the original rules", whose components limit
 * the units a player can have. Each player has as many units of a type as the StarCraft pack's
 * miniature count for it (`figures` of the base catalog: 3 of most types, 6 Marines, Zealots and
 * Hydralisks, 9 Zergling bases); Lite's text says nothing otherwise.
 */
import type { PlayerId } from "@koprulu/engine";
import { cat } from "@koprulu/starcraft/board";
import type { LiteState } from "./state";

/** The base game's miniatures of a unit type per player (0 for a type the pack does not know). */
export function figuresOf(s: LiteState, type: string): number {
  return cat(s.board).units[type]?.figures ?? 0;
}

/** The player's units of a type on the board. */
export function unitsOfType(s: LiteState, p: PlayerId, type: string): number {
  let n = 0;
  for (const u of s.board.units) if (u.owner === p && u.type === type) n++;
  return n;
}

/** Miniatures of a type the player still has in his supply. */
export function figuresLeft(s: LiteState, p: PlayerId, type: string): number {
  return Math.max(0, figuresOf(s, type) - unitsOfType(s, p, type));
}

/** The part of `types` (in order) that the player's free miniatures can still place. */
export function placeableFigures(s: LiteState, p: PlayerId, types: readonly string[]): string[] {
  const left = new Map<string, number>();
  const out: string[] = [];
  for (const t of types) {
    const n = left.get(t) ?? figuresLeft(s, p, t);
    if (n > 0) out.push(t);
    left.set(t, n - 1);
  }
  return out;
}
