/**
 * The combat effect registry: one small function per ability key of the content pack's effect
 * registry (src/content/effects.ts, kinds "combat" and the battle-time "event" keys).
 */

import { rechargeEffect } from "../recharge";
import { cancelOpposingCard } from "./cancel-opposing-card";
import { collateralDamage } from "./collateral-damage";
import { consume } from "./consume";
import { defendBaseHealth } from "./defend-base-health";
import { defenderDestroysFlying } from "./defender-destroys-flying";
import { destroyEnemyUnit } from "./destroy-enemy-unit";
import { detector } from "./detector";
import { drawCombatCards } from "./draw-combat-cards";
import { eventCancelBattle } from "./event-cancel-battle";
import { eventDefenderRetreat } from "./event-defender-retreat";
import { eventDefenseBonus } from "./event-defense-bonus";
import { eventFaceUpCombat } from "./event-face-up-combat";
import { feedback } from "./feedback";
import { gainAttack } from "./gain-attack";
import { gainAttackIfSupported } from "./gain-attack-if-supported";
import { gainHealth } from "./gain-health";
import { gainHealthIfSufficient } from "./gain-health-if-sufficient";
import { grantCloaking } from "./grant-cloaking";
import { ignoreAirSupport } from "./ignore-air-support";
import { lockdownMechanical } from "./lockdown-mechanical";
import { mindControl } from "./mind-control";
import { noEnemySupport } from "./no-enemy-support";
import { nuclearStrike } from "./nuclear-strike";
import { rangedImmunity } from "./ranged-immunity";
import { revealHand } from "./reveal-hand";
import { sacrifice } from "./sacrifice";
import { scourgeStrike } from "./scourge-strike";
import { splash } from "./splash";
import { splashIfNoDetector } from "./splash-if-no-detector";
import { stasisField } from "./stasis-field";
import type { EffectDef } from "./types";

const ALL: EffectDef[] = [
  gainAttack,
  gainHealth,
  gainAttackIfSupported,
  gainHealthIfSufficient,
  defendBaseHealth,
  splash,
  splashIfNoDetector,
  grantCloaking,
  detector,
  cancelOpposingCard,
  noEnemySupport,
  destroyEnemyUnit,
  defenderDestroysFlying,
  mindControl,
  collateralDamage,
  sacrifice,
  scourgeStrike,
  lockdownMechanical,
  rangedImmunity,
  stasisField,
  nuclearStrike,
  drawCombatCards,
  consume,
  feedback,
  ignoreAirSupport,
  revealHand,
  eventDefenseBonus,
  eventCancelBattle,
  eventFaceUpCombat,
  eventDefenderRetreat,
  rechargeEffect,
];

export const COMBAT_EFFECTS: Readonly<Record<string, EffectDef>> = Object.fromEntries(
  ALL.map((e) => [e.key, e]),
);

export function effectFor(key: string): EffectDef | undefined {
  return COMBAT_EFFECTS[key];
}
