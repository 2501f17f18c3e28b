import type { AreaCatalog } from "../en";
import type { starcraft as english } from "../en/starcraft";

/** Hebrew: StarCraft table words: actions in words, decision prompts, the log, aria labels. */
export const starcraft: AreaCatalog<typeof english> = {
  "sc.areaWords": "{planet}, אזור {number}",
  "sc.areaWordsWith": "{planet}, אזור {number} ({what})",
  "sc.areaWordsMinerals": "{count, plural, one {מינרל אחד} two {שני מינרלים} other {# מינרלים}}",
  "sc.areaWordsGas": "{count} גז",
  "sc.areaWordsCp": "{count, plural, one {נקודת ניצחון אחת} two {שתי נקודות ניצחון} other {# נקודות ניצחון}}",
};
