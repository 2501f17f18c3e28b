import { tictactoe } from "@koprulu/tictactoe";
import { afterAll, describe, expect, it } from "vitest";
import { BotPool } from "./pool";

describe("BotPool (worker threads)", () => {
  const pool = new BotPool(2);
  afterAll(() => pool.close());

  it("runs whole games in parallel workers, reproducibly", async () => {
    const seeds = ["p1", "p2", "p3", "p4"];
    const games = await Promise.all(
      seeds.map((seed) =>
        pool.game({ ruleset: "tictactoe", bots: ["mcts@200", "random"], seed, keepRecord: true }),
      ),
    );
    for (const g of games) {
      expect(g.outcome).not.toBeNull();
      expect(g.record?.log.length).toBe(g.actions);
    }
    const again = await pool.game({
      ruleset: "tictactoe",
      bots: ["mcts@200", "random"],
      seed: "p1",
      keepRecord: true,
    });
    expect(again.record).toEqual(games[0].record);
  });

  it("answers one decision with a legal action", async () => {
    const s = tictactoe.setup({}, "x");
    const legal = tictactoe.legalActions(s, 0);
    const action = await pool.choose({
      ruleset: "tictactoe",
      bot: "mcts@100",
      view: s,
      seat: 0,
      legalActions: legal,
      seed: "s",
    });
    expect(legal).toContainEqual(action);
  });

  it("searches root-parallel in several workers and merges the root statistics", async () => {
    let s = tictactoe.setup({}, "par");
    for (const cell of [0, 3, 1, 4]) s = tictactoe.apply(s, s.turn, { type: "mark", cell });
    const legal = tictactoe.legalActions(s, 0);
    const r = await pool.search(
      {
        ruleset: "tictactoe",
        view: s,
        seat: 0,
        legalActions: legal,
        seed: "p",
        options: { iterations: 300 },
      },
      2,
    );
    expect(r.iterations).toBe(600);
    expect(r.stats.reduce((t, x) => t + x.visits, 0)).toBe(600);
    expect(r.action).toEqual({ type: "mark", cell: 2 }); // the winning move
  });

  it("reports a failing task as a rejected promise", async () => {
    await expect(pool.game({ ruleset: "no-such-game", bots: ["random"], seed: "x" })).rejects.toThrow(
      /unknown ruleset/,
    );
  });
});
