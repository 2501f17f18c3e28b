/**
 * defender-destroys-flying (Charon Boosters): a start-of-battle ability usable when defending — the
 * attacker destroys one of his flying units (his choice). English FAQ: cloaking does not protect
 * against such pre-skirmish destruction. Heroes are immune to unit-destroying technologies.
 */
import { catalogOf, unitInfo } from "../util";
import type { EffectDef } from "./types";

export const defenderDestroysFlying: EffectDef = {
  key: "defender-destroys-flying",
  describe: "When defending, at the start of the battle the attacker destroys one of his flying units.",
  startAllowed(b, side) {
    const cat = catalogOf(b);
    return side === 1 && b.sides[0].units.some((u) => !u.hero && unitInfo(cat, u.type).flying);
  },
  start(b, side, _params, source) {
    const cat = catalogOf(b);
    const enemy = side === 0 ? 1 : 0;
    const candidates = b.sides[enemy].units
      .filter((u) => !u.hero && unitInfo(cat, u.type).flying)
      .map((u) => u.id);
    if (candidates.length > 0)
      b.todo.push({ kind: "loss", side: enemy, candidates, cause: "effect", mayWithdraw: false, source });
  },
};
