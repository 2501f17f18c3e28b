/**
 * Which variant a StarCraft position is played in, for search options that differ by variant
 * (the `variantOf` hook; BotOptions.byVariant). Its own module so that levels.ts, below the
 * registry, can name the variant without importing the StarCraft bot (which imports the registry).
 */
import type { StarcraftState } from "@koprulu/starcraft";

/** The `variantOf` name of a Brood War game. */
export const BROOD_WAR_VARIANT = "brood-war";

/** Whether a position (state or view) is of a Brood War game: the hooks that differ there ask this. */
export function isBroodWar(view: unknown): boolean {
  return (view as StarcraftState).broodWar !== undefined;
}

/** "brood-war" for a Brood War position, undefined for the base game. */
export function starcraftVariant(view: unknown): string | undefined {
  return isBroodWar(view) ? BROOD_WAR_VARIANT : undefined;
}
