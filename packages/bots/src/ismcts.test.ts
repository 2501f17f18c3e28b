import { Rng } from "@koprulu/engine";
import { tictactoe } from "@koprulu/tictactoe";
import { describe, expect, it } from "vitest";
import { ismctsBot, ismctsSearch } from "./ismcts";
import { playGame } from "./play";
import { randomBot } from "./random";
import type { BotInput, BotOptions } from "./types";

/** Seat 0's search input on an empty board, for tic-tac-toe or a copy of it with hooks added. */
function emptyBoard(ruleset: BotInput["ruleset"], rngSeed: string): BotInput {
  const s = tictactoe.setup({}, "empty");
  return {
    ruleset,
    seat: 0,
    view: s,
    decisions: tictactoe.pending(s),
    legalActions: tictactoe.legalActions(s, 0),
    rng: Rng.fromSeed(rngSeed),
  };
}

describe("ISMCTS on tic-tac-toe", () => {
  it("never loses to RandomBot over 20 games as either seat", () => {
    const mcts = ismctsBot({ iterations: 1500 });
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const seat = g % 2;
      const bots = seat === 0 ? [mcts, randomBot] : [randomBot, mcts];
      const result = playGame(tictactoe, bots, `ttt-${g}`);
      expect(result.outcome).not.toBeNull();
      const winners = result.outcome!.winners;
      expect(winners.includes(1 - seat)).toBe(false);
      if (winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });

  it("takes an immediate win and blocks an immediate loss", () => {
    // X: 0,1 ; O: 3,4 ; X to move wins at 2.
    let s = tictactoe.setup({}, "w");
    for (const cell of [0, 3, 1, 4]) s = tictactoe.apply(s, s.turn, { type: "mark", cell });
    const win = ismctsSearch(
      {
        ruleset: tictactoe,
        seat: 0,
        view: s,
        decisions: tictactoe.pending(s),
        legalActions: tictactoe.legalActions(s, 0),
        rng: Rng.fromSeed("a"),
      },
      { iterations: 800 },
    );
    expect(win.action).toEqual({ type: "mark", cell: 2 });
    // X: 0,8 ; O: 4,... O threatens? X 0, O 4, X 8, O 2 -> O threatens 6 (2-4-6); X must block at 6.
    let t = tictactoe.setup({}, "b");
    for (const cell of [0, 4, 8, 2]) t = tictactoe.apply(t, t.turn, { type: "mark", cell });
    const block = ismctsSearch(
      {
        ruleset: tictactoe,
        seat: 0,
        view: t,
        decisions: tictactoe.pending(t),
        legalActions: tictactoe.legalActions(t, 0),
        rng: Rng.fromSeed("b"),
      },
      { iterations: 1500 },
    );
    expect(block.action).toEqual({ type: "mark", cell: 6 });
  });

  it("respects an iteration budget and a time budget", () => {
    const input = emptyBoard(tictactoe, "c");
    expect(ismctsSearch(input, { iterations: 123 }).iterations).toBe(123);
    const t0 = performance.now();
    const timed = ismctsSearch(input, { timeMs: 30 });
    const elapsed = performance.now() - t0;
    expect(timed.iterations).toBeGreaterThan(10);
    expect(elapsed).toBeLessThan(1000);
  });

  it("is reproducible: same view, same seed, same choice", () => {
    const run = () => ismctsSearch(emptyBoard(tictactoe, "same"), { iterations: 500 });
    expect(run().stats).toEqual(run().stats);
  });

  it("with an action prior searches only the `width` best-rated actions", () => {
    // Rate the centre best: with width 1 nothing else may even be tried at the root.
    const rated = {
      ...tictactoe,
      actionPrior: (_s: unknown, _p: number, legal: { cell: number }[]) =>
        legal.map((a) => (a.cell === 4 ? 1 : 0)),
    };
    const r = ismctsSearch(emptyBoard(rated, "p"), { iterations: 200, width: 1 });
    expect(r.action).toEqual({ type: "mark", cell: 4 });
    expect(r.stats.filter((x) => x.visits > 0).map((x) => x.action)).toEqual([{ type: "mark", cell: 4 }]);
  });

  it("takes without searching the one action a prior leaves (every other rated -Infinity)", () => {
    const decided = {
      ...tictactoe,
      actionPrior: (_s: unknown, _p: number, legal: { cell: number }[]) =>
        legal.map((a) => (a.cell === 7 ? 0 : Number.NEGATIVE_INFINITY)),
    };
    const r = ismctsSearch(emptyBoard(decided, "d"), { iterations: 200 });
    expect(r.action).toEqual({ type: "mark", cell: 7 });
    expect(r.iterations).toBe(0);
  });

  it("a ruleset's priorBias hook keeps the search on the prior's favourite longer (BotOptions win)", () => {
    // Rate an edge cell (a weak opening) best: a strong bias spends more of the budget on it.
    const rated = (priorBias?: number) => ({
      ...tictactoe,
      priorBias,
      actionPrior: (_s: unknown, _p: number, legal: { cell: number }[]) =>
        legal.map((a) => (a.cell === 1 ? 1 : 0)),
    });
    const visitsOfFavourite = (priorBias: number | undefined, options: { priorBias?: number } = {}) => {
      const r = ismctsSearch(emptyBoard(rated(priorBias), "bias"), { iterations: 300, width: 9, ...options });
      return r.stats.find((x) => (x.action as unknown as { cell: number }).cell === 1)!.visits;
    };
    const plain = visitsOfFavourite(undefined);
    const strong = visitsOfFavourite(200);
    expect(strong).toBeGreaterThan(2 * plain);
    // The caller's option wins over the ruleset's default.
    expect(visitsOfFavourite(200, { priorBias: 1 })).toBe(plain);
  });

  /** Rollout actions per iteration in tic-tac-toe rolled out with the first free cell, stopped by `stop`. */
  const rolloutActionsPerIteration = (
    stop: (from: unknown, s: unknown) => boolean,
    rolloutRounds?: number,
    variant?: { of: string | undefined; options: BotOptions["byVariant"] },
  ): number => {
    let rolloutActions = 0;
    const stopping = {
      ...tictactoe,
      variantOf: () => variant?.of,
      rolloutDepth: 100,
      rolloutAction: (_s: unknown, _p: number, legal: { type: string; cell: number }[]) => {
        rolloutActions++;
        return legal[0]!;
      },
      rolloutStop: stop,
    };
    const r = ismctsSearch(emptyBoard(stopping, "stop"), {
      iterations: 50,
      rolloutRounds,
      byVariant: variant?.options,
    });
    expect(r.iterations).toBe(50);
    return rolloutActions / r.iterations;
  };

  it("a rolloutStop hook ends rollouts early (the first action of a rollout is always played)", () => {
    const perIteration = rolloutActionsPerIteration(() => true);
    expect(perIteration).toBeLessThanOrEqual(1);
    expect(perIteration).toBeGreaterThan(0);
  });

  it("rolloutRounds: a rollout passes that many of the hook's stops before the leaf is evaluated", () => {
    // A stop after every action: one stop, one rollout action; three stops, three actions
    // (fewer only where a rollout reaches the game's end first).
    const everyAction = (from: unknown, s: unknown) => from !== s;
    expect(rolloutActionsPerIteration(everyAction)).toBe(1);
    expect(rolloutActionsPerIteration(everyAction, 1)).toBe(1);
    const three = rolloutActionsPerIteration(everyAction, 3);
    expect(three).toBeGreaterThan(2);
    expect(three).toBeLessThanOrEqual(3);
  });

  it("byVariant: a variant's options apply where the ruleset's variantOf names that variant", () => {
    const everyAction = (from: unknown, s: unknown) => from !== s;
    const options = { v: { rolloutRounds: 3 } };
    const three = rolloutActionsPerIteration(everyAction, undefined, { of: "v", options });
    expect(three).toBeGreaterThan(2);
    expect(three).toBeLessThanOrEqual(3);
    // Another variant, or the base game: the options without the entry.
    expect(rolloutActionsPerIteration(everyAction, undefined, { of: "w", options })).toBe(1);
    expect(rolloutActionsPerIteration(everyAction, undefined, { of: undefined, options })).toBe(1);
  });

  it("finalMargin plays the prior's favourite unless another root action is clearly better", () => {
    // The prior rates an edge cell best; the search prefers another opening.
    const rated = {
      ...tictactoe,
      actionPrior: (_s: unknown, _p: number, legal: { cell: number }[]) =>
        legal.map((a) => (a.cell === 1 ? 1 : 0)),
    };
    const cell = (options: { finalMargin?: number }) =>
      (
        ismctsSearch(emptyBoard(rated, "margin"), { iterations: 400, width: 9, ...options })
          .action as unknown as {
          cell: number;
        }
      ).cell;
    expect(cell({})).not.toBe(1);
    expect(cell({ finalMargin: 2 })).toBe(1); // rewards are in [0, 1]: nothing beats it by 2
  });

  it("searchTies: the prior's tied favourites are decided by the search's mean, not by legal order", () => {
    // Corner 0 and the centre are rated alike (best); every other cell lower. A margin of 2
    // (rewards are in [0, 1]) never leaves the favourite, so only the choice among the tied remains.
    const rated = {
      ...tictactoe,
      actionPrior: (_s: unknown, _p: number, legal: { cell: number }[]) =>
        legal.map((a) => (a.cell === 0 || a.cell === 4 ? 1 : 0)),
    };
    const search = (options: { searchTies?: boolean }) =>
      ismctsSearch(emptyBoard(rated, "ties"), { iterations: 600, width: 9, finalMargin: 2, ...options });
    const cellOf = (a: unknown) => (a as { cell: number }).cell;
    // Off: the first of the tied in legal order.
    expect(cellOf(search({}).action)).toBe(0);
    const r = search({ searchTies: true });
    const tied = r.stats.filter((x) => cellOf(x.action) === 0 || cellOf(x.action) === 4);
    const best = tied.reduce((a, b) => (b.mean > a.mean ? b : a));
    expect(tied.every((x) => x.visits > 0)).toBe(true);
    expect(r.action).toBe(best.action);
    // The centre's mean beats the corner's here, so the option changes the move.
    expect(cellOf(r.action)).toBe(4);
  });

  it("does not search a determinization that misses its own decision, and falls back to the prior", () => {
    // A broken determinize that hands the turn to the other seat.
    const broken = {
      ...tictactoe,
      determinize: (v: { turn: number }) => ({ ...v, turn: 1 - v.turn }),
      actionPrior: (_s: unknown, _p: number, legal: { cell: number }[]) => legal.map((a) => a.cell),
    };
    const r = ismctsSearch(emptyBoard(broken, "b"), { iterations: 100 });
    expect(r.iterations).toBe(0);
    expect(r.action).toEqual({ type: "mark", cell: 8 });
  });
});
