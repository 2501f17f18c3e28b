/**
 * hero-death-strike (Gantrithor): when destroyed, its owner may destroy one unit, installation or
 * base on its planet. The targets lie anywhere on the planet, which only the rules know, so combat
 * reports it as the aftermath entry `hero-death-strike` {player, hero, unit, planet, area} and the
 * rules ask the owner after the battle (he may also decline). Reading: any destruction counts
 * (attack, ability, retreat without room or destination); an enemy hero is not a legal target
 * (heroes die only by attack values or a failed retreat).
 */
import type { HeroEffect } from "./types";

export const heroDeathStrike: HeroEffect = {
  key: "hero-death-strike",
  describe:
    "When destroyed, its owner may destroy one unit, installation or base on its planet (after the battle).",
  destroyed(b, side, hero) {
    const player = b.sides[side].player;
    b.aftermath.push({
      kind: "hero-death-strike",
      player,
      hero: hero.hero,
      unit: hero.id,
      planet: b.planet,
      area: b.area,
    });
    b.log.push({ event: "hero-death-strike", side, unit: hero.id, hero: hero.hero });
  },
};
