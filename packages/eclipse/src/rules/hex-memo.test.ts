/**
 * Galaxy geometry remembered (session 58): each sector's wormhole edges per rotation and each
 * position's ring are worked out once; the answers must be those of the formulas.
 */
import { describe, expect, it } from "vitest";
import { content } from "./economy";
import { EDGE_NAMES, posKey, ringOf, wormholeEdges } from "./hex";

describe("remembered geometry", () => {
  it("wormholeEdges: each rotation's edges as the printed wormholes turned, shared and frozen", () => {
    const c = content();
    for (const [id, sector] of Object.entries(c.sectors))
      for (const rotation of [0, 1, 2, 3, 4, 5, 6, 11]) {
        const expected = [false, false, false, false, false, false];
        for (const name of sector.wormholes)
          expected[(EDGE_NAMES.indexOf(name as (typeof EDGE_NAMES)[number]) + rotation) % 6] = true;
        const edges = wormholeEdges(c, id, rotation);
        expect([...edges]).toEqual(expected);
        if (rotation <= 5) {
          expect(Object.isFrozen(edges)).toBe(true);
          expect(wormholeEdges(c, id, rotation)).toBe(edges);
        }
      }
  });

  it("ringOf: the hex distance from the centre, asked once or again", () => {
    for (let q = -6; q <= 6; q++)
      for (let r = -6; r <= 6; r++)
        for (let again = 0; again < 2; again++)
          expect(ringOf(posKey(q, r))).toBe((Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2);
  });
});
