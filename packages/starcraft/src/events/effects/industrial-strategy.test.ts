import { describe, expect, it } from "vitest";
import { act, atStep8, board, pass, pick, picks } from "../testing";

const IND = "industrial-strategy";

describe("event-industrial-strategy", () => {
  it("the player plays one more event he drew; the rest are discarded", () => {
    let s = atStep8(board(), { 0: [IND, "create-wonder", "glorious-triumph"] });
    s = act(s, 0, { type: "play-event", card: IND });
    expect(picks(s).sort()).toEqual(["create-wonder", "glorious-triumph"]);
    s = pick(s, "create-wonder");
    expect(s.players[0].cp).toBe(1);
    expect(s.players[0].events).toEqual([]);
    expect(s.events.discard).toContain("glorious-triumph");
  });

  it("may be declined: nothing more is played and the other events are discarded", () => {
    let s = atStep8(board(), { 0: [IND, "create-wonder"] });
    s = pass(act(s, 0, { type: "play-event", card: IND }));
    expect(s.players[0].cp).toBe(0);
    expect(s.events.discard).toContain("create-wonder");
  });

  it("FAQ: Industrial Strategy may be used only once per regrouping phase", () => {
    let s = atStep8(board(), { 0: [IND, IND, "create-wonder"] });
    s = act(s, 0, { type: "play-event", card: IND });
    expect(picks(s).sort()).toEqual(["create-wonder", IND]);
    s = pick(s, IND);
    // The second copy has no effect: no further choice, Create Wonder is discarded unplayed.
    expect(s.frame.kind).not.toBe("event");
    expect(s.players[0].cp).toBe(0);
    expect(s.events.discard.filter((c) => c === IND)).toHaveLength(2);
    expect(s.events.discard).toContain("create-wonder");
  });

  it("the once-per-phase mark lasts only until step 8 is over: the card is then discarded", () => {
    let s = atStep8(board(), { 0: [IND, "create-wonder"] });
    expect(s.players[0].eventsInPlay).toEqual([]);
    s = pick(act(s, 0, { type: "play-event", card: IND }), "create-wonder");
    expect(s.frame.kind).not.toBe("play-event");
    expect(s.players[0].eventsInPlay).not.toContain(IND);
    expect(s.events.discard).toContain(IND);
  });
});
