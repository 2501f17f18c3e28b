// @vitest-environment jsdom
/**
 * The pass-and-play page against a canned server (tic-tac-toe between Ann and Ben at one device):
 * who must decide is read from the public state only; a seat's own state is asked for only after
 * its player tapped through the curtain, and the curtain holds nothing of the table.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberSeat } from "../api/tokens";
import { HotSeatPage } from "./HotSeatPage";

const base = {
  gameId: "g1",
  ruleset: "tictactoe",
  version: 4,
  players: 2,
  seats: [
    { seat: 0, kind: "human", name: "Ann" },
    { seat: 1, kind: "human", name: "Ben" },
  ],
  view: { board: [0, 1, -1, -1, -1, -1, -1, -1, -1], turn: 0, moves: 2, winner: null },
  pending: [{ player: 1, kind: "mark", prompt: "Mark an empty cell" }],
  outcome: null,
  log: [],
};

let asked: (string | null)[] = [];

beforeEach(() => {
  localStorage.clear();
  asked = [];
  vi.stubGlobal("WebSocket", undefined);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.authorization ?? null;
      if (url.includes("/state")) asked.push(auth);
      const seat = auth === "Bearer tok-ann" ? 0 : auth === "Bearer tok-ben" ? 1 : null;
      const legalActions = seat === 1 ? [2, 3].map((cell) => ({ type: "mark", cell })) : [];
      return Response.json(
        url.includes("/log") ? { entries: [], more: false } : { ...base, seat, legalActions },
      );
    }),
  );
  rememberSeat({ gameId: "g1", seat: 0, token: "tok-ann", name: "Ann", atThisDevice: true });
  rememberSeat({ gameId: "g1", seat: 1, token: "tok-ben", name: "Ben", atThisDevice: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the pass-and-play page", () => {
  it("a curtain for the deciding local seat, holding nothing of the table; its state is fetched only after the tap", async () => {
    render(<HotSeatPage gameId="g1" />);
    const ready = await screen.findByRole("button", { name: /Ben.*tap when ready/ });
    expect(screen.getByRole("heading").textContent).toBe("Hand the device to \u2068Ben\u2069");
    expect(document.querySelector(".game-page")).toBeNull();
    expect(asked.every((auth) => auth === null)).toBe(true);
    fireEvent.click(ready);
    await screen.findByText("Your decision: Mark an empty cell");
    expect(screen.getByTestId("seat-badge").textContent).toContain("Ben");
    expect(asked).toContain("Bearer tok-ben");
    // Ann's seat is never asked for while Ben decides, nor is her link on Ben's page
    expect(asked).not.toContain("Bearer tok-ann");
    expect(document.body.innerHTML).not.toContain("tok-ann");
  });

  it("a simultaneous hidden choice (rock-paper-scissors) is taken one local player at a time, each behind the curtain", async () => {
    // both asked at once; Ann's throw answers her part, Ben is still asked
    let pending = [0, 1];
    let version = 1;
    const rps = (seat: number | null) => ({
      gameId: "g1",
      ruleset: "rps",
      version,
      seat,
      seats: base.seats,
      view: { bestOf: 1, wins: [0, 0], history: [], choosing: {}, winner: null },
      pending: pending.map((player) => ({
        player,
        kind: "choose",
        prompt: "Choose a hand",
        simultaneous: true,
      })),
      legalActions:
        seat !== null && pending.includes(seat)
          ? ["rock", "paper", "scissors"].map((hand) => ({ type: "choose", hand }))
          : [],
      outcome: null,
      log: [],
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const auth = (init?.headers as Record<string, string> | undefined)?.authorization ?? null;
        const seat = auth === "Bearer tok-ann" ? 0 : auth === "Bearer tok-ben" ? 1 : null;
        if (url.endsWith("/actions")) {
          pending = pending.filter((p) => p !== seat);
          version++;
          return Response.json({ version });
        }
        if (url.includes("/state")) asked.push(auth);
        return Response.json(url.includes("/log") ? { entries: [], more: false } : rps(seat));
      }),
    );
    render(<HotSeatPage gameId="g1" />);
    // nobody holds the device yet: Ann first (seat order), behind the curtain
    fireEvent.click(await screen.findByRole("button", { name: /Ann.*tap when ready/ }));
    fireEvent.click((await screen.findAllByRole("button", { name: /paper/i }))[0]!);
    // Ann has thrown, Ben is still asked: the curtain, with nothing of Ann's table behind it
    await screen.findByRole("button", { name: /Ben.*tap when ready/ }, { timeout: 5000 });
    expect(document.querySelector(".game-page")).toBeNull();
    expect(asked).not.toContain("Bearer tok-ben");
    // Ann still holds the device: she may go back to her own table (to undo), then hand it on
    fireEvent.click(screen.getByRole("button", { name: /Ann.*back to my table/ }));
    expect((await screen.findByTestId("seat-badge")).textContent).toContain("Ann");
    fireEvent.click(screen.getByRole("button", { name: "Hand the device on" }));
    expect(document.querySelector(".game-page")).toBeNull();
    expect(asked).not.toContain("Bearer tok-ben");
    fireEvent.click(screen.getByRole("button", { name: /Ben.*tap when ready/ }));
    await screen.findByText("Your decision: Choose a hand");
    expect(screen.getByTestId("seat-badge").textContent).toContain("Ben");
    // Ben holds the device now: the way back is his, never Ann's
    expect(screen.queryByRole("button", { name: /Ann.*back to my table/ })).toBeNull();
  });

  it("a local seat handed to a bot is nobody's turn at this device: the spectator's table, no curtain", async () => {
    base.seats[1] = { seat: 1, kind: "bot", name: "Ben" };
    try {
      render(<HotSeatPage gameId="g1" />);
      expect((await screen.findByTestId("hotseat-waiting")).textContent).toContain("waiting for");
      expect(screen.queryByTestId("hotseat-curtain")).toBeNull();
      expect(asked.every((auth) => auth === null)).toBe(true);
    } finally {
      base.seats[1] = { seat: 1, kind: "human", name: "Ben" };
    }
  });

  it("without seats at this device it says so instead of showing any table", async () => {
    localStorage.clear();
    render(<HotSeatPage gameId="g1" />);
    expect(
      await screen.findByText("This browser holds no seats of this game for pass-and-play."),
    ).toBeTruthy();
  });
});
