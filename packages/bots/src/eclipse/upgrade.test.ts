/**
 * The upgrade plans list a slot's parts on a copy of the state object with the slot chosen
 * (`withSlotChosen`) instead of applying upgrade-slot to a copy of the whole state: the parts
 * offered must be the same, on every Upgrade the heuristic games below could open.
 */
import { type EclipseAction, eclipse } from "@koprulu/eclipse";
import { describe, expect, it } from "vitest";
import { heuristicGame } from "./heuristic-games.testing";
import { withSlotChosen } from "./upgrade";

describe("withSlotChosen", () => {
  it("offers the parts apply's state offers, for every slot of every Upgrade opened", () => {
    let slots = 0;
    for (const states of [heuristicGame("upgrade-1", 2), heuristicGame("upgrade-2", 4)])
      states.forEach((s, i) => {
        if (s.step.kind !== "turn" || i % 2 !== 0) return;
        const seat = s.turn;
        if (!eclipse.legalActions(s, seat).some((a) => a.type === "upgrade")) return;
        const upgrading = eclipse.apply(s, seat, { type: "upgrade" });
        for (const a of eclipse.legalActions(upgrading, seat)) {
          if (a.type !== "upgrade-slot") continue;
          const slot = a as Extract<EclipseAction, { type: "upgrade-slot" }>;
          const chosen = withSlotChosen(upgrading, seat, slot);
          expect(eclipse.legalActions(chosen, seat)).toEqual(
            eclipse.legalActions(eclipse.apply(upgrading, seat, slot), seat),
          );
          expect(chosen.step).toEqual(eclipse.apply(upgrading, seat, slot).step);
          slots++;
        }
      });
    expect(slots).toBeGreaterThan(200);
  });
});
