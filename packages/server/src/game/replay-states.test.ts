/**
 * The checkpoint cache of the replay so far: each state is the fold of the standing actions
 * (undos resolved), a step forward re-executes one action, a step back at most ANCHOR_EVERY,
 * and memory stays within the per-game, total and byte bounds.
 */
import type { Ruleset } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { duel } from "../testing/fixtures";
import type { LiveGame } from "./live";
import { ANCHOR_EVERY, ReplayStates, standingAfter } from "./replay-states";
import { GameRuntime } from "./runtime";

/** Two seats take turns adding their seat number + 1 to a running total; never ends. */
const counter: Ruleset<{ total: number; turn: number }, { type: "add" }, Record<string, never>, unknown> = {
  id: "counter",
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions: () => ({}),
  players: () => 2,
  setup: () => ({ total: 0, turn: 0 }),
  pending: (s) => [{ player: s.turn, kind: "add" }],
  legalActions: (s, p) => (p === s.turn ? [{ type: "add" }] : []),
  validate: (s, p) => (p === s.turn ? null : { code: "not-asked", message: "no", rule: "turns" }),
  apply: (s, p) => ({ total: s.total + p + 1, turn: 1 - s.turn }),
  view: (s) => s,
  outcome: () => null,
};

function liveGame(id: string, ruleset: Ruleset<never, never, never, never> | typeof counter | typeof duel) {
  const runtime = GameRuntime.fresh({ id, ruleset: ruleset as never, players: 2, options: {}, seed: "s" });
  const game = { id, options: {}, seed: "s", runtime } as unknown as LiveGame;
  const play = (seat: number, action: unknown) => {
    const r = runtime.prepareAction(seat, action, null, "t");
    if (!r.ok) throw new Error(r.error.code);
    runtime.commit(r.prepared);
  };
  const undo = (seat: number) => {
    const r = runtime.prepareUndo(seat, "t");
    if (!r.ok) throw new Error(r.error.code);
    runtime.commit(r.prepared);
  };
  return { game, play, undo };
}

function counterGame(id: string, moves: number) {
  const g = liveGame(id, counter);
  for (let i = 0; i < moves; i++) g.play(i % 2, { type: "add" });
  return g.game;
}

/** The counter's total after k moves: seats 0, 1, 0, 1, … add 1, 2, 1, 2, … */
const totalAfter = (k: number) => Math.floor(k / 2) * 3 + (k % 2);

describe("ReplayStates", () => {
  it("gives the state after each entry, undos resolved (the duel: add, add, undo, add)", () => {
    const { game, play, undo } = liveGame("d", duel);
    play(0, { type: "add" });
    play(0, { type: "add" });
    undo(0);
    play(0, { type: "add" });
    expect(standingAfter(game.runtime.log, 3)).toEqual([1]);
    expect(standingAfter(game.runtime.log, 4)).toEqual([1, 4]);
    const states = new ReplayStates();
    const tokens = [0, 1, 2, 3, 4].map((at) => (states.stateAt(game, at) as { tokens: number[] }).tokens[0]);
    expect(tokens).toEqual([0, 1, 2, 1, 2]);
  });

  it("re-executes one action for a step forward and at most ANCHOR_EVERY for a step back", () => {
    const game = counterGame("c", 200);
    const states = new ReplayStates();
    expect((states.stateAt(game, 150) as { total: number }).total).toBe(totalAfter(150));
    const first = states.stats().applied;
    expect(first).toBe(150);
    for (let at = 151; at <= 160; at++) {
      const before = states.stats().applied;
      expect((states.stateAt(game, at) as { total: number }).total).toBe(totalAfter(at));
      expect(states.stats().applied - before).toBe(1);
    }
    for (let at = 159; at >= 120; at--) {
      const before = states.stats().applied;
      expect((states.stateAt(game, at) as { total: number }).total).toBe(totalAfter(at));
      expect(states.stats().applied - before).toBeLessThanOrEqual(ANCHOR_EVERY);
    }
    // The last step is the live state: nothing re-executed.
    const before = states.stats().applied;
    expect(states.stateAt(game, 200)).toBe(game.runtime.state);
    expect(states.stats().applied).toBe(before);
  });

  it("keeps at most anchorsPerGame + recentPerGame states a game, maxStates in all and maxBytes, maxStates in all and maxBytes", () => {
    const states = new ReplayStates({
      anchorsPerGame: 3,
      recentPerGame: 2,
      maxStates: 5,
      maxBytes: 1_000_000,
    });
    const games = ["a", "b", "c"].map((id) => counterGame(id, 120));
    for (const g of games) for (let at = 0; at < 120; at += 7) states.stateAt(g, at);
    expect(states.stats().states).toBeLessThanOrEqual(5);
    const one = new ReplayStates({ anchorsPerGame: 2, recentPerGame: 2, maxStates: 96, maxBytes: 1_000_000 });
    for (let at = 0; at < 120; at += 7) one.stateAt(games[1], at);
    expect(one.stats().states).toBe(4);
    const tight = new ReplayStates({ anchorsPerGame: 4, recentPerGame: 3, maxStates: 96, maxBytes: 2000 });
    for (let at = 0; at < 120; at += 3) tight.stateAt(games[0], at);
    expect(tight.stats().bytes).toBeLessThanOrEqual(2000);
    expect(tight.stats().states).toBeGreaterThan(0);
    // Whatever was dropped, every answer is still right.
    for (const at of [119, 3, 64, 0])
      expect((tight.stateAt(games[0], at) as { total: number }).total).toBe(totalAfter(at));
  });

  it("refuses a step outside 0..version", () => {
    const states = new ReplayStates();
    const game = counterGame("r", 4);
    expect(() => states.stateAt(game, 5)).toThrow(RangeError);
    expect(() => states.stateAt(game, -1)).toThrow(RangeError);
  });
});
