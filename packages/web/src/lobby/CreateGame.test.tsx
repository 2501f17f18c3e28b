// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CreateGame } from "./CreateGame";

afterEach(cleanup);

const RULESETS = [{ id: "tictactoe", minPlayers: 2, maxPlayers: 2 }];

describe("the lobby's bot choice (named levels)", () => {
  it("offers the four levels first, a new bot seat plays Normal, and a level hides the strength", () => {
    render(<CreateGame rulesets={RULESETS} />);
    const bot = screen.getByRole("combobox", { name: "Seat 2 bot" }) as HTMLSelectElement;
    expect(bot.value).toBe("normal");
    expect([...bot.options].map((o) => o.value)).toEqual([
      "easy",
      "normal",
      "hard",
      "expert",
      "random",
      "heuristic",
      "mcts",
    ]);
    expect(screen.queryByRole("combobox", { name: "Seat 2 strength" })).toBeNull();
    // A bot chosen by name keeps its strength choice.
    fireEvent.change(bot, { target: { value: "mcts" } });
    expect(screen.getByRole("combobox", { name: "Seat 2 strength" })).toBeTruthy();
    fireEvent.change(bot, { target: { value: "expert" } });
    expect(screen.queryByRole("combobox", { name: "Seat 2 strength" })).toBeNull();
  });
});
