import { describe, expect, it } from "vitest";
import { advanceExecution } from "./execution";
import { legalActions, pending } from "./ruleset";
import type { Order, StarcraftState } from "./state";
import { act, areaOf, err, lineGalaxy, started, withBases, withFrame, withUnits } from "./testing";
import { view } from "./view";

const o = (owner: number, kind: Order["kind"] = "research"): Order => ({ owner, kind, gold: false });

function board(stacks: Record<string, Order[]>): StarcraftState {
  let s = lineGalaxy(started(["raynor", "overmind", "tassadar"]), ["abaddon", "braken", "chau-sara"]);
  s = withBases(s, [
    [0, areaOf("abaddon", "minerals")],
    [1, areaOf("braken", "gas")],
    [2, areaOf("chau-sara", "gas")],
  ]);
  s = withUnits(s, [[0, "terran-marine", areaOf("abaddon", "cp")]]);
  return { ...s, stacks, firstPlayer: 0, phase: "execution" };
}

describe("execution", () => {
  it("Only an own order on top of a stack may be revealed", () => {
    const s = withFrame(board({ abaddon: [o(0), o(1)], braken: [o(0)] }), { kind: "execution", turn: 0 });
    expect(legalActions(s, 0)).toEqual([{ type: "reveal-order", planet: "braken" }]);
    expect(err(s, 0, { type: "reveal-order", planet: "abaddon" })?.code).toBe("order-not-on-top");
  });

  it("A revealed order is executed or exchanged for an event; either way it leaves the board", () => {
    let s = withFrame(board({ abaddon: [o(0, "research")], braken: [o(1)] }), { kind: "execution", turn: 0 });
    s = act(s, 0, { type: "reveal-order", planet: "abaddon" });
    expect(s.frame).toMatchObject({ kind: "execute-or-event", order: "research" });
    expect(s.stacks.abaddon).toEqual([]);
    const deck = s.events.deck.length;
    s = act(s, 0, { type: "draw-event-instead" });
    expect(s.players[0].events.length).toBe(1);
    expect(s.events.deck.length).toBe(deck - 1);
    expect(pending(s)[0].player).toBe(1);
  });

  it("A player whose orders are all covered draws an event and passes", () => {
    // Seat 1's only order lies under seat 2's: seat 1 draws an event and seat 2 plays.
    let s = board({ abaddon: [o(0)], braken: [o(1), o(2)] });
    s = withFrame(s, { kind: "execution", turn: 0 });
    s = act(s, 0, { type: "reveal-order", planet: "abaddon" });
    s = act(s, 0, { type: "draw-event-instead" });
    expect(s.players[1].events.length).toBe(1);
    expect(pending(s)[0].player).toBe(2);
  });

  it("A player with no orders left is skipped and draws no event", () => {
    let s = board({ braken: [o(2), o(1)] });
    s = { ...s };
    advanceExecution(s, 0, true);
    expect(s.frame).toEqual({ kind: "execution", turn: 1 });
    expect(s.players[0].events.length).toBe(0);
  });

  it("The phase ends when no orders remain", () => {
    let s = withFrame(board({ abaddon: [o(0)] }), { kind: "execution", turn: 0 });
    s = act(s, 0, { type: "reveal-order", planet: "abaddon" });
    s = act(s, 0, { type: "draw-event-instead" });
    expect(s.phase === "regrouping" || s.phase === "planning" || s.phase === "over").toBe(true);
  });

  it("Events are drawn face down: not even their owner sees them before regrouping", () => {
    let s = withFrame(board({ abaddon: [o(0)], braken: [o(1)] }), { kind: "execution", turn: 0 });
    s = act(s, 0, { type: "reveal-order", planet: "abaddon" });
    s = act(s, 0, { type: "draw-event-instead" });
    const card = s.players[0].events[0];
    for (const v of [view(s, 0), view(s, 1), view(s, "spectator")]) {
      expect(v.players[0].events).toEqual([expect.stringMatching(/^\?[123]$/)]);
      expect(JSON.stringify(v.players)).not.toContain(`"${card}"`);
    }
  });

  it("Research cannot be executed without a base on the active planet (draw an event instead)", () => {
    let s = withFrame(board({ braken: [o(0, "research")], abaddon: [o(1)] }), { kind: "execution", turn: 0 });
    s = act(s, 0, { type: "reveal-order", planet: "braken" });
    expect(legalActions(s, 0)).toEqual([{ type: "draw-event-instead" }]);
    expect(err(s, 0, { type: "execute-order" })?.code).toBe("research-needs-base");
  });
});
