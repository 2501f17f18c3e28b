/**
 * The states of whole heuristic games, for tests that check a speed-up against what it replaces
 * on positions the bots really meet.
 */
import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { type AnyRuleset, Rng } from "@koprulu/engine";
import { eclipseHeuristic } from "./heuristic";

/** Every state of one seeded heuristic game, from its setup to its end. */
export function heuristicGame(seed: string, players: number): EclipseState[] {
  let s = eclipse.setup(eclipse.defaultOptions(players), seed) as EclipseState;
  const rng = Rng.fromSeed(`${seed}/bots`);
  const ruleset = eclipse as AnyRuleset;
  const states = [s];
  while (eclipse.outcome(s) === null && states.length < 5_000) {
    const decisions = eclipse.pending(s);
    const seat = decisions[0]!.player;
    const legalActions = eclipse.legalActions(s, seat);
    const view = eclipse.view(s, seat);
    const a = eclipseHeuristic.choose({ ruleset, seat, view, decisions, legalActions, rng });
    s = eclipse.apply(s, seat, a);
    states.push(s);
  }
  return states;
}
