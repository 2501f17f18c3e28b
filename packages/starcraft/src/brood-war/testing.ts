/** Test support for Brood War games (used by the *.test.ts files beside it). */
import type { StarcraftAction } from "../actions";
import { legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftOptions, StarcraftState } from "../state";
import { act } from "../testing";

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
  let s = setupState(bwOptions(factions.length, extra), seed);
  while (s.phase === "setup") {
    const d = pending(s)[0];
    const a: StarcraftAction =
      s.frame.kind === "choose-faction"
        ? { type: "choose-faction", faction: factions[d.player] }
        : legalActions(s, d.player)[0];
    s = act(s, d.player, a);
  }
  return s;
}
