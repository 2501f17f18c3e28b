import { describe, expect, it } from "vitest";
import { catalog } from "./catalogSource";
import type { ScView } from "./viewTypes";

describe("the StarCraft catalog the web client loads", () => {
  it("carries the ruleset's words for event choices and the event cards' texts", () => {
    const c = catalog()!;
    const view = {
      frame: { kind: "event", step: "area", player: 0, owner: 0, card: "rich-vein", effect: "x", data: {} },
      units: [],
      routes: [],
      players: [],
    } as unknown as ScView;
    const area = Object.keys(c.areas)[0];
    const words = c.describeEventPick!(view, area);
    expect(words).not.toContain("#");
    expect(words).toContain(c.planets[c.areas[area].planet].name);
    expect(c.events?.["rich-vein"]?.text?.length).toBeGreaterThan(10);
  });
});
