import { Match, Rng } from "@koprulu/engine";
import { type StarcraftState, starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { ismctsSearch } from "../ismcts";
import "./index";
import { heuristicPrior } from "./heuristic";
import { LEAD_OPTIONS } from "./leadership.testing";
import { leadershipLeftToPrior } from "./leadership-prior";

/** The Stage I Leadership choice of seat 0 (Overmind against Raynor), as ISMCTS's input. */
function stageOneInput() {
  const m = new Match(starcraft as never, LEAD_OPTIONS, "lead-prior");
  const factions = ["overmind", "raynor"];
  while ((m.state as StarcraftState).frame.kind === "choose-faction") {
    const p = m.pending()[0].player;
    m.submit(p, { type: "choose-faction", faction: factions[p] });
  }
  return {
    ruleset: starcraft as never,
    seat: 0,
    view: starcraft.view(m.state as StarcraftState, 0),
    decisions: m.pending().filter((d) => d.player === 0),
    legalActions: m.legalActions(0),
    rng: Rng.fromSeed("lead-prior"),
  };
}

describe("the Leadership choice left to the heuristic's ratings", () => {
  it("keeps only the best-rated card (the first on a tie) and leaves other decisions alone", () => {
    const cards = ["a", "b", "c"].map((card) => ({ type: "choose-leadership", card }));
    expect(leadershipLeftToPrior(cards, [1, 3, 3])).toEqual([
      Number.NEGATIVE_INFINITY,
      3,
      Number.NEGATIVE_INFINITY,
    ]);
    const other = [{ type: "pass" }, { type: "pass-2" }];
    expect(leadershipLeftToPrior(other, [1, 2])).toEqual([1, 2]);
  });

  it("ISMCTS plays the heuristic's favourite card without searching", () => {
    const input = stageOneInput();
    expect(input.legalActions[0].type).toBe("choose-leadership");
    expect(input.legalActions.length).toBeGreaterThan(1);
    const r = ismctsSearch(input, { iterations: 200 });
    const scores = heuristicPrior(input.view, 0, input.legalActions).filter(
      (s) => s > Number.NEGATIVE_INFINITY,
    );
    expect(scores).toHaveLength(1);
    expect(r.iterations).toBe(0);
    const card = (r.action as unknown as { card: string }).card;
    expect(card).toBe("overmind-the-overmind");
  });
});
