/** The in-memory game cache: bounded by count, by estimated bytes, and by finished games' idle age. */
import { tictactoe } from "@koprulu/tictactoe";
import { describe, expect, it } from "vitest";
import { GameCache } from "./cache";
import type { LiveGame } from "./live";
import { GameRuntime } from "./runtime";

function game(id: string, moves: number[] = []): LiveGame {
  const runtime = GameRuntime.fresh({ id, ruleset: tictactoe, players: 2, options: {}, seed: "s" });
  moves.forEach((cell, i) => {
    const r = runtime.prepareAction(i % 2, { type: "mark", cell }, `k${i}`, "2026-01-01T00:00:00.000Z");
    if (!r.ok) throw new Error(r.error.code);
    runtime.commit(r.prepared);
  });
  return {
    id,
    rulesetId: "tictactoe",
    players: 2,
    options: {},
    seed: "s",
    seedSource: "chosen",
    createdAt: "",
    seats: [],
    runtime,
  };
}

const WIN = [0, 3, 1, 4, 2]; // seat 0 completes the top row

describe("game cache eviction", () => {
  it("finished games leave once idle past the TTL; running and busy games stay", () => {
    let now = 0;
    const busy = new Set<string>();
    const cache = new GameCache(
      { maxGames: 100, maxBytes: 1e9, finishedTtlMs: 1000 },
      (id) => !busy.has(id),
      () => now,
    );
    cache.set(game("done", WIN));
    cache.set(game("busy-done", WIN));
    cache.set(game("running", [4]));
    busy.add("busy-done");
    now = 999;
    cache.expire();
    expect(cache.size).toBe(3);
    now = 1000;
    cache.expire();
    expect(cache.has("done")).toBe(false);
    expect(cache.has("busy-done")).toBe(true);
    expect(cache.has("running")).toBe(true);
    expect(cache.stats()).toMatchObject({ games: 2, finishedGames: 1, evicted: 1 });
  });

  it("the least recently used games leave when the estimated bytes exceed the limit", () => {
    const one = new GameCache({ maxGames: 100, maxBytes: 1e9, finishedTtlMs: 1e9 }, () => true);
    one.set(game("probe", WIN));
    const perGame = one.stats().bytes;
    expect(perGame).toBeGreaterThan(1000);
    const cache = new GameCache({ maxGames: 100, maxBytes: perGame * 3.5, finishedTtlMs: 1e9 }, () => true);
    for (const id of ["a", "b", "c"]) cache.set(game(id, WIN));
    cache.get("a"); // a is now the most recently used
    cache.set(game("d", WIN));
    expect(["a", "b", "c", "d"].filter((id) => cache.has(id))).toEqual(["a", "c", "d"]);
    expect(cache.stats().bytes).toBeLessThanOrEqual(perGame * 3.5);
  });

  it("a game's size estimate grows with its log and is re-measured when it finishes", () => {
    const cache = new GameCache({ maxGames: 10, maxBytes: 1e9, finishedTtlMs: 1e9 }, () => true);
    const g = game("g", [0]);
    cache.set(g);
    const before = cache.stats().bytes;
    for (const [i, cell] of WIN.slice(1).entries()) {
      const r = g.runtime.prepareAction(
        (i + 1) % 2,
        { type: "mark", cell },
        `m${i}`,
        "2026-01-01T00:00:00.000Z",
      );
      if (!r.ok) throw new Error(r.error.code);
      g.runtime.commit(r.prepared);
    }
    cache.changed(g);
    expect(cache.stats()).toMatchObject({ finishedGames: 1 });
    expect(cache.stats().bytes).toBeGreaterThan(before);
  });
});
