import { describe, expect, it } from "vitest";
import { board, pass, pick, picks, play } from "../testing";

describe("event-conquest-points", () => {
  it("without a cost the points are gained at once (Create Wonder)", () => {
    expect(play(board(), 0, "create-wonder").players[0].cp).toBe(1);
  });

  it("with a cost the player may pay it worker by worker and gains the point once it is paid (Monument of Glory)", () => {
    let s = play(board(), 0, "monument-of-glory");
    expect(picks(s)).toEqual(["pay"]);
    s = pick(s, "pay");
    const pool = s.players[0].workerPool;
    while (s.frame.kind === "event") s = pick(s, picks(s)[0]);
    expect(s.players[0].cp).toBe(1);
    expect(s.players[0].workerPool).toBe(pool - 2);
    expect(s.players[0].permanentUsed).toEqual({ minerals: 1, gas: 1 });
  });

  it("the player may decline to pay, and gains nothing", () => {
    const s = pass(play(board(), 0, "monument-of-glory"));
    expect(s.players[0].cp).toBe(0);
  });

  it("a player who cannot afford the cost is not asked", () => {
    const s = board();
    const poor = { ...s, players: s.players.map((pl, i) => (i === 0 ? { ...pl, workerPool: 0 } : pl)) };
    const t = play(poor, 0, "monument-of-glory");
    expect(t.frame.kind).not.toBe("event");
    expect(t.players[0].cp).toBe(0);
  });
});
