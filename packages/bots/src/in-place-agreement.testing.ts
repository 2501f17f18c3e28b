/**
 * For a ruleset with `applyInPlace` (a speed-up that must change no decision): plays one heuristic
 * game and, at every `every`-th decision with a choice, searches twice from the same position with
 * the same random stream — once letting the ruleset change the iteration's states in place, once
 * with `apply`'s copies — and expects the same iterations, action and root statistics. The
 * configurations take turns (hard's rollouts to the round's end, expert's through two rounds,
 * where a rollout keeps the state at a round's start).
 */
import { type ActionBase, type AnyRuleset, Rng } from "@koprulu/engine";
import { expect } from "vitest";
import { ismctsSearch } from "./ismcts";
import { playGame } from "./play";
import { createBot } from "./registry";
import type { Bot, BotInput, BotOptions } from "./types";

export interface InPlaceAgreement {
  /** Searches compared. */
  searches: number;
  /** Of those, the searches that ran all their iterations (the prior settles some alone). */
  searched: number;
}

export function expectInPlaceAgreement(
  ruleset: AnyRuleset,
  gameOptions: unknown,
  configurations: BotOptions[],
  every: number,
  seed: string,
): InPlaceAgreement {
  expect(typeof ruleset.applyInPlace).toBe("function");
  const copying = { ...ruleset, applyInPlace: undefined } as AnyRuleset;
  const heuristic = createBot("heuristic", ruleset.id);
  let searches = 0;
  let searched = 0;
  let decisions = 0;
  const sampler: Bot = {
    name: "heuristic",
    choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
      if (input.legalActions.length > 1 && decisions++ % every === 0) {
        const options = configurations[searches % configurations.length]!;
        const key = `${seed}-${searches}`;
        // The input's view is a getter (play.ts): read once, handed to both searches.
        const { seat, view, decisions: asked, legalActions } = input;
        const search = (r: AnyRuleset) =>
          ismctsSearch(
            { ruleset: r, seat, view, decisions: asked, legalActions, rng: Rng.fromSeed(key) },
            options,
          );
        const fast = search(ruleset);
        const slow = search(copying);
        expect(fast.iterations).toBe(slow.iterations);
        expect(fast.action).toEqual(slow.action);
        expect(fast.stats).toEqual(slow.stats);
        if (fast.iterations === options.iterations) searched++;
        searches++;
      }
      return heuristic.choose(input);
    },
  };
  playGame(ruleset, [sampler, sampler], seed, { options: gameOptions });
  return { searches, searched };
}
