/** The routes of the replay pages: the finished game's, and the game so far as a seat saw it. */
import { describe, expect, it } from "vitest";
import { parseRoute } from "./router";

describe("parseRoute", () => {
  it("tells the finished replay from the replay so far, whose address names a seat number and never a token", () => {
    expect(parseRoute("/replay/g1", "")).toEqual({ page: "replay", gameId: "g1" });
    expect(parseRoute("/replay/g1/view", "?seat=1")).toEqual({ page: "replay-view", gameId: "g1", seat: 1 });
    expect(parseRoute("/replay/g1/view", "")).toEqual({ page: "replay-view", gameId: "g1", seat: null });
    // Anything but a seat number is the spectator's view.
    expect(parseRoute("/replay/g1/view", "?seat=abc")).toEqual({
      page: "replay-view",
      gameId: "g1",
      seat: null,
    });
    expect(parseRoute("/replay/g1/view", "?token=secret")).toEqual({
      page: "replay-view",
      gameId: "g1",
      seat: null,
    });
  });
});
