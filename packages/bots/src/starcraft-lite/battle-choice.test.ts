import { seedRng } from "@koprulu/engine";
import {
  botPolicy,
  type LiteBattleState,
  makeContext,
  policyAction,
  startLiteBattle,
} from "@koprulu/starcraft-lite";
import { liteBattle, liteSide } from "@koprulu/starcraft-lite/battle-testing";
import { describe, expect, it } from "vitest";
import { battleChoice, STALEMATE_ROUNDS } from "./battle-choice";

/** Marine against Marine, at the attacker's first retreat question (a round where both missed). */
function atAttackersRetreat(): LiteBattleState {
  const input = liteBattle(
    liteSide(0, "terran", ["terran-marine"]),
    liteSide(1, "terran", ["terran-marine"]),
  );
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
      choice: "p/home",
    });
    // A kill in the last rounds is progress: the attacker stays.
    const busy = afterQuietRounds(b, STALEMATE_ROUNDS + 3);
    busy.reports[busy.reports.length - 2] = { ...busy.reports[0], destroyed: [2] };
    expect(battleChoice(busy)).toEqual(policy);
  });
});
