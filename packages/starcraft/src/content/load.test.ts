import { describe, expect, it } from "vitest";
import { checkContent, countProvisional, loadContent } from "./load";
import { combatDeck, eventDeck, techDeck } from "./queries";
import { RECORD_KINDS } from "./schema";
import { END_DRAWS_NEAR_ID } from "./validate";

const base = loadContent();
const bw = loadContent({ expansions: ["brood-war"] });
const FACTIONS = ["raynor", "mengsk", "tassadar", "aldaris", "queen-of-blades", "overmind"];

describe("bundled packs load cleanly", () => {
  it("base game and Brood War have no content errors", () => {
    expect(checkContent().errors).toEqual([]);
    expect(checkContent({ expansions: ["brood-war"] }).errors).toEqual([]);
  });

  it("loadContent caches per expansion set and freezes the result", () => {
    expect(loadContent()).toBe(base);
    expect(loadContent({ expansions: ["brood-war"] })).toBe(bw);
    expect(Object.isFrozen(base.units["terran-marine"])).toBe(true);
    expect(base.expansions).toEqual(["base"]);
    expect(bw.expansions).toEqual(["base", "brood-war"]);
  });

  it("ids are kebab-case and each record's map key is its id", () => {
    for (const content of [base, bw])
      for (const kind of RECORD_KINDS)
        for (const [key, rec] of Object.entries(content[kind])) {
          expect((rec as { id: string }).id).toBe(key);
          expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        }
  });

  it("every provisional record says why", () => {
    for (const kind of RECORD_KINDS)
      for (const rec of Object.values(bw[kind]) as { provisional?: boolean; provisionalReason?: string }[])
        if (rec.provisional) expect(rec.provisionalReason?.length).toBeGreaterThan(10);
    expect(countProvisional(base)).toBeGreaterThan(0);
  });
});

describe("component counts agree with the reference facts", () => {
  it("six factions, two per race", () => {
    expect(Object.keys(base.factions).sort()).toEqual([...FACTIONS].sort());
    for (const race of ["terran", "protoss", "zerg"])
      expect(Object.values(base.factions).filter((f) => f.race === race)).toHaveLength(2);
  });

  it("Combat deck: 18 cards per faction in the base game, 20 with Brood War", () => {
    for (const f of FACTIONS) {
      expect(combatDeck(base, f)).toHaveLength(18);
      expect(combatDeck(bw, f)).toHaveLength(20);
    }
  });

  it("Event deck: 25/25/20 with three 'The End Draws Near' in Stage III; Brood War 28/28/21", () => {
    const d = eventDeck(base);
    expect([d[1].length, d[2].length, d[3].length]).toEqual([25, 25, 20]);
    expect(d[3].filter((id) => id === END_DRAWS_NEAR_ID)).toHaveLength(3);
    const b = eventDeck(bw);
    expect([b[1].length, b[2].length, b[3].length]).toEqual([28, 28, 21]);
  });

  it("Technology decks: Terran 21, Protoss 20, Zerg 22 per faction", () => {
    expect(techDeck(base, "raynor")).toHaveLength(21);
    expect(techDeck(base, "aldaris")).toHaveLength(20);
    expect(techDeck(base, "overmind")).toHaveLength(22);
    expect(techDeck(bw, "queen-of-blades")).toHaveLength(28);
    expect(techDeck(bw, "overmind")).toHaveLength(26);
  });

  it("180 base miniatures: 30 Terran, 27 Protoss, 33 Zerg per faction", () => {
    const per = (race: string) =>
      Object.values(base.units)
        .filter((u) => u.race === race)
        .reduce((n, u) => n + u.miniatures, 0);
    expect([per("terran"), per("protoss"), per("zerg")]).toEqual([30, 27, 33]);
    expect(2 * (per("terran") + per("protoss") + per("zerg"))).toBe(180);
  });

  it("token counts per faction: 15 workers, 7 transports, 6 bases, 2+2+2 orders and 1+1+1 special orders", () => {
    for (const f of Object.values(base.factions)) {
      expect(f.tokens).toMatchObject({
        workers: 15,
        transports: 7,
        bases: 6,
        orders: { build: 2, mobilize: 2, research: 2 },
        specialOrders: { build: 1, mobilize: 1, research: 1 },
        defendOrders: 0,
      });
    }
    expect(base.factions.raynor!.tokens.buildings).toBe(8);
    expect(base.factions.tassadar!.tokens.buildings).toBe(6);
    expect(base.factions.overmind!.tokens.modules).toBe(4);
    expect(bw.factions.tassadar!.tokens).toMatchObject({ buildings: 7, mindControl: 2, defendOrders: 1 });
    expect(bw.factions.mengsk!.tokens).toMatchObject({ starOrder: 1, specialConquestPoints: 2 });
  });

  it("12 core planets with 26 resource cards; Brood War adds 6 planets and 12 cards", () => {
    expect(Object.keys(base.planets)).toHaveLength(12);
    expect(Object.keys(base.resourceCards)).toHaveLength(26);
    expect(Object.keys(bw.planets)).toHaveLength(18);
    expect(Object.keys(bw.resourceCards)).toHaveLength(38);
  });

  it("Brood War: 7 Leadership cards per faction (3/2/2 by stage, one special victory) and 7 heroes", () => {
    expect(Object.keys(bw.leadershipCards)).toHaveLength(42);
    expect(Object.keys(bw.heroes)).toHaveLength(7);
    for (const f of FACTIONS) {
      const sv = Object.values(bw.leadershipCards).filter((l) => l.faction === f && l.specialVictory);
      expect(sv).toHaveLength(1);
      expect(bw.factions[f]!.specialVictoryLeadershipCard).toBe(sv[0]!.id);
    }
    expect(Object.keys(base.leadershipCards)).toHaveLength(0);
  });
});

describe("facts the rules compute from", () => {
  it("special victories are effect keys on the core sheets and move to Leadership cards with Brood War", () => {
    expect(base.factions.raynor!.specialVictory).toEqual({
      key: "victory-control-resource-areas",
      params: { count: 6 },
    });
    expect(base.factions.aldaris!.specialVictory?.params).toEqual({ raisedTarget: 20 });
    expect(bw.factions.raynor!.specialVictory).toBeNull();
  });

  it("Brood War building tokens: Barracks II unlocks the Medic, Reaver moves to the Robotics Bay (II)", () => {
    expect(base.buildings["terran-barracks"]!.levels[1]!.unlocks).toEqual(["terran-firebat"]);
    expect(bw.buildings["terran-barracks"]!.levels[1]!.unlocks).toEqual(["terran-firebat", "terran-medic"]);
    expect(base.units["protoss-reaver"]!.unlockedBy).toEqual({
      building: "protoss-robotics-facility",
      level: 1,
    });
    expect(bw.units["protoss-reaver"]!.unlockedBy).toEqual({
      building: "protoss-robotics-facility",
      level: 2,
    });
  });

  it("technology-dependent units name their technology and what they consume", () => {
    expect(base.units["protoss-archon"]).toMatchObject({
      unlockedBy: null,
      requiresTech: "protoss-summon-archon",
      consumes: [{ unit: "protoss-high-templar", count: 2 }],
    });
    expect(base.units["zerg-guardian"]).toMatchObject({
      requiresTech: "zerg-guardian-aspect",
      attacks: { ground: true, flying: false },
    });
  });

  it("Brood War removes the known core combat cards (Terran 4,5,15,17,18; Zerg 6,10-12,14; Protoss 1,2,9)", () => {
    const removed = Object.values(base.combatCards).filter(
      (c) => !bw.combatCards[c.id] && c.techCard === null,
    );
    const numbers = (race: string) =>
      removed
        .filter((c) => c.race === race)
        .map((c) => c.officialNumber)
        .sort((a, b) => a! - b!);
    expect(numbers("terran")).toEqual([4, 5, 15, 17, 18]);
    expect(numbers("zerg")).toEqual([6, 10, 11, 12, 14]);
    expect(numbers("protoss")).toEqual([1, 2, 9]);
  });

  it("resource areas point at their resource card with the same capacity", () => {
    for (const p of Object.values(bw.planets))
      for (const a of p.areas)
        if (a.resource !== "none")
          expect(bw.resourceCards[a.resourceCard!]).toMatchObject({ capacity: a.amount, kind: a.resource });
  });
});
