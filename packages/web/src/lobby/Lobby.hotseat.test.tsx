// @vitest-environment jsdom
/** "My games" and pass-and-play: a table whose seats sit at this device is one entry, opening /hotseat. */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberSeat } from "../api/tokens";
import { parseRoute } from "../router";
import { Lobby } from "./Lobby";

beforeEach(() => {
  localStorage.clear();
  rememberSeat({ gameId: "g1", seat: 0, token: "tok-ann", atThisDevice: true });
  rememberSeat({ gameId: "g1", seat: 1, token: "tok-ben", atThisDevice: true });
  rememberSeat({ gameId: "g2", seat: 0, token: "tok-solo" });
  const entry = (gameId: string, yourSeat: number, yourTurn: boolean) => ({
    gameId,
    ruleset: "tictactoe",
    players: 2,
    status: "active",
    version: 3,
    yourSeat,
    yourTurn,
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      Response.json(
        url.startsWith("/api/rulesets")
          ? [{ id: "tictactoe", minPlayers: 2, maxPlayers: 2 }]
          : [entry("g1", 1, true), entry("g1", 0, false), entry("g2", 0, false)],
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("my games with a pass-and-play table", () => {
  it("lists the table once, opening the pass-and-play page (no token in the link); other games as before", async () => {
    render(<Lobby />);
    const links = (await screen.findAllByRole("link", { name: /g1/ })).map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/hotseat/g1"]);
    expect(screen.getByRole("link", { name: /g2/ }).getAttribute("href")).toBe("/play/g2?token=tok-solo");
    expect(parseRoute("/hotseat/g1", "")).toEqual({ page: "hotseat", gameId: "g1" });
  });
});
