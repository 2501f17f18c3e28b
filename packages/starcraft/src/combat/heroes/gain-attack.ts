/**
 * hero-gain-attack (Zeratul): a permanent attack bonus in every skirmish. Reading: it counts when
 * the hero is the front-line unit (a supporting unit adds only its support value).
 */
import { num } from "../effects/vs";
import type { HeroEffect } from "./types";

export const heroGainAttack: HeroEffect = {
  key: "hero-gain-attack",
  describe: "Permanent attack bonus in every skirmish it fights in the front line.",
  bonus(params, front, into) {
    if (front) into.attack += num(params.amount, 1);
  },
};
