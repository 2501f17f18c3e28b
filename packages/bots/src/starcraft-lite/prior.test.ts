import { Rng } from "@koprulu/engine";
import { botPolicy, makeContext, policyAction } from "@koprulu/starcraft-lite";
import { type LiteState, starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { describe, expect, it } from "vitest";
import { liteHeuristic, litePrior } from "./heuristic";
import "./index";

describe("StarCraft Lite's ISMCTS prior", () => {
  it("in a battle rates the battle policy's choice 1 and the other battle actions 0", () => {
    // Heuristic self-play until a battle decision with a real choice.
    const rng = Rng.fromSeed("prior-battle");
    let s = starcraftLite.setup(starcraftLite.defaultOptions(2), "prior-battle");
    let checked = 0;
    for (let step = 0; step < 3000 && checked < 3; step++) {
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
        checked++;
      }
      const view = starcraftLite.view(s, seat);
      s = starcraftLite.apply(
        s,
        seat,
        liteHeuristic.choose({ ruleset: starcraftLite, seat, view, decisions: [], legalActions: legal, rng }),
      );
    }
    expect(checked).toBeGreaterThan(0);
  });
});
