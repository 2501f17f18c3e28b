/** The Lite view as the web client reads it (the ruleset's LiteView), and a guard. */
import type { LiteView } from "@koprulu/starcraft-lite/ruleset";
import type { ScView } from "../starcraft/viewTypes";

export type { LiteView };

export function isLiteView(v: unknown): v is LiteView {
  const o = v as Partial<LiteView> | null;
  return !!o && typeof o === "object" && !!o.board && Array.isArray(o.players) && typeof o.round === "number";
}

/** The board part, in the shape StarCraft's Galaxy draws (the same StarcraftState board). */
export function galaxyView(v: LiteView): ScView {
  return { ...v.board, battle: null, payment: null, battleContext: null } as unknown as ScView;
}
