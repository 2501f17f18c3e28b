import { describe, expect, it } from "vitest";
import { loadContent } from "./load";
import { cardValuesFor, combatCardsOfTech, combatDeck, leadershipCardsOf, unitsOfRace } from "./queries";

const c = loadContent({ expansions: ["brood-war"] });

describe("cardValuesFor: major values when the front-line unit is pictured, minor otherwise", () => {
  const card = c.combatCards["zerg-combat-04"]!; // Zergling + Hydralisk, Hydralisk +1 attack vs flying
  it("a pictured unit gets the major values and only the abilities meant for it", () => {
    expect(card.units).toEqual(["zerg-zergling", "zerg-hydralisk"]);
    const hydra = cardValuesFor(card, c.units["zerg-hydralisk"]!);
    expect(hydra).toEqual({ matched: true, values: card.major, abilities: card.abilities });
    const ling = cardValuesFor(card, c.units["zerg-zergling"]!);
    expect(ling.matched).toBe(true);
    expect(ling.abilities).toEqual([]);
  });

  it("an unpictured unit gets the minor values and no ability", () => {
    expect(cardValuesFor(card, c.units["zerg-ultralisk"]!)).toEqual({
      matched: false,
      values: card.minor,
      abilities: [],
    });
  });

  it("assist units never match a standard card", () => {
    const fake = { ...card, units: ["zerg-queen"] };
    expect(cardValuesFor(fake, c.units["zerg-queen"]!).matched).toBe(false);
  });

  it("a reinforcement card has no values of its own", () => {
    const reinf = Object.values(c.combatCards).find((x) => x.kind === "reinforcement")!;
    expect(() => cardValuesFor(reinf, c.units["zerg-zergling"]!)).toThrow(/reinforcement/);
  });
});

describe("deck helpers", () => {
  it("decks are one entry per copy, in a stable order, of the faction's race", () => {
    const deck = combatDeck(c, "tassadar");
    expect(deck).toEqual([...deck].sort());
    for (const id of deck) expect(c.combatCards[id]!.race).toBe("protoss");
    expect(unitsOfRace(c, "terran").map((u) => u.id)).toContain("terran-medic");
    expect(leadershipCardsOf(c, "raynor", 1)).toHaveLength(3);
  });
});

describe("technologies that go into the Combat deck", () => {
  it("name a combat card with the same id, which is not part of the starting deck", () => {
    const tech = c.techCards["terran-spider-mines"]!;
    expect(tech).toMatchObject({ destination: "combat-deck", combatCard: "terran-spider-mines", copies: 2 });
    expect(c.combatCards["terran-spider-mines"]).toMatchObject({
      techCard: "terran-spider-mines",
      kind: "standard",
    });
    expect(combatCardsOfTech(c, "terran-spider-mines")).toEqual([
      "terran-spider-mines",
      "terran-spider-mines",
    ]);
    expect(combatDeck(c, "raynor")).not.toContain("terran-spider-mines");
  });

  it("play-area technologies add no combat card and keep their own abilities", () => {
    expect(combatCardsOfTech(c, "protoss-summon-archon")).toEqual([]);
    expect(c.techCards["protoss-summon-archon"]!.abilities).toEqual([
      { key: "enable-unit", params: { unit: "protoss-archon" } },
    ]);
  });
});
