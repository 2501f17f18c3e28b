import { describe, expect, it } from "vitest";
import { board, play } from "../testing";

describe("battle-start events (event-defense-bonus, event-cancel-battle, event-face-up-combat, event-defender-retreat)", () => {
  for (const card of ["flawless-defense-plan", "cease-fire", "intercepted-transmissions", "retreat"]) {
    it(`${card} stays face up in its owner's play area instead of the discard pile`, () => {
      const t = play(board(), 1, card);
      expect(t.players[1].eventsInPlay).toEqual([card]);
      expect(t.events.discard).not.toContain(card);
    });
  }
});
