/**
 * Game-mode bookkeeping after every action of a Galactic Conquest or Survival game (called by
 * ruleset.ts `apply`): destroyed bases leave the game (Survival), and conquest points scored by
 * any rule are settled (none kept; Survival owes resource tokens for them). Nothing runs in a
 * standard game. A base its owner takes back (orders/remove-base.ts) was not destroyed.
 */
import type { StarcraftAction } from "../actions";
import type { Draft } from "../draft";
import type { StarcraftState } from "../state";
import { settleConquestPoints } from "./galactic-conquest";
import { recordLostBases } from "./survival";

export function afterModeAction(before: StarcraftState, d: Draft, a: StarcraftAction): void {
  recordLostBases(before, d, a.type === "remove-base" ? a.area : null);
  settleConquestPoints(d);
}
