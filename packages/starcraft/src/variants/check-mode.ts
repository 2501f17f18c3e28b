/**
 * Validation of the game mode against the other options (called by options.ts validateOptions):
 *
 * - Survival and Faster Survival are Brood War's modes (BW p.11, FAQ p.3); Galactic Conquest is a
 *   core variant and is played with or without Brood War.
 * - Optional rules cannot be combined with a game mode (BW p.11). In a Brood War game that
 *   includes *No Leadership Cards*, which is what Brood War plays when `leadershipCards` is off:
 *   a mode with Brood War therefore needs `variants.leadershipCards`. Team Play (a core variant,
 *   Base p.42-43) is refused with them too (provisional: the rulebook treats every variant as a
 *   whole game; Larger Galaxy's 25 points contradict the team's 30 outright).
 * - Team Play is played by 4 or 6 players (teams of two).
 */
import { type RuleError, ruleError } from "@koprulu/engine";
import { GAME_MODES, isSurvivalOptions } from "./modes";
import { TEAM_PLAYER_COUNTS } from "./teams";

const RULE = "BW p.11: optional rules and game modes";

/** The optional rules (BW p.11) a game mode refuses, besides playing without Leadership cards. */
const OPTIONAL_RULES = [
  "disposableSpecialOrders",
  "moreStartingPlanets",
  "largerGalaxy",
  "noLeadershipCards",
];

export function checkMode(options: {
  mode?: unknown;
  players?: unknown;
  expansions?: unknown;
  variants?: Record<string, unknown>;
}): RuleError | null {
  const mode = options.mode;
  if (mode === undefined) return null;
  if (typeof mode !== "string" || !(GAME_MODES as readonly string[]).includes(mode))
    return ruleError(
      "unknown-mode",
      `Unknown game mode ${JSON.stringify(mode)}: the modes are ${GAME_MODES.join(", ")}.`,
      "Game options",
    );
  if (mode === "team-play" && !TEAM_PLAYER_COUNTS.includes(options.players as number))
    return ruleError(
      "team-play-player-count",
      `Team Play is played by 4 or 6 players (teams of two), not ${String(options.players)}.`,
      "Base p.42-43: Team Play",
    );
  const broodWar = Array.isArray(options.expansions) && options.expansions.includes("brood-war");
  if (isSurvivalOptions({ mode: mode as never }) && !broodWar)
    return ruleError("mode-needs-brood-war", `${mode} is a Brood War game mode: add the expansion.`, RULE);
  const variants = options.variants ?? {};
  const optional = OPTIONAL_RULES.filter((k) => variants[k] === true);
  if (optional.length > 0)
    return ruleError(
      "mode-excludes-optional-rules",
      `Optional rules cannot be combined with a game mode: drop ${optional.join(", ")} or the mode.`,
      RULE,
    );
  if (broodWar && variants.leadershipCards !== true)
    return ruleError(
      "mode-needs-leadership",
      "A game mode is played with the Leadership cards (No Leadership Cards is an optional rule): switch them on.",
      RULE,
    );
  return null;
}

/** BW-X3 and BW-X4 say different things about the third planet token: one or the other. */
export function checkPlanetRules(variants: Record<string, unknown>): RuleError | null {
  if (variants.moreStartingPlanets === true && variants.largerGalaxy === true)
    return ruleError(
      "incompatible-planet-rules",
      "More Starting Planet Tokens and Larger Galaxy cannot both be played: choose one.",
      "BW p.11: More Starting Planet Tokens, Larger Galaxy",
    );
  return null;
}
