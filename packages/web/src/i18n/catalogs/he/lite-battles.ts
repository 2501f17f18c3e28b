import type { AreaCatalog } from "../en";
import type { liteBattles as english } from "../en/lite-battles";

/** Hebrew: StarCraft Lite's battles reopened from the log, and odds that say "certain" only when they are. */
export const liteBattles: AreaCatalog<typeof english> = {
  "liteOdds.certain.attacker": "ודאי: התוקף מחזיק באזור בכל תוצאת קוביות",
  "liteOdds.certain.defender": "ודאי: המגן מחזיק באזור בכל תוצאת קוביות",
  "liteOdds.certain.nobody": "ודאי: אף אחד לא יישאר באזור בכל תוצאת קוביות",
  "liteBattles.title": "קרב ב{area}",
  "liteBattles.rounds": "{count, plural, one {סבב אחד} other {# סבבים}}",
  "liteBattles.summary":
    "{attacker} תקף את {defender}; {holder} מחזיק באזור ({count, plural, one {יחידה אחת הושמדה} other {# יחידות הושמדו}})",
};
