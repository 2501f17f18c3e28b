/**
 * collateral-damage (BW Siege Tank cards): if the front-line unit survives the skirmish its owner may
 * destroy one enemy base or installation in the area, or every enemy worker on its resource card.
 * Resolved after all skirmishes by the rules (aftermath "collateral-damage"), who know bases and workers.
 */
import type { EffectDef } from "./types";

export const collateralDamage: EffectDef = {
  key: "collateral-damage",
  describe: "A surviving front-line unit lets its owner destroy an enemy base, installation or workers here.",
  after(b, side, _use, card, k) {
    const id = b.skirmishes[k].front[side];
    if (!b.sides[side].units.some((u) => u.id === id)) return;
    b.aftermath.push({
      kind: "collateral-damage",
      player: b.sides[side].player,
      against: b.sides[side === 0 ? 1 : 0].player,
      planet: b.planet,
      area: b.area,
      card,
    });
  },
};
