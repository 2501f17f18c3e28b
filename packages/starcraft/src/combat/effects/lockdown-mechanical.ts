/**
 * lockdown-mechanical (Lockdown): an opposing mechanical front-line unit has 0 attack in this
 * skirmish. "Mechanical" = vehicles and starships; the pack has no such field, so the list is
 * kept here (provisional: Terran factory/starport units and Protoss robotic/stargate units).
 */
import type { EffectDef } from "./types";

const MECHANICAL = [
  "vulture",
  "goliath",
  "siege-tank",
  "wraith",
  "science-vessel",
  "battlecruiser",
  "valkyrie",
  "dragoon",
  "reaver",
  "scout",
  "carrier",
  "arbiter",
  "corsair",
];

export function isMechanical(type: string): boolean {
  return MECHANICAL.some((m) => type === m || type.endsWith(`-${m}`));
}

export const lockdownMechanical: EffectDef = {
  key: "lockdown-mechanical",
  describe: "An opposing mechanical front-line unit has 0 attack in this skirmish.",
  final(ctx, side) {
    const enemy = ctx.calc[side === 0 ? 1 : 0];
    if (enemy.front !== null && isMechanical(enemy.front)) enemy.attack = 0;
  },
};
