import { describe, expect, it } from "vitest";
import { MAX_ZOOM, MIN_ZOOM, pinchTransform, project } from "./pinch";

const centre = { x: 100, y: 50 };
const start = { k: 1.5, x: 20, y: -10 };

describe("pinch zoom on the galaxy", () => {
  it("spreading the fingers to twice their distance doubles the zoom", () => {
    const t = pinchTransform(
      start,
      centre,
      [
        { x: 90, y: 50 },
        { x: 110, y: 50 },
      ],
      [
        { x: 80, y: 50 },
        { x: 120, y: 50 },
      ],
    );
    expect(t.k).toBeCloseTo(3);
  });

  it("the map point under the fingers' midpoint stays under the midpoint, also while they move", () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 60, y: 40 },
      { x: 100, y: 70 },
    ];
    const to: typeof from = [
      { x: 130, y: 10 },
      { x: 190, y: 30 },
    ];
    // The map point under the starting midpoint (80, 55).
    const p = {
      x: centre.x + (80 - start.x - centre.x) / start.k,
      y: centre.y + (55 - start.y - centre.y) / start.k,
    };
    expect(project(start, centre, p).x).toBeCloseTo(80);
    const t = pinchTransform(start, centre, from, to);
    const q = project(t, centre, p);
    expect(q.x).toBeCloseTo(160);
    expect(q.y).toBeCloseTo(20);
  });

  it("the zoom stays within its limits", () => {
    const far = pinchTransform(
      start,
      centre,
      [
        { x: 99, y: 0 },
        { x: 101, y: 0 },
      ],
      [
        { x: 0, y: 0 },
        { x: 200, y: 0 },
      ],
    );
    expect(far.k).toBe(MAX_ZOOM);
    const near = pinchTransform(
      start,
      centre,
      [
        { x: 0, y: 0 },
        { x: 200, y: 0 },
      ],
      [
        { x: 99, y: 0 },
        { x: 101, y: 0 },
      ],
    );
    expect(near.k).toBe(MIN_ZOOM);
  });

  it("two fingers on one spot change nothing but the pan", () => {
    const t = pinchTransform(
      start,
      centre,
      [
        { x: 5, y: 5 },
        { x: 5, y: 5 },
      ],
      [
        { x: 15, y: 5 },
        { x: 15, y: 5 },
      ],
    );
    expect(t).toEqual({ k: start.k, x: start.x + 10, y: start.y });
  });
});
