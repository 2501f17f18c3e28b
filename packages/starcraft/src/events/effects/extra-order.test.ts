import { describe, expect, it } from "vitest";
import { draft } from "../../draft";
import { legalActions, pending } from "../../ruleset";
import { extraOrders, spendExtraOrders } from "../extra-orders";
import { act, board, play } from "../testing";

describe("event-extra-order (Swift Command)", () => {
  it("stays in play and grants one extra order in the next Planning Phase", () => {
    const s = play(board(), 2, "swift-command");
    expect(s.players[2].eventsInPlay).toEqual(["swift-command"]);
    expect(extraOrders(s, 2)).toBe(1);
    expect(extraOrders(s, 0)).toBe(0);
  });

  it("once that Planning Phase is over the card is discarded", () => {
    const d = draft(play(board(), 2, "swift-command"));
    spendExtraOrders(d);
    expect(d.players[2].eventsInPlay).toEqual([]);
    expect(d.events.discard).toContain("swift-command");
    expect(extraOrders(d, 2)).toBe(0);
  });

  it("in the Planning Phase the player places his extra order after everyone has placed four", () => {
    let s = play(board(), 2, "swift-command");
    s = {
      ...s,
      phase: "planning",
      frame: { kind: "planning", turn: 1 },
      ordersPlaced: [4, 3, 4],
      stacks: {},
    };
    s = act(s, 1, legalActions(s, 1)[0]);
    expect(pending(s)).toEqual([expect.objectContaining({ player: 2, kind: "planning" })]);
    s = act(s, 2, legalActions(s, 2)[0]);
    expect(s.ordersPlaced).toEqual([4, 4, 5]);
    expect(s.phase).toBe("execution");
    expect(s.players[2].eventsInPlay).toEqual([]);
    expect(s.events.discard).toContain("swift-command");
  });
});
