/**
 * hero-gain-health (Norad II, Jim Raynor, Gantrithor, Zeratul, Fenix): a permanent health bonus in
 * every skirmish the hero fights in the front line. Brood War guard token rule: it does not add to
 * other such bonuses (a guard token, a defence event): the largest one counts (skirmish.ts).
 */
import { num } from "../effects/vs";
import type { HeroEffect } from "./types";

export const heroGainHealth: HeroEffect = {
  key: "hero-gain-health",
  describe:
    "Permanent health bonus in every skirmish it fights in the front line (not added to a guard token).",
  bonus(params, front, into) {
    if (front) into.health += num(params.amount, 1);
  },
};
