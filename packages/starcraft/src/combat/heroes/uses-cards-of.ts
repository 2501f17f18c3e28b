/**
 * hero-uses-cards-of (Fenix, a Dragoon): he may use combat cards picturing the listed unit types
 * (High Templar, Dragoon) as if they pictured him: major values, the card's abilities, and
 * reinforcements naming those units. Only the cards change: enemy "vs" bonuses and targeting still
 * see his own unit type.
 */
import { strList } from "../effects/vs";
import type { HeroEffect } from "./types";

export const heroUsesCardsOf: HeroEffect = {
  key: "hero-uses-cards-of",
  describe: "May use combat cards picturing these unit types as if they pictured it.",
  picturedAs: (params) => strList(params.units),
};
