import { describe, expect, it } from "vitest";
import { roundRobin, runLadder } from "./ladder";

describe("the ladder (round robin of two-player games, Elo with 95% intervals)", () => {
  it("a round robin meets every pair of bots once", () => {
    expect(roundRobin(3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(roundRobin(4)).toHaveLength(6);
  });

  it("tic-tac-toe: ISMCTS rates above a random bot, and every game is counted once", async () => {
    const progress: number[] = [];
    const report = await runLadder(
      { ruleset: "tictactoe", bots: ["random", "mcts@400", "random"], games: 4, seed: "ladder-test" },
      (done) => progress.push(done),
    );
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(report.pairs.map((p) => `${p.a}/${p.b}`)).toEqual([
      "random/mcts@400",
      "random/random#2",
      "mcts@400/random#2",
    ]);
    for (const p of report.pairs) expect(p.wins + p.draws + p.losses).toBe(4);
    // ISMCTS never loses tic-tac-toe to a random player.
    expect(report.pairs[0].wins).toBe(0);
    expect(report.pairs[2].losses).toBe(0);
    expect(report.ratings[0].bot).toBe("mcts@400");
    for (const r of report.ratings) {
      expect(r.games).toBe(8);
      expect(r.ci95[0]).toBeLessThan(r.elo);
      expect(r.ci95[1]).toBeGreaterThan(r.elo);
    }
  });

  it("rock-paper-scissors (hidden simultaneous choices) plays through the ladder too", async () => {
    const report = await runLadder({
      ruleset: "rps",
      bots: ["random", "heuristic"],
      games: 4,
      seed: "ladder-rps",
    });
    expect(report.pairs[0].wins + report.pairs[0].draws + report.pairs[0].losses).toBe(4);
    expect(report.ratings.map((r) => r.bot).sort()).toEqual(["heuristic", "random"]);
  });

  it("is reproducible for a seed", async () => {
    const config = { ruleset: "tictactoe", bots: ["random", "heuristic"], games: 6, seed: "same" };
    const a = await runLadder(config);
    const b = await runLadder(config);
    expect(a.pairs).toEqual(b.pairs);
  });

  it("refuses fewer than two bots and unknown bots", async () => {
    await expect(runLadder({ ruleset: "tictactoe", bots: ["random"], games: 2, seed: "x" })).rejects.toThrow(
      /two bots/,
    );
    await expect(
      runLadder({ ruleset: "tictactoe", bots: ["random", "wizard"], games: 2, seed: "x" }),
    ).rejects.toThrow(/unknown bot/);
  });
});
