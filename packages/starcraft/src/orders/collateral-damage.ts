/**
 * Collateral Damage (rulebook, unit abilities): when a front-line unit with it survives the
 * skirmishes, its owner MAY destroy one enemy base, or one enemy installation (Brood War, BW-I2),
 * or all enemy workers in the area. The battle is already written back
 * (orders/battle-start.ts finishBattle); this frame asks him, then the flow goes on as after
 * any battle.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import type { Draft } from "../draft";
import { Err } from "../errors";
import type { FlowStep } from "../flow-step";
import type { CollateralFrame, StarcraftState } from "../state";
import { collateralTargets, destroyCollateral } from "./battle-aftermath";
import { resumeAftermath } from "./battle-start";

export function legalCollateral(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  if (f.kind !== "collateral-damage" || f.player !== p) return [];
  return [
    ...collateralTargets(s, f.against, f.area).map((target) => ({
      type: "collateral-damage" as const,
      target,
    })),
    { type: "collateral-damage", target: "none" },
  ];
}

export function checkCollateral(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  if (f.kind !== "collateral-damage" || f.player !== p || a.type !== "collateral-damage")
    return Err.wrongDecision(
      "Choose what Collateral Damage destroys: the enemy base, his workers, or nothing.",
    );
  if (a.target === "none") return null;
  if (
    (a.target !== "base" && a.target !== "installation" && a.target !== "workers") ||
    !collateralTargets(s, f.against, f.area).includes(a.target)
  )
    return Err.collateralTarget(`There is no enemy ${String(a.target)} to destroy in this area.`);
  return null;
}

/**
 * Applies the choice, then the rest of the battle's aftermath (which may ask again). Returns what
 * comes next once everything is done (the order ends, or an event's step 8 resumes).
 */
export function applyCollateral(d: Draft, _p: PlayerId, a: StarcraftAction): FlowStep {
  const f = d.frame as CollateralFrame;
  if (a.type === "collateral-damage" && a.target !== "none")
    destroyCollateral(d, f.against, f.area, a.target);
  return resumeAftermath(d, f);
}
