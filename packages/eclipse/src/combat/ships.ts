/**
 * Combat statistics of a ship type: a blueprint's printed values plus its parts (EF §3–4), or an
 * Ancient / GCDS (EF §10). The battle, the odds and the calculator all read only `ShipStats`.
 */
import type { Content, HullId, Npc, ShipBlueprint } from "../content/index";

export type ShipKind = HullId | "ancient" | "gcds";

export interface ShipStats {
  /** Which kind of ship (for targeting priorities and reputation draws). */
  kind: ShipKind;
  initiative: number;
  computer: number;
  shield: number;
  /** Hull points: a ship is destroyed once its damage exceeds this (hull 0: any hit destroys it). */
  hull: number;
  /** Damage of each cannon die one ship rolls (yellow 1, orange 2, red 4). */
  cannons: number[];
  /** Damage of each missile die one ship rolls (fired once, before the cannon rounds). */
  missiles: number[];
  /** Starbases, Ancients and the GCDS never move, so they cannot retreat. */
  mobile: boolean;
}

/** Problems with a blueprint that stop it from being used (unknown parts). */
export class BlueprintError extends Error {}

export function shipStats(content: Content, kind: HullId, ship: ShipBlueprint): ShipStats {
  const hull = content.hulls[kind];
  if (!hull) throw new BlueprintError(`unknown ship type '${kind}'`);
  const stats: ShipStats = {
    kind,
    initiative: ship.initiative,
    computer: ship.computer,
    shield: 0,
    hull: 0,
    cannons: [],
    missiles: [],
    mobile: hull.mobile,
  };
  for (const partId of ship.slots) {
    if (partId === null) continue;
    const part = content.parts[partId];
    if (!part)
      throw new BlueprintError(
        `unknown part '${partId}' (known: ${Object.keys(content.parts).sort().join(", ")})`,
      );
    stats.initiative += part.initiative ?? 0;
    stats.computer += part.computer ?? 0;
    stats.shield += part.shield ?? 0;
    stats.hull += part.hull ?? 0;
    if (part.weapon) {
      const dice: number[] = Array(part.weapon.dice).fill(part.weapon.damage);
      (part.weapon.missile ? stats.missiles : stats.cannons).push(...dice);
    }
  }
  return stats;
}

export function npcStats(npc: Npc): ShipStats {
  const dice = (ws: Npc["cannons"]) => ws.flatMap((w) => Array<number>(w.dice).fill(w.damage));
  return {
    kind: npc.id,
    initiative: npc.initiative,
    computer: npc.computer,
    shield: npc.shield,
    hull: npc.hull,
    cannons: dice(npc.cannons),
    missiles: dice(npc.missiles),
    mobile: false,
  };
}

/** The species' blueprint for a ship type, as printed (no upgrades). */
export function speciesShipStats(content: Content, species: string, kind: HullId): ShipStats {
  const sp = content.species[species];
  if (!sp)
    throw new BlueprintError(
      `unknown species '${species}' (known: ${Object.keys(content.species).join(", ")})`,
    );
  const bp = content.blueprints[sp.blueprint]!;
  return shipStats(content, kind, bp.ships[kind]);
}

/** E-C5: a natural 6 always hits, a natural 1 always misses, otherwise die + computers − shields ≥ 6. */
export function dieHits(value: number, computer: number, shield: number): boolean {
  if (value === 6) return true;
  if (value === 1) return false;
  return value + computer - shield >= 6;
}
