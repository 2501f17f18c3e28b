/** Copy-on-write for `apply` (the StarCraft convention): the top levels are copied once per action. */
import { draft } from "@koprulu/starcraft/board";
import type { LiteState } from "./state";

export function liteDraft(s: LiteState): LiteState {
  return {
    ...s,
    board: draft(s.board),
    players: s.players.map((p) => ({ ...p })),
    hotSpots: { ...s.hotSpots },
  };
}
