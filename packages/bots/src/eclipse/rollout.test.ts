import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { describe, expect, it } from "vitest";
import { searchHooks } from "../hooks";
import "./index";

describe("Eclipse's ISMCTS rollouts", () => {
  it("roll out with the heuristic to the end of the round: stop once the next round has begun", () => {
    const hooks = searchHooks(eclipse as never);
    expect(hooks.rolloutDepth).toBe(100);
    const s = eclipse.setup(eclipse.defaultOptions(2), "rollout") as EclipseState;
    expect(hooks.rolloutStop!(s, s)).toBe(false);
    expect(hooks.rolloutStop!(s, { ...s, round: s.round + 1 })).toBe(true);
    // The rollout policy plays a legal action (the heuristic's, with its plans on the state).
    const seat = eclipse.pending(s)[0]!.player;
    const legal = eclipse.legalActions(s, seat);
    const a = hooks.rolloutAction!(s, seat, legal, undefined as never);
    expect(legal).toContain(a);
  });
});
