/**
 * Gantrithor's death strike after a battle (BW-H3): the frame `death-strike` asks the hero's
 * owner what to destroy on the planet (brood-war/death-strike.ts lists the targets), then the
 * rest of the battle's aftermath and the interrupted flow go on, as after Collateral Damage.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import { deathStrikeTargets, destroyByDeathStrike } from "../brood-war/death-strike";
import type { Draft } from "../draft";
import { Err } from "../errors";
import type { FlowStep } from "../flow-step";
import type { DeathStrikeFrame, StarcraftState } from "../state";
import { resumeAftermath } from "./battle-start";

export function legalDeathStrike(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  if (f.kind !== "death-strike" || f.player !== p) return [];
  return [
    ...deathStrikeTargets(s, p, f.planet).map((t): StarcraftAction => ({ type: "death-strike", ...t })),
    { type: "death-strike", target: "none" },
  ];
}

export function checkDeathStrike(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  if (f.kind !== "death-strike" || f.player !== p || a.type !== "death-strike")
    return Err.wrongDecision("Choose what the death strike destroys on the planet, or nothing.");
  if (a.target === "none") return null;
  const ok = deathStrikeTargets(s, p, f.planet).some(
    (t) =>
      t.target === a.target &&
      (t.target === "unit" ? "unit" in a && t.unit === a.unit : "area" in a && t.area === a.area),
  );
  return ok
    ? null
    : ruleError(
        "death-strike-target",
        "The death strike destroys one enemy unit (not a hero), installation or base on the hero's planet.",
        "BW-H3: Gantrithor",
      );
}

/** Applies the choice, then the rest of the aftermath; returns what comes next once done. */
export function applyDeathStrike(d: Draft, _p: PlayerId, a: StarcraftAction): FlowStep {
  const f = d.frame as DeathStrikeFrame;
  if (a.type === "death-strike" && a.target !== "none") destroyByDeathStrike(d, a);
  return resumeAftermath(d, f);
}
