import { describe, expect, it } from "vitest";
import { act, atStep8, board, pass, pick, picks, play } from "../testing";

const END = "the-end-draws-near";

describe("event-play-extra-event", () => {
  it("Progressive Strategy: the top card of the Event deck is played as well (FAQ: a second event that step)", () => {
    const s = { ...board(), events: { ...board().events, deck: ["create-wonder", ...board().events.deck] } };
    const t = play(s, 0, "progressive-strategy");
    expect(t.players[0].cp).toBe(1);
    expect(t.events.discard).toEqual(["progressive-strategy", "create-wonder"]);
  });

  it("the other events the player drew are still discarded", () => {
    const s = atStep8(
      { ...board(), events: { ...board().events, deck: ["field-intelligence"] } },
      {
        0: ["progressive-strategy", "glorious-triumph"],
      },
    );
    const t = act(s, 0, { type: "play-event", card: "progressive-strategy" });
    expect(t.players[0].cp).toBe(0);
    expect(t.events.discard).toContain("glorious-triumph");
  });

  it("The End Draws Near turned up this way is played: face up on the table, with its bonus", () => {
    const s = { ...board(), events: { ...board().events, deck: [END] } };
    const t = play(s, 0, "progressive-strategy");
    expect(t.players[0].eventsInPlay).toEqual([END]);
    expect(t.players[0].cp).toBe(1);
  });

  it("Decisive Strategy: the player plays a second event he drew, the rest are discarded", () => {
    let s = atStep8(board(), { 0: ["decisive-strategy", "create-wonder", "glorious-triumph"] });
    s = act(s, 0, { type: "play-event", card: "decisive-strategy" });
    expect(picks(s).sort()).toEqual(["create-wonder", "glorious-triumph"]);
    s = pick(s, "create-wonder");
    expect(s.players[0].cp).toBe(1);
    expect(s.events.discard).toEqual(
      expect.arrayContaining(["decisive-strategy", "create-wonder", "glorious-triumph"]),
    );
    expect(s.players[0].events).toEqual([]);
  });

  it("Decisive Strategy may be declined: the other events are discarded", () => {
    let s = atStep8(board(), { 0: ["decisive-strategy", "create-wonder"] });
    s = pass(act(s, 0, { type: "play-event", card: "decisive-strategy" }));
    expect(s.players[0].cp).toBe(0);
    expect(s.events.discard).toContain("create-wonder");
  });

  it("one strategy per turn (Lite's strategy cards): a second strategy reached this way has no effect", () => {
    let s = atStep8(
      { ...board(), events: { ...board().events, deck: ["create-wonder"] } },
      { 0: ["decisive-strategy", "progressive-strategy"] },
    );
    s = pick(act(s, 0, { type: "play-event", card: "decisive-strategy" }), "progressive-strategy");
    expect(s.players[0].cp).toBe(0);
    expect(s.events.deck[0]).toBe("create-wonder");
  });

  it("a second event drawn face down by the extra play is kept for a later regrouping (Scouting Reports)", () => {
    let s = atStep8(board(), { 0: ["decisive-strategy", "scouting-reports"] });
    const top = s.events.deck.slice(0, 2);
    s = pick(act(s, 0, { type: "play-event", card: "decisive-strategy" }), "scouting-reports");
    expect(s.players[0].events).toEqual(top);
    expect(s.players[0].eventsSeen).toBe(false);
  });
});
