// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameState } from "../api/types";
import { RpsBoard } from "./RpsBoard";

afterEach(cleanup);

describe("rock-paper-scissors board", () => {
  it("shows the score and past rounds, and offers the legal throws as buttons", () => {
    const actions = ["rock", "paper", "scissors"].map((hand) => ({ type: "choose", hand }));
    const game: GameState = {
      gameId: "r",
      ruleset: "rps",
      version: 2,
      seat: 0,
      view: {
        bestOf: 3,
        wins: [1, 0],
        history: [{ hands: ["rock", "scissors"], winner: 0 }],
        choosing: {},
        winner: null,
      },
      pending: [],
      legalActions: actions,
      outcome: null,
      log: [],
    };
    const submit = vi.fn();
    render(<RpsBoard game={game} actions={actions} submit={submit} busy={false} describe={(a) => a.type} />);
    expect(screen.getByTestId("rps-score").textContent).toBe("1 – 0");
    expect(screen.getByText("Seat 1", { selector: "td" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /paper/ }));
    expect(submit).toHaveBeenCalledWith({ type: "choose", hand: "paper" });
  });
});
