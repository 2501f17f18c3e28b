/**
 * Event effects by effect key (the `effect.key` of an event card in the content pack). One small
 * module per key under effects/, each with its own test. Keys the registry does not know (the
 * fallback catalog's placeholder cards, "none") resolve to nothing.
 */
import { normalizeKey } from "./cards";
import {
  eventCancelBattle,
  eventDefenderRetreat,
  eventDefenseBonus,
  eventFaceUpCombat,
} from "./effects/battle-start";
import { eventBuildLogistics } from "./effects/build-logistics";
import { eventBuildUnits } from "./effects/build-units";
import { eventConquestPoints } from "./effects/conquest-points";
import { eventDepleteArea } from "./effects/deplete-area";
import { eventDestroyTransports } from "./effects/destroy-transports";
import { eventDestroyUnit } from "./effects/destroy-unit";
import { eventDiscount } from "./effects/discount";
import { eventDrawEvents } from "./effects/draw-events";
import { eventEndDrawsNear } from "./effects/end-draws-near";
import { eventExtraOrder } from "./effects/extra-order";
import { eventGainCombatCards } from "./effects/gain-combat-cards";
import { eventHeroReturn } from "./effects/hero-return";
import { eventIndustrialStrategy } from "./effects/industrial-strategy";
import { eventLeadershipChooseLast } from "./effects/leadership-choose-last";
import { eventLeadershipReplay } from "./effects/leadership-replay";
import { eventMobilize } from "./effects/mobilize";
import { eventMoveZAxisRoute } from "./effects/move-z-axis-route";
import { eventPlaceUnits } from "./effects/place-units";
import { eventPlanetStrike } from "./effects/planet-strike";
import { eventPlayExtraEvent } from "./effects/play-extra-event";
import { eventResourceTokens } from "./effects/resource-tokens";
import { eventRestoreArea } from "./effects/restore-area";
import { eventStealEvent } from "./effects/steal-event";
import type { EventEffectDef } from "./types";

const NONE: EventEffectDef = {
  key: "none",
  describe: "No effect (a placeholder card whose text is unknown).",
  play: () => null,
};

const DEFS: EventEffectDef[] = [
  eventEndDrawsNear,
  eventPlaceUnits,
  eventDefenseBonus,
  eventCancelBattle,
  eventFaceUpCombat,
  eventDefenderRetreat,
  eventMoveZAxisRoute,
  eventDiscount,
  eventDepleteArea,
  eventRestoreArea,
  eventDestroyTransports,
  eventConquestPoints,
  eventDestroyUnit,
  eventPlanetStrike,
  eventPlayExtraEvent,
  eventDrawEvents,
  eventGainCombatCards,
  eventBuildLogistics,
  eventBuildUnits,
  eventMobilize,
  eventExtraOrder,
  eventIndustrialStrategy,
  eventStealEvent,
  eventResourceTokens,
  eventHeroReturn,
  eventLeadershipChooseLast,
  eventLeadershipReplay,
];

export const EVENT_EFFECTS: Readonly<Record<string, EventEffectDef>> = Object.fromEntries(
  DEFS.map((d) => [d.key, d]),
);

export function effectDef(key: string): EventEffectDef {
  return EVENT_EFFECTS[normalizeKey(key)] ?? NONE;
}

export function hasEventEffect(key: string): boolean {
  return normalizeKey(key) in EVENT_EFFECTS;
}
