import { describe, expect, it } from "vitest";
import { board, pass, pick, picks, play } from "../testing";

function withTransports() {
  const s = board();
  return {
    ...s,
    transports: [
      { owner: 0, route: 0 },
      { owner: 1, route: 0 },
      { owner: 1, route: 1 },
    ],
  };
}

describe("event-destroy-transports", () => {
  it("Stellar Maelstrom: every transport on the chosen route is destroyed", () => {
    let s = play(withTransports(), 2, "stellar-maelstrom");
    expect(picks(s)).toEqual(["0", "1"]);
    s = pick(s, "0");
    expect(s.transports).toEqual([{ owner: 1, route: 1 }]);
  });

  it("Stellar Storm: the player picks which transports on the route are destroyed and may stop", () => {
    let s = pick(play(withTransports(), 2, "stellar-storm"), "0");
    expect(picks(s)).toEqual(["0", "1"]);
    s = pass(pick(s, "1"));
    expect(s.transports).toEqual([
      { owner: 0, route: 0 },
      { owner: 1, route: 1 },
    ]);
  });

  it("with no transport on the board the card does nothing", () => {
    expect(play(board(), 0, "stellar-maelstrom").frame.kind).not.toBe("event");
  });
});
