import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { determinize } from "../../determinize";
import { draft } from "../../draft";
import { legalActions } from "../../ruleset";
import { view } from "../../view";
import { drawEvent } from "../deck";
import { act, atStep8, board, pass, pick, picks } from "../testing";

const INF = "informant";
const VERS = "versatile-strategy";

describe("event-steal-event (Informant)", () => {
  it("picks name a seat and a position among its face-down events, never the hidden card", () => {
    const s = atStep8(board(), { 0: [INF], 1: ["create-wonder", "the-end-draws-near"], 2: [VERS] });
    const t = act(s, 0, { type: "play-event", card: INF });
    expect(picks(t).sort()).toEqual(["1:0", "1:1", "2:0"]);
    // The thief's view shows those cards as unknown, and every state the thief cannot tell
    // apart from this one (determinize) offers the same picks.
    for (const e of view(t, 0).players[1].events) expect(e).toMatch(/^\?[123]$/);
    for (let i = 0; i < 10; i++) {
      const sample = determinize(view(t, 0), 0, Rng.fromSeed(`inf-${i}`));
      expect(legalActions(sample, 0)).toEqual(legalActions(t, 0));
    }
  });

  it("Informant (provisional ruling): a pick that turns out to be The End Draws Near takes nothing", () => {
    let s = atStep8(board(), { 0: [INF], 1: ["create-wonder", "the-end-draws-near"] });
    s = pick(act(s, 0, { type: "play-event", card: INF }), "1:1");
    expect(s.players[0].cp).toBe(0);
    // Seat 1 still holds it and must play it in his turn.
    expect(s.players[1].eventsInPlay).toContain("the-end-draws-near");
  });

  it("the stolen card is played as the thief's own and leaves the victim's hand", () => {
    let s = atStep8(board(), { 0: [INF, "glorious-triumph"], 1: ["create-wonder", "field-intelligence"] });
    s = pick(act(s, 0, { type: "play-event", card: INF }), "1:0");
    expect(s.players[0].cp).toBe(1);
    expect(s.players[1].cp).toBe(0);
    expect(s.players[1].events).toEqual(["field-intelligence"]);
    // A stolen non-strategy card gives no second event: the thief's other events are discarded.
    expect(s.players[0].events).toEqual([]);
    expect(s.events.discard).toContain("glorious-triumph");
  });

  it("FAQ: Versatile Strategy stolen via Informant lets the thief play a second event", () => {
    let s = atStep8(board(), { 0: [INF, "create-wonder"], 1: [VERS, "glorious-triumph"] });
    s = pick(act(s, 0, { type: "play-event", card: INF }), "1:0");
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

  it("drawn events are placed face down unseen: a player whose only event Informant took does not see the next ones", () => {
    let s = atStep8(board(), { 0: [INF], 1: ["create-wonder"] });
    s = pick(act(s, 0, { type: "play-event", card: INF }), "1:0");
    expect(s.players[1].events).toEqual([]);
    expect(s.players[1].eventsSeen).toBe(false);
    const d = draft(s);
    drawEvent(d, 1);
    expect(view(d, 1).players[1].events[0]).toMatch(/^\?[123]$/);
  });

  it("with nobody else holding an event it does nothing", () => {
    const s = act(atStep8(board(), { 0: [INF] }), 0, { type: "play-event", card: INF });
    expect(s.frame.kind).not.toBe("event");
  });
});
