import { tictactoe } from "@koprulu/tictactoe";
import { describe, expect, it } from "vitest";
import { duel } from "../testing/fixtures";
import { type Entry, GameRuntime, SNAPSHOT_EVERY } from "./runtime";

const meta = (ruleset = duel) => ({ id: "g", ruleset, players: 2, options: {}, seed: "s" });

function play(rt: GameRuntime, seat: number, action: unknown) {
  const r = rt.prepareAction(seat, action, null, "t");
  if (!r.ok) throw new Error(r.error.code);
  rt.commit(r.prepared);
  return r.prepared;
}

function undo(rt: GameRuntime, seat: number) {
  const r = rt.prepareUndo(seat, "t");
  if (!r.ok) return r.error.code;
  rt.commit(r.prepared);
  return "ok";
}

describe("GameRuntime", () => {
  it("prepare changes nothing until commit", () => {
    const rt = GameRuntime.fresh(meta());
    const r = rt.prepareAction(0, { type: "add" }, "k", "t");
    expect(r.ok).toBe(true);
    expect(rt.version).toBe(0);
    expect(rt.entries).toEqual([]);
    expect(rt.seqForKey(0, "k")).toBeUndefined();
  });

  it("an idempotency key belongs to its seat: another seat's same key is another request", () => {
    const rt = GameRuntime.fresh(meta());
    const keyed = (seat: number, action: unknown, key: string | null) => {
      const r = rt.prepareAction(seat, action, key, "t");
      if (!r.ok) throw new Error(r.error.code);
      rt.commit(r.prepared);
    };
    keyed(0, { type: "add" }, "k");
    keyed(0, { type: "done" }, null);
    keyed(1, { type: "add" }, "k");
    expect(rt.seqForKey(0, "k")).toBe(1);
    expect(rt.seqForKey(1, "k")).toBe(3);
    expect(rt.seqForKey(1, "other")).toBeUndefined();
    expect(rt.keyReusedDifferently(1, "k", { type: "add" }, 2)).toBe(false);
    expect(rt.keyReusedDifferently(0, "k", { type: "done" }, 0)).toBe(true);
  });

  it("undo: a run of the seat's own undoable actions is taken back one by one", () => {
    const rt = GameRuntime.fresh(meta());
    play(rt, 0, { type: "add" });
    play(rt, 0, { type: "add" });
    expect(undo(rt, 1)).toBe("undo-not-your-action");
    expect(undo(rt, 0)).toBe("ok");
    expect(undo(rt, 0)).toBe("ok");
    expect(undo(rt, 0)).toBe("undo-nothing");
    expect((rt.state as { tokens: number[] }).tokens).toEqual([0, 0]);
    expect(rt.version).toBe(4);
    expect(rt.effectiveActions()).toEqual([]);
  });

  it("undo: not once the decision passed to another seat", () => {
    const rt = GameRuntime.fresh(meta());
    play(rt, 0, { type: "add" });
    play(rt, 0, { type: "done" });
    expect(undo(rt, 0)).toBe("undo-decision-passed");
  });

  it("undo: not after the game ended", () => {
    const rt = GameRuntime.fresh(meta(tictactoe as never));
    for (const [seat, cell] of [
      [0, 0],
      [1, 3],
      [0, 1],
      [1, 4],
      [0, 2],
    ])
      play(rt, seat, { type: "mark", cell });
    expect(rt.finished).toBe(true);
    expect(undo(rt, 0)).toBe("undo-game-over");
  });

  it("restoring from the log (with or without a snapshot) rebuilds the same state, keys and undo stack", () => {
    const rt = GameRuntime.fresh(meta());
    for (let i = 0; i < SNAPSHOT_EVERY; i++) {
      play(rt, 0, { type: "add" });
      expect(undo(rt, 0)).toBe("ok");
    }
    const done = play(rt, 0, { type: "done" });
    expect(done.snapshot).toBe(true);
    const snapshot = { version: rt.version, state: JSON.parse(JSON.stringify(rt.state)) };
    const k = rt.prepareAction(1, { type: "add" }, "key-1", "t");
    if (!k.ok) throw new Error(k.error.code);
    rt.commit(k.prepared);
    const entries: Entry[] = JSON.parse(JSON.stringify(rt.entries));
    for (const restored of [
      GameRuntime.restore(meta(), entries, null),
      GameRuntime.restore(meta(), entries, snapshot),
    ]) {
      expect(restored.state).toEqual(rt.state);
      expect(restored.version).toBe(rt.version);
      expect(restored.canUndo(1)).toBe(true);
      expect(restored.seqForKey(1, "key-1")).toBe(rt.version);
      expect(restored.effectiveActions()).toEqual(rt.effectiveActions());
    }
  });

  it("snapshots are taken every SNAPSHOT_EVERY versions at points nothing can be undone", () => {
    const rt = GameRuntime.fresh(meta());
    let snaps = 0;
    for (let i = 0; i < SNAPSHOT_EVERY; i++) {
      if (play(rt, 0, { type: "add" }).snapshot) snaps++;
      undo(rt, 0);
    }
    // Every add is undoable, so no snapshot was due at an undoable point; "done" passes the turn.
    expect(snaps).toBe(0);
    expect(play(rt, 0, { type: "done" }).snapshot).toBe(true);
  });

  it("refuses to restore a log that no longer reproduces its recorded state hash", () => {
    const rt = GameRuntime.fresh(meta());
    play(rt, 0, { type: "add" });
    const entries = rt.entries.map((e) => ({ ...e, stateHash: "0000000000000000" }));
    expect(() => GameRuntime.restore(meta(), entries, null)).toThrow(/does not reproduce/);
  });
});
