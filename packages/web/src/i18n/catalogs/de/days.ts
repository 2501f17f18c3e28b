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
  "days.sc.priced": "{what} ({minerals, plural, one {# Mineral} other {# Mineralien}}, {gas} Gas)",
  "days.sc.execute": "{order}-Befehl auf {planet} ausführen",
  "days.warn.title": "Daraus kann nur ein Ereignis werden:",
  "days.warn.confirm": "Trotzdem legen",
  "days.warn.cancel": "Abbrechen",
  "days.warn.mark": "jetzt nur ein Ereignis",
  "days.bot.random": "Zufall",
  "days.bot.heuristic": "Heuristik",
  "days.bot.mcts": "Monte-Carlo-Suche",
  "days.help.title": "So wird gespielt",
  "days.help.close": "So wird gespielt schließen",
  "days.help.hint": "Erstes Spiel? „So wird gespielt“ in der Kopfzeile erklärt den Zug und jede Wahl.",
  "days.help.hintDismiss": "Verstanden",
  "days.help.generic":
    "Entscheide, wenn die Zeile unter der Kopfzeile sagt, dass du dran bist: auf dem Brett oder in der Liste aller erlaubten Aktionen daneben.",
  "days.help.sc.goal":
    "Ziel: 15 Eroberungspunkte (20 mit Aldaris im Spiel), der Sondersieg deiner Fraktion in Stufe III, oder vorn liegen, wenn das zweite Ereignis „The End Draws Near“ gespielt wird. Jede Runde hat drei Phasen: Planung, Ausführung, Neuordnung.",
  "days.help.sc.planning":
    "Planung: Reihum legt jeder einen Befehl verdeckt — Bauen, Mobilisieren oder Forschen — auf einen Planeten mit eigenen Einheiten oder Basis oder daneben, bis jeder vier gelegt hat. Befehle stapeln sich: der zuletzt gelegte wird zuerst ausgeführt.",
  "days.help.sc.execution":
    "Ausführung: Reihum deckt jeder einen seiner Befehle oben auf einem Stapel auf und führt ihn aus oder zieht stattdessen eine Ereigniskarte. Ein Befehl, der nichts bewirken kann, wird nur zum Ziehen eines Ereignisses; der Tisch warnt, bevor du so einen Befehl legst.",
  "days.help.sc.build":
    "Bauen: Auf dem Planeten des Befehls kaufst du Arbeiter, Transporter und Einheiten, dann ein Gebäude und ein Modul, dann eine Basis, bezahlt mit Mineralien und Gas aus deinen Rohstoffgebieten und Arbeitern. Die Preise stehen bei jeder Wahl.",
  "days.help.sc.mobilize":
    "Mobilisieren: Bewege Einheiten auf den Planeten des Befehls, von dort oder über eine Route mit deinem Transporter. Einheiten, die ein Gebiet des Gegners betreten, beginnen dort eine Schlacht (eine pro Befehl).",
  "days.help.sc.research":
    "Forschen: braucht deine Basis auf dem Planeten des Befehls. Ziehe Kampfkarten und eine Ereigniskarte; du darfst eine Technologie deiner Fraktion kaufen (als Karte mit Preis und Text gezeigt).",
  "days.help.sc.gold":
    "Gold-(Spezial-)Befehle bewirken mehr. Grundspiel: einer je F&E-Modul. Brood War: beliebig viele legen, aber ein aufgedeckter wird nur ausgeführt, solange dein Spezialbefehls-Vorrat (ein Platz je F&E-Modul) Platz hat; sonst wird er zum Ziehen eines Ereignisses.",
  "days.help.sc.combat":
    "Schlacht: Der Angreifer bildet aus Frontlinien-Einheiten Scharmützel; unterstützende Einheiten stehen dahinter; beide Seiten legen je Scharmützel eine Kampfkarte verdeckt, dann werden alle aufgedeckt. Eine Karte gibt ihrer Einheit einen Angriffs- und einen Lebenspunktewert (Verstärkungskarten addieren ihre): Eine Einheit wird zerstört, wenn der gegnerische Angriff mindestens ihre Lebenspunkte erreicht. Wer Einheiten übrig hat, gewinnt; der Verlierer zieht sich zurück. Die Übersicht bleibt auf dem Tisch, bis du sie schließt.",
  "days.help.sc.regrouping":
    "Neuordnung: Abgeschnittene Basen und Transporter gehen verloren, Rohstoffkarten kommen oder gehen, Arbeiter kehren zurück, Eroberungspunkte werden gewertet, Ereignisse gespielt, und der Startspieler wechselt nach links.",
  "days.help.lite.goal":
    "StarCraft Lite ist eine kürzere Fan-Variante auf derselben Galaxie: Sammle Eroberungspunkte aus deinen Gebieten; wer zuerst das Ziel erreicht, gewinnt.",
  "days.help.lite.round":
    "In jeder Runde geben die Spieler reihum Befehle, bauen mit ihren Rohstoffen, bewegen ihre Truppen und nehmen eine Technologie, wenn der Schritt eine anbietet.",
  "days.help.lite.battle":
    "Schlachten werden mit Würfeln ausgetragen: Jede Einheit würfelt und trifft auf ihrer Zahl; die Übersicht jeder Schlacht steht im Protokoll.",
  "days.help.ec.goal":
    "Eclipse: Erkunde die Galaxie, baue ein Reich und habe nach der letzten Runde die meisten Siegpunkte (Sektoren, Ruf, Entdeckungen, Technologien, Monolithen, Botschafter).",
  "days.help.ec.actions":
    "In jeder Runde reihum eine Aktion nach der anderen — Erkunden, Einfluss, Forschen, Verbessern, Bauen, Bewegen —, jede kostet eine Einflussscheibe und erhöht den Unterhalt; oder passen. Bauten stehen mit ihren Materialkosten da.",
  "days.help.ec.combat":
    "Kampf: Schiffe feuern Raketen, dann Kanonen nach Initiative; eine 6 trifft immer, eine 1 verfehlt immer, Computer addieren zum Wurf, Schilde ziehen ab; ein Schiff ist zerstört, wenn sein Schaden seine Hülle übersteigt.",
};
