import { Rng } from "@koprulu/engine";
import {
  type LiteAction,
  type LiteState,
  type LiteView,
  starcraftLite,
} from "@koprulu/starcraft-lite/ruleset";
import { describe, expect, it } from "vitest";
import { searchHooks } from "../hooks";
import { ismctsSearch } from "../ismcts";
import { levelFor } from "../levels";
import type { BotInput } from "../types";
import { liteHeuristic, liteRolloutAction } from "./heuristic";
import "./index";
import { liteRolloutStop } from "./rollout-stop";

const at = (phase: LiteState["phase"], round: number) => ({ phase, round }) as unknown as LiteState;

/** Heuristic self-play from a fresh two-player game until a decision the search would think about. */
function firstSearchedDecision(seed: string): BotInput {
  const rng = Rng.fromSeed(seed);
  let s = starcraftLite.setup(starcraftLite.defaultOptions(2), seed);
  for (let step = 0; step < 2000; step++) {
    const seat = starcraftLite.pending(s)[0].player;
    const legalActions = starcraftLite.legalActions(s, seat);
    const view = starcraftLite.view(s, seat);
    const input = { ruleset: starcraftLite, seat, view, decisions: [], legalActions, rng };
    if (legalActions.length > 2 && (s as LiteState).phase === "build") return input;
    s = starcraftLite.apply(s, seat, liteHeuristic.choose(input));
  }
  throw new Error("no build decision with a choice");
}

describe("StarCraft Lite rollouts run to the end of the round", () => {
  it("go on through the round's phases, and stop when the next round begins or the game ends", () => {
    const leaf = at("mobilize", 2);
    expect(liteRolloutStop(leaf, at("technology", 2))).toBe(false);
    expect(liteRolloutStop(leaf, at("regrouping", 2))).toBe(false);
    expect(liteRolloutStop(leaf, at("mobilize", 3))).toBe(true);
    expect(liteRolloutStop(leaf, at("over", 2))).toBe(true);
  });

  it("a heuristic rollout from a real decision ends at the start of the next round (hard scores leaves at once)", () => {
    const hooks = searchHooks(starcraftLite);
    expect(hooks.rolloutDepth).toBe(0);
    const input = firstSearchedDecision("lite-rollout-stop");
    const rng = Rng.fromSeed("lite-rollout");
    const leaf = starcraftLite.determinize!(input.view as LiteView, input.seat, rng) as LiteState;
    let s = leaf;
    let actions = 0;
    while (!hooks.rolloutStop!(leaf, s)) {
      const seat = starcraftLite.pending(s)[0].player;
      s = starcraftLite.apply(
        s,
        seat,
        liteRolloutAction(s, seat, starcraftLite.legalActions(s, seat), rng) as LiteAction,
      ) as LiteState;
      actions++;
      expect(actions).toBeLessThan(levelFor("starcraft-lite", "expert").options!.rolloutDepth!);
    }
    expect(actions).toBeGreaterThan(1);
    expect(s.phase === "over" || s.round === leaf.round + 1).toBe(true);
  });

  it("are played by the expert level: its root means differ from leaves scored at once", () => {
    const depth = levelFor("starcraft-lite", "expert").options?.rolloutDepth;
    expect(depth).toBeGreaterThan(0);
    expect(levelFor("starcraft-lite", "hard").options?.rolloutDepth).toBeUndefined();
    const search = (o: object) =>
      ismctsSearch(firstSearchedDecision("lite-rollout-means"), { iterations: 40, ...o }).stats;
    expect(search({ rolloutDepth: depth })).not.toStrictEqual(search({}));
  });
});
