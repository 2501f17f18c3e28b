/**
 * E-C10 / E-C13: attacking population after all battles in a hex — hooks for the ruleset, which
 * owns the cubes and asks the attacker which cubes die.
 */
import type { Rng } from "@koprulu/engine";
import { dieHits, type ShipStats } from "./ships";

export interface PopulationAttack {
  /** The attacker's surviving ships in the hex (one entry per ship). */
  ships: readonly ShipStats[];
  /** Enemy cubes in the hex (on planets, orbitals included; orbitals/monoliths themselves cannot be attacked). */
  cubes: number;
  /** The attacker owns Neutron Bombs: every cube dies without a roll. */
  neutronBombs: boolean;
  /** The defender is Planta: its cubes die when enemy ships remain after combat (E-C13). */
  plantaDefender?: boolean;
}

export interface PopulationAttackResult {
  /** How many cubes die; the attacker chooses which (the ruleset asks), they go to the owner's graveyard. */
  killed: number;
  /** Die faces rolled (empty when no roll was needed). */
  rolls: number[];
  /** Why: "neutron-bombs" | "planta" | "dice". */
  cause: "neutron-bombs" | "planta" | "dice";
}

/**
 * Each surviving ship fires once with its cannons only (no missiles); computers count, population
 * has no shields; each hit kills one cube, whatever the die's damage.
 */
export function attackPopulation(input: PopulationAttack, rng: Rng): PopulationAttackResult {
  if (input.neutronBombs) return { killed: input.cubes, rolls: [], cause: "neutron-bombs" };
  if (input.plantaDefender && input.ships.length > 0)
    return { killed: input.cubes, rolls: [], cause: "planta" };
  const rolls: number[] = [];
  let hits = 0;
  for (const ship of input.ships)
    for (const _ of ship.cannons) {
      const v = rng.int(1, 6);
      rolls.push(v);
      if (dieHits(v, ship.computer, 0)) hits++;
    }
  return { killed: Math.min(hits, input.cubes), rolls, cause: "dice" };
}

/** E-C10: the owner keeps his disc only if at least one cube survives. */
export const keepsDisc = (cubesBefore: number, killed: number) => cubesBefore - killed > 0;
