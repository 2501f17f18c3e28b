/**
 * The two-player options of the scripts' games: the ruleset's defaults, or with `bw` StarCraft's
 * Brood War expansion with the Leadership cards (the issue 37 "Brood War + Leadership" games).
 */
import type { AnyRuleset } from "@koprulu/engine";

export function twoPlayerOptions(ruleset: AnyRuleset, bw: boolean): unknown {
  const base = ruleset.defaultOptions(2) as object;
  return bw ? { ...base, expansions: ["brood-war"], variants: { leadershipCards: true } } : base;
}
