import { describe, expect, it } from "vitest";
import { orderPlanets } from "./planning";
import { legalActions, pending } from "./ruleset";
import type { StarcraftState } from "./state";
import {
  act,
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  started,
  withBases,
  withFrame,
  withUnits,
} from "./testing";

const PLANETS = ["abaddon", "braken", "chau-sara", "halcyon"];

/** Raynor (seat 0) has a base on abaddon; Overmind (seat 1) has units on halcyon. */
function board(): StarcraftState {
  let s = lineGalaxy(started(["raynor", "overmind"]), PLANETS);
  s = withBases(s, [[0, areaOf("abaddon", "minerals")]]);
  s = withUnits(s, [[1, "zerg-zergling", areaOf("halcyon", "cp")]]);
  s = { ...s, firstPlayer: 0, ordersPlaced: [0, 0] };
  return withFrame(s, { kind: "planning", turn: 0 }, "planning");
}

describe("planning", () => {
  it("Orders go only on a planet with own units or base, or adjacent to one", () => {
    const s = board();
    expect(orderPlanets(s, 0).sort()).toEqual(["abaddon", "braken"]);
    expect(orderPlanets(s, 1).sort()).toEqual(["chau-sara", "halcyon"]);
    expect(err(s, 0, { type: "place-order", planet: "chau-sara", order: "build", gold: false })?.code).toBe(
      "order-planet-not-reachable",
    );
    expect(err(s, 0, { type: "place-order", planet: "braken", order: "mobilize", gold: false })).toBeNull();
  });

  it("Orders are placed one at a time in turn order until each player has placed exactly four", () => {
    let s = board();
    const seats: number[] = [];
    while (s.phase === "planning") {
      const d = pending(s)[0];
      seats.push(d.player);
      s = act(s, d.player, legalActions(s, d.player)[0]);
    }
    expect(seats).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(s.phase).toBe("execution");
  });

  it("Orders stack per planet: the last placed lies on top", () => {
    let s = board();
    s = act(s, 0, { type: "place-order", planet: "braken", order: "build", gold: false });
    s = act(s, 1, { type: "place-order", planet: "chau-sara", order: "research", gold: false });
    s = act(s, 0, { type: "place-order", planet: "braken", order: "mobilize", gold: false });
    const st = s.stacks.braken;
    expect(st.map((o) => o.kind)).toEqual(["build", "mobilize"]);
    expect(st[st.length - 1].kind).toBe("mobilize");
  });

  it("Each player has 2 silver orders of each kind", () => {
    let s = board();
    s = act(s, 0, { type: "place-order", planet: "abaddon", order: "build", gold: false });
    s = act(s, 1, { type: "place-order", planet: "halcyon", order: "build", gold: false });
    s = act(s, 0, { type: "place-order", planet: "abaddon", order: "build", gold: false });
    s = act(s, 1, { type: "place-order", planet: "halcyon", order: "build", gold: false });
    expect(err(s, 0, { type: "place-order", planet: "abaddon", order: "build", gold: false })?.code).toBe(
      "order-token-unavailable",
    );
  });

  it("Gold orders are limited to one per R&D module", () => {
    let s = board();
    expect(err(s, 0, { type: "place-order", planet: "abaddon", order: "build", gold: true })?.code).toBe(
      "gold-order-limit",
    );
    s = patchPlayer(s, 0, { modules: { supply: 0, research: 1, "air-support": 0 } });
    s = act(s, 0, { type: "place-order", planet: "abaddon", order: "build", gold: true });
    s = act(s, 1, legalActions(s, 1)[0]);
    expect(err(s, 0, { type: "place-order", planet: "abaddon", order: "research", gold: true })?.code).toBe(
      "gold-order-limit",
    );
    expect(legalActions(s, 0).some((a) => a.type === "place-order" && a.gold)).toBe(false);
  });
});
