/**
 * The positions the Eclipse measuring scripts search (`eclipse-cost.ts`, `eclipse-ab.ts`): one
 * two-player heuristic game, and every `every`-th decision that has a choice handed to `visit`
 * with the heuristic's move, after the heuristic chose it (the game then plays that move, so what
 * `visit` does with the input's random stream is part of the game).
 */
import type { ActionBase } from "@koprulu/engine";
import { playGame } from "../src/play";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import type { Bot, BotInput } from "../src/types";

export async function sampleEclipsePositions(
  every: number,
  seed: string,
  visit: (input: BotInput, heuristicMove: ActionBase) => void,
): Promise<void> {
  const ruleset = await loadRuleset("eclipse");
  const heuristic = createBot("heuristic", "eclipse");
  let decisions = 0;
  const sampler: Bot = {
    name: "heuristic",
    choose(input: BotInput) {
      const move = heuristic.choose(input);
      if (input.legalActions.length > 1 && decisions++ % every === 0) visit(input, move);
      return move;
    },
  };
  playGame(ruleset, [sampler, sampler], seed, { options: ruleset.defaultOptions(2) });
}
