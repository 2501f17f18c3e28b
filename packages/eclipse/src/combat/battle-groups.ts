/**
 * The shared model of a battle position for the solver and the simulator: ship groups (one ship
 * type of one side), their starting hit points and the activation order (E-C4).
 */
import { isNpcSide, type OddsGroup, type OddsPosition } from "./position";
import type { ShipStats } from "./ships";

/** [P(attacker wins), expected attacker losses, expected defender losses]. */
export type Vec = [number, number, number];

export interface Group {
  side: 0 | 1;
  stats: ShipStats;
  hpMax: number;
  offset: number;
  count: number;
  npc: boolean;
}

export class BudgetExceeded extends Error {}

export function buildGroups(position: OddsPosition): Group[] {
  const groups: Group[] = [];
  let offset = 0;
  const add = (side: 0 | 1, list: readonly OddsGroup[]) => {
    const npc = isNpcSide(list);
    for (const g of list) {
      if (g.count <= 0) continue;
      groups.push({ side, stats: g.stats, hpMax: g.stats.hull + 1, offset, count: g.count, npc });
      offset += g.stats.hull + 1;
    }
  };
  add(0, position.attacker);
  add(1, position.defender);
  return groups;
}

export function initialState(position: OddsPosition, groups: Group[]): number[] {
  const size = groups.reduce((s, g) => s + g.hpMax, 0);
  const state = new Array<number>(size).fill(0);
  const all = [...position.attacker, ...position.defender].filter((g) => g.count > 0);
  all.forEach((g, i) => {
    const grp = groups[i]!;
    for (let k = 0; k < g.count; k++) {
      const hp = grp.hpMax - (g.damage?.[k] ?? 0);
      if (hp > 0) state[grp.offset + hp - 1]!++;
    }
  });
  return state;
}

/** Activation order (E-C4): initiative descending, the defender first on ties. */
export function activationOrder<T extends { side: 0 | 1; stats: ShipStats }>(groups: readonly T[]): number[] {
  return groups
    .map((_, i) => i)
    .sort(
      (a, b) =>
        groups[b]!.stats.initiative - groups[a]!.stats.initiative ||
        groups[b]!.side - groups[a]!.side ||
        a - b,
    );
}
