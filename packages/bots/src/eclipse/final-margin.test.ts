/**
 * Eclipse's final-choice margin (session ec40): the search plays the heuristic's move (the
 * prior's favourite) unless another root action's mean beats it by more than
 * ECLIPSE_FINAL_MARGIN with at least as many visits. On paired seeds at mcts@130 it won more
 * games than the most-visited choice (README "Where each ruleset stands").
 */
import { eclipse } from "@koprulu/eclipse";
import { describe, expect, it } from "vitest";
import { checkFinalMargin } from "../final-margin.testing";
import { searchHooks } from "../hooks";
import "./index";
import { ECLIPSE_FINAL_MARGIN } from "./prior";

describe("Eclipse's final-choice margin", () => {
  it("is registered for ruleset eclipse", () => {
    expect(ECLIPSE_FINAL_MARGIN).toBe(0.05);
    expect(searchHooks(eclipse).finalMargin).toBe(ECLIPSE_FINAL_MARGIN);
  });

  it("the search leaves the heuristic's move only for a root action better by the margin", () => {
    expect(checkFinalMargin(eclipse, eclipse.defaultOptions(2), "margin")).toBeGreaterThan(0);
  });
});
