import { describe, expect, it } from "vitest";
import { canonicalJson } from "./json";
import { plainJsonCopy, sameJson, strictRules, strictValidate } from "./strict";

type S = { legal: { type: string; n?: number; list?: number[] }[] };
const check = (_s: S, _p: number, a: unknown) =>
  (a as { type: string }).type === "boom"
    ? (() => {
        throw new Error("the ruleset's own check crashed");
      })()
    : null;
const validate = strictValidate(check, (s: S) => s.legal);
const S0: S = {
  legal: [{ type: "go", n: 1 }, { type: "end" }, { type: "boom" }, { type: "list", list: [1, 2] }],
};

describe("strictValidate: validate accepts exactly the enumerated actions", () => {
  it("accepts an enumerated action in any key order, and a plain copy of it", () => {
    expect(validate(S0, 0, { n: 1, type: "go" })).toBeNull();
    expect(validate(S0, 0, JSON.parse('{"type":"list","list":[1,2]}'))).toBeNull();
    // A field holding undefined is absent, as in JSON.
    expect(validate(S0, 0, { type: "end", note: undefined })).toBeNull();
  });

  it("refuses unknown fields and other spellings (not-enumerated)", () => {
    expect(validate(S0, 0, { type: "end", extra: 1 })?.code).toBe("not-enumerated");
    expect(validate(S0, 0, { type: "go", n: 2 })?.code).toBe("not-enumerated");
    expect(validate(S0, 0, { type: "list", list: [2, 1] })?.code).toBe("not-enumerated");
  });

  it("never throws: non-plain input is malformed-action, and so is a crash in the ruleset's check", () => {
    const getter = Object.defineProperty({}, "type", { enumerable: true, get: () => "end" });
    const thrower = Object.defineProperty({}, "type", {
      enumerable: true,
      get() {
        throw new Error("x");
      },
    });
    const trap = () => {
      throw new Error("trap");
    };
    const proxy = new Proxy(
      { type: "end" },
      { ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap },
    );
    const inherited = Object.create({ type: "end" });
    const protoKey = JSON.parse('{"type":"end","__proto__":{"x":1}}');
    class Act {
      type = "end";
    }
    const sparse: unknown[] = [];
    sparse[2] = 1;
    for (const bad of [
      getter,
      thrower,
      proxy,
      inherited,
      protoKey,
      new Act(),
      { type: "end", n: Number.NaN },
      { type: "list", list: sparse },
      { type: "end", f: () => 1 },
      null,
      3,
      "end",
      [],
      { type: 4 },
    ]) {
      const err = validate(S0, 0, bad);
      expect(err?.code, String(bad)).toBe("malformed-action");
    }
    expect(validate(S0, 0, { type: "boom" })?.code).toBe("malformed-action");
  });

  it("plainJsonCopy refuses deep or huge values instead of recursing without end", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect("problem" in plainJsonCopy(deep)).toBe(true);
    expect("problem" in plainJsonCopy({ a: new Array(20_000).fill(0) })).toBe(true);
  });
});

describe("sameJson", () => {
  it("agrees with canonical JSON equality on plain data", () => {
    const values: unknown[] = [
      { a: 1, b: [1, { c: "x" }] },
      { b: [1, { c: "x" }], a: 1 },
      { a: 1, b: [1, { c: "y" }] },
      { a: 1, b: [1, { c: "x" }], d: undefined },
      { a: 1 },
      [1, 2],
      [2, 1],
      { 0: 1, 1: 2 },
      null,
      "1",
      1,
      {},
      [],
    ];
    for (const x of values)
      for (const y of values)
        expect(sameJson(x, y), `${canonicalJson(x)} vs ${canonicalJson(y)}`).toBe(
          canonicalJson(x) === canonicalJson(y),
        );
  });
});

describe("strictRules: validate recognises what legalActions last handed out", () => {
  /** Counts enumerations, so a test sees whether validate enumerated again. */
  function counted() {
    let enumerations = 0;
    const rules = strictRules(check, (s: S) => {
      enumerations++;
      return s.legal.map((a) => ({ ...a }));
    });
    return { rules, enumerations: () => enumerations };
  }

  it("accepts an action taken from the list just handed out without enumerating again", () => {
    const { rules, enumerations } = counted();
    const list = rules.legalActions(S0, 0);
    expect(rules.validate(S0, 0, list[0])).toBeNull();
    expect(enumerations()).toBe(1);
  });

  it("still checks the full way an action handed out for another state or another player", () => {
    const { rules, enumerations } = counted();
    const S1: S = { legal: [{ type: "end" }] };
    const fromS0 = rules.legalActions(S0, 0)[0]; // {type: "go", n: 1}: not legal in S1
    rules.legalActions(S1, 0);
    expect(rules.validate(S1, 0, fromS0)?.code).toBe("not-enumerated");
    const forPlayer1 = rules.legalActions(S0, 1)[0];
    expect(rules.validate(S0, 0, forPlayer1)).toBeNull(); // legal for 0 too, found by comparison
    expect(enumerations()).toBe(5);
  });

  it("is not fooled by a caller that changes its own copy of the list", () => {
    const { rules } = counted();
    const list = rules.legalActions(S0, 0);
    const forged = { type: "go", n: 9 };
    list.push(forged);
    expect(rules.validate(S0, 0, forged)?.code).toBe("not-enumerated");
  });

  it("still refuses a handed-out action its own check refuses", () => {
    const refusing = strictRules(
      (_s: S, _p: number, a: unknown) =>
        (a as { type: string }).type === "end" ? { code: "too-late", message: "m", rule: "r" } : null,
      (s: S) => s.legal,
    );
    const end = refusing.legalActions(S0, 0)[1];
    expect(refusing.validate(S0, 0, end)?.code).toBe("too-late");
  });
});
