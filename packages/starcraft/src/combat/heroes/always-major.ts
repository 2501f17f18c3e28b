/**
 * hero-always-major (Sarah Kerrigan): the combat card played for her gives its major values even
 * when it does not picture her unit type. Reading (provisional text): only the values change; the
 * card's abilities still need a pictured front line, as for any card.
 */
import type { HeroEffect } from "./types";

export const heroAlwaysMajor: HeroEffect = {
  key: "hero-always-major",
  describe: "Her combat card always gives its major values.",
  alwaysMajor: true,
};
