/**
 * ISMCTS lets Eclipse change the states of an iteration in place (`applyInPlace`) instead of
 * copying each one: a speed-up that must change no decision. Searches with and without it, from
 * the same positions with the same random streams, must agree on every root statistic, for
 * hard's rollouts to the round's end and expert's through two rounds (where a rollout keeps the
 * state at a round's start).
 */
import { eclipse } from "@koprulu/eclipse";
import { type ActionBase, type AnyRuleset, Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { ismctsSearch } from "../ismcts";
import { playGame } from "../play";
import { createBot } from "../registry";
import type { Bot, BotInput, BotOptions } from "../types";
import { ECLIPSE_ROUND_ROLLOUT_DEPTH } from "./round-depth";
import "./index";

const copying = { ...eclipse, applyInPlace: undefined } as AnyRuleset;

describe("Eclipse's search with applyInPlace", () => {
  it("decides exactly as with apply's copies (rollouts of one round and of two)", () => {
    const heuristic = createBot("heuristic", "eclipse");
    const configurations: BotOptions[] = [
      { iterations: 40 },
      { iterations: 30, rolloutRounds: 2, rolloutDepth: 2 * ECLIPSE_ROUND_ROLLOUT_DEPTH },
    ];
    let searches = 0;
    let decisions = 0;
    const sampler: Bot = {
      name: "heuristic",
      choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
        if (input.legalActions.length > 1 && decisions++ % 25 === 0) {
          const options = configurations[searches % configurations.length]!;
          const key = `in-place-${searches}`;
          // The input's view is a getter (play.ts): read once, handed to both searches.
          const { seat, view, decisions: asked, legalActions } = input;
          const search = (ruleset: AnyRuleset) =>
            ismctsSearch(
              { ruleset, seat, view, decisions: asked, legalActions, rng: Rng.fromSeed(key) },
              options,
            );
          const fast = search(eclipse as AnyRuleset);
          const slow = search(copying);
          expect(fast.iterations).toBe(options.iterations);
          expect(fast.action).toEqual(slow.action);
          expect(fast.stats).toEqual(slow.stats);
          searches++;
        }
        return heuristic.choose(input);
      },
    };
    playGame(eclipse as AnyRuleset, [sampler, sampler], "in-place", { options: eclipse.defaultOptions(2) });
    expect(searches).toBeGreaterThan(6);
    expect(copying.applyInPlace).toBeUndefined();
    expect(typeof eclipse.applyInPlace).toBe("function");
  });
});
