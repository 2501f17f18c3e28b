// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action, GameState } from "../api/types";
import { TicTacToeBoard } from "../boards/TicTacToeBoard";
import { ActionList } from "./ActionList";
import { genericDescription } from "./describe";

afterEach(cleanup);

function tttGame(board: number[], legal: number[]): GameState {
  return {
    gameId: "g1",
    ruleset: "tictactoe",
    version: 3,
    seat: 0,
    view: { board, turn: 0, moves: board.filter((c) => c !== -1).length, winner: null },
    pending: [{ player: 0, kind: "mark" }],
    legalActions: legal.map((cell) => ({ type: "mark", cell })),
    outcome: null,
    log: [],
  };
}

describe("generic action list", () => {
  it("offers every legal action as a button described in words and submits the one clicked", () => {
    const submit = vi.fn();
    const actions = [
      { type: "place-order", planet: "korhal", order: "build", gold: false },
      { type: "end-build" },
    ];
    render(<ActionList actions={actions} describe={genericDescription} submit={submit} busy={false} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(2);
    expect(buttons[0].textContent).toBe("Place order (planet: korhal; order: build; gold: false)");
    fireEvent.click(screen.getByRole("button", { name: "End build" }));
    expect(submit).toHaveBeenCalledWith({ type: "end-build" });
  });

  it("offers two actions worded alike once (issue 35: never two identical buttons side by side)", () => {
    const submit = vi.fn();
    // two Marines standing together: which one moves is one choice to the player
    const actions = [
      { type: "move-unit", unit: 1, area: "char#0" },
      { type: "move-unit", unit: 2, area: "char#0" },
      { type: "move-unit", unit: 1, area: "char#1" },
    ];
    const words = (a: Action) => `Move Marine to ${String(a.area)}`;
    render(<ActionList actions={actions} describe={words} submit={submit} busy={false} />);
    const names = screen.getAllByRole("button").map((b) => b.textContent);
    expect(names).toEqual(["Move Marine to char#0", "Move Marine to char#1"]);
    expect(screen.getByRole("heading").textContent).toContain("2");
    fireEvent.click(screen.getByRole("button", { name: "Move Marine to char#0" }));
    expect(submit).toHaveBeenCalledWith(actions[0]);
  });

  it("shows nothing when the seat has no decision", () => {
    const { container } = render(
      <ActionList actions={[]} describe={genericDescription} submit={() => {}} busy={false} />,
    );
    expect(container.textContent).toBe("");
  });
});

describe("tic-tac-toe board", () => {
  it("makes only the legal empty cells clickable and shows the marks", () => {
    const submit = vi.fn();
    const game = tttGame([0, 1, -1, -1, -1, -1, -1, -1, -1], [2, 3, 4, 5, 6, 7, 8]);
    render(
      <TicTacToeBoard
        game={game}
        actions={game.legalActions}
        submit={submit}
        busy={false}
        describe={genericDescription}
      />,
    );
    const x = screen.getByLabelText("Cell 1, X") as HTMLButtonElement;
    const o = screen.getByLabelText("Cell 2, O") as HTMLButtonElement;
    expect(x.disabled).toBe(true);
    expect(o.disabled).toBe(true);
    const empty = screen.getByLabelText("Cell 5, empty") as HTMLButtonElement;
    expect(empty.disabled).toBe(false);
    fireEvent.click(empty);
    expect(submit).toHaveBeenCalledWith({ type: "mark", cell: 4 });
  });

  it("disables every cell for a seat that is not asked", () => {
    const game = tttGame([0, -1, -1, -1, -1, -1, -1, -1, -1], []);
    render(
      <TicTacToeBoard
        game={game}
        actions={[]}
        submit={() => {}}
        busy={false}
        describe={genericDescription}
      />,
    );
    const enabled = screen.getAllByRole("button").filter((b) => !(b as HTMLButtonElement).disabled);
    expect(enabled).toHaveLength(0);
  });
});
