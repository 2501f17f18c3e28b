// @vitest-environment jsdom
/**
 * Tile labels do not overlap (issue 35, item 8): an area's terrain and "strategic" words stand on
 * lines of their own inside the area, not side by side running into the next area's words.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBoard } from "./board.testing";
import { testCatalog } from "./fixtures";

afterEach(cleanup);

describe("area labels on the map", () => {
  it("terrain and strategic are two lines inside the area, squeezed rather than spilling over", () => {
    const area = testCatalog.planets.korhal.areas[1];
    const was = { ...area };
    Object.assign(area, { terrain: "flying", strategic: true });
    try {
      const { container } = renderBoard([]);
      const lines = [...container.querySelectorAll('[data-planet="korhal"] text.area-terrain')];
      expect(lines.map((l) => l.textContent)).toEqual(["flying only", "strategic"]);
      const ys = lines.map((l) => Number(l.getAttribute("y")));
      expect(ys[0] - ys[1]).toBeGreaterThanOrEqual(13);
      expect(lines.map((l) => l.getAttribute("x"))).toEqual([
        lines[0].getAttribute("x"),
        lines[0].getAttribute("x"),
      ]);
    } finally {
      Object.assign(area, was);
      delete (area as { terrain?: string }).terrain;
      delete (area as { strategic?: boolean }).strategic;
    }
  });
});
