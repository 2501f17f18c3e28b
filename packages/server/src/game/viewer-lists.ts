/**
 * One shared, frozen array per distinct list of viewers: every log entry records who may read
 * it, and in a long game thousands of entries record the same few lists ([seat], everyone…).
 * Sharing them took ~8% off the heap of a finished StarCraft game (bench: starcraft.liveGame).
 * Entries never change their lists (they are only read: includes, JSON), so sharing is safe;
 * the freeze makes a mistake throw instead of changing other entries.
 */
import type { Viewer } from "@koprulu/engine";

/** Distinct lists are subsets of a few seats and "spectator"; the cap only guards the memory. */
const MAX_LISTS = 4096;
const lists = new Map<string, Viewer[]>();

export function sharedViewers(list: Viewer[]): Viewer[] {
  const key = list.join(",");
  const known = lists.get(key);
  if (known) return known;
  if (lists.size >= MAX_LISTS) return list;
  const frozen = Object.freeze(list.slice()) as Viewer[];
  lists.set(key, frozen);
  return frozen;
}
