import { Rng } from "@koprulu/engine";
import { botPolicy, makeContext, policyAction } from "@koprulu/starcraft-lite";
import { type LiteState, starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { describe, expect, it } from "vitest";
import { topByPrior } from "../top-by-prior";
import { liteHeuristic, litePrior } from "./heuristic";
import "./index";

/** One move of heuristic self-play: `seat` plays the heuristic's choice among `legal`. */
function heuristicStep(
  s: LiteState,
  seat: number,
  legal: ReturnType<typeof starcraftLite.legalActions>,
  rng: Rng,
) {
  const view = starcraftLite.view(s, seat);
  const action = liteHeuristic.choose({
    ruleset: starcraftLite,
    seat,
    view,
    decisions: [],
    legalActions: legal,
    rng,
  });
  return starcraftLite.apply(s, seat, action);
}

describe("StarCraft Lite's ISMCTS prior", () => {
  it("in a battle rates the battle policy's choice 1 and the other battle actions 0, and never searches declining a possible kill", () => {
    // Heuristic self-play until a battle decision with a real choice.
    const rng = Rng.fromSeed("prior-battle");
    let s = starcraftLite.setup(starcraftLite.defaultOptions(2), "prior-battle");
    let checked = 0;
    let declined = 0;
    for (let step = 0; step < 3000 && (checked < 3 || declined < 2); step++) {
      const pending = starcraftLite.pending(s);
      if (pending.length === 0) break;
      const seat = pending[0].player;
      const legal = starcraftLite.legalActions(s, seat);
      const state = s as LiteState;
      if (legal.length > 1 && legal[0].type.startsWith("lite-") && state.battle) {
        const scores = litePrior(s, seat, legal);
        const a = policyAction(state.battle, botPolicy, makeContext(state.battle.input));
        expect(scores.filter((x) => x === 1)).toHaveLength(1);
        expect(legal[scores.indexOf(1)]).toEqual(a);
        for (let i = 0; i < legal.length; i++) {
          const declines =
            legal[i].type === "lite-target" && (legal[i] as { choice: unknown }).choice === null;
          expect(scores[i]).toBe(declines ? Number.NEGATIVE_INFINITY : scores[i] === 1 ? 1 : 0);
          if (declines) {
            declined++;
            expect(topByPrior(scores, legal, 3)).not.toContainEqual(legal[i]);
          }
        }
        checked++;
      }
      s = heuristicStep(s, seat, legal, rng);
    }
    expect(checked).toBeGreaterThan(0);
    expect(declined).toBeGreaterThan(0);
  });

  it("L-E1 payments: the search is given only the heuristic's place for a worker, and still every purchase", () => {
    const rng = Rng.fromSeed("prior-payment");
    let s = starcraftLite.setup(starcraftLite.defaultOptions(2), "prior-payment");
    let payments = 0;
    let purchases = 0;
    for (let step = 0; step < 3000 && payments < 5; step++) {
      const pending = starcraftLite.pending(s);
      if (pending.length === 0) break;
      const seat = pending[0].player;
      const legal = starcraftLite.legalActions(s, seat);
      const scores = litePrior(s, seat, legal);
      const kept = topByPrior(scores, legal, 3);
      const workers = legal.filter((a) => a.type === "place-worker");
      if (workers.length > 1) {
        // One source kept, and it is a best-rated one: the permanent resources before a card.
        expect(kept.filter((a) => a.type === "place-worker")).toHaveLength(1);
        const rated = legal
          .map((a, i) => ({ a, x: scores[i] }))
          .filter((r) => r.x > Number.NEGATIVE_INFINITY);
        expect(rated).toHaveLength(legal.length - workers.length + 1);
        const placed = kept.find((a) => a.type === "place-worker") as unknown as { source: string };
        if (workers.some((a) => (a as unknown as { source: string }).source.startsWith("permanent-")))
          expect(placed.source.startsWith("permanent-")).toBe(true);
        payments++;
      }
      if (legal.some((a) => a.type === "build-unit") && workers.length === 0) {
        // Build decisions are not grouped: every rated action stays rated.
        expect(scores.every((x) => x > Number.NEGATIVE_INFINITY)).toBe(true);
        purchases++;
      }
      s = heuristicStep(s, seat, legal, rng);
    }
    expect(payments).toBeGreaterThan(0);
    expect(purchases).toBeGreaterThan(0);
  });
});
