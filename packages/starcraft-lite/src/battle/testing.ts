/** Builders for battle inputs in tests, benches and the odds command. */
import type { LiteBattleInput, LiteBattleSide } from "./types";

let nextId = 1;

/** A side from unit type ids; ids are unique across calls. */
export function liteSide(
  player: number,
  race: LiteBattleSide["race"],
  types: readonly string[],
  extra: Partial<LiteBattleSide> = {},
): LiteBattleSide {
  return {
    player,
    race,
    units: types.map((type) => ({ id: nextId++, type })),
    upgrades: [],
    modules: [],
    baseInArea: false,
    baseOnPlanet: false,
    nukeAvailable: true,
    workers: 0,
    withdrawAreas: [],
    retreatDestinations: [{ planet: "p", area: player === 0 ? "home" : "p-2" }],
    liftOffAreas: [],
    recallAreas: [],
    ...extra,
  };
}

export function liteBattle(attacker: LiteBattleSide, defender: LiteBattleSide): LiteBattleInput {
  return { planet: "p", area: "p-1", attacker, defender };
}

/** The race of a unit type id ("terran-marine" → "terran"). */
export function raceOfType(type: string): LiteBattleSide["race"] {
  return type.split("-")[0] as LiteBattleSide["race"];
}
