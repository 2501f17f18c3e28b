/**
 * The flow between phases: takes the step a rule module returned (flow-step.ts) and starts what
 * comes next. With ruleset.ts (the dispatch, its only caller besides tests) it is the top of the
 * package: it imports the phases it hands the game to, and nothing imports it from below. So the
 * orders and battles never import execution, nor planning execution: what ends an order, a
 * battle or the planning is handed up to here as a step, and imports point one way.
 */
import type { BattleResult } from "./battle";
import type { Draft } from "./draft";
import { resumeAfterEventBattle } from "./events/step8";
import { endOrder, startExecution } from "./execution";
import type { FlowStep } from "./flow-step";
import { finishBattle } from "./orders/battle-start";
import { nextPlanningTurn } from "./planning";

export function follow(d: Draft, step: FlowStep): void {
  if (step === null) return;
  switch (step.next) {
    case "end-order":
      endOrder(d, step.player);
      return;
    case "planning-turn":
      follow(d, nextPlanningTurn(d, step.player));
      return;
    case "execution":
      startExecution(d);
      return;
    case "event-step":
      resumeAfterEventBattle(d, step.player);
      return;
  }
}

/** A battle is over: its result goes on the board, then the order ends or step 8 resumes. */
export function endBattle(d: Draft, r: BattleResult): void {
  follow(d, finishBattle(d, r));
}
