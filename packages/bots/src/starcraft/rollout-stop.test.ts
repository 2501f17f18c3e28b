import type { StarcraftState } from "@koprulu/starcraft";
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { searchHooks } from "../hooks";
import { ismctsSearch } from "../ismcts";
import { roundOver } from "../round-stop";
import { BROOD_WAR_ROLLOUT_DEPTH } from "./index";
import { LEAD_OPTIONS } from "./leadership.testing";
import { starcraftRolloutStop } from "./rollout-stop";
import { wideDecision } from "./wide-decision.testing";

const at = (
  phase: StarcraftState["phase"],
  kind: string,
  battle: unknown = null,
  round = 2,
  broodWar?: object,
) => ({ phase, frame: { kind }, battle, round, broodWar }) as unknown as StarcraftState;
const leaf = at("planning", "planning");
const bwLeaf = at("planning", "planning", null, 2, {});

describe("StarCraft rollouts run to the end of the round", () => {
  it("go on through the round's orders and battles, and stop when the next round begins or the game ends", () => {
    expect(roundOver(leaf, at("execution", "execution"))).toBe(false);
    expect(roundOver(leaf, at("regrouping", "discard"))).toBe(false);
    expect(roundOver(leaf, at("planning", "planning", null, 3))).toBe(true);
    expect(roundOver(leaf, at("over", "over"))).toBe(true);
  });

  it("are the search's stop in Brood War and in the base game: between orders they go on", () => {
    expect(starcraftRolloutStop(bwLeaf, at("execution", "execution", null, 2, {}))).toBe(false);
    expect(starcraftRolloutStop(leaf, at("execution", "execution"))).toBe(false);
    expect(starcraftRolloutStop(leaf, at("execution", "build"))).toBe(false);
    expect(starcraftRolloutStop(leaf, at("planning", "planning", null, 3))).toBe(true);
  });

  it("are on by default in Brood War games only, and BotOptions.rolloutDepth still wins", () => {
    const hooks = searchHooks(starcraft);
    const bw = wideDecision(LEAD_OPTIONS, "bw-width");
    const base = wideDecision({ ...starcraft.defaultOptions(2), maxRounds: 60 }, "base-width");
    expect(hooks.rolloutDepthFor!(bw.view)).toBe(BROOD_WAR_ROLLOUT_DEPTH);
    expect(hooks.rolloutDepthFor!(base.view)).toBeUndefined();
    // The same search with and without rollouts: the rolled-out leaves are scored at other
    // states, so the root's means differ (with the leaves scored at once they would not).
    const search = (o: object) =>
      ismctsSearch(wideDecision(LEAD_OPTIONS, "bw-width"), { iterations: 40, ...o }).stats;
    const byDefault = search({});
    expect(search({ rolloutDepth: BROOD_WAR_ROLLOUT_DEPTH })).toStrictEqual(byDefault);
    expect(search({ rolloutDepth: 0 })).not.toStrictEqual(byDefault);
  });
});
