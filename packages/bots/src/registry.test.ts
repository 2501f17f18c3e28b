import { Rng } from "@koprulu/engine";
import { tictactoe } from "@koprulu/tictactoe";
import { describe, expect, it } from "vitest";
import { BOT_NAMES, chooseAction, createBot, parseBotSpec } from "./registry";

describe("bot registry", () => {
  it("parses budgets in bot specs", () => {
    expect(parseBotSpec("mcts")).toEqual({ name: "mcts", options: {} });
    expect(parseBotSpec("mcts@2000")).toEqual({ name: "mcts", options: { iterations: 2000 } });
    expect(parseBotSpec("mcts@50ms")).toEqual({ name: "mcts", options: { timeMs: 50 } });
    expect(() => parseBotSpec("wizard")).toThrow(/unknown bot 'wizard'/);
    // A tuning sets one search option for that bot alone; unknown or malformed ones are refused.
    expect(parseBotSpec("expert@130+rolloutRounds=2+finalMargin=0.1")).toEqual({
      name: "expert",
      options: { iterations: 130, rolloutRounds: 2, finalMargin: 0.1 },
    });
    expect(parseBotSpec("mcts+width=2")).toEqual({ name: "mcts", options: { width: 2 } });
    expect(() => parseBotSpec("mcts@100+timeMs=5")).toThrow(/bad bot tuning 'timeMs=5'/);
    expect(() => parseBotSpec("mcts+width=two")).toThrow(/bad bot tuning/);
    expect(() => parseBotSpec("mcts+")).toThrow(/bad bot tuning/);
    expect(() => parseBotSpec("mcts@fast")).toThrow(/bad bot budget/);
  });

  it("chooseAction answers with a legal action for every bot name, from a seed or an Rng", () => {
    const s = tictactoe.setup({}, "reg");
    const legal = tictactoe.legalActions(s, 0);
    for (const name of BOT_NAMES) {
      expect(legal).toContain(chooseAction(name, tictactoe, s, 0, legal, "seed", { strength: "easy" }));
      expect(legal).toContain(
        chooseAction(name, tictactoe, s, 0, legal, Rng.fromSeed("x"), { iterations: 50 }),
      );
    }
  });

  it("is reproducible for a seed and an iteration budget", () => {
    const s = tictactoe.setup({}, "rep");
    const legal = tictactoe.legalActions(s, 0);
    const a = chooseAction("mcts", tictactoe, s, 0, legal, "same", { iterations: 300 });
    const b = chooseAction("mcts", tictactoe, s, 0, legal, "same", { iterations: 300 });
    expect(a).toBe(b);
  });

  it("'heuristic' falls back to the generic one-ply greedy bot for rulesets without their own", () => {
    expect(createBot("heuristic", "tictactoe").name).toBe("greedy");
    // Greedy takes an immediate win: X has 0 and 1, cell 2 wins.
    let s = tictactoe.setup({}, "g");
    for (const cell of [0, 3, 1, 4]) s = tictactoe.apply(s, s.turn, { type: "mark", cell });
    const legal = tictactoe.legalActions(s, 0);
    expect(chooseAction("heuristic", tictactoe, s, 0, legal, "g")).toEqual({ type: "mark", cell: 2 });
  });
});
