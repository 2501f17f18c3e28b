/**
 * StarCraft's expert level by variant (issue 37, session 45): in Brood War games, where hard
 * already rolls out to the end of the round, expert rolls out through the next round too
 * (rolloutRounds 2, twice the depth); in the base game it keeps one round. Hard's search is the
 * same in both. Explicit tunings win over the level's per-variant choice.
 */
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { searchHooks } from "../hooks";
import { createBot } from "../registry";
import { ROUND_ROLLOUT_DEPTH } from "../round-stop";
import type { BotOptions } from "../types";
import { optionsForVariant } from "../variant-options";
import "./index"; // registers the StarCraft hooks (variantOf, actionPrior)
import { LEAD_OPTIONS } from "./leadership.testing";
import { BROOD_WAR_VARIANT } from "./variant";
import { wideDecision } from "./wide-decision.testing";

const hooks = searchHooks(starcraft);
const bw = wideDecision(LEAD_OPTIONS, "bw-expert").view;
const base = wideDecision({ ...starcraft.defaultOptions(2), maxRounds: 60 }, "base-expert").view;
const searchOf = (spec: string, view: unknown, extra: BotOptions = {}) =>
  optionsForVariant(createBot(spec, "starcraft", extra).options ?? {}, hooks, view);

describe("StarCraft's expert by variant", () => {
  it("a Brood War position is the brood-war variant, a base game position none", () => {
    expect(hooks.variantOf!(bw)).toBe(BROOD_WAR_VARIANT);
    expect(hooks.variantOf!(base)).toBeUndefined();
  });

  it("expert rolls out through two rounds in Brood War games and one in the base game", () => {
    const inBroodWar = searchOf("expert", bw);
    expect(inBroodWar.rolloutRounds).toBe(2);
    expect(inBroodWar.rolloutDepth).toBe(2 * ROUND_ROLLOUT_DEPTH);
    const inBase = searchOf("expert", base);
    expect(inBase.rolloutRounds ?? 1).toBe(1);
    expect(inBase.rolloutDepth).toBe(ROUND_ROLLOUT_DEPTH);
    // The ladder's iteration budget keeps the per-variant search.
    expect(searchOf("expert@130", bw).rolloutRounds).toBe(2);
  });

  it("hard searches Brood War games as before (one round, the ruleset's depth)", () => {
    const hard = searchOf("hard", bw);
    expect(hard.rolloutRounds).toBeUndefined();
    expect(hard.rolloutDepth).toBeUndefined(); // rolloutDepthFor decides: the round's end
  });

  it("an explicit tuning wins over the level's per-variant choice", () => {
    expect(searchOf("expert@130+rolloutRounds=1", bw).rolloutRounds).toBe(1);
    expect(searchOf("expert@130+rolloutRounds=1", bw).rolloutDepth).toBe(2 * ROUND_ROLLOUT_DEPTH);
    expect(searchOf("expert", bw, { rolloutDepth: 300 }).rolloutDepth).toBe(300);
  });
});
