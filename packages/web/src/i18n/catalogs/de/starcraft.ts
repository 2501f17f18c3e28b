import type { AreaCatalog } from "../en";
import type { starcraft as english } from "../en/starcraft";

/** German: StarCraft table words: actions in words, decision prompts, the log, aria labels. */
export const starcraft: AreaCatalog<typeof english> = {
  "sc.areaWords": "{planet}, Gebiet {number}",
  "sc.areaWordsWith": "{planet}, Gebiet {number} ({what})",
  "sc.areaWordsMinerals": "{count, plural, one {# Mineral} other {# Mineralien}}",
  "sc.areaWordsGas": "{count} Gas",
  "sc.areaWordsCp": "{count, plural, one {# Eroberungspunkt} other {# Eroberungspunkte}}",
};
