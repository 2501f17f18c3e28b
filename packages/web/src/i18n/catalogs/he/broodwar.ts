import type { AreaCatalog } from "../en";
import type { broodwar as english } from "../en/broodwar";

/** Hebrew: Brood War and its Leadership cards. */
export const broodwar: AreaCatalog<typeof english> = {
  "scOptions.leadership": "קלפי מנהיגות (כבוי: החוק „ללא קלפי מנהיגות”)",
  "scOptions.optionalRules": "חוקי רשות",
  "scOptions.moreStartingPlanets": "יותר סמני כוכבים בהתחלה (שולפים 3 כוכבים, מניחים 2)",
  "scOptions.largerGalaxy": "גלקסיה גדולה יותר (3 כוכבים לכל שחקן, ללא קלפי ניצחון ייחודי, 25 נקודות ניצחון)",
  "scOptions.planetRulesExclusive": "לא יחד עם החוק השני של כוכבי ההתחלה",
  "scOptions.mode": "מצב משחק",
  "scOptions.mode.standard": "רגיל",
  "scOptions.mode.galacticConquest": "כיבוש גלקטי (ללא נקודות ניצחון: השחקן האחרון שנותר מנצח)",
  "scOptions.mode.survival": "הישרדות (שחקן ללא בסיס יוצא מהמשחק; נקודות ניצחון הופכות לסמני משאבים)",
  "scOptions.mode.fasterSurvival": "הישרדות מהירה (הישרדות עם 3 בסיסים לכל פלג)",
  "scOptions.modeNeedsBroodWar": "הישרדות והישרדות מהירה דורשות את Brood War",
  "scOptions.modeExcludesRules": "מצב משחק משוחק ללא חוקי רשות",
  "scOptions.modeNeedsLeadership": "מצב משחק משוחק עם קלפי המנהיגות",
};
