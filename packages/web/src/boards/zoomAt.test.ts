/**
 * The galaxy's zoom keeps the point under the cursor (wheel) or the pane's centre (buttons) where
 * it is, and the fit button shows the whole galaxy inside the pane (issue 35, item 8).
 */
import { describe, expect, it } from "vitest";
import { fitTransform, project, zoomAt } from "./pinch";

const centre = { x: 100, y: 50 };
const start = { k: 1.5, x: 20, y: -10 };

describe("zoom at a point", () => {
  it("the map point under the cursor stays under it, zooming in and out", () => {
    const at = { x: 230, y: 140 };
    // The map point now under the cursor (inverse of project).
    const q = {
      x: centre.x + (at.x - start.x - centre.x) / start.k,
      y: centre.y + (at.y - start.y - centre.y) / start.k,
    };
    for (const factor of [1.25, 0.8, 1.1, 0.9]) {
      const t = zoomAt(start, centre, at, factor);
      expect(t.k).toBeCloseTo(start.k * factor);
      const p = project(t, centre, q);
      expect(p.x).toBeCloseTo(at.x);
      expect(p.y).toBeCloseTo(at.y);
    }
  });
});

describe("fit the whole galaxy", () => {
  const bounds = { x: -40, y: -40, w: 800, h: 1200 };
  const mid = { x: bounds.x + bounds.w / 2, y: bounds.y + bounds.h / 2 };

  it("a pane shorter than the galaxy: every corner of the galaxy lands inside the pane", () => {
    const pane = { x: -40, y: 100, w: 800, h: 700 };
    const t = fitTransform(bounds, mid, pane);
    for (const corner of [
      { x: bounds.x, y: bounds.y },
      { x: bounds.x + bounds.w, y: bounds.y + bounds.h },
    ]) {
      const p = project(t, mid, corner);
      expect(p.x).toBeGreaterThanOrEqual(pane.x - 1e-6);
      expect(p.x).toBeLessThanOrEqual(pane.x + pane.w + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(pane.y - 1e-6);
      expect(p.y).toBeLessThanOrEqual(pane.y + pane.h + 1e-6);
    }
    // As large as fits: the height fills the pane.
    expect(t.k).toBeCloseTo(700 / 1200);
  });
});
