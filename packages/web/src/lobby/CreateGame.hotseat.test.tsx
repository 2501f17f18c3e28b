// @vitest-environment jsdom
/**
 * The lobby's side of pass-and-play: seats marked "at this device" are remembered as such (the
 * page /hotseat/<id> holds them), and the game opens there with no token in the address; one
 * local seat alone plays as before. The server is the e2e tests' (hotseat.test.ts): here its
 * create reply is a canned one, as the lobby only reads the seats' tokens from it.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heldSeats, localSeats } from "../api/tokens";
import { CreateGame } from "./CreateGame";

const RULESETS = [{ id: "tictactoe", minPlayers: 2, maxPlayers: 2 }];

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json({
        gameId: "g1",
        seats: [
          { seat: 0, kind: "human", name: "Ann", token: "tok-ann" },
          { seat: 1, kind: "human", name: "Ben", token: "tok-ben" },
        ],
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function twoPeople() {
  render(<CreateGame rulesets={RULESETS} />);
  fireEvent.change(screen.getByRole("combobox", { name: "Seat 2 kind" }), { target: { value: "human" } });
}

describe("pass-and-play in the lobby", () => {
  it("the creator's own seat is at this device by default; another person's is not until marked", () => {
    twoPeople();
    expect(
      (screen.getByRole("checkbox", { name: "Seat 1 plays at this device" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole("checkbox", { name: "Seat 2 plays at this device" }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it("two seats at this device open the pass-and-play page, holding both; no token in the address", async () => {
    twoPeople();
    fireEvent.click(screen.getByRole("checkbox", { name: "Seat 2 plays at this device" }));
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(location.pathname).toBe("/hotseat/g1"));
    expect(location.search).toBe("");
    expect(localSeats("g1").map((s) => [s.seat, s.token])).toEqual([
      [0, "tok-ann"],
      [1, "tok-ben"],
    ]);
  });

  it("one seat at this device plays as before: its own page, the other person's seat an invitation", async () => {
    twoPeople();
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(location.pathname).toBe("/play/g1"));
    expect(location.search).toBe("?token=tok-ann");
    expect(localSeats("g1")).toEqual([]);
    expect(heldSeats().map((s) => s.token)).toEqual(["tok-ann", "tok-ben"]);
  });
});
