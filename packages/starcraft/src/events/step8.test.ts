import { describe, expect, it } from "vitest";
import { draft } from "../draft";
import { startRegrouping } from "../regrouping";
import { err, started } from "../testing";
import { view } from "../view";
import { drawEvent } from "./deck";
import { act, asked, atStep8, board, patchPlayer, play } from "./testing";

const END = "the-end-draws-near";

describe("regrouping step 8: play event cards (Hebrew rulebook, regrouping step 8)", () => {
  it("drawn events stay face down, unseen even by their owner, until step 8", () => {
    const d = draft(board());
    d.phase = "execution";
    drawEvent(d, 0);
    expect(view(d, 0).players[0].events[0]).toMatch(/^\?[123]$/);
    expect(d.players[0].eventsSeen).toBe(false);
  });

  it("at step 8 every player looks at his events; then in turn order from the first player each decides", () => {
    let s = board();
    s = patchPlayer(s, 1, { events: ["create-wonder"] });
    s = patchPlayer(s, 2, { events: ["field-intelligence"] });
    s = { ...s, firstPlayer: 2, phase: "execution", stacks: {} };
    const d = draft(s);
    startRegrouping(d);
    expect(asked(d)).toEqual([2]);
    expect(view(d, 1).players[1].events).toEqual(["create-wonder"]);
    expect(view(d, 2).players[1].events).toEqual(["?2"]);
    const t = act(d, 2, { type: "pass-event" });
    expect(asked(t)).toEqual([1]); // seat 0 holds nothing and is skipped
  });

  it("a player plays exactly one event; the others are discarded face up", () => {
    const s = atStep8(board(), { 0: ["create-wonder", "glorious-triumph", "field-intelligence"] });
    const t = act(s, 0, { type: "play-event", card: "create-wonder" });
    expect(t.players[0].cp).toBe(1);
    expect(t.players[0].events).toEqual([]);
    expect(t.events.discard).toEqual(
      expect.arrayContaining(["create-wonder", "glorious-triumph", "field-intelligence"]),
    );
  });

  it("a player may pass: every drawn event is discarded without effect", () => {
    const s = atStep8(board(), { 0: ["create-wonder"] });
    const t = act(s, 0, { type: "pass-event" });
    expect(t.players[0].cp).toBe(0);
    expect(t.events.discard).toContain("create-wonder");
  });

  it("an event the player did not draw cannot be played (event-not-held)", () => {
    const s = atStep8(board(), { 0: ["create-wonder"] });
    expect(err(s, 0, { type: "play-event", card: "glorious-triumph" })?.code).toBe("event-not-held");
    expect(err(s, 1, { type: "pass-event" })?.code).toBe("not-your-decision");
  });

  it("The End Draws Near must be played: it goes face up, gives its bonus, and the other events are discarded", () => {
    let s = board();
    s = patchPlayer(s, 0, { events: [END, "create-wonder"] });
    s = { ...s, phase: "execution", stacks: {} };
    const d = draft(s);
    startRegrouping(d);
    expect(d.players[0].eventsInPlay).toEqual([END]);
    expect(d.players[0].cp).toBeGreaterThanOrEqual(1); // the bonus (+ conquest points of step 5)
    expect(d.events.discard).toContain("create-wonder");
    expect(d.phase).not.toBe("over"); // one on the table does not end the game
  });

  it("regrouping steps 9–10 run once when The End Draws Near is played by itself (round +1, first player passes once)", () => {
    for (const factions of [
      ["raynor", "overmind"],
      ["raynor", "overmind", "tassadar", "mengsk"],
    ]) {
      let s = started(factions);
      s = { ...s, phase: "execution", stacks: {}, firstPlayer: 0 };
      const before = draft(s);
      const d = draft(patchPlayer(s, 0, { events: [END] }));
      startRegrouping(before);
      startRegrouping(d);
      expect(d.players[0].eventsInPlay).toEqual([END]);
      expect(d.round).toBe(before.round);
      expect(d.firstPlayer).toBe(before.firstPlayer);
      expect(d.frame.kind).toBe(before.frame.kind);
    }
  });

  it("holding several The End Draws Near: all are played, the bonus counts once, and two on the table end the game", () => {
    const s = board();
    const d = draft({ ...patchPlayer(s, 1, { events: [END, END] }), phase: "execution", stacks: {} });
    const before = draft({ ...s, phase: "execution", stacks: {} });
    startRegrouping(before);
    startRegrouping(d);
    expect(d.players[1].eventsInPlay).toEqual([END, END]);
    expect(d.players[1].cp - before.players[1].cp).toBe(1);
    expect(d.phase).toBe("over");
    expect(d.endReason).toBe("end-draws-near");
  });

  it("two The End Draws Near on the table after step 8: the leader by conquest points wins without Aldaris", () => {
    let s = patchPlayer(board(), 0, { events: [END], cp: 3 });
    s = patchPlayer(s, 2, { events: [END], cp: 9 });
    const d = draft({ ...s, phase: "execution", stacks: {} });
    startRegrouping(d);
    expect(d.phase).toBe("over");
    expect(d.winners).toEqual([2]);
  });

  it("The End Draws Near ends the game only after the whole step: later players still play their events", () => {
    let s = patchPlayer(board(), 0, { events: [END] });
    s = patchPlayer(s, 1, { events: [END] });
    s = patchPlayer(s, 2, { events: ["create-wonder"] });
    const d = draft({ ...s, phase: "execution", stacks: {} });
    startRegrouping(d);
    expect(asked(d)).toEqual([2]);
    const t = act(d, 2, { type: "play-event", card: "create-wonder" });
    expect(t.phase).toBe("over");
    expect(t.endReason).toBe("end-draws-near");
  });

  it("an eliminated player's The End Draws Near does not count", () => {
    let s = patchPlayer(board(), 0, { eventsInPlay: [END] });
    s = patchPlayer(s, 1, { eventsInPlay: [END], eliminated: true });
    s = patchPlayer(s, 2, { events: ["create-wonder"] });
    const t = play(s, 2, "create-wonder");
    expect(t.phase).not.toBe("over");
  });

  it("Aldaris wins the end by The End Draws Near whatever the points, if still in the game", () => {
    let s = atStep8(board(), {});
    s = { ...s, players: s.players.map((pl, i) => (i === 1 ? { ...pl, faction: "aldaris" } : pl)) };
    s = patchPlayer(s, 0, { events: [END], cp: 12 });
    s = patchPlayer(s, 2, { events: [END] });
    const d = draft({ ...s, phase: "execution", stacks: {} });
    startRegrouping(d);
    expect(d.winners).toEqual([1]);
  });

  it("event-played decisions do not leak: a player's unseen events stay hidden from everyone", () => {
    const s = patchPlayer(board(), 1, { events: ["create-wonder"], eventsSeen: false });
    for (const v of [0, 1, 2, "spectator"] as const) expect(view(s, v).players[1].events).toEqual(["?2"]);
  });

  it("bad answers to an event's decision are RuleErrors with stable codes and change nothing", () => {
    const s = play(board(), 0, "material-shortage");
    const before = JSON.stringify(s);
    expect(err(s, 0, { type: "event-pick", pick: "nowhere#9" })?.code).toBe("event-pick-invalid");
    expect(err(s, 0, { type: "event-pick", pick: 3 })?.code).toBe("event-pick-invalid");
    expect(err(s, 0, { type: "event-pass" })?.code).toBe("event-pass-not-allowed");
    expect(err(s, 0, { type: "play-event", card: "create-wonder" })?.code).toBe("wrong-decision");
    expect(err(s, 1, { type: "event-pick", pick: "x" })?.code).toBe("not-your-decision");
    expect(JSON.stringify(s)).toBe(before);
  });
});
