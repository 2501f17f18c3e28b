/**
 * event-defender-retreat (start of battle, defending): the FAQ's Retreat event card. The battle is
 * canceled before any card is drawn; in step 9 ALL the defender's units retreat together to ONE
 * friendly or empty area of the battle's planet (no transport to another planet; units beyond the
 * room there are destroyed, none at all without such an area). The attacker's movement stands: his
 * units stay, and those over the area's unit limit are destroyed — he picks which (retreat.ts).
 *
 * Provisional reading of the FAQ's "and their Event card": the attacker acts first in the
 * start-of-battle step, so an event he already used there is spent even though no battle follows
 * (the rules discard it through the usual start-ability-used aftermath entry).
 */
import type { EffectDef } from "./types";

export const eventDefenderRetreat: EffectDef = {
  key: "event-defender-retreat",
  describe:
    "Defending: cancel the battle; all your units retreat to one friendly or empty area of this planet; the attacker loses his units over the unit limit.",
  startAllowed: (_b, side) => side === 1,
  start(b, side) {
    b.canceled = true;
    b.defenderRetreats = true;
    b.log.push({
      event: "battle-canceled",
      side,
      by: "retreat",
      text: "Retreat: the battle is canceled; the defender's units retreat to one area of this planet and the attacker's units over the unit limit are destroyed.",
    });
  },
};
