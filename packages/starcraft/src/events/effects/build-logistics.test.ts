import { describe, expect, it } from "vitest";
import { board, pass, pick, picks, play } from "../testing";

describe("event-build-logistics", () => {
  it("Logistics: up to two workers or transports, the first resource paid by the card", () => {
    let s = play(board(), 0, "logistics");
    expect(picks(s)).toContain("worker");
    expect(picks(s)).toContain("transport:0"); // route 0 touches abaddon, seat 0's base planet
    expect(picks(s)).not.toContain("transport:1"); // braken – chau-sara: no base of seat 0
    const pool = s.players[0].workerPool;
    s = pick(s, "worker"); // free
    expect(s.players[0].workerPool).toBe(pool);
    s = pick(s, "transport:0"); // costs one mineral now
    while (s.frame.kind === "event") s = pick(s, picks(s)[0]);
    expect(s.players[0].workerPool).toBe(pool - 1);
    expect(s.players[0].workersUnavailable).toBe(board().players[0].workersUnavailable + 1);
    expect(s.transports).toContainEqual({ owner: 0, route: 0 });
  });

  it("the player may stop before the count is reached", () => {
    const s = pass(play(board(), 0, "logistics"));
    expect(s.transports).toEqual(board().transports);
  });

  it("one transport per route per player", () => {
    const s = play({ ...board(), transports: [{ owner: 0, route: 0 }] }, 0, "logistics");
    expect(picks(s)).not.toContain("transport:0");
  });
});
