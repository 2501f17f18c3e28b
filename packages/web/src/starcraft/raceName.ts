/**
 * A race by its proper name in the reader's language ("Terran", German "Terraner"), never its id
 * ("terran"): faction sheets, player panels, the faction choice, numbered combat cards and Lite's
 * seats all name races through here.
 */
import { englishT, type MessageKey, type Translate } from "../i18n";

const RACES: Record<string, MessageKey> = {
  terran: "sc.race.terran",
  zerg: "sc.race.zerg",
  protoss: "sc.race.protoss",
};

/** The race's name; a race the table does not know (a newer content pack) in capitalised words. */
export function raceName(race: string, t: Translate = englishT): string {
  const key = RACES[race.toLowerCase()];
  if (key) return t(key);
  return race
    .split(/[-_\s]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
