/**
 * English: StarCraft Lite's battles after the fact and their odds (issue 31): any battle reopened
 * from its log line, and odds that say "certain" only when no roll of the dice can change them.
 */
export const liteBattles = {
  "liteOdds.certain.attacker": "certain: the attacker holds the area whatever the dice show",
  "liteOdds.certain.defender": "certain: the defender holds the area whatever the dice show",
  "liteOdds.certain.nobody": "certain: nobody will be left in the area whatever the dice show",
  "liteBattles.title": "Battle in {area}",
  "liteBattles.rounds": "{count, plural, one {# round} other {# rounds}}",
  "liteBattles.summary":
    "{attacker} attacked {defender}; {holder} holds the area ({count, plural, one {# unit destroyed} other {# units destroyed}})",
} as const;
