import { describe, expect, it } from "vitest";
import { END_DRAWS_NEAR } from "./catalog";
import { catalogFromContent } from "./catalog-content";
import { loadContent } from "./content";
import { describeAction } from "./describe";
import { cat } from "./rules-catalog";
import { started } from "./testing";

describe("catalog from the content pack", () => {
  const c = catalogFromContent(loadContent());

  it("holds the core components: 12 planets, 6 factions, 3 The End Draws Near in Stage III", () => {
    expect(c.planetIds.length).toBe(12);
    expect(c.factionIds.sort()).toEqual([
      "aldaris",
      "mengsk",
      "overmind",
      "queen-of-blades",
      "raynor",
      "tassadar",
    ]);
    const end = Object.values(c.events).filter((e) => e.effect === END_DRAWS_NEAR);
    expect(end.reduce((n, e) => n + e.copies, 0)).toBe(3);
    expect(end.every((e) => e.stage === 3)).toBe(true);
  });

  it("starting combat decks hold no technology cards; technologies are bought", () => {
    for (const f of Object.values(c.factions)) {
      for (const card of f.combatDeck) expect(c.techs[card]).toBeUndefined();
      expect(f.techs.length).toBeGreaterThan(0);
    }
  });

  it("every unit's unlocking building exists at that level, and technology units name their technology", () => {
    for (const u of Object.values(c.units)) {
      if (u.techRequired) expect(c.techs[u.techRequired.tech]).toBeDefined();
      else if (u.unlockedBy)
        expect(c.buildings[`${u.unlockedBy.track}-${u.unlockedBy.level}`]?.unlocks).toContain(u.id);
    }
  });
});

describe("log", () => {
  it("describeAction never reveals the kind of a face-down order", () => {
    const s = started(["raynor", "overmind"]);
    const planet = s.planetOrder[0];
    for (const order of ["build", "mobilize", "research"] as const) {
      const text = describeAction(s, 0, { type: "place-order", planet, order, gold: true });
      expect(text).not.toMatch(/build|mobilize|research|gold/i);
      expect(text).toContain(cat(s).planets[planet].name);
    }
  });
});
