/**
 * English: StarCraft table words fixed for issue 35 (item 7): the unit a Build replaces named,
 * the faction choice told with the player's name.
 */
export const scwords = {
  "scwords.unitAt": "{unit} ({area})",
  "scwords.moduleDefensive": "Defensive",
  "scwords.moduleAssist": "Assist",
  "scwords.moduleOffensive": "Offensive",
  "scwords.noUnits": "none",
  "scwords.choseFaction": "{who} plays {faction}",
} as const;
