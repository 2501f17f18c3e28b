import { describe, expect, it } from "vitest";
import type { StarcraftAction } from "./actions";
import { describeAction } from "./describe";
import { lineGalaxy, started, withUnits } from "./testing";

/** The Brood War decisions that once read as the generic "P1: warp unit" in the English log. */
const ACTIONS: StarcraftAction[] = [
  { type: "build-held", unit: "terran-marine" },
  { type: "move-held", unit: "terran-marine", area: "braken#0" },
  { type: "deploy-held", unit: "terran-marine", area: "braken#0" },
  { type: "end-deploy" },
  { type: "warp-unit", unit: -1, area: "braken#0" }, // the id is set to the Marine's below
  { type: "end-warp" },
  { type: "leadership-units", choice: 0, area: "braken#0" },
  { type: "psi-disruptor-retreat", area: "braken#0" },
];

describe("the English log line of every action", () => {
  it("tells the Brood War reserve, Warp Gate, Leadership units and Psi-Disruptor decisions in words, not by their code", () => {
    const s = withUnits(lineGalaxy(started(["raynor", "overmind"]), ["braken", "abaddon"]), [
      [0, "terran-marine", "braken#1"],
    ]);
    const marine = s.units[s.units.length - 1].id;
    const actions = ACTIONS.map((a) => (a.type === "warp-unit" ? { ...a, unit: marine } : a));
    for (const a of actions) {
      const line = describeAction(s, 0, a, s);
      expect(line, a.type).not.toContain(a.type.replace(/-/g, " "));
      expect(line, a.type).toMatch(/^\S.* (builds|moves|deploys|warps|places)\b/);
    }
    expect(describeAction(s, 0, ACTIONS[0], s)).toContain("a Marine into the reserve");
    expect(describeAction(s, 0, actions[4], s)).toContain("warps a Marine to");
  });
});
