/**
 * hero-no-sacrifice (Sarah Kerrigan, an Infested Terran): she does not have her unit type's
 * Sacrifice keyword, so she is not destroyed after fighting in the front line. A card ability
 * "sacrifice" (printed on a card, not the unit's keyword) still applies.
 */
import type { HeroEffect } from "./types";

export const heroNoSacrifice: HeroEffect = {
  key: "hero-no-sacrifice",
  describe: "Does not have the Sacrifice keyword of its unit type.",
  noSacrifice: true,
};
