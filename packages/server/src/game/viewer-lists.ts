/**
 * One shared, frozen array per distinct list of viewers: every log entry records who may read
 * it, and in a long game thousands of entries record the same few lists ([seat], everyone…).
 * Sharing them took ~8% off the heap of a finished StarCraft game (bench: starcraft.liveGame).
 * Entries never change their lists (they are only read: includes, JSON), so sharing is safe;
 * the freeze makes a mistake throw instead of changing other entries. Each shared list also has
 * a number, so the compact log (log/entry-log.ts) keeps 2 bytes an entry instead of a pointer.
 */
import type { Viewer } from "@koprulu/engine";

/** Distinct lists are subsets of a few seats and "spectator"; the cap only guards the memory. */
const MAX_LISTS = 4096;
const lists = new Map<string, { list: Viewer[]; id: number }>();
const byId: Viewer[][] = [];

function shared(list: Viewer[]): { list: Viewer[]; id: number } | null {
  const key = list.join(",");
  const known = lists.get(key);
  if (known) return known;
  if (lists.size >= MAX_LISTS) return null;
  const made = { list: Object.freeze(list.slice()) as Viewer[], id: byId.length };
  byId.push(made.list);
  lists.set(key, made);
  return made;
}

export function sharedViewers(list: Viewer[]): Viewer[] {
  return shared(list)?.list ?? list;
}

/** The shared list's number (below MAX_LISTS), or -1 once the table is full. */
export function viewerListId(list: Viewer[]): number {
  return shared(list)?.id ?? -1;
}

export function viewerListById(id: number): Viewer[] {
  const list = byId[id];
  if (!list) throw new Error(`no viewer list ${id}`);
  return list;
}
