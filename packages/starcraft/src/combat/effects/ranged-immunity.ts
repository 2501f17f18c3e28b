/**
 * ranged-immunity (Dark Swarm): enemy ranged units cannot destroy the protected ground front-line
 * unit in this skirmish; melee attackers (Zealot, Dark Templar, Zergling, Ultralisk, suicide units)
 * still can. The melee list is kept here (provisional: the pack has no range field).
 */
import type { EffectDef } from "./types";

const MELEE = ["zealot", "dark-templar", "zergling", "ultralisk", "scourge", "infested-terran", "firebat"];

export function isMelee(type: string): boolean {
  return MELEE.some((m) => type === m || type.endsWith(`-${m}`));
}

export const rangedImmunity: EffectDef = {
  key: "ranged-immunity",
  describe: "Enemy ranged units cannot destroy the protected ground front-line unit in this skirmish.",
  flags(ctx, side) {
    const me = ctx.calc[side];
    const enemy = ctx.calc[side === 0 ? 1 : 0].front;
    if (me.front === null || enemy === null || ctx.cat.units[me.front]?.flying) return;
    if (!isMelee(enemy)) me.shieldedFrom.push(enemy);
  },
};
