/**
 * StarCraft's final-choice margin (Brood War included): the search plays the heuristic's move
 * unless another root action's mean beats it by more than STARCRAFT_FINAL_MARGIN with at least as
 * many visits (README "Where each ruleset stands", sessions sc40 and the lead's sc40-* chunks).
 */
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { checkFinalMargin } from "../final-margin.testing";
import { searchHooks } from "../hooks";
import { STARCRAFT_FINAL_MARGIN } from "./index";

describe("StarCraft's final-choice margin", () => {
  it("is registered for ruleset starcraft", () => {
    expect(STARCRAFT_FINAL_MARGIN).toBe(0.05);
    expect(searchHooks(starcraft).finalMargin).toBe(STARCRAFT_FINAL_MARGIN);
  });

  it("the search leaves the heuristic's move only for a root action better by the margin", () => {
    const options = { ...starcraft.defaultOptions(2), maxRounds: 60 };
    expect(checkFinalMargin(starcraft, options, "margin", { positions: 8, every: 7 })).toBeGreaterThan(0);
  });
});
