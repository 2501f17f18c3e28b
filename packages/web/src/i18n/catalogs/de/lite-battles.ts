import type { AreaCatalog } from "../en";
import type { liteBattles as english } from "../en/lite-battles";

/** German: StarCraft Lite's battles reopened from the log, and odds that say "sicher" only when they are. */
export const liteBattles: AreaCatalog<typeof english> = {
  "liteOdds.certain.attacker": "sicher: der Angreifer hält das Gebiet, was die Würfel auch zeigen",
  "liteOdds.certain.defender": "sicher: der Verteidiger hält das Gebiet, was die Würfel auch zeigen",
  "liteOdds.certain.nobody": "sicher: niemand bleibt im Gebiet, was die Würfel auch zeigen",
  "liteBattles.title": "Kampf in {area}",
  "liteBattles.rounds": "{count, plural, one {# Runde} other {# Runden}}",
  "liteBattles.summary":
    "{attacker} griff {defender} an; {holder} hält das Gebiet ({count, plural, one {# Einheit zerstört} other {# Einheiten zerstört}})",
};
