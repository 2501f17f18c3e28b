import { describe, expect, it } from "vitest";
import { englishT } from "../i18n";
import { catalog } from "./catalogSource";
import { startAbilityWords } from "./describe";
import { eventPickWords } from "./eventPick";
import type { ScView } from "./viewTypes";

describe("the StarCraft catalog the web client loads", () => {
  it("carries the event cards (their words are the catalogs'), and the table words an event choice from it", () => {
    const c = catalog()!;
    const view = {
      frame: { kind: "event", step: "area", player: 0, owner: 0, card: "rich-vein", effect: "x", data: {} },
      units: [],
      routes: [],
      players: [],
    } as unknown as ScView;
    const area = Object.keys(c.areas)[0];
    const words = eventPickWords(view, c, area);
    expect(words).not.toContain("#");
    expect(words).toContain(c.planets[c.areas[area].planet].name);
    expect(c.events?.["rich-vein"]?.provisional).toBe(true);
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
    const c = catalog()!;
    expect(c.startAbilityOffer!(view, 0)).toEqual({
      source: "event:retreat",
      effect: "event-defender-retreat",
    });
    expect(startAbilityWords(view, c, 0, englishT)).toMatch(/^Retreat — Defending: cancel the battle/);
    const spectator = { battle: battleView(b, "spectator") } as unknown as ScView;
    expect(c.startAbilityOffer!(spectator, 0)).toBeNull();
    expect(startAbilityWords(spectator, c, 0, englishT)).toBeNull();
  });

  it("follows the game's expansions: a Brood War game gets its Leadership cards, heroes and units; a base game none", () => {
    const base = catalog()!;
    expect(Object.keys(base.leadership ?? {})).toHaveLength(0);
    expect(base.units["protoss-dark-archon"]).toBeUndefined();
    const bw = catalog(["brood-war"])!;
    expect(Object.keys(bw.leadership ?? {})).toHaveLength(42);
    expect(Object.keys(bw.heroes ?? {})).toHaveLength(7);
    expect(bw.leadership?.["raynor-jim-raynor"]).toMatchObject({
      kind: "hero",
      hero: "jim-raynor",
      stage: 2,
    });
    expect(bw.leadership?.["mengsk-terran-dominion"]?.kind).toBe("special-victory");
    expect(bw.leadership?.["aldaris-destiny"]?.kind).toBe("one-shot");
    expect(bw.units["protoss-dark-archon"]?.name).toBe("Dark Archon");
    // provisional records carry their reason (the mark's tooltip), cards, events and units alike
    expect(bw.leadership?.["aldaris-conclave-fleet"]?.provisionalReason).toMatch(/reserve/);
    expect(bw.provisionalReasons?.["zerg-infested-terran"]).toMatch(/Support/);
    expect(bw.provisionalReasons?.["heroic-strategy"]).toBeTruthy();
  });
});
