import { describe, expect, it } from "vitest";
import { act, atStep8, board, pass, pick, picks } from "../testing";

const INF = "informant";
const VERS = "versatile-strategy";

describe("event-steal-event (Informant)", () => {
  it("offers every event another player still holds this step, never The End Draws Near", () => {
    const s = atStep8(board(), { 0: [INF], 1: ["create-wonder", "the-end-draws-near"], 2: [VERS] });
    const t = act(s, 0, { type: "play-event", card: INF });
    expect(picks(t).sort()).toEqual(["1:create-wonder", `2:${VERS}`]);
  });

  it("the stolen card is played as the thief's own and leaves the victim's hand", () => {
    let s = atStep8(board(), { 0: [INF, "glorious-triumph"], 1: ["create-wonder", "field-intelligence"] });
    s = pick(act(s, 0, { type: "play-event", card: INF }), "1:create-wonder");
    expect(s.players[0].cp).toBe(1);
    expect(s.players[1].cp).toBe(0);
    expect(s.players[1].events).toEqual(["field-intelligence"]);
    // A stolen non-strategy card gives no second event: the thief's other events are discarded.
    expect(s.players[0].events).toEqual([]);
    expect(s.events.discard).toContain("glorious-triumph");
  });

  it("FAQ: Versatile Strategy stolen via Informant lets the thief play a second event", () => {
    let s = atStep8(board(), { 0: [INF, "create-wonder"], 1: [VERS, "glorious-triumph"] });
    s = pick(act(s, 0, { type: "play-event", card: INF }), `1:${VERS}`);
    expect(s.players[1].events).toEqual(["glorious-triumph"]);
    expect(picks(s)).toEqual(["create-wonder"]);
    s = pick(s, "create-wonder");
    expect(s.players[0].cp).toBe(1);
    expect(s.events.discard).toEqual(expect.arrayContaining([INF, VERS, "create-wonder"]));
  });

  it("may be declined: nothing is taken", () => {
    let s = atStep8(board(), { 0: [INF], 1: ["create-wonder"] });
    s = pass(act(s, 0, { type: "play-event", card: INF }));
    expect(s.players[1].events).toEqual(["create-wonder"]);
    expect(s.players[0].cp).toBe(0);
  });

  it("with nobody else holding an event it does nothing", () => {
    const s = act(atStep8(board(), { 0: [INF] }), 0, { type: "play-event", card: INF });
    expect(s.frame.kind).not.toBe("event");
  });
});
