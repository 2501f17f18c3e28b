import { describe, expect, it } from "vitest";
import { starcraft } from "./ruleset";

/** The opening's first planet placed by the first seat: the state asks where its base goes. */
function atBasePlacement() {
  const s = starcraft.setup(starcraft.defaultOptions(2), "interned");
  const p = starcraft.pending(s)[0].player;
  const planet = starcraft.legalActions(s, p)[0];
  const t = starcraft.apply(s, p, planet);
  expect(t.frame.kind).toBe("place-base");
  return { t, p };
}

describe("Setup (placing the base): interned actions", () => {
  it("hands out the same frozen place-base and skip-base objects each time, equal to plain literals", () => {
    const { t, p } = atBasePlacement();
    const first = starcraft.legalActions(t, p);
    const second = starcraft.legalActions(t, p);
    expect(second).toEqual(first);
    for (let i = 0; i < first.length; i++) {
      expect(second[i]).toBe(first[i]);
      expect(Object.isFrozen(first[i])).toBe(true);
    }
    expect(first.map((a) => JSON.stringify(a))).toEqual(
      first.map((a) =>
        JSON.stringify(a.type === "place-base" ? { type: "place-base", area: a.area } : { type: a.type }),
      ),
    );
    expect(first.some((a) => a.type === "skip-base")).toBe(true);
  });

  it("accepts a plain literal of an interned action as the same action (validate, apply)", () => {
    const { t, p } = atBasePlacement();
    const interned = starcraft.legalActions(t, p).find((a) => a.type === "place-base");
    if (interned?.type !== "place-base") throw new Error("no base placement offered");
    const literal = { type: "place-base" as const, area: interned.area };
    expect(starcraft.validate(t, p, literal)).toBeNull();
    expect(starcraft.apply(t, p, literal)).toEqual(starcraft.apply(t, p, interned));
  });
});
