import { describe, expect, it } from "vitest";
import { slotPoint } from "./geometry";
import { crossesTile, zRoutePath } from "./routing";

const tiles = [
  [0, 0],
  [1, 0],
  [2, 0],
  [0, 1],
  [1, 1],
  [2, 1],
];

describe("Z-axis routes are routed through the gaps", () => {
  it("issue 19 item 9: a Z-axis route between far planets crosses no tile", () => {
    const cases = [
      [
        { x: 0, y: 0, side: 0 },
        { x: 2, y: 1, side: 2 },
      ],
      [
        { x: 0, y: 0, side: 3 },
        { x: 2, y: 1, side: 1 },
      ],
      [
        { x: 0, y: 1, side: 2 },
        { x: 2, y: 0, side: 1 },
      ],
      [
        { x: 1, y: 0, side: 1 },
        { x: 0, y: 1, side: 0 },
      ],
    ];
    for (const [a, b] of cases) {
      const { points } = zRoutePath(a, b);
      for (let i = 1; i < points.length - 2; i++)
        for (const [tx, ty] of tiles)
          expect(crossesTile(points[i], points[i + 1], tx, ty), JSON.stringify({ a, b, i, tx, ty })).toBe(
            false,
          );
      // it starts and ends at the two slots
      expect(points[0]).toEqual(slotPoint(a.x, a.y, a.side));
      expect(points.at(-1)).toEqual(slotPoint(b.x, b.y, b.side));
    }
  });

  it("the two Z badges of different routes never sit on the same spot", () => {
    const r1 = zRoutePath({ x: 0, y: 0, side: 0 }, { x: 2, y: 1, side: 2 }, 0);
    const r2 = zRoutePath({ x: 1, y: 0, side: 0 }, { x: 0, y: 1, side: 2 }, 8);
    const spots = [...r1.badges, ...r2.badges].map((p) => `${Math.round(p.x)},${Math.round(p.y)}`);
    expect(new Set(spots).size).toBe(4);
  });

  it("the old curve crossed tiles (what was seen)", () => {
    // the straight chord of a quadratic route from (0,0) north to (2,1) south cuts tile (1,0) or (1,1)
    const a = slotPoint(0, 0, 0);
    const b = slotPoint(2, 1, 2);
    expect(tiles.some(([tx, ty]) => crossesTile(a, b, tx, ty))).toBe(true);
  });
});
