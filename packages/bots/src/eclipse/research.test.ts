import { content } from "@koprulu/eclipse";
import { describe, expect, it } from "vitest";
import { trackVpOf } from "./research";

describe("trackVpOf", () => {
  it("answers from its remembered table as from the rules' research-track-vp table", () => {
    const table = content().tables["research-track-vp"]!.values as Record<string, number>;
    const direct = (tiles: number) => {
      let vp = 0;
      for (const [n, v] of Object.entries(table)) if (tiles >= Number(n)) vp = Math.max(vp, v);
      return vp;
    };
    for (const tiles of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 40, 4.5])
      expect(trackVpOf(tiles)).toBe(direct(tiles));
    // The printed track: 4/5/6/7 tiles score 1/2/3/5 VP.
    expect([3, 4, 5, 6, 7].map(trackVpOf)).toEqual([0, 1, 2, 3, 5]);
  });
});
