/**
 * Eclipse's prior for ISMCTS (issue 37, "progressive bias from the heuristic"): the heuristic
 * bot's own choice rated 1, every other action 0. With `width` 3 the search weighs the
 * heuristic's move against two alternatives (the first others in the rules' order) and starts
 * from it, instead of spreading a 100 ms budget over every legal action uniformly — which lost
 * to the heuristic (7 of 20, issue 37). Registered as a search hook beside the heuristic's own
 * (index.ts); the heuristic reads the determinized state as its view (a view's fields are a
 * subset of the state's), so no view is built per node.
 */
import type { EclipseAction, EclipseState, EclipseView } from "@koprulu/eclipse";
import type { ActionBase, PlayerId } from "@koprulu/engine";
import { chooseEclipse } from "./heuristic";

export function eclipsePrior(state: unknown, player: PlayerId, legal: ActionBase[]): number[] {
  const view = state as EclipseState as unknown as EclipseView;
  // Without a generator the heuristic skips its costly parts (attack odds against Ancients, a
  // determinization per move): at every node of every iteration they would eat the budget.
  const choice = chooseEclipse(view, player, legal as EclipseAction[]);
  const idx = legal.indexOf(choice);
  if (idx >= 0) return legal.map((_, i) => (i === idx ? 1 : 0));
  const key = JSON.stringify(choice);
  return legal.map((a) => (JSON.stringify(a) === key ? 1 : 0));
}

/** Actions searched per node with the prior. */
export const ECLIPSE_WIDTH = 3;
