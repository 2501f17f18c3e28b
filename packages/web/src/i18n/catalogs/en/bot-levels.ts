/**
 * English: the named bot levels of the lobby's bot choice. Each level is a ruleset's bot and
 * thinking time (@koprulu/bots levels.ts, README "Levels"); the words stay general because the
 * bot behind a level differs between the games.
 */
export const botLevels = {
  "create.level.easy": "Easy (plays any legal move)",
  "create.level.normal": "Normal (plays sensibly)",
  "create.level.hard": "Hard (searches ahead)",
  "create.level.expert": "Expert (searches longest)",
} as const;
