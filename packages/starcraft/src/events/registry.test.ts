import { describe, expect, it } from "vitest";
import { EFFECTS } from "../content";
import { packEventCards } from "./cards";
import { EVENT_EFFECTS, effectDef } from "./registry";

/** Event keys without an effect yet (none: the Leadership events came with issue 14). */
const NOT_YET = new Set<string>();

describe("event effect registry", () => {
  it("every event card of the base game's pack has its effect in the registry", () => {
    for (const card of Object.values(packEventCards())) {
      if (card.expansion !== "base") continue;
      expect(EVENT_EFFECTS[card.effect.key], `${card.id} → ${card.effect.key}`).toBeDefined();
    }
  });

  it("every registered key is an 'event' key of the content's effect registry", () => {
    for (const key of Object.keys(EVENT_EFFECTS))
      expect(EFFECTS[key as keyof typeof EFFECTS]?.kind).toBe("event");
  });

  it("the only event keys without an effect are the Brood War ones listed as not yet supported", () => {
    const missing = Object.entries(EFFECTS)
      .filter(([k, d]) => d.kind === "event" && !(k in EVENT_EFFECTS))
      .map(([k]) => k);
    expect(new Set(missing)).toEqual(NOT_YET);
  });

  it("an unknown key (a placeholder card) resolves to no effect", () => {
    expect(effectDef("none").key).toBe("none");
    expect(effectDef("no-such-key").play({} as never, { owner: 0, card: "x", params: {} })).toBeNull();
  });
});
