import type { AreaCatalog } from "../en";
import type { provisional as english } from "../en/provisional";

/**
 * German: why a record is provisional (see ../en/provisional.ts). Source names (R, W, U, SR, the
 * SCBW Reference sheet, the FAQ) and card, unit and planet names stay as they are.
 */
export const provisional: AreaCatalog<typeof english> = {
  "prov.terran-ghost":
    "Kostenkonflikt: R nennt 1 Mineral + 1 Gas; die OCR der SCBW Reference zeigt eine einzelne 2.",
  "prov.zerg-scourge":
    "Konflikte: Gaskosten 1 (W, Grundspieldaten) gegen 2 (R, SCBW Reference); Unterstützung 0 (W), 1 (R) oder keine (SR).",
  "prov.supply":
    "Kosten 1 Mineral nur laut W; Protoss besitzt insgesamt 7 Modulmarker, deren Aufteilung unbekannt ist (3 Supply angenommen).",
  "prov.terran-combat-04":
    "Grundspielkarte, die Brood War entfernt; ihre abgebildeten Einheiten und Werte stehen in keiner erreichbaren Quelle. Platzhalter aus den Wertebereichen der Einheiten.",
  "prov.protoss-combat-13": "Die Quelle nennt Flächenschaden ohne Zieltyp; „beliebig“ ist angenommen.",
  "prov.protoss-combat-14":
    "Die Quelle nennt Flächenschaden des Archon ohne Zieltyp; „beliebig“ ist angenommen.",
  "prov.zerg-combat-10":
    "Scourge-Karte des Grundspiels (#10-12): Die FAQ-Errata nennt ihre Wirkung (der Scourge stirbt und nimmt eine fliegende gegnerische Fronteinheit mit), ihre Werte sind aber unbekannt; Platzhalter nach den Scourge-Karten von Brood War.",
  "prov.terran-stim-packs":
    "Kosten aus dem verstümmelten SCBW-Reference-Blatt entschlüsselt (erst Mineralien, dann Gas; erschlossen); Anzahl unbekannt (3 angenommen); Nebenwerte unbekannt.",
  "prov.terran-bunker":
    "Kosten in keiner erreichbaren Quelle gedruckt; Einheiten erschlossen (Infanterie: ergibt die Technologien Marine 2, Firebat 2, Ghost 4); +2 Lebenspunkte angenommen; 2 Exemplare angenommen.",
  "prov.terran-nuke":
    "Kosten aus dem verstümmelten SCBW-Reference-Blatt entschlüsselt (erst Mineralien, dann Gas; erschlossen); Wirkungstext nicht wiederhergestellt (ein Schlag, falls der Ghost nicht zerstört wird, ist angenommen); Anzahl unbekannt.",
  "prov.terran-lockdown":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt mindestens 1); genaue Wirkung unbekannt (gegen mechanische Einheiten gerichtet).",
  "prov.terran-cloaking-field":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 2); Anzahl unbekannt.",
  "prov.terran-spider-mines":
    "Kosten und Anzahl sind offiziell (Beispiel der Spielregel), die Werte der Karte und ihr Flächenschadentext sind aber nur vom verstümmelten Referenzblatt gelesen.",
  "prov.terran-siege-mode":
    "Kosten in keiner erreichbaren Quelle gedruckt; Werte aus der namenlosen Siege-Tank-Technologiezeile des Referenzblatts (9/8); keine Grundfähigkeit bekannt.",
  "prov.terran-irradiate":
    "Kosten in keiner erreichbaren Quelle gedruckt; Anzahl unbekannt; bekannt ist nur ihr Flächenschaden.",
  "prov.terran-emp-shockwave":
    "Kosten in keiner erreichbaren Quelle gedruckt; Einheit (Science Vessel) und Anzahl erschlossen; hebt bekanntlich Karten wie Feedback auf.",
  "prov.terran-vessel-research":
    "Name unbekannt: die dritte Science-Vessel-Technologie. Name, Kosten, Anzahl und Wirkung sind Platzhalter.",
  "prov.terran-battlecruiser-weapons":
    "Name unbekannt: die einzige Technologie des Battlecruisers. Name, Kosten, Anzahl und Wirkung sind Platzhalter.",
  "prov.protoss-singularity-charge":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl unbekannt; Aufteilung +1/+1 erschlossen.",
  "prov.protoss-psionic-storm":
    "Kosten aus dem verstümmelten SCBW-Reference-Blatt entschlüsselt (erst Mineralien, dann Gas; erschlossen); Anzahl unbekannt.",
  "prov.protoss-increased-reaver-capacity":
    "Kosten in keiner erreichbaren Quelle gedruckt; Anzahl (3) aus der Entfernungsliste von Brood War; Werte vom Referenzblatt (9/8).",
  "prov.protoss-stasis-field":
    "Kosten in keiner erreichbaren Quelle gedruckt; Anzahl unbekannt; bekannt ist nur, dass sie Kampfwerte ändert.",
  "prov.protoss-arbiter-cloaking":
    "Name unbekannt: die dritte Arbiter-Technologie (laut Forum kann ein Arbiter Tarnung verleihen). Name, Kosten, Anzahl und Wirkung sind Platzhalter.",
  "prov.protoss-carrier-interceptors":
    "Name unbekannt: die einzige Technologie des Carriers. Name, Kosten, Anzahl und Wirkung sind Platzhalter.",
  "prov.zerg-burrow":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl unbekannt; 0 Angriff / 6 Lebenspunkte vom Blatt gelesen.",
  "prov.zerg-chitinous-plating":
    "Kosten aus dem verstümmelten SCBW-Reference-Blatt entschlüsselt (erst Mineralien, dann Gas; erschlossen); Anzahl unbekannt; Werte 8/10 vom Blatt gelesen; Nebenwerte angenommen.",
  "prov.zerg-ensnare":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl unbekannt; Wirkung aus Kurzschrift entschlüsselt.",
  "prov.zerg-plague":
    "Kosten aus dem verstümmelten SCBW-Reference-Blatt entschlüsselt (erst Mineralien, dann Gas; erschlossen); Anzahl unbekannt; ihre automatische Wirkung ist nicht wiederhergestellt (+2 Angriff angenommen).",
  "prov.zerg-dark-swarm":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 2); Anzahl (2) aus der Entfernungsliste von Brood War.",
  "prov.zerg-improved-flyer-attack":
    "Kosten in keiner erreichbaren Quelle gedruckt; Einheiten und Wirkung unbekannt (fliegende Zerg, +1 Angriff angenommen); Anzahl (2) aus der Entfernungsliste von Brood War.",
  "prov.terran-charon-boosters":
    "Kosten aus dem verstümmelten SCBW-Reference-Blatt entschlüsselt (erst Mineralien, dann Gas; erschlossen); Anzahl unbekannt; Lesart als Einmalkarte erschlossen.",
  "prov.protoss-leg-enhancements":
    "Kosten aus dem verstümmelten SCBW-Reference-Blatt entschlüsselt (erst Mineralien, dann Gas; erschlossen); Anzahl unbekannt; ob Grundspiel oder Brood War, ist unbekannt.",
  "prov.protoss-summon-archon":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl (1) aus der Entfernungsliste von Brood War.",
  "prov.protoss-recall":
    "Kosten in keiner erreichbaren Quelle gedruckt; Anzahl und Platzierung unbekannt; Wirkung nach der FAQ-Entscheidung (eine Einheit in ein Arbiter-Gebiet).",
  "prov.zerg-metabolic-boost":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 2); Anzahl (1) aus der Entfernungsliste von Brood War; Wirkung bestätigt.",
  "prov.zerg-parasite":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 2); Anzahl unbekannt; „Gegner deckt auf“ als die Kampfkartenhand gelesen.",
  "prov.zerg-consume":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl unbekannt; Lesart als Einmalkarte erschlossen.",
  "prov.zerg-guardian-aspect":
    "Kosten in keiner erreichbaren Quelle gedruckt; Anzahl (1) aus der Entfernungsliste von Brood War.",
  "prov.orbital-construction-yard":
    "Wirkung aus einem Spielbericht bekannt (ein Modul zu geringeren Kosten bauen); Name, Rabatt und Anzahl unbekannt.",
  "prov.shifting-routes":
    "Wirkung aus zwei Spielberichten und der FAQ bekannt (eine Z-Achsen-Route versetzen); Name und Anzahl unbekannt.",
  "prov.stellar-maelstrom":
    "Aus der Ereignisliste der Variante StarCraft Lite auf Grundspielbegriffe übertragen; die echte Kartenliste des Ereignisstapels des Grundspiels ist unbekannt.",
  "prov.industrial-strategy":
    "Genauer Kartentext, Stufe und Anzahl unbekannt (der Name ist nur aus der FAQ bekannt); das Verhalten folgt der FAQ-Entscheidung, dass sie nur einmal pro Umgruppierungsphase genutzt werden darf, umgesetzt als Strategie, die ein zusätzliches Ereignis gibt. Ersetzt die übertragene Karte 'Base Development', damit der Stapel seine Form behält.",
  "prov.reinforcements":
    "Name, Stufe und Wirkung (die genannten Einheiten in ein eigenes oder leeres Gebiet stellen) sind aus einem Forumsthread bekannt; die genannten Einheiten und die Anzahl nicht (die Stufe-2-Liste von Lite wird verwendet).",
  "prov.flawless-defense-plan":
    "Name bekannt; ein defensiver Lebenspunktebonus, der sich nicht mit einem Wachmarker addiert; der Wert +2, Stufe und Anzahl sind erschlossen.",
  "prov.cease-fire":
    "Wirkung aus einem Forumsthread bekannt (der Verteidiger sagt eine Schlacht ab, bevor Karten gezogen werden); Name, Stufe und Anzahl unbekannt.",
  "prov.intercepted-transmissions":
    "Wirkung bekannt (der Gegner legt Kampfkarten zuerst und offen aus); Name, Stufe und Anzahl unbekannt.",
  "prov.informant":
    "Genauer Kartentext, Stufe und Anzahl unbekannt (der Name ist nur aus der FAQ bekannt); die Kartendaten konnten nicht einmal bestätigen, dass es eine StarCraft-Karte ist. Verhalten aus der FAQ-Entscheidung zu Versatile Strategy ('if stolen via Informant'): Sie nimmt ein gehaltenes Ereignis eines anderen Spielers. Ersetzt die übertragene Karte 'Prototype Unit', damit der Stapel seine Form behält.",
  "prov.versatile-strategy":
    "Genauer Kartentext, Stufe und Anzahl unbekannt (der Name ist nur aus der FAQ bekannt); Verhalten nach der FAQ-Entscheidung, dass sie, per Informant gestohlen, den stehlenden Spieler in dieser Phase eine zweite Ereigniskarte spielen lässt. Ersetzt die übertragene Karte 'Seismic Upheaval', damit der Stapel seine Form behält.",
  "prov.the-end-draws-near":
    "Anzahl, Stufe und Spielende-Regel sind bekannt; jedes Exemplar gibt zudem einen Bonus (eine zusätzliche Karte oder einen zusätzlichen Eroberungspunkt laut einer FAQ-Umschreibung), und welchen, ist unbekannt.",
  "prov.retreat":
    "Name und Wirkung stammen aus der FAQ (Abschnitt 7) und einem Forumsthread (https://ffg-forum-archive.entropicdreams.com/topic/35355-question-about-retreat-event-card/); Stufe und Anzahl sind unbekannt. Die Lesart, dass ein Ereignis, das der Angreifer zu Beginn dieser Schlacht schon genutzt hat, verbraucht ist, ist unsere.",
  "prov.tarsonis":
    "Einheitenlimits widersprechen sich: R nennt für das Mineraliengebiet 4 und für das Gasgebiet 3; W nennt 3 und 4.",
  "prov.protoss-dark-archon":
    "Rohstoffkosten und Zahl der verbrauchten Dark Templar sind unbekannt; 0 Mineralien + 2 Gas und zwei Dark Templar spiegeln den Archon.",
  "prov.protoss-corsair":
    "Kosten bestätigt, aber nur R setzt ihn auf den Brood-War-Marker Robotics Facility I (unbestätigt).",
  "prov.zerg-devourer":
    "Nur R beschreibt ihn (aus einem Mutalisken gebildet); der Name der ermöglichenden Technologie ist unbekannt.",
  "prov.zerg-infested-terran": "Unterstützungswert unbekannt (1 angenommen).",
  "prov.terran-combat-bw-01":
    "Die Quelle kennzeichnet diese Verstärkung mit 'useWorker' (eine Arbeiterbedingung), die nicht wiederhergestellt ist; nur +1 Lebenspunkt ist kodiert.",
  "prov.terran-combat-bw-06":
    "Welche zwei der fünfzehn Terraner-Karten der Brood-War-Zeit ohne Valkyrie in Brood War neu sind, ist unbekannt; diese gilt als neu (die letzten zwei der Quelle, wie bei den Protoss).",
  "prov.protoss-combat-bw-04":
    "Brood War fügt fünf Protoss-Karten hinzu; vier zeigen Brood-War-Einheiten, die fünfte gilt als diese dritte Schild-Verstärkung (die letzten Karten der Quelle sind die angehängten).",
  "prov.terran-heal":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl unbekannt; +2 als Lebenspunkte gelesen.",
  "prov.terran-optical-flare":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Wirkung aus Kurzschrift entschlüsselt.",
  "prov.protoss-mind-control":
    "Kosten aus dem verstümmelten SCBW-Reference-Blatt entschlüsselt (erst Mineralien, dann Gas; erschlossen); ein Exemplar laut Blatt.",
  "prov.protoss-feedback":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl unbekannt; Wirkungstext nicht wiederhergestellt.",
  "prov.zerg-kerrigan-psionic-storm":
    "Kerrigans Karte Psionic Storm: Bekannt ist nur, dass es sie gibt (ihre Anführerkarte bringt sie in den Kampfkartenstapel).",
  "prov.zerg-kerrigan-cloaking":
    "Kerrigans Karte Cloaking: Bekannt ist nur, dass es sie gibt (ihre Anführerkarte bringt sie in den Kampfkartenstapel).",
  "prov.protoss-summon-dark-archon":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl unbekannt.",
  "prov.protoss-maelstrom":
    "Kosten in keiner erreichbaren Quelle gedruckt (das Blatt zeigt 1); Anzahl unbekannt; defensive Lesart aus zwei schwachen Quellen.",
  "prov.zerg-devourer-aspect":
    "Name unbekannt: die Technologie, die aus Mutalisken Devourer macht (laut R). Name, Kosten und Anzahl sind Platzhalter.",
  "prov.subtle-planning":
    "Name und Stufe bekannt (ein Brood-War-Ereignis zu den Anführerkarten); sein Text ist unbekannt, die Wirkung ist ein Platzhalter.",
  "prov.supply-cache":
    "Brood War hat Ereignisse, die Ressourcenmarker verteilen; Name, Stufe und Mengen sind Platzhalter.",
  "prov.guarded-position":
    "Name und Wirkung sind Platzhalter für ein unbekanntes Brood-War-Ereignis der Stufe II.",
  "prov.erebus-station":
    "R kennzeichnet ein Gebiet als 'special' mit Wert 1; die Lesart als strategisches Gebiet (Goldfeld) ohne Eroberungspunkte ist erschlossen.",
  "prov.moria":
    "Laut U hat Moria fünf Gebiete; R bildet nur vier ab (eines ein Gasgebiet nur für Flieger, das auch 1 EP gibt). Das fünfte Gebiet ist unbekannt.",
  "prov.overmind-teeming-spawn":
    "Eine Quelle: Der Bau wird als normaler (silberner) Bau auf einem Planeten gelesen, auf dem ein Bau etwas bewirken kann, ausgeführt im Wahlschritt.",
  "prov.mengsk-the-sons-of-korhal":
    "Ob der Stern-Befehl als Sonderbefehl den Vorrat an Sonderbefehlen nutzt, ist nicht angegeben (gelesen: ja).",
  "prov.mengsk-scorched-earth-policy":
    "Eine Quelle: Der Kollateralschaden der Battlecruiser zählt einen Battlecruiser in der Front, der in der Schlacht nicht zerstört wurde.",
  "prov.raynor-storage-facilities":
    "Der Wortlaut der Quelle ist verstümmelt: Ressourcen für untätige Arbeiter, bis zu 3, ist eine Lesart.",
  "prov.raynor-covert-operations":
    "Eine Quelle: Ein Ghost aus der Reserve, der sich einem Mobilisieren anschließt, wird als Zug in ein Gebiet des aktiven Planeten gelesen, in das seine Einheiten ziehen könnten.",
  "prov.raynor-make-do-with-little":
    "Der Wortlaut der Quelle ist verstümmelt: Kodiert ist nur der kostenlose Arbeiter oder Transporter je Bauen-Befehl.",
  "prov.raynor-psi-disruptor":
    "Eine Quelle: „muss verlassen“ wird als Rückzugsregel gelesen (ein eigenes oder leeres Gebiet eines benachbarten Planeten über einen eigenen Transporter).",
  "prov.tassadar-warp-gate":
    "Wie Einheiten am Warp Gate gehalten werden, ist nicht angegeben: Gebaute Einheiten dürfen in sein Gebiet gestellt werden und am Ende jeder Umgruppierung von dort ausrücken (Lesart).",
  "prov.aldaris-conclave-fleet":
    "Welche Einheiten in Reserve gehalten werden dürfen, ist nur vage beschrieben (neu gebaute Einheiten angenommen).",
  "prov.sarah-kerrigan":
    "Ihr Einheitentyp ist nicht angegeben (kein Sacrifice deutet auf einen Infested Terran hin; erschlossen).",
};
