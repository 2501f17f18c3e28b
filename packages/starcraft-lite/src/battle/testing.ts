/** Builders for battle inputs in tests, benches and the odds command. */

import { initialPosition } from "./battle";
import { makeContext } from "./context";
import { defaultPolicy } from "./policy";
import { type Chooser, type DiceSource, type RoundOutcome, resolveRound } from "./round";
import type { Answer, ChoiceRequest, LiteBattleInput, LiteBattleSide } from "./types";

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

/**
 * The bench's 6-against-6 battle (the odds' speed goal is measured on it): 3 Marines, 2 Firebats
 * and a Vulture attack 3 Zerglings, 2 Hydralisks and an Ultralisk. New unit ids each call.
 */
export function sixAgainstSix(): LiteBattleInput {
  const terran = ["marine", "marine", "marine", "firebat", "firebat", "vulture"].map((t) => `terran-${t}`);
  const zerg = ["zergling", "zergling", "zergling", "hydralisk", "hydralisk", "ultralisk"].map(
    (t) => `zerg-${t}`,
  );
  return liteBattle(liteSide(0, "terran", terran), liteSide(1, "zerg", zerg));
}

/** Dice: the listed units roll these faces; every other rolling unit misses (rolls 1s). */
export function fixedDice(faces: Record<number, number[]> = {}): DiceSource {
  return (needs) => {
    const out: Record<number, number[]> = {};
    for (const n of needs) out[n.unit] = faces[n.unit] ?? Array.from({ length: n.dice }, () => 1);
    return out;
  };
}

/**
 * One round of `input` with fixed dice. `answer` may answer a request (return undefined to fall
 * back to the default policy); every request asked is recorded in `asked`.
 */
export function playRound(
  input: LiteBattleInput,
  faces: Record<number, number[]> = {},
  answer: (req: ChoiceRequest) => Answer | undefined = () => undefined,
): RoundOutcome & { asked: ChoiceRequest[] } {
  const ctx = makeContext(input);
  const pos = initialPosition(input);
  const asked: ChoiceRequest[] = [];
  const choose: Chooser = (req) => {
    asked.push(req);
    const a = answer(req);
    return a === undefined ? defaultPolicy.choose(req, { ctx, pos }) : a;
  };
  return { ...resolveRound(ctx, pos, 1, choose, fixedDice(faces)), asked };
}

/** Ids of a side's units, in input order. */
export const ids = (side: LiteBattleSide): number[] => side.units.map((u) => u.id);
