/**
 * The generic "heuristic" bot for rulesets without a hand-written one: one ply of lookahead on
 * a determinization of its view — take a winning action, else the action whose result the
 * ruleset's `evaluate` hook likes best, else a random one. Still sees only its view.
 */
import type { ActionBase } from "@koprulu/engine";
import { outcomeRewards, searchHooks } from "./hooks";
import type { Bot, BotInput } from "./types";

export const greedyBot: Bot = {
  name: "greedy",
  choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
    const { ruleset, seat, view, rng, legalActions } = input;
    if (legalActions.length === 0) throw new Error("greedyBot: asked to act without legal actions");
    if (legalActions.length === 1 || !ruleset.determinize) return rng.pick(legalActions);
    const evaluate = searchHooks(ruleset).evaluate;
    const state = ruleset.determinize(view, seat, rng);
    const players = ruleset.players(state);
    let best: A[] = [];
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const a of legalActions) {
      const next = ruleset.apply(state, seat, a);
      const outcome = ruleset.outcome(next);
      const value = outcome
        ? outcomeRewards(outcome, players)[seat]
        : evaluate
          ? evaluate(next)[seat]
          : 1 / players;
      if (value > bestValue) {
        bestValue = value;
        best = [a];
      } else if (value === bestValue) best.push(a);
    }
    return rng.pick(best);
  },
};
