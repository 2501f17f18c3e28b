/** Test support for Brood War games (used by the *.test.ts files beside it). */
import type { StarcraftAction } from "../actions";
import { legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftOptions, StarcraftState } from "../state";
import { act, playSetup } from "../testing";

export const BW_SCOPE = { options: { expansions: ["brood-war" as const] } };

export function bwOptions(players: number, extra: Partial<StarcraftOptions> = {}): StarcraftOptions {
  return { players, factionSelection: "choose", maxRounds: 60, expansions: ["brood-war"], ...extra };
}

/** A Brood War game past setup: factions[i] is seat i's faction; setup takes the first legal choices. */
export function startedBroodWar(
  factions: string[] = ["raynor", "overmind"],
  seed = "test",
  extra: Partial<StarcraftOptions> = {},
): StarcraftState {
  return playSetup(setupState(bwOptions(factions.length, extra), seed), factions);
}

/** Options of a Brood War game played with Leadership cards (BW-L1). */
export const LEADERSHIP = { variants: { leadershipCards: true } };

/**
 * A Brood War game with Leadership cards past setup: seat i plays factions[i] and picks stage1[i]
 * at the Stage I choice; the rest of setup takes the first legal choices.
 */
export function startedWithLeadership(
  factions: string[],
  stage1: string[],
  seed = "lead",
  watch?: (s: StarcraftState, p: number) => void,
): StarcraftState {
  let s = setupState(bwOptions(factions.length, LEADERSHIP), seed);
  while (s.phase === "setup") {
    const d = pending(s)[0];
    watch?.(s, d.player);
    let a: StarcraftAction;
    if (s.frame.kind === "choose-faction") a = { type: "choose-faction", faction: factions[d.player] };
    else if (s.frame.kind === "choose-leadership") a = { type: "choose-leadership", card: stage1[d.player] };
    else a = legalActions(s, d.player)[0];
    s = act(s, d.player, a);
  }
  return s;
}
