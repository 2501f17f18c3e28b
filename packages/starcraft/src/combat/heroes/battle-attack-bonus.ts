/**
 * hero-battle-attack-bonus (Jim Raynor): your units in his battles gain attack. Reading: +amount
 * to your attack in every skirmish of the battle while he is still in the contested area (in the
 * front line, supporting, or in another skirmish); once destroyed or withdrawn he gives nothing.
 */
import { num } from "../effects/vs";
import type { HeroEffect } from "./types";

export const heroBattleAttackBonus: HeroEffect = {
  key: "hero-battle-attack-bonus",
  describe: "Your units gain attack in every skirmish of its battles while it is in the area.",
  bonus(params, _front, into) {
    into.attack += num(params.amount, 1);
  },
};
