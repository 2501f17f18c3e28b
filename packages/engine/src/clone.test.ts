import { describe, expect, it } from "vitest";
import { cloneState, deepFreeze } from "./clone";

describe("cloneState / deepFreeze", () => {
  it("cloneState gives an equal, independent copy", () => {
    const s = { board: [1, 2], nested: { list: [{ a: 1 }] } };
    const c = cloneState(s);
    expect(c).toEqual(s);
    c.nested.list[0].a = 9;
    expect(s.nested.list[0].a).toBe(1);
  });

  it("deepFreeze makes every nested write throw (ES modules are strict)", () => {
    const s = deepFreeze({ board: [1, 2], nested: { list: [{ a: 1 }] } });
    expect(() => {
      s.nested.list[0].a = 2;
    }).toThrow(TypeError);
    expect(() => s.board.push(3)).toThrow(TypeError);
  });

  it("deepFreeze stops at already-frozen parts (cheap on structurally shared states)", () => {
    const shared = deepFreeze({ big: [1, 2, 3] });
    const next = deepFreeze({ shared, turn: 1 });
    expect(Object.isFrozen(next) && Object.isFrozen(next.shared.big)).toBe(true);
  });
});
