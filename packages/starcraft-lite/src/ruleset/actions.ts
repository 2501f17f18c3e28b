/** Lite actions: small decisions, discriminated by `type`. Battle decisions are the sub-game's `lite-*` actions. */
import type { LiteBattleAction } from "../battle/types";

export type LiteAction =
  | { type: "rotate"; rotation: number }
  | { type: "expand"; planet: string }
  | { type: "warp-pair"; a: string; b: string }
  | { type: "home"; area: string }
  | { type: "place-unit"; area: string }
  | { type: "place-transport"; route: number }
  | { type: "move"; unit: number; area: string }
  | { type: "warp"; area: string }
  | { type: "send"; unit: number }
  | { type: "end-mobilize" }
  | { type: "research"; unit: string | null }
  | { type: "build-unit"; unit: string; area: string }
  | { type: "build-worker" }
  | { type: "build-transport"; route: number }
  | { type: "fuse-archon"; area: string }
  | { type: "morph-guardian"; unit: number }
  | { type: "unlock"; unit: string }
  | { type: "module"; module: string }
  | { type: "base"; area: string }
  | { type: "force-mine"; area: string }
  /** L-B2: remove an own unit from a full area of a producing planet to build a new one there. */
  | { type: "make-room"; unit: number }
  /** One worker of the purchase being paid: onto a held resource card (area id) or `permanent-minerals` / `permanent-gas`. */
  | { type: "place-worker"; source: string }
  | { type: "end-build" }
  | { type: "harvest"; area: string }
  | { type: "end-harvest" }
  | { type: "play-event"; card: string; text: 1 | 2; target: string | null }
  | { type: "pass" }
  | { type: "storm-loss"; unit: number }
  | { type: "trim"; unit: number }
  | LiteBattleAction;
