/** Test helpers: drive a battle with validated actions, or to the end with a simple policy. */
import { battleApply, battleLegalActions, battlePending, battleResult } from "../battle";
import type { BattleAction, BattleState } from "../types";
import { battleValidate } from "../validate";

/** Apply actions in order as whoever is asked; throws with the RuleError if one is illegal. */
export function act(b: BattleState, ...actions: BattleAction[]): BattleState {
  for (const a of actions) {
    const p = battlePending(b)[0];
    if (!p) throw new Error(`battle is over, cannot apply ${JSON.stringify(a)}`);
    const err = battleValidate(b, p.player, a);
    if (err) throw new Error(`${err.code}: ${err.message} (${JSON.stringify(a)}; asked ${p.kind})`);
    b = battleApply(b, p.player, a);
  }
  return b;
}

/** Play to the end, always taking the first legal action (or `pick`'s choice). */
export function finish(
  b: BattleState,
  pick?: (b: BattleState, legal: BattleAction[]) => BattleAction | undefined,
) {
  for (let i = 0; i < 500; i++) {
    const p = battlePending(b)[0];
    if (!p) return { state: b, result: battleResult(b)! };
    const legal = battleLegalActions(b, p.player);
    const a = pick?.(b, legal) ?? legal[0];
    b = act(b, a);
  }
  throw new Error("battle did not end");
}

export const asked = (b: BattleState) => battlePending(b)[0]?.kind ?? "none";
