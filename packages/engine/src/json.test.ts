import { describe, expect, it } from "vitest";
import { canonicalJson, findNonJson, jsonDiff, jsonEqual } from "./json";

describe("canonicalJson", () => {
  it("sorts object keys at every depth, so key order does not matter", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":1,"z":0}]},"b":1}',
    );
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
  });

  it("treats undefined, NaN and -0 as JSON.stringify does (a JSON round trip keeps the text)", () => {
    const value = { a: undefined, b: [undefined, Number.NaN, -0, Infinity], c: 'é\n"' };
    expect(canonicalJson(value)).toBe(canonicalJson(JSON.parse(JSON.stringify(value))));
    expect(canonicalJson(value)).toBe('{"b":[null,null,0,null],"c":"é\\n\\""}');
  });

  it("refuses cycles and BigInt", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(TypeError);
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
  });

  it("allows the same object twice when it is not a cycle (structural sharing)", () => {
    const shared = { x: 1 };
    expect(canonicalJson([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });
});

describe("jsonEqual / jsonDiff", () => {
  it("compares data, not key order or identity", () => {
    expect(jsonEqual({ a: [1, 2], b: "x" }, { b: "x", a: [1, 2] })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });

  it("names the path of the first difference", () => {
    expect(jsonDiff({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe("$.a[1].b: 2 ≠ 3");
    expect(jsonDiff([1, 2], [1, 2, 3])).toBe("$: length 2 ≠ 3");
    expect(jsonDiff({ a: 1 }, { a: 1 })).toBeNull();
    expect(jsonDiff({ a: 1 }, { a: 1, b: 2 })).toBe("$.b: null ≠ 2");
  });
});

describe("findNonJson", () => {
  it("accepts plain JSON data", () => {
    expect(findNonJson({ a: [1, "x", true, null, { b: -2.5 }] })).toBeNull();
    expect(findNonJson(Object.create(null))).toBeNull();
  });

  it("names what a JSON round trip would change", () => {
    expect(findNonJson({ a: undefined })).toBe("$.a: undefined is not JSON");
    expect(findNonJson({ a: [1, Number.NaN] })).toBe("$.a[1]: NaN is not a JSON number");
    expect(findNonJson({ m: new Map() })).toBe("$.m: Map instance is not plain JSON");
    expect(findNonJson({ f: () => 1 })).toBe("$.f: function is not JSON");
    const sparse = new Array<number>(3);
    sparse[0] = 1;
    sparse[2] = 3;
    expect(findNonJson({ s: sparse })).toBe("$.s[1]: hole in a sparse array");
  });

  it("skips frozen parts already found plain (known), but never trusts unfrozen ones", () => {
    const known = new WeakSet<object>();
    const shared = Object.freeze({ big: Object.freeze([1, 2, 3]) });
    expect(findNonJson({ shared }, "$", known)).toBeNull();
    expect(known.has(shared)).toBe(true);
    const open: Record<string, unknown> = { x: 1 };
    expect(findNonJson(open, "$", known)).toBeNull();
    open.x = undefined;
    expect(findNonJson({ shared, open }, "$", known)).toBe("$.open.x: undefined is not JSON");
  });
});
