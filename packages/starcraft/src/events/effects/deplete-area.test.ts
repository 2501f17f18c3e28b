import { describe, expect, it } from "vitest";
import { areaOf, board, pick, picks, play } from "../testing";

describe("event-deplete-area", () => {
  it("one step: the chosen area becomes partially depleted (Material Shortage)", () => {
    const s = play(board(), 0, "material-shortage");
    const area = areaOf("braken", "gas");
    expect(picks(s)).toContain(area);
    expect(pick(s, area).resources[area].depletion).toBe(1);
  });

  it("two steps: the area is fully depleted, its card leaves the game and workers on it become unavailable (Resource Crisis)", () => {
    const area = areaOf("braken", "gas");
    let s = board();
    s = { ...s, resources: { ...s.resources, [area]: { owner: 1, workers: 2, depletion: 0 } } };
    const t = pick(play(s, 0, "resource-crisis"), area);
    expect(t.resources[area]).toEqual({ owner: null, workers: 0, depletion: 2 });
    expect(t.players[1].workersUnavailable).toBe(s.players[1].workersUnavailable + 2);
  });

  it("a fully depleted area cannot be chosen", () => {
    const area = areaOf("braken", "gas");
    let s = board();
    s = { ...s, resources: { ...s.resources, [area]: { owner: null, workers: 0, depletion: 2 } } };
    expect(picks(play(s, 0, "material-shortage"))).not.toContain(area);
  });
});
