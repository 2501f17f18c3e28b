/**
 * Events kept in the play area and used at the start of a battle (one start-of-battle ability
 * per side): their effect runs inside the battle through the combat engineer's effects of the
 * same keys (combat/effects/event-*.ts). Playing the card only puts it face up in front of its
 * owner; events/battle.ts offers it to the battle and discards it once used.
 */
import type { EventEffectDef } from "../types";

function keep(key: string, describe: string): EventEffectDef {
  return { key, describe, staysInPlay: true, play: () => null };
}

export const eventDefenseBonus = keep(
  "event-defense-bonus",
  "Kept in play; when you defend, your units gain health in every skirmish.",
);
export const eventCancelBattle = keep(
  "event-cancel-battle",
  "Kept in play; when you are attacked, cancel the battle.",
);
/**
 * The FAQ's Retreat card (provisional reading): the battle is canceled, the defender's units leave
 * for one area of the same planet, the attacker stays and loses his units over the limit.
 */
export const eventDefenderRetreat = keep(
  "event-defender-retreat",
  "Kept in play; when you are attacked, cancel the battle and retreat all your units there to one area of the same planet; the attacker loses his units over the unit limit.",
);
export const eventFaceUpCombat = keep(
  "event-face-up-combat",
  "Kept in play; in a battle the opponent places his combat cards first, face up.",
);
