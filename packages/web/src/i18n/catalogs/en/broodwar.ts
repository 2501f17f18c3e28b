/** English: Brood War and its Leadership cards. */
export const broodwar = {
  // Lobby: Brood War's Leadership switch, optional rules and the game modes (CreateOptions.tsx).
  "scOptions.leadership": "Leadership cards (off: the No Leadership Cards rule)",
  "scOptions.optionalRules": "Optional rules",
  "scOptions.moreStartingPlanets": "More Starting Planet Tokens (draw 3 planets, place 2)",
  "scOptions.largerGalaxy": "Larger Galaxy (3 planets each, no Special Victory cards, 25 conquest points)",
  "scOptions.planetRulesExclusive": "not together with the other starting-planet rule",
  "scOptions.mode": "Game mode",
  "scOptions.mode.standard": "Standard",
  "scOptions.mode.galacticConquest": "Galactic Conquest (no conquest points: the last player left wins)",
  "scOptions.mode.survival": "Survival (out without a base; conquest points become resource tokens)",
  "scOptions.mode.fasterSurvival": "Faster Survival (Survival with 3 bases per faction)",
  "scOptions.modeNeedsBroodWar": "Survival and Faster Survival need Brood War",
  "scOptions.modeExcludesRules": "a game mode is played without optional rules",
  "scOptions.modeNeedsLeadership": "a game mode is played with the Leadership cards",
} as const;
