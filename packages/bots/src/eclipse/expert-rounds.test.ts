/**
 * Eclipse's expert level (issue 37, session 46): hard rolls its leaves out to the end of the round;
 * expert rolls out through the next round too (rolloutRounds 2, twice the depth cap), so it sees
 * the next round's Combat and Upkeep as well. The cap must hold two rounds of heuristic play, or
 * the second round would be cut short.
 */
import { eclipse } from "@koprulu/eclipse";
import type { ActionBase } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { searchHooks } from "../hooks";
import { playGame } from "../play";
import { createBot } from "../registry";
import type { Bot, BotInput } from "../types";
import "./index"; // registers the Eclipse hooks
import { ECLIPSE_ROUND_ROLLOUT_DEPTH } from "./round-depth";

describe("Eclipse's expert rolls out through two rounds", () => {
  it("expert searches two rounds with twice the cap; hard one round with the hooks' cap", () => {
    const expert = createBot("expert", "eclipse").options ?? {};
    expect(expert.rolloutRounds).toBe(2);
    expect(expert.rolloutDepth).toBe(2 * ECLIPSE_ROUND_ROLLOUT_DEPTH);
    // The ladder's iteration budget keeps the level's search.
    expect(createBot("expert@225", "eclipse").options?.rolloutRounds).toBe(2);
    const hard = createBot("hard", "eclipse").options ?? {};
    expect(hard.rolloutRounds).toBeUndefined();
    expect(hard.rolloutDepth).toBeUndefined();
    expect(searchHooks(eclipse as never).rolloutDepth).toBe(ECLIPSE_ROUND_ROLLOUT_DEPTH);
    // An explicit tuning wins over the level's.
    expect(createBot("expert@225+rolloutRounds=1", "eclipse").options?.rolloutRounds).toBe(1);
  });

  it("a round of two-player heuristic play fits in the cap, so two rounds fit in expert's", () => {
    const heuristic = createBot("heuristic", "eclipse");
    const perRound = new Map<number, number>();
    const counting: Bot = {
      name: "counting heuristic",
      choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
        const round = (input.view as { round: number }).round;
        perRound.set(round, (perRound.get(round) ?? 0) + 1);
        return heuristic.choose(input);
      },
    };
    const game = playGame(eclipse as never, [counting, counting], "expert-rounds");
    expect(game.stopped).toBe("over");
    expect(perRound.size).toBe(9);
    for (const actions of perRound.values()) expect(actions).toBeLessThan(ECLIPSE_ROUND_ROLLOUT_DEPTH);
  });
});
