import { describe, expect, it } from "vitest";
import { DEFAULT_SC_OPTIONS, starcraftOptionsFor } from "./CreateOptions";

describe("StarCraft lobby options", () => {
  it("the Brood War switch sends options.expansions; off, the options are the base game's", () => {
    expect(starcraftOptionsFor(3, DEFAULT_SC_OPTIONS)).toEqual({
      players: 3,
      factionSelection: "choose",
      maxRounds: 60,
    });
    expect(starcraftOptionsFor(3, { ...DEFAULT_SC_OPTIONS, broodWar: true })).toEqual({
      players: 3,
      factionSelection: "choose",
      maxRounds: 60,
      expansions: ["brood-war"],
    });
    expect(
      starcraftOptionsFor(2, { ...DEFAULT_SC_OPTIONS, broodWar: true, disposableSpecialOrders: true }),
    ).toMatchObject({ expansions: ["brood-war"], variants: { disposableSpecialOrders: true } });
    // The optional rule goes only with the expansion.
    expect(
      starcraftOptionsFor(2, { ...DEFAULT_SC_OPTIONS, disposableSpecialOrders: true }),
    ).not.toHaveProperty("variants");
  });

  it("the Leadership switch sends options.variants.leadershipCards, only with Brood War", () => {
    expect(
      starcraftOptionsFor(2, { ...DEFAULT_SC_OPTIONS, broodWar: true, leadershipCards: true }),
    ).toMatchObject({ expansions: ["brood-war"], variants: { leadershipCards: true } });
    expect(
      starcraftOptionsFor(2, {
        ...DEFAULT_SC_OPTIONS,
        broodWar: true,
        leadershipCards: true,
        disposableSpecialOrders: true,
      }).variants,
    ).toEqual({ leadershipCards: true, disposableSpecialOrders: true });
    expect(starcraftOptionsFor(2, { ...DEFAULT_SC_OPTIONS, leadershipCards: true })).not.toHaveProperty(
      "variants",
    );
  });
});
