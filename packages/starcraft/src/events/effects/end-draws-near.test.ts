import { describe, expect, it } from "vitest";
import { draft } from "../../draft";
import { board } from "../testing";
import { eventEndDrawsNear } from "./end-draws-near";

describe("event-end-draws-near", () => {
  it("stays face up in play and gives one conquest point (bonus 'conquest-point')", () => {
    const d = draft(board());
    expect(eventEndDrawsNear.staysInPlay).toBe(true);
    expect(
      eventEndDrawsNear.play(d, { owner: 0, card: "x", params: { bonus: "conquest-point" } }),
    ).toBeNull();
    expect(d.players[0].cp).toBe(1);
  });

  it("with bonus 'draw-combat-card' the player draws one combat card instead", () => {
    const d = draft(board());
    const hand = d.players[0].hand.length;
    eventEndDrawsNear.play(d, { owner: 0, card: "x", params: { bonus: "draw-combat-card" } });
    expect(d.players[0].hand.length).toBe(hand + 1);
    expect(d.players[0].cp).toBe(0);
  });
});
