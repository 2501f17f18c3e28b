/**
 * Eclipse's prior for ISMCTS (issue 37, "progressive bias from the heuristic"): the heuristic
 * bot's own choice first, with its plans (attacks on Ancients, upgrades, the fleet's moves),
 * then — on the turn menu — the other actions in the order of the heuristic's own ratings. With
 * `width` 3 the search weighs the heuristic's move against the two it rates next and starts
 * from it, instead of spreading its budget over every legal action uniformly — which lost to the
 * heuristic (7 of 20, issue 37).
 *
 * The heuristic reads the node's state as its view (a view's fields are a subset of the
 * state's, so no view is built per node) and makes its plans on that same state: the state is
 * already a determinization of the searching seat's view, so the plans see nothing the seat
 * could not, draw nothing, and the same state always gets the same ratings. (Without plans —
 * the prior before issue 37's second session — the search never attacked or upgraded unless a
 * rollout-free leaf happened to favour it, and lost to the heuristic that does.)
 */
import type { EclipseAction, EclipseState, EclipseView } from "@koprulu/eclipse";
import type { ActionBase, PlayerId } from "@koprulu/engine";
import { chooseEclipse, TurnRatings } from "./heuristic";

/** The choice's rating: above any turn-menu rating of the heuristic (those stay below 300). */
const CHOSEN = 1000;

export function eclipsePrior(state: unknown, player: PlayerId, legal: ActionBase[]): number[] {
  const s = state as EclipseState;
  const view = s as unknown as EclipseView;
  const actions = legal as EclipseAction[];
  const choice = chooseEclipse(view, player, actions, undefined, s);
  let idx = actions.indexOf(choice);
  if (idx < 0) {
    const key = JSON.stringify(choice);
    idx = actions.findIndex((a) => JSON.stringify(a) === key);
  }
  // The turn menu's actions by the heuristic's own ratings (rateTurnAction), the menu's alike asked once.
  const ratings = s.step.kind === "turn" ? new TurnRatings(view, player) : null;
  return actions.map((a, i) => (i === idx ? CHOSEN : ratings ? ratings.rate(a) : 0));
}

/** Actions searched per node with the prior. */
export const ECLIPSE_WIDTH = 3;
/**
 * Final-choice margin (generic `finalMargin` hook): the heuristic's move is played unless another
 * root action's mean beats it by more than this (≈ 0.8 VP of lead at an even position, the
 * evaluation's logistic slope being 1/16 per VP) with at least as many visits (session ec40).
 */
export const ECLIPSE_FINAL_MARGIN = 0.05;
