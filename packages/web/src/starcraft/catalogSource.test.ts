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

  it("names the viewer's start-of-battle abilities (an event kept in play) instead of numbering them", async () => {
    const { battleView, startBattle } = await import("@koprulu/starcraft");
    const { seedRng } = await import("@koprulu/engine");
    const side = (player: number, faction: string, units: { id: number; type: string }[]) => ({
      player,
      faction,
      units,
      hand: [],
      deck: [],
      discard: [],
      technologies: [],
      airSupport: false,
      withdrawAreas: [],
      retreatDestinations: [],
    });
    const b = startBattle(
      {
        planet: "char",
        area: "char#0",
        unitLimit: 4,
        attacker: side(0, "jim-raynor", [{ id: 1, type: "terran-marine" }]),
        defender: {
          ...side(1, "tassadar", [{ id: 2, type: "protoss-zealot" }]),
          startAbilities: [{ source: "event:retreat", effect: "event-defender-retreat" }],
        },
        goldMobilize: false,
        stage: 1,
      },
      seedRng("w"),
    );
    const view = { battle: battleView(b, 1) } as unknown as ScView;
    expect(catalog()!.describeStartAbility!(view, 0)).toMatch(/^Retreat — /);
    expect(
      catalog()!.describeStartAbility!({ battle: battleView(b, "spectator") } as unknown as ScView, 0),
    ).toBeNull();
  });
});
