import { describe, expect, it } from "vitest";
import { areaOf, board, pick, picks, play } from "../testing";

describe("event-restore-area", () => {
  it("only depleted areas are offered; one step restores a partially depleted area (Rich Vein)", () => {
    const area = areaOf("braken", "gas");
    let s = board();
    s = { ...s, resources: { ...s.resources, [area]: { owner: 1, workers: 0, depletion: 1 } } };
    const t = play(s, 0, "rich-vein");
    expect(picks(t)).toEqual([area]);
    expect(pick(t, area).resources[area]).toEqual({ owner: 1, workers: 0, depletion: 0 });
  });

  it("a fully depleted card comes back to the common supply, partially depleted after one step", () => {
    const area = areaOf("braken", "gas");
    let s = board();
    s = { ...s, resources: { ...s.resources, [area]: { owner: null, workers: 0, depletion: 2 } } };
    expect(pick(play(s, 0, "rich-vein"), area).resources[area]).toEqual({
      owner: null,
      workers: 0,
      depletion: 1,
    });
    expect(pick(play(s, 0, "untapped-reserves"), area).resources[area].depletion).toBe(0);
  });

  it("with no depleted area the card does nothing", () => {
    expect(play(board(), 0, "rich-vein").frame.kind).not.toBe("event");
  });
});
