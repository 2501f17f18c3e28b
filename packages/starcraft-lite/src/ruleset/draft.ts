/** Copy-on-write for `apply` (the StarCraft convention): the top levels are copied once per action. */
import { draft } from "@koprulu/starcraft/board";
import type { LiteState } from "./state";

export function liteDraft(s: LiteState): LiteState {
  // A plain copy, then the copied levels replaced: the same object as `{ ...s, board: … }`, but
  // V8 takes a slow path for a literal's fields after a spread (see StarCraft's draft.ts).
  const d = { ...s };
  d.board = draft(s.board);
  d.players = s.players.map((p) => ({ ...p }));
  d.hotSpots = { ...s.hotSpots };
  return d;
}
