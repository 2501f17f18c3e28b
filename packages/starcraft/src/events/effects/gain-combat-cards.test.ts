import { describe, expect, it } from "vitest";
import { board, play } from "../testing";

describe("event-gain-combat-cards (Field Intelligence)", () => {
  it("draws the printed number of combat cards from the top of the deck", () => {
    const s = board();
    const top = s.players[0].deck.slice(0, 2);
    const t = play(s, 0, "field-intelligence");
    expect(t.players[0].hand.slice(-2)).toEqual(top);
    expect(t.players[0].deck.length).toBe(s.players[0].deck.length - 2);
  });
});
