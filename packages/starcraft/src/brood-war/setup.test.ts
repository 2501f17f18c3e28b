import { describe, expect, it } from "vitest";
import { validateOptions } from "../options";
import { cat } from "../rules-catalog";
import { setupState } from "../setup";
import type { StarcraftState } from "../state";
import { act, withBases } from "../testing";
import { normalTarget, specialVictory } from "../victory";
import { specialVictoryOf } from "./leadership";
import { BW_SCOPE, bwOptions, startedBroodWar } from "./testing";

const stageSizes = (s: StarcraftState) => {
  const sizes = [0, 0, 0];
  for (const id of s.events.deck) sizes[cat(s).events[id].stage - 1]++;
  return sizes;
};

describe("Brood War as a game option", () => {
  it("options: brood-war is accepted, an unknown expansion or optional rule is a rule error", () => {
    expect(validateOptions(bwOptions(4))).toBeNull();
    expect(validateOptions({ ...bwOptions(4), expansions: ["lotv"] })?.code).toBe("unknown-expansion");
    expect(validateOptions({ ...bwOptions(4), variants: { disposableSpecialOrders: true } })).toBeNull();
    expect(validateOptions({ ...bwOptions(4), variants: { surprise: true } })?.code).toBe("unknown-variant");
    const base = { players: 4, factionSelection: "random", maxRounds: 60 };
    expect(validateOptions({ ...base, variants: { disposableSpecialOrders: true } })?.code).toBe(
      "variants-need-brood-war",
    );
    expect(() => setupState({ ...bwOptions(4), expansions: ["lotv" as never] }, "x")).toThrow(RangeError);
  });

  it("a base game has no Brood War state at all (same JSON as before Brood War existed)", () => {
    const s = setupState({ players: 3, factionSelection: "random", maxRounds: 60 }, "plain");
    expect(s.broodWar).toBeUndefined();
    expect(Object.keys(s.players[0].modules).sort()).toEqual(["air-support", "research", "supply"]);
  });

  it("BW-S5 + BW-X5: each of Stage I and II keeps 25/21/17/13/9 cards for 6/5/4/3/2 players, Stage III 20 (no Leadership events)", () => {
    const want: Record<number, number> = { 6: 25, 5: 21, 4: 17, 3: 13, 2: 9 };
    for (const n of [2, 3, 4, 5, 6]) {
      const s = setupState(bwOptions(n, { factionSelection: "random" }), `deck-${n}`);
      expect(stageSizes(s)).toEqual([want[n], want[n], 20]);
      // Removed cards are not looked at: they go to the box.
      expect(s.events.removed.length).toBe(27 - want[n] + 27 - want[n]);
    }
    // The Leadership-related events are out of a game without Leadership cards.
    const all = setupState(bwOptions(6, { factionSelection: "random" }), "deck-all");
    for (const id of ["subtle-planning", "heroic-strategy", "inspiring-leadership"])
      expect([...all.events.deck, ...all.events.removed]).not.toContain(id);
    expect([...all.events.deck, ...all.events.removed]).toContain("supply-cache");
  });

  it("BW-S1: every faction's combat deck holds 20 cards with Brood War (18 in the base game)", () => {
    for (const f of Object.values(cat(BW_SCOPE).factions)) expect(f.combatDeck).toHaveLength(20);
    for (const f of Object.values(cat({ options: {} }).factions)) expect(f.combatDeck).toHaveLength(18);
    const s = startedBroodWar(["raynor", "tassadar"], "decks");
    for (const pl of s.players) expect(pl.hand.length + pl.deck.length + pl.discard.length).toBe(20);
  });

  it("BW-S6: the planet pool grows to 18 with Brood War (12 in the base game)", () => {
    expect(cat(BW_SCOPE).planetIds.length).toBe(18);
    expect(cat({ options: {} }).planetIds.length).toBe(12);
    expect(cat(BW_SCOPE).areas["erebus-station#0"].strategic).toBe(true);
  });

  it("BW-X5 + BW-S3/S8: each player starts with his Special Victory card in play and its starting forces", () => {
    const s = startedBroodWar(["aldaris", "queen-of-blades"], "forces");
    expect(s.broodWar!.leadership).toEqual([["aldaris-predestined"], ["queen-of-blades-a-new-rising-power"]]);
    const types = (p: number) =>
      s.units
        .filter((u) => u.owner === p)
        .map((u) => u.type)
        .sort();
    expect(types(0)).toEqual(["protoss-dragoon", "protoss-zealot", "protoss-zealot"]);
    expect(types(1)).toEqual([
      "zerg-hydralisk",
      "zerg-hydralisk",
      "zerg-zergling",
      "zerg-zergling",
      "zerg-zergling",
    ]);
    expect(s.players[0].workerPool).toBe(7);
    expect(s.players[1].workerPool).toBe(7);
  });

  it("BW-S8: starting units go only in matching ground/flying areas within limits; one that fits nowhere stays in reserve (no stall)", () => {
    // The Queen of Blades based on Erebus Station: one ground area (limit 4) for 5 ground units.
    let s = setupState(bwOptions(2), "erebus");
    s = act(s, s.frame.kind === "choose-faction" ? s.frame.queue[0] : 0, {
      type: "choose-faction",
      faction: "queen-of-blades",
    });
    const p = s.players.findIndex((pl) => pl.faction === "queen-of-blades");
    s = withBases(
      {
        ...s,
        planets: { "erebus-station": { id: "erebus-station", x: 0, y: 0, rotation: 0, slots: {} } },
        planetOrder: ["erebus-station"],
      },
      [[p, "erebus-station#0"]],
    );
    s = {
      ...s,
      frame: {
        kind: "place-start-unit",
        queue: [p],
        remaining: ["zerg-zergling", "zerg-zergling", "zerg-zergling", "zerg-hydralisk", "zerg-hydralisk"],
      },
    };
    // The flying-only area is never offered to a ground unit.
    for (let i = 0; i < 4; i++) s = act(s, p, { type: "place-start-unit", area: "erebus-station#0" });
    expect(s.units.filter((u) => u.owner === p).length).toBe(4);
    expect(s.frame.kind).toBe("place-start-transport");
  });

  it("BW-V1 + BW-L4: special victory comes only from a Special Victory card in the play area", () => {
    let s = startedBroodWar(["mengsk", "overmind"], "sv");
    expect(cat(s).factions.mengsk.specialVictory).toBeNull();
    expect(specialVictoryOf(s, 0)?.key).toBe("victory-control-whole-planets");
    // The Overmind's card asks for bases on three planets: give them to him.
    const planets = s.planetOrder.slice(0, 3);
    s = {
      ...s,
      bases: planets.map((pl) => ({
        owner: 1,
        area: cat(s).planets[pl].areas.find((a) => a.terrain !== "flying")!.id,
      })),
    };
    expect(specialVictory(s)).toEqual([1]);
    // Without the card in his play area he wins only on points or by elimination.
    const noCard: StarcraftState = {
      ...s,
      broodWar: { ...s.broodWar!, leadership: [["mengsk-terran-dominion"], []] },
    };
    expect(specialVictoryOf(noCard, 1)).toBeNull();
    expect(specialVictory(noCard)).toBeNull();
  });

  it("BW-L5 + BW-V3: the others need 20 points only while Aldaris has Predestined in play", () => {
    const s = startedBroodWar(["aldaris", "raynor"], "bar");
    expect(normalTarget(s, 1)).toBe(20);
    expect(normalTarget(s, 0)).toBe(15);
    const without: StarcraftState = {
      ...s,
      broodWar: { ...s.broodWar!, leadership: [[], ["raynor-raynors-raiders"]] },
    };
    expect(normalTarget(without, 1)).toBe(15);
  });
});

describe("Brood War units", () => {
  it("the 8 new units are in a Brood War game and each has a way to be built (building, technology or installation)", () => {
    const c = cat(BW_SCOPE);
    const added = [
      "terran-medic",
      "terran-valkyrie",
      "protoss-dark-templar",
      "protoss-dark-archon",
      "protoss-corsair",
      "zerg-lurker",
      "zerg-devourer",
      "zerg-infested-terran",
    ];
    for (const id of added) {
      const u = c.units[id];
      expect(u, id).toBeDefined();
      expect(
        u.unlockedBy !== null || u.techRequired !== undefined || u.requiresInstallation !== undefined,
        id,
      ).toBe(true);
      expect(cat({ options: {} }).units[id], `${id} is not in the base game`).toBeUndefined();
    }
    expect(c.units["protoss-dark-archon"].techRequired).toMatchObject({ consumes: "protoss-dark-templar" });
    expect(c.units["zerg-lurker"].techRequired).toMatchObject({ consumes: "zerg-hydralisk", count: 1 });
    expect(c.units["terran-medic"].assist).toBe(true);
  });
});
