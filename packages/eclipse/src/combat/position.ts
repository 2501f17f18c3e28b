/**
 * A battle position for the odds: two sides, each a list of ship groups (one ship type of one
 * party, all ships undamaged unless `damage` says otherwise). The attacker and defender are the
 * pair a battle in the hex is between (E-C2); the defender fires first on initiative ties.
 */
import type { ShipStats } from "./ships";

export interface OddsGroup {
  stats: ShipStats;
  count: number;
  /** Damage already taken by each ship of the group (length ≤ count; missing = undamaged). */
  damage?: number[];
}

export interface OddsPosition {
  attacker: OddsGroup[];
  defender: OddsGroup[];
  /** False when the missile volley has already been fired (a battle already in its cannon rounds). */
  missiles?: boolean;
}

export const isNpcKind = (kind: string) => kind === "ancient" || kind === "gcds";

/** A side is played by the NPC rule when all its ships are Ancients or the GCDS. */
export function isNpcSide(groups: readonly OddsGroup[]): boolean {
  return groups.length > 0 && groups.every((g) => isNpcKind(g.stats.kind));
}
