import { describe, expect, it } from "vitest";
import { clone } from "./util";

describe("clone (the battle's deep copy)", () => {
  it("gives the value a JSON round trip gives: undefined keys dropped, holes and non-finite numbers null", () => {
    const v = {
      a: 1,
      b: undefined,
      c: [1, undefined, Number.NaN, Number.POSITIVE_INFINITY, { d: null, e: undefined }],
      f: { g: "x", h: [[true, false]], i: -0.5 },
      j: null,
    };
    expect(clone(v)).toStrictEqual(JSON.parse(JSON.stringify(v)));
  });

  it("copies deeply: changing the copy leaves the original as it was", () => {
    const v = { units: [{ id: 1, hp: [2, 3] }], side: { hand: ["a"] } };
    const c = clone(v);
    c.units[0].hp[0] = 9;
    c.side.hand.push("b");
    expect(v).toStrictEqual({ units: [{ id: 1, hp: [2, 3] }], side: { hand: ["a"] } });
  });
});
