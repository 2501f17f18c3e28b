import { seedRng } from "@koprulu/engine";
import {
  botPolicy,
  type LiteBattleInput,
  type LiteBattleSide,
  type LiteBattleState,
  makeContext,
  policyAction,
  startLiteBattle,
} from "@koprulu/starcraft-lite";
import { describe, expect, it } from "vitest";
import { battleChoice, STALEMATE_ROUNDS } from "./battle-choice";

function side(player: number, type: string, id: number, destination: string): LiteBattleSide {
  return {
    player,
    race: "terran",
    units: [{ id, type }],
    upgrades: [],
    modules: [],
    baseInArea: false,
    baseOnPlanet: false,
    nukeAvailable: false,
    workers: 0,
    withdrawAreas: [],
    retreatDestinations: [{ planet: "p", area: destination }],
    liftOffAreas: [],
    recallAreas: [],
    nydusUnits: [],
  } as unknown as LiteBattleSide;
}

/** Marine against Marine, at the attacker's first retreat question (a round where both missed). */
function atAttackersRetreat(): LiteBattleState {
  const input = {
    planet: "p",
    area: "p#0",
    attacker: side(0, "terran-marine", 1, "p#1"),
    defender: side(1, "terran-marine", 2, "p#2"),
  } as unknown as LiteBattleInput;
  for (let i = 0; i < 200; i++) {
    const b = startLiteBattle(input, seedRng(`stalemate-${i}`));
    if (b.pending?.kind === "retreat" && b.pending.side === 0 && b.pending.options.includes(null)) return b;
  }
  throw new Error("no seed reached a retreat question");
}

/** The same battle as if `rounds` rounds in a row had destroyed nothing. */
function afterQuietRounds(b: LiteBattleState, rounds: number): LiteBattleState {
  const quiet = { ...b.reports[0], destroyed: [], withdrawn: [] };
  return { ...b, reports: Array.from({ length: rounds }, () => quiet) };
}

describe("Lite bots' battle choices", () => {
  it(`an attacker retreats after ${STALEMATE_ROUNDS} rounds in a row in which nothing was destroyed or withdrawn`, () => {
    const b = atAttackersRetreat();
    const policy = policyAction(b, botPolicy, makeContext(b.input));
    // The policy alone stays (its army is not outnumbered): that is what stalled battles.
    expect(policy).toEqual({ type: "lite-retreat", choice: null });
    expect(battleChoice(afterQuietRounds(b, STALEMATE_ROUNDS - 1))).toEqual(policy);
    expect(battleChoice(afterQuietRounds(b, STALEMATE_ROUNDS))).toEqual({
      type: "lite-retreat",
      choice: "p/p#1",
    });
    // A kill in the last rounds is progress: the attacker stays.
    const busy = afterQuietRounds(b, STALEMATE_ROUNDS + 3);
    busy.reports[busy.reports.length - 2] = { ...busy.reports[0], destroyed: [2] };
    expect(battleChoice(busy)).toEqual(policy);
  });
});
