import { Match } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { tictactoe } from "./tictactoe";

const mark = (cell: number) => ({ type: "mark", cell }) as const;

function playCells(cells: number[]) {
  const m = Match.create(tictactoe, {}, "t");
  for (const c of cells) {
    const p = m.pending()[0].player;
    expect(m.submit(p, mark(c))).toBeNull();
  }
  return m;
}

describe("tic-tac-toe rules", () => {
  it("X (seat 0) moves first, then the seats alternate", () => {
    const m = Match.create(tictactoe, {}, "t");
    expect(m.pending()).toEqual([{ player: 0, kind: "mark", prompt: "Mark an empty cell" }]);
    m.submit(0, mark(4));
    expect(m.pending()[0].player).toBe(1);
    expect(m.legalActions(0)).toEqual([]);
    expect(m.legalActions(1)).toHaveLength(8);
  });

  it("three in a row, a column or a diagonal wins", () => {
    expect(playCells([0, 3, 1, 4, 2]).outcome()).toEqual({ winners: [0], reason: "line" }); // row
    expect(playCells([0, 1, 3, 2, 8, 4, 6]).outcome()).toEqual({ winners: [0], reason: "line" }); // column
    expect(playCells([0, 2, 1, 4, 8, 6]).outcome()).toEqual({ winners: [1], reason: "line" }); // anti-diagonal
  });

  it("a full board without a line is a draw", () => {
    const m = playCells([0, 1, 2, 4, 3, 5, 7, 6, 8]);
    expect(m.outcome()).toEqual({ winners: [], reason: "draw" });
    expect(m.pending()).toEqual([]);
  });

  it("mark an empty cell: a taken or missing cell is refused and changes nothing", () => {
    const m = playCells([4]);
    const hash = m.hash();
    expect(m.submit(1, mark(4))?.code).toBe("cell-taken");
    expect(m.submit(1, mark(9))?.code).toBe("no-such-cell");
    expect(m.submit(1, { type: "mark", cell: 1.5 })?.code).toBe("no-such-cell");
    expect(m.submit(1, { type: "erase", cell: 4 })?.code).toBe("malformed-action");
    expect(m.submit(0, mark(0))?.code).toBe("not-your-decision");
    expect(m.hash()).toBe(hash);
    expect(m.version).toBe(1);
  });

  it("no move after the game is over", () => {
    const m = playCells([0, 3, 1, 4, 2]);
    expect(m.submit(1, mark(5))?.code).toBe("game-over");
  });

  it("everything is public: every seat and the spectator see the same view", () => {
    const m = playCells([0, 4]);
    expect(m.view(0)).toEqual(m.view("spectator"));
    expect(m.view(1)).toEqual(m.view("spectator"));
  });
});

describe("tic-tac-toe forfeit (a server clock ran out)", () => {
  it("the player who forfeits loses and the game is over", () => {
    const m = Match.create(tictactoe, {}, "f");
    m.submit(0, { type: "mark", cell: 4 });
    const after = tictactoe.forfeit!(m.state, 1);
    expect(tictactoe.outcome(after)).toEqual({ winners: [0], reason: "forfeit" });
    expect(tictactoe.pending(after)).toEqual([]);
  });
});
