/**
 * Which game mode and optional rules a game plays (spec brood-war.md §14). Every rule module
 * asks here rather than reading `options` itself, so the option names live in one place.
 *
 * - Galactic Conquest (core variant, Base p.42): no conquest points, no The End Draws Near, the
 *   Stage III discards become a new deck, a player wins only by eliminating everyone else.
 * - Survival (BW p.11) = Galactic Conquest + out as soon as a player has no base, destroyed bases
 *   leave the game, each conquest point scored becomes a resource token of the scorer's choice.
 * - Faster Survival (FAQ p.3) = Survival with 3 bases per faction.
 * - Team Play (core variant, Base p.42-43): 4 or 6 players in teams of two (variants/teams.ts). It
 *   keeps the standard game's endings, so it is not one of the Galactic Conquest modes.
 */
import type { PlayerId } from "@koprulu/engine";
import { cat } from "../rules-catalog";
import type { GameMode, StarcraftOptions, StarcraftState } from "../state";

type WithOptions = Pick<StarcraftState, "options">;

export const GAME_MODES: readonly GameMode[] = [
  "galactic-conquest",
  "survival",
  "faster-survival",
  "team-play",
];

/** Bases per faction in Faster Survival (FAQ p.3). */
export const FASTER_SURVIVAL_BASES = 3;

export function gameMode(s: WithOptions): GameMode | null {
  return s.options.mode ?? null;
}

/** Galactic Conquest's rules hold: Galactic Conquest itself, and both Survival modes. */
export function isGalacticConquest(s: WithOptions): boolean {
  const m = s.options.mode;
  return m === "galactic-conquest" || m === "survival" || m === "faster-survival";
}

/** Team Play (core variant, Base p.42-43): variants/teams.ts. */
export function isTeamPlay(s: WithOptions): boolean {
  return s.options.mode === "team-play";
}

export function isSurvival(s: WithOptions): boolean {
  return s.options.mode === "survival" || s.options.mode === "faster-survival";
}

export function isSurvivalOptions(o: Pick<StarcraftOptions, "mode">): boolean {
  return o.mode === "survival" || o.mode === "faster-survival";
}

/** BW-X4: no Special Victory cards (also read from a catalog scope, which may lack options). */
export function noSpecialVictoryCards(s: { readonly options?: Pick<StarcraftOptions, "variants"> }): boolean {
  return s.options?.variants?.largerGalaxy === true;
}

/** BW-X4 Larger Galaxy is played. */
export function isLargerGalaxy(s: WithOptions): boolean {
  return s.options.variants?.largerGalaxy === true;
}

/**
 * Bases a seat may have on the board: the faction's tokens (3 in Faster Survival), less those
 * destroyed in a Survival game (they leave the game, BW-X6).
 */
export function baseLimit(s: Pick<StarcraftState, "options" | "survival" | "broodWar">, p: PlayerId): number {
  const tokens = s.options.mode === "faster-survival" ? FASTER_SURVIVAL_BASES : cat(s).tokens.bases;
  return Math.max(0, tokens - (s.survival?.basesLost[p] ?? 0));
}

/** A seat leaves the game: no base (Survival), otherwise no unit and no base. */
export function isOut(s: StarcraftState, p: PlayerId): boolean {
  const hasBase = s.bases.some((b) => b.owner === p);
  if (isSurvival(s)) return !hasBase;
  return !hasBase && !s.units.some((u) => u.owner === p);
}
