import { describe, expect, it } from "vitest";
import { mean, median, wilson } from "./stats";

describe("wilson 95% interval", () => {
  it("matches the textbook value for 50 of 100", () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
  });
  it("stays inside [0,1] at the extremes and is wide for few games", () => {
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 3);
    const [lo1, hi1] = wilson(10, 10);
    expect(lo1).toBeCloseTo(0.7225, 3);
    expect(hi1).toBeCloseTo(1, 9);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
  it("mean and median", () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(median([5, 1, 3, 2])).toBe(2.5);
    expect(mean([])).toBeNull();
  });
});
