import { describe, expect, it } from "vitest";
import { hashState, hashString } from "./hash";

describe("hashState", () => {
  it("gives fixed 16-hex-digit hashes (a platform or algorithm change fails here)", () => {
    expect(hashState({ b: [1, 2, { c: "x" }], a: null })).toBe("372c5010738f49b1");
    expect(hashState(null)).toBe("9b55e0da69fcb93a");
    expect(hashString('""')).toBe("ada151798dddd9f7");
  });

  it("ignores key order and survives a JSON round trip", () => {
    const state = { turn: 1, board: [0, -1, 1], players: [{ name: "a", seat: 0 }] };
    const reordered = { players: [{ seat: 0, name: "a" }], board: [0, -1, 1], turn: 1 };
    expect(hashState(reordered)).toBe(hashState(state));
    expect(hashState(JSON.parse(JSON.stringify(state)))).toBe(hashState(state));
  });

  it("changes when any value changes", () => {
    const base = { board: [0, -1, 1, -1], turn: 0 };
    const seen = new Set([hashState(base)]);
    for (let i = 0; i < base.board.length; i++) {
      const board = base.board.slice();
      board[i] = 2;
      seen.add(hashState({ ...base, board }));
    }
    seen.add(hashState({ ...base, turn: 1 }));
    seen.add(hashState({ ...base, board: [...base.board, -1] }));
    expect(seen.size).toBe(base.board.length + 3);
  });

  it("has no collisions among 50,000 small distinct states", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50_000; i++) seen.add(hashState({ n: i, s: String(i % 7) }));
    expect(seen.size).toBe(50_000);
  });

  it("tells apart values whose strings merely look alike", () => {
    expect(hashState({ a: "1" })).not.toBe(hashState({ a: 1 }));
    expect(hashState([1, [2]])).not.toBe(hashState([[1], 2]));
  });
});
