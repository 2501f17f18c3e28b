/** English: StarCraft table words: actions in words, decision prompts, the log, aria labels. */
export const starcraft = {
  // areaNameIn (describe.ts): an area in words, for tables that word actions through a Translate.
  "sc.areaWords": "{planet} area {number}",
  "sc.areaWordsWith": "{planet} area {number} ({what})",
  "sc.areaWordsMinerals": "{count, plural, one {# mineral} other {# minerals}}",
  "sc.areaWordsGas": "{count} gas",
  "sc.areaWordsCp": "{count, plural, one {# conquest point} other {# conquest points}}",
} as const;
