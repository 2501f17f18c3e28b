import { type EclipseAction, type EclipseView, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { searchHooks } from "../hooks";
import { ismctsSearch } from "../ismcts";
import { chooseEclipse } from "./heuristic";
import "./index";
import { ECLIPSE_WIDTH, eclipsePrior } from "./prior";

describe("Eclipse's ISMCTS prior (progressive bias from the heuristic)", () => {
  const state = eclipse.setup(eclipse.defaultOptions(2), "prior");
  const seat = eclipse.pending(state)[0]!.player;
  const legal = eclipse.legalActions(state, seat);

  it("rates the heuristic's own choice above every other action", () => {
    const scores = eclipsePrior(state, seat, legal);
    const choice = chooseEclipse(eclipse.view(state, seat) as EclipseView, seat, legal as EclipseAction[]);
    const top = Math.max(...scores);
    expect(scores.filter((x) => x === top)).toHaveLength(1);
    expect(legal[scores.indexOf(top)]).toEqual(choice);
  });

  it("is registered for ruleset eclipse, and ISMCTS then searches only the `width` best-rated actions", () => {
    expect(searchHooks(eclipse).actionPrior).toBe(eclipsePrior);
    expect(legal.length).toBeGreaterThan(ECLIPSE_WIDTH);
    const r = ismctsSearch(
      {
        ruleset: eclipse,
        seat,
        view: eclipse.view(state, seat),
        decisions: eclipse.pending(state),
        legalActions: legal,
        rng: Rng.fromSeed("w"),
      },
      { iterations: 60 },
    );
    expect(r.stats.filter((s) => s.visits > 0).length).toBeLessThanOrEqual(ECLIPSE_WIDTH);
    const scores = eclipsePrior(state, seat, legal);
    const favourite = legal[scores.indexOf(Math.max(...scores))];
    expect(r.stats.find((s) => s.action === favourite)!.visits).toBeGreaterThan(0);
  });
});
