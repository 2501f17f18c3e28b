// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GamePage } from "./GamePage";

const state = {
  gameId: "g1",
  ruleset: "tictactoe",
  version: 4,
  seat: 0,
  seats: [
    { seat: 0, kind: "human", name: "Ann" },
    { seat: 1, kind: "bot", name: "random bot", bot: "random" },
  ],
  view: { board: [0, 1, -1, -1, -1, -1, -1, -1, -1], turn: 0, moves: 2, winner: null },
  pending: [{ player: 0, kind: "mark", prompt: "Mark an empty cell" }],
  legalActions: [2, 3, 4, 5, 6, 7, 8].map((cell) => ({ type: "mark", cell })),
  outcome: null,
  canUndo: true,
  log: [{ seq: 1, seat: 0, kind: "action", text: "X marks cell 0" }],
};

function json(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

beforeEach(() => {
  vi.stubGlobal("WebSocket", undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("game page", () => {
  it("shows whose decision it is, the log in words, and a refused action with the rule that refused it", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url.endsWith("/actions"))
          return json(422, {
            error: { code: "cell-taken", message: "Cell 3 is already marked.", rule: "Mark an empty cell" },
          });
        return json(200, state);
      }),
    );
    render(<GamePage gameId="g1" token="secret" />);
    await screen.findByText("Your decision: Mark an empty cell");
    expect(screen.getByText("X marks cell 0")).toBeTruthy();
    expect(screen.getByTestId("seat-badge").textContent).toBe("You: Ann (X)");
    fireEvent.click(screen.getByLabelText("Cell 3, empty"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Cell 3 is already marked.");
    expect(alert.textContent).toContain("Rule: Mark an empty cell");
    const post = calls.find((c) => c.url.endsWith("/actions"))!;
    expect((post.init!.headers as Record<string, string>).authorization).toBe("Bearer secret");
    const body = JSON.parse(String(post.init?.body));
    expect(body.action).toEqual({ type: "mark", cell: 2 });
    expect(body.version).toBe(4);
    expect(typeof body.idempotencyKey).toBe("string");
  });

  it("a spectator sees the board but no actions and no undo", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => json(200, { ...state, seat: null, legalActions: [] })),
    );
    render(<GamePage gameId="g1" token={null} />);
    await screen.findByText("Spectator");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Undo" })).toBeNull());
    expect(screen.queryByText(/All your legal actions/)).toBeNull();
    expect(
      screen
        .getAllByRole("button")
        .filter((b) => b.classList.contains("ttt-cell") && !(b as HTMLButtonElement).disabled),
    ).toHaveLength(0);
  });
});
