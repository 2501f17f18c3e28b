import { describe, expect, it } from "vitest";
import { view } from "../../view";
import { board, play } from "../testing";

describe("event-draw-events (Scouting Reports)", () => {
  it("draws events face down; they are kept, unseen, for a later regrouping", () => {
    const s = board();
    const top = s.events.deck.slice(0, 2);
    const t = play(s, 0, "scouting-reports");
    expect(t.players[0].events).toEqual(top);
    expect(t.players[0].eventsSeen).toBe(false);
    expect(view(t, 0).players[0].events.every((c) => c.startsWith("?"))).toBe(true);
    expect(t.events.discard).toEqual(["scouting-reports"]);
  });
});
