import { describe, expect, it } from "vitest";
import { draft } from "./draft";
import { startDiscard } from "./regrouping-end";
import { legalActions, pending } from "./ruleset";
import type { StarcraftState } from "./state";
import { act, patchPlayer, started } from "./testing";
import { view } from "./view";

/** Raynor (limit 8) holds 10 cards, Overmind (limit 6) holds 7, Tassadar 6. */
function overLimit(): StarcraftState {
  let s = started(["raynor", "overmind", "tassadar"]);
  const deck = s.players[0].deck;
  s = patchPlayer(s, 0, { hand: [...s.players[0].hand, ...deck.slice(0, 2)], deck: deck.slice(2) });
  s = patchPlayer(s, 1, {
    hand: [...s.players[1].hand, s.players[1].deck[0]],
    deck: s.players[1].deck.slice(1),
  });
  s = { ...s, phase: "regrouping", firstPlayer: 0 };
  const d = draft(s);
  startDiscard(d);
  return d;
}

describe("regrouping steps 9 and 10", () => {
  it("Step 9: every player over the hand limit discards at the same time (6, Terran 8)", () => {
    const s = overLimit();
    expect(pending(s).map((d) => [d.player, d.kind, d.simultaneous])).toEqual([
      [0, "discard", true],
      [1, "discard", true],
    ]);
  });

  it("Step 9: discards stay face down until everyone is done, then go to the discard piles", () => {
    let s = overLimit();
    const card = s.players[1].hand[0];
    s = act(s, 1, { type: "discard-card", card });
    expect(s.players[1].discard).toEqual([]);
    expect(JSON.stringify(view(s, 0).frame)).not.toContain(card);
    expect(pending(s).map((d) => d.player)).toEqual([0]);
    s = act(s, 0, legalActions(s, 0)[0]);
    s = act(s, 0, legalActions(s, 0)[0]);
    expect(s.players[1].discard).toEqual([card]);
    expect(s.players[0].discard.length).toBe(2);
    expect(s.players[0].hand.length).toBe(8);
  });

  it("Step 10: the first-player token passes to the left, and the next round's planning starts", () => {
    let s = overLimit();
    const round = s.round;
    s = act(s, 1, legalActions(s, 1)[0]);
    s = act(s, 0, legalActions(s, 0)[0]);
    s = act(s, 0, legalActions(s, 0)[0]);
    expect(s.firstPlayer).toBe(1);
    expect(s.phase).toBe("planning");
    expect(s.round).toBe(round + 1);
    expect(pending(s)[0].player).toBe(1);
  });

  it("Only cards in hand may be discarded", () => {
    const s = overLimit();
    expect(legalActions(s, 2)).toEqual([]);
    const bad = s.players[0].deck[0];
    if (!s.players[0].hand.includes(bad)) {
      expect(() => act(s, 0, { type: "discard-card", card: bad })).toThrow(/card-not-in-hand/);
    }
  });
});
