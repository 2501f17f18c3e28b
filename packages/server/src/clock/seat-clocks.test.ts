/** The clock rules as pure data: who is charged, when, and how much. */
import { describe, expect, it } from "vitest";
import {
  advance,
  expiredSeats,
  freshClocks,
  nextCheck,
  remainingMs,
  WARN_AT_MS,
  warningsDue,
} from "./seat-clocks";

const live = { kind: "live", bankSeconds: 60, bonusSeconds: 10, onTimeout: "bot" } as const;
const humans = [true, true, true];

describe("seat clocks", () => {
  it("simultaneous decisions count for each asked seat, and only until that seat answers", () => {
    let c = advance(freshClocks(live, 3), { pendingAfter: [0, 1], actor: null, humans, now: 0 });
    expect(c.seats.map((s) => s.startedAt)).toEqual([0, 0, null]);
    c = advance(c, { pendingAfter: [1], actor: 0, humans, now: 20_000 }); // seat 0 answered
    expect(remainingMs(c.seats[0], 50_000)).toBe(50_000); // 70 s − 20 s, stopped
    expect(remainingMs(c.seats[1], 50_000)).toBe(20_000); // still deciding: 70 s − 50 s
    expect(remainingMs(c.seats[2], 50_000)).toBe(60_000); // never asked
  });

  it("a seat asked again after its own action starts a new decision (a new bonus); a bot seat never runs", () => {
    let c = advance(freshClocks(live, 2), {
      pendingAfter: [0, 1],
      actor: null,
      humans: [true, false],
      now: 0,
    });
    expect(c.seats[1].startedAt).toBeNull();
    c = advance(c, { pendingAfter: [0], actor: 0, humans: [true, false], now: 5000 });
    expect(c.seats[0]).toMatchObject({ startedAt: 5000, bankMs: 75_000 }); // 70 − 5 + 10
  });

  it("expiry and the low-time warning come due at their moments", () => {
    const long = { ...live, bankSeconds: 15 * 60, bonusSeconds: 0 };
    const c = advance(freshClocks(long, 2), { pendingAfter: [0], actor: null, humans, now: 0 });
    expect(nextCheck(c)).toBe(15 * 60_000 - WARN_AT_MS);
    expect(warningsDue(c, 5 * 60_000 - 1)).toEqual([]);
    expect(warningsDue(c, 5 * 60_000)).toEqual([0]);
    expect(expiredSeats(c, 15 * 60_000 - 1)).toEqual([]);
    expect(expiredSeats(c, 15 * 60_000)).toEqual([0]);
  });

  it("a seat that answered just as its expiry was claimed runs again at its next decision", () => {
    let c = advance(freshClocks(live, 2), { pendingAfter: [0], actor: null, humans, now: 0 });
    c = { ...c, seats: c.seats.map((s, i) => (i === 0 ? { ...s, expiredAt: 70_000 } : s)) };
    c = advance(c, { pendingAfter: [1], actor: 0, humans, now: 70_001 });
    c = advance(c, { pendingAfter: [0], actor: 1, humans, now: 80_000 });
    expect(c.seats[0]).toMatchObject({ startedAt: 80_000, bankMs: 10_000 });
    expect(c.seats[0].expiredAt).toBeUndefined();
  });
});
