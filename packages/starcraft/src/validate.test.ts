/**
 * `validate` accepts exactly the actions `legalActions` lists (engine strictValidate): one
 * spelling per action, no unknown fields, never an exception.
 */
import { describe, expect, it } from "vitest";
import type { StarcraftAction } from "./actions";
import { distinctRotations } from "./galaxy-index";
import { apply, legalActions, pending, validate } from "./ruleset";
import { setupState } from "./setup";
import type { StarcraftState } from "./state";
import { started } from "./testing";

/** Play first-legal setup actions until `kind` is asked. */
function until(kind: string, seed: string): StarcraftState | null {
  let s = setupState({ players: 3, factionSelection: "random", maxRounds: 60 }, seed);
  for (let i = 0; i < 200; i++) {
    const d = pending(s)[0];
    if (!d) return null;
    if (d.kind === kind) return s;
    s = apply(s, d.player, legalActions(s, d.player)[0]);
  }
  return null;
}

describe("validate accepts exactly the enumerated actions", () => {
  it("an equivalent place-planet rotation is not a second legal spelling", () => {
    let tried = 0;
    for (let g = 0; g < 20 && tried === 0; g++) {
      const s = until("place-planet", `rot-${g}`);
      if (!s) continue;
      const p = pending(s)[0].player;
      for (const a of legalActions(s, p)) {
        if (a.type !== "place-planet") continue;
        const kept = distinctRotations(s, a.planet).map((r) => r.rotation);
        const other = [0, 1, 2, 3].find((r) => !kept.includes(r));
        if (other === undefined) continue;
        tried++;
        expect(validate(s, p, { ...a, rotation: other })?.code).toBe("not-enumerated");
        expect(validate(s, p, a)).toBeNull();
        break;
      }
    }
    expect(tried).toBeGreaterThan(0);
  });

  it("a Z-axis route with its two ends swapped is not a second legal spelling", () => {
    const s = until("place-z-route", "z-route");
    expect(s).not.toBeNull();
    const p = pending(s!)[0].player;
    const z = legalActions(s!, p).find((a) => a.type === "place-z-route") as Extract<
      StarcraftAction,
      { type: "place-z-route" }
    >;
    expect(validate(s!, p, z)).toBeNull();
    expect(validate(s!, p, { ...z, a: z.b, b: z.a })?.code).toBe("not-enumerated");
  });

  it("an unknown extra field is refused (it would be kept in the log other seats read)", () => {
    const s = started();
    const d = pending(s)[0];
    const a = legalActions(s, d.player)[0];
    expect(validate(s, d.player, a)).toBeNull();
    expect(validate(s, d.player, { ...a, extra: 1 })?.code).toBe("not-enumerated");
  });

  it("input that is not plain JSON is refused without an exception", () => {
    const s = started();
    const d = pending(s)[0];
    const a = legalActions(s, d.player)[0];
    const inherited = Object.create(a);
    const getter = Object.defineProperty({ ...a }, "type", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    expect(validate(s, d.player, inherited)?.code).toBe("malformed-action");
    expect(validate(s, d.player, getter)?.code).toBe("malformed-action");
    expect(validate(s, d.player, JSON.parse(`{"__proto__":{},${JSON.stringify(a).slice(1)}`))?.code).toBe(
      "malformed-action",
    );
  });
});
