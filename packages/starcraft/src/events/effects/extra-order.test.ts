import { describe, expect, it } from "vitest";
import { draft } from "../../draft";
import { extraOrders, spendExtraOrders } from "../extra-orders";
import { board, play } from "../testing";

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
});
