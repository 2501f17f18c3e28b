import type { AreaCatalog } from "../en";
import type { days as english } from "../en/days";

/** German: the shell for games played over days (see ../en/days.ts). */
export const days: AreaCatalog<typeof english> = {
  "days.unavailable.title": "Jetzt nicht möglich",
  "days.unavailable.because": "Warum nicht: {reason}",
  "days.history.since": "Seit deinem letzten Besuch",
  "days.history.newCount": "{count, plural, one {# neu} other {# neu}}",
  "days.history.earlier": "Frühere Einträge zeigen",
  "days.history.loading": "Lädt …",
  "error.order-pool-full":
    "Dein Spezialbefehls-Vorrat ist voll: ein jetzt aufgedeckter Goldbefehl kann nur zum Ziehen eines Ereignisses werden",
  "error.build-nothing-possible":
    "Dort ließe sich jetzt nichts bauen: ein Baubefehl dort kann nur zum Ziehen eines Ereignisses werden",
  "days.battle.title": "Schlacht",
  "days.battle.close": "Schlachtübersicht schließen",
  "days.battle.skirmish": "Scharmützel {n}",
  "days.battle.numbers": "Angriff {attack} · Lebenspunkte {health}",
  "days.battle.show": "Schlacht zeigen",
  "days.sc.goldOrder": "Gold-{order}-Befehl",
  "days.sc.priced": "{what} ({minerals} Mineralien, {gas} Gas)",
  "days.sc.execute": "{order}-Befehl auf {planet} ausführen",
  "days.warn.title": "Daraus kann nur ein Ereignis werden:",
  "days.warn.confirm": "Trotzdem legen",
  "days.warn.cancel": "Abbrechen",
  "days.warn.mark": "jetzt nur ein Ereignis",
  "days.bot.random": "Zufall",
  "days.bot.heuristic": "Heuristik",
  "days.bot.mcts": "Monte-Carlo-Suche",
};
