/** Test fixtures for battles: compact ship types, parties and a driver that answers decisions. */
import { seedRng } from "@koprulu/engine";
import { battleApply, battleLegalActions, battlePending, startBattle } from "./battle";
import type { ShipStats } from "./ships";
import type { BattleAction, BattleParty, BattleState } from "./types";

export function stats(over: Partial<ShipStats> = {}): ShipStats {
  return {
    kind: "interceptor",
    initiative: 2,
    computer: 0,
    shield: 0,
    hull: 0,
    cannons: [1],
    missiles: [],
    mobile: true,
    ...over,
  };
}

let nextId = 1;
export function party(
  id: string,
  player: number | null,
  ships: string[],
  over: Partial<BattleParty> = {},
): BattleParty {
  return {
    id,
    player,
    ships: ships.map((type) => ({ id: nextId++, type })),
    entered: 1,
    hasDisc: false,
    retreatHexes: [],
    ...over,
  };
}

export function battle(types: Record<string, ShipStats>, parties: BattleParty[], seed = "test"): BattleState {
  return startBattle({ hex: "201", types, parties }, seedRng(seed));
}

/** Answer every decision with `choose` (default: the first legal action) until the battle ends. */
export function playOut(
  b: BattleState,
  choose: (b: BattleState, actions: BattleAction[]) => BattleAction = (_, a) => a[0]!,
  maxSteps = 10_000,
): BattleState {
  for (let i = 0; i < maxSteps; i++) {
    const d = battlePending(b)[0];
    if (!d) return b;
    b = battleApply(b, d.player, choose(b, battleLegalActions(b, d.player)));
  }
  throw new Error("battle did not end");
}
