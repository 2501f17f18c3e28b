/**
 * The search input at the opening of a `players`-seat game, for the seat that decides first:
 * the position the bench's `mcts` area times and the profiling script profiles, built in one
 * place so both measure the same thing.
 */
import { type AnyRuleset, Rng } from "@koprulu/engine";
import type { BotInput } from "./types";

export function openingSearchInput(ruleset: AnyRuleset, players: number, seed = "mcts-bench"): BotInput {
  const state = ruleset.setup(ruleset.defaultOptions(players), seed);
  const seat = ruleset.pending(state)[0].player;
  return {
    ruleset,
    seat,
    view: ruleset.view(state, seat),
    decisions: ruleset.pending(state).filter((d) => d.player === seat),
    legalActions: ruleset.legalActions(state, seat),
    rng: Rng.fromSeed(seed),
  };
}
