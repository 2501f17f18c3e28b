/**
 * *Make Do With Little* (Raynor, Stage II, play area; provisional: the one source is garbled).
 * Played reading, the pack's: in each Build order its holder carries out, one worker or one
 * transport is free (the first he builds in that order). The garbled second sentence ("certain
 * modules/supply count double") is not played.
 */
import type { PlayerId } from "@koprulu/engine";
import { cat } from "../../rules-catalog";
import type { BuildFrame, StarcraftState } from "../../state";

export const FREE_LOGISTICS = "leadership-free-logistics";

function holds(s: StarcraftState, p: PlayerId): boolean {
  if (!s.broodWar?.lead) return false;
  return (s.broodWar.leadership[p] ?? []).some((id) =>
    cat(s).leadership[id]?.effects.some((e) => e.key === FREE_LOGISTICS),
  );
}

/** Is the next worker or transport of this Build order free? */
export function freeLogistics(s: StarcraftState, p: PlayerId, f: BuildFrame): boolean {
  return !f.freeLogisticsUsed && holds(s, p);
}
