/**
 * Targeting policies as values (spec §13, E-C7, E-D4). A policy sees one volley — the dice that
 * hit something — and the enemy ships, and says which ship each die damages. A die's damage is
 * never split. The optimal policy (maximise the firing side's win probability) is not a local rule:
 * it is computed by solving the rest of the battle (odds.ts), so here it is only named.
 */
import type { ShipKind } from "./ships";

export interface TargetShip {
  kind: ShipKind;
  /** Damage it can still take before it is destroyed: hull + 1 − damage taken. */
  hp: number;
  shield: number;
}

export interface HitDie {
  /** Damage of the die (yellow 1, orange 2, red 4). */
  damage: number;
  /** Rolled value; with the firing computer it decides which shields the die beats. */
  value: number;
}

/** For each die, the index of the target it damages, or -1 (no target it can hit is left). */
export type Assignment = number[];

export type PolicyId = "optimal" | "heuristic" | "npc";

export interface TargetingPolicy {
  id: PolicyId;
  /** One line for people. */
  description: string;
}

/**
 * The common calculator heuristic (spec §13): while the remaining dice can destroy a target, destroy
 * the highest-priority one (Deathmoon > Dreadnought > Cruiser > Starbase > Interceptor > GCDS >
 * Ancient > Orbital; Deathmoons and Orbital targets do not exist in a 1st-edition battle); then put
 * every remaining die on the highest-priority target it can hit.
 */
export const HEURISTIC_PRIORITY: readonly ShipKind[] = [
  "dreadnought",
  "cruiser",
  "starbase",
  "interceptor",
  "gcds",
  "ancient",
];

/**
 * E-D4 (provisional, the 2E wording): Ancients and the GCDS destroy the largest ship they can, else
 * damage the largest ship. "Largest" follows the number of blueprint slots: Dreadnought 8 >
 * Cruiser 6 > Starbase 5 > Interceptor 4.
 */
export const NPC_SIZE_ORDER: readonly ShipKind[] = [
  "dreadnought",
  "cruiser",
  "starbase",
  "interceptor",
  "gcds",
  "ancient",
];

export const optimalPolicy: TargetingPolicy = {
  id: "optimal",
  description:
    "each volley goes where it maximises the firing side's probability of winning (solved exactly)",
};
export const heuristicPolicy: TargetingPolicy = {
  id: "heuristic",
  description: "kill the highest-priority target the dice can kill, else hit the highest-priority target",
};
export const npcPolicy: TargetingPolicy = {
  id: "npc",
  description: "Ancients/GCDS: destroy the largest ship possible, else damage the largest ship",
};

export const POLICIES: Readonly<Record<PolicyId, TargetingPolicy>> = {
  optimal: optimalPolicy,
  heuristic: heuristicPolicy,
  npc: npcPolicy,
};

/**
 * Kill-first assignment over a priority order. `canHit(die, target)` applies the hit test; targets
 * of equal rank are taken most-damaged first.
 */
export function priorityAssign(
  dice: readonly HitDie[],
  targets: readonly TargetShip[],
  canHit: (die: HitDie, target: TargetShip) => boolean,
  order: readonly ShipKind[],
): Assignment {
  const hp = targets.map((t) => t.hp);
  const out: Assignment = dice.map(() => -1);
  const free = new Set(dice.map((_, i) => i));
  const rank = (t: number) => {
    const r = order.indexOf(targets[t]!.kind);
    return r < 0 ? order.length : r;
  };
  const ranked = targets.map((_, i) => i).sort((a, b) => rank(a) - rank(b) || hp[a]! - hp[b]! || a - b);
  for (;;) {
    let killed = false;
    for (const t of ranked) {
      if (hp[t]! <= 0) continue;
      const usable = [...free].filter((d) => canHit(dice[d]!, targets[t]!));
      const total = usable.reduce((s, d) => s + dice[d]!.damage, 0);
      if (total < hp[t]!) continue;
      for (const d of minimalKillSet(usable, dice, hp[t]!)) {
        out[d] = t;
        free.delete(d);
      }
      hp[t] = 0;
      killed = true;
      break;
    }
    if (!killed) break;
  }
  for (const d of [...free]) {
    const t = ranked.find((x) => hp[x]! > 0 && canHit(dice[d]!, targets[x]!));
    if (t === undefined) continue;
    out[d] = t;
    hp[t] = hp[t]! - dice[d]!.damage;
  }
  return out;
}

/** Dice that together reach `hp` with little waste: the smallest single die that suffices, else largest first. */
function minimalKillSet(usable: number[], dice: readonly HitDie[], hp: number): number[] {
  const byDamage = [...usable].sort((a, b) => dice[a]!.damage - dice[b]!.damage || a - b);
  const single = byDamage.find((d) => dice[d]!.damage >= hp);
  if (single !== undefined) return [single];
  const chosen: number[] = [];
  let sum = 0;
  for (const d of byDamage.reverse()) {
    if (sum >= hp) break;
    chosen.push(d);
    sum += dice[d]!.damage;
  }
  return chosen;
}
