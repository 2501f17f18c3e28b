/**
 * The bots' answer to a Lite battle decision: the battle package's botPolicy, except that an
 * attacker gives up a battle in which nothing has happened for STALEMATE_ROUNDS rounds.
 *
 * Why: some battles can be won by neither side as the bots play them, though the deadlock
 * ruling does not apply because a kill stays possible in principle (seen: Dragoons against a
 * Siege Tank under Defense Matrix, their own Dragoon kept alive by Hallucination against the
 * policy's fixed target). Neither side ever chose to retreat, so the battle ran to its
 * 200-round limit, which forces the attacker out anyway — at several seconds of search per
 * decision, two hours of a game at the hard level. Leaving earlier ends the battle the same way.
 */

import type { LiteBattleAction, LiteBattleState } from "@koprulu/starcraft-lite";
import { botPolicy, contextOf, policyAction } from "@koprulu/starcraft-lite";

/** Rounds in a row with nothing destroyed or withdrawn after which the attacker retreats. */
export const STALEMATE_ROUNDS = 15;

export function battleChoice(b: LiteBattleState): LiteBattleAction | null {
  const req = b.pending;
  if (req?.kind === "retreat" && req.side === 0 && req.options.includes(null) && stalemate(b)) {
    const leave = req.options.find((o) => o !== null);
    if (leave !== undefined) return { type: "lite-retreat", choice: leave };
  }
  return policyAction(b, botPolicy, contextOf(b.input));
}

/** The last STALEMATE_ROUNDS rounds destroyed and withdrew nothing. */
export function stalemate(b: LiteBattleState): boolean {
  const n = b.reports.length;
  if (n < STALEMATE_ROUNDS) return false;
  for (let i = n - STALEMATE_ROUNDS; i < n; i++) {
    const r = b.reports[i];
    if (r.destroyed.length > 0 || r.withdrawn.length > 0) return false;
  }
  return true;
}
