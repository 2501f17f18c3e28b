/**
 * ISMCTS lets StarCraft change the states of an iteration in place (`applyInPlace`: the board's
 * containers and the running battle, not copied at every action) instead of copying each one: a
 * speed-up that must change no decision. Searches with and without it, from the same Brood War +
 * Leadership positions with the same random streams, must agree on every root statistic, for
 * hard's rollouts to the round's end and expert's through two rounds (where a rollout keeps the
 * state at a round's start).
 */
import { type ActionBase, type AnyRuleset, Rng } from "@koprulu/engine";
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { ismctsSearch } from "../ismcts";
import { playGame } from "../play";
import { createBot } from "../registry";
import { ROUND_ROLLOUT_DEPTH } from "../round-stop";
import type { Bot, BotInput, BotOptions } from "../types";
import "./index";

const copying = { ...starcraft, applyInPlace: undefined } as AnyRuleset;

describe("StarCraft's search with applyInPlace", () => {
  it("decides exactly as with apply's copies (rollouts of one round and of two)", () => {
    const heuristic = createBot("heuristic", "starcraft");
    const configurations: BotOptions[] = [
      { iterations: 30 },
      { iterations: 20, rolloutRounds: 2, rolloutDepth: 2 * ROUND_ROLLOUT_DEPTH },
    ];
    let searches = 0;
    let searched = 0;
    let decisions = 0;
    const sampler: Bot = {
      name: "heuristic",
      choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
        if (input.legalActions.length > 1 && decisions++ % 20 === 0) {
          const options = configurations[searches % configurations.length];
          const key = `sc-in-place-${searches}`;
          // The input's view is a getter (play.ts): read once, handed to both searches.
          const { seat, view, decisions: asked, legalActions } = input;
          const search = (ruleset: AnyRuleset) =>
            ismctsSearch(
              { ruleset, seat, view, decisions: asked, legalActions, rng: Rng.fromSeed(key) },
              options,
            );
          const fast = search(starcraft as AnyRuleset);
          const slow = search(copying);
          expect(fast.iterations).toBe(slow.iterations);
          expect(fast.action).toEqual(slow.action);
          expect(fast.stats).toEqual(slow.stats);
          // Some decisions the prior settles alone (no iteration): they count for nothing here.
          if (fast.iterations === options.iterations) searched++;
          searches++;
        }
        return heuristic.choose(input);
      },
    };
    const options = {
      ...starcraft.defaultOptions(2),
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    };
    playGame(starcraft as AnyRuleset, [sampler, sampler], "sc-in-place", { options });
    expect(searched).toBeGreaterThan(10);
    expect(copying.applyInPlace).toBeUndefined();
    expect(typeof starcraft.applyInPlace).toBe("function");
  });
});
