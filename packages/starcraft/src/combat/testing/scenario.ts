/** Scenario helper for tests: a battle driven by a placement plan, other choices first-legal. */
import { startBattle } from "../battle";
import type { BattleAction, BattleInput, BattleState, SideIndex } from "../types";
import { RNG } from "./fixtures";
import { finish } from "./play";

export type Plan = { [side in SideIndex]?: ([string, string?] | "top")[] };

/** Pick the planned card placement; `choose` may answer any other decision (else the first legal action). */
export function planned(
  plan: Plan,
  choose?: (b: BattleState, legal: BattleAction[]) => BattleAction | undefined,
) {
  return (b: BattleState, legal: BattleAction[]): BattleAction | undefined => {
    const first = legal[0];
    if (first?.type === "battle-place") {
      const step = plan[b.turn]?.[first.skirmish];
      if (step === undefined || step === "top")
        return { type: "battle-place", skirmish: first.skirmish, card: "top", reinforcement: null };
      return {
        type: "battle-place",
        skirmish: first.skirmish,
        card: step[0],
        reinforcement: step[1] ?? null,
      };
    }
    return choose?.(b, legal);
  };
}

export function fight(
  inp: BattleInput,
  plan: Plan,
  choose?: (b: BattleState, legal: BattleAction[]) => BattleAction | undefined,
) {
  return finish(startBattle(inp, RNG), planned(plan, choose));
}
