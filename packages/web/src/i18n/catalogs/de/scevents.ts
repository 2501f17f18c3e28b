import type { AreaCatalog } from "../en";
import type { scevents as english } from "../en/scevents";

/**
 * German: the event cards' effects and the factions' special victories (see ../en/scevents.ts).
 * Gebiet, Planet, Transporter, Navigationsroute, Arbeiter, Erschöpfung, Stufe, Umgruppierungsphase,
 * Kampfkarten, Scharmützel, Eroberungspunkte; unit and card names stay as they are.
 */
export const scevents: AreaCatalog<typeof english> = {
  "sc.eventText.orbital-construction-yard": "Kaufe jetzt ein Modul für eine Ressource weniger.",
  "sc.eventText.shifting-routes":
    "Versetze eine Z-Achsen-Route, sodass sie ein anderes Planetenpaar verbindet.",
  "sc.eventText.stellar-maelstrom": "Zerstöre alle Transporter auf einer Navigationsroute.",
  "sc.eventText.technological-advance": "Kaufe jetzt eine Technologie für eine Ressource weniger.",
  "sc.eventText.base-construction": "Baue jetzt eine Basis für eine Ressource weniger.",
  "sc.eventText.industrial-strategy":
    "Spiele eine weitere der Ereigniskarten, die du diese Runde gezogen hast. Nur einmal pro Umgruppierungsphase nutzbar.",
  "sc.eventText.material-shortage": "Ein Rohstoffgebiet wird teilweise erschöpft.",
  "sc.eventText.rich-vein": "Ein teilweise erschöpftes Gebiet wird wieder aufgefüllt.",
  "sc.eventText.rapid-deployment":
    "Stelle kostenlose Einheiten in ein eigenes oder leeres Gebiet: 2 Marines, 1 Zealot oder 2 Zerglinge.",
  "sc.eventText.air-patrol":
    "Stelle einen kostenlosen Wraith, Scout oder Mutalisk in ein Gebiet mit deiner Basis.",
  "sc.eventText.logistics":
    "Baue bis zu zwei Arbeiter oder Transporter; eine Ressource wird für dich bezahlt.",
  "sc.eventText.scouting-reports": "Ziehe zwei Ereigniskarten verdeckt.",
  "sc.eventText.monument-of-glory": "Zahle 1 Mineral und 1 Gas für 1 Eroberungspunkt.",
  "sc.eventText.urgent-mobilization": "Ziehe jetzt Einheiten in ein eigenes oder leeres Gebiet.",
  "sc.eventText.emergency-production":
    "Baue Einheiten bis zu deinem Baulimit; eine Ressource wird für dich bezahlt.",
  "sc.eventText.volcanic-eruption":
    "Zerstöre in einem Gebiet eine gegnerische Einheit, die 2 oder weniger kostet.",
  "sc.eventText.reinforcements":
    "Stelle kostenlose Einheiten in ein eigenes oder leeres Gebiet (ein Gebiet mit nur einer gegnerischen Basis ist nicht leer): 2 Firebats, 2 Zealots oder 2 Hydralisken.",
  "sc.eventText.flawless-defense-plan":
    "Bleibt in deinem Spielbereich; verteidigst du eine Schlacht, erhalten deine Einheiten in jedem Scharmützel +2 Lebenspunkte (nicht mit einem Wachmarker).",
  "sc.eventText.cease-fire": "Bleibt in deinem Spielbereich; wirst du angegriffen, sage diese Schlacht ab.",
  "sc.eventText.intercepted-transmissions":
    "Bleibt in deinem Spielbereich; in einer Schlacht legt der Gegner seine Kampfkarten zuerst und offen aus.",
  "sc.eventText.stellar-storm": "Zerstöre auf einer Navigationsroute die Transporter deiner Wahl.",
  "sc.eventText.technological-breakthrough": "Nimm eine Technologie kostenlos.",
  "sc.eventText.brilliant-engineering": "Nimm ein Modul kostenlos.",
  "sc.eventText.forward-base": "Baue eine Basis kostenlos.",
  "sc.eventText.advanced-development": "Nimm die nächste Stufe einer Gebäudeleiste kostenlos.",
  "sc.eventText.resource-crisis": "Ein Rohstoffgebiet rückt zwei Schritte in Richtung Erschöpfung.",
  "sc.eventText.untapped-reserves": "Ein Rohstoffgebiet rückt zwei Schritte zurück in Richtung voll.",
  "sc.eventText.air-support-wing":
    "Stelle einen kostenlosen Battlecruiser, Carrier oder Guardian und Scourge in ein Gebiet mit deiner Basis.",
  "sc.eventText.informant":
    "Nimm eine Ereigniskarte, die ein anderer Spieler in dieser Phase hält, und spiele sie, als wäre sie deine.",
  "sc.eventText.supply-lines":
    "Baue bis zu vier Arbeiter oder Transporter; zwei Ressourcen werden für dich bezahlt.",
  "sc.eventText.progressive-strategy": "Spiele auch die oberste Karte des Ereignisstapels.",
  "sc.eventText.create-wonder": "Erhalte 1 Eroberungspunkt.",
  "sc.eventText.energy-storm":
    "Wähle einen Planeten: Jedes seiner Gebiete verliert eine Einheit, die 2 oder weniger kostet (nach Wahl des Besitzers).",
  "sc.eventText.surprise-assault":
    "Ziehe jetzt Einheiten in ein beliebiges Gebiet; sind dort Gegner, kommt es zur Schlacht.",
  "sc.eventText.war-production":
    "Baue Einheiten bis zu deinem Baulimit; zwei Ressourcen werden für dich bezahlt.",
  "sc.eventText.field-intelligence": "Ziehe zwei Kampfkarten.",
  "sc.eventText.versatile-strategy": "Spiele eine zweite Ereigniskarte, die du in dieser Phase hältst.",
  "sc.eventText.swift-command": "Lege in der nächsten Planungsphase einen zusätzlichen Befehl.",
  "sc.eventText.the-end-draws-near":
    "Muss gespielt werden. Bleibt im gemeinsamen Spielbereich; liegen dort zwei oder mehr, endet die Partie. Erhalte 1 Eroberungspunkt.",
  "sc.eventText.heavy-reinforcements":
    "Stelle einen kostenlosen Siege Tank, Reaver oder Ultralisken in ein eigenes oder leeres Gebiet.",
  "sc.eventText.capital-ships":
    "Stelle einen kostenlosen Battlecruiser, Carrier oder Guardian und Scourge in ein Gebiet mit deiner Basis.",
  "sc.eventText.scientific-revolution": "Nimm eine Technologie kostenlos.",
  "sc.eventText.master-engineering": "Nimm ein Modul kostenlos.",
  "sc.eventText.new-colony": "Baue eine Basis kostenlos.",
  "sc.eventText.full-mobilization-of-industry": "Nimm die nächste Stufe einer Gebäudeleiste kostenlos.",
  "sc.eventText.strip-mining": "Ein Rohstoffgebiet rückt zwei Schritte in Richtung Erschöpfung.",
  "sc.eventText.mother-lode": "Ein Rohstoffgebiet rückt zwei Schritte zurück in Richtung voll.",
  "sc.eventText.psionic-tempest":
    "Wähle einen Planeten: Jedes seiner Gebiete verliert eine Einheit, die 3 oder weniger kostet; Transporter dort werden zerstört.",
  "sc.eventText.planetary-cataclysm":
    "Zerstöre in einem Gebiet eine gegnerische Einheit, die 4 oder weniger kostet, und jede Basis dort.",
  "sc.eventText.all-out-assault":
    "Ziehe jetzt Einheiten in ein beliebiges Gebiet; sind dort Gegner, kommt es zur Schlacht.",
  "sc.eventText.total-war": "Baue Einheiten bis zu deinem Baulimit; zwei Ressourcen werden für dich bezahlt.",
  "sc.eventText.glorious-triumph": "Erhalte 1 Eroberungspunkt.",
  "sc.eventText.retreat":
    "Bleibt in deinem Spielbereich; wirst du angegriffen, findet die Schlacht nicht statt: Alle deine Einheiten in diesem Gebiet ziehen gemeinsam in ein eigenes oder leeres Gebiet desselben Planeten (was nicht hineinpasst, wird zerstört). Die Einheiten des Angreifers bleiben; alle über dem Einheitenlimit des Gebiets werden zerstört.",
  "sc.eventText.decisive-strategy": "Spiele auch eine weitere Ereigniskarte, die du hältst.",
  "sc.eventText.subtle-planning": "Wähle bei der nächsten Anführerwahl, nachdem die anderen aufgedeckt sind.",
  "sc.eventText.supply-cache": "Nimm 1 Mineralien- und 1 Gas-Ressourcenmarker.",
  "sc.eventText.mineral-windfall": "Nimm 2 Mineralien-Ressourcenmarker.",
  "sc.eventText.heroic-strategy": "Stelle einen deiner zerstörten Helden zurück in ein eigenes Gebiet.",
  "sc.eventText.vespene-surge": "Nimm 2 Gas-Ressourcenmarker.",
  "sc.eventText.guarded-position":
    "Bleibt in deinem Spielbereich; verteidigst du eine Schlacht, erhalten deine Einheiten in jedem Scharmützel +2 Lebenspunkte (nicht mit einem Wachmarker).",
  "sc.eventText.inspiring-leadership":
    "Handle eine einmalige Anführerkarte, die du früher gespielt hast, erneut ab.",
  "sc.factionText.raynor": "Sondersieg: Kontrolliere in Stufe III sechs Gebiete mit Mineralien oder Gas.",
  "sc.factionText.mengsk": "Sondersieg: Kontrolliere in Stufe III gleichzeitig alle Gebiete zweier Planeten.",
  "sc.factionText.tassadar": "Sondersieg: Kontrolliere in Stufe III mehr Gebiete als jeder andere Spieler.",
  "sc.factionText.aldaris":
    "Sondersieg: Die anderen brauchen 20 Eroberungspunkte zum Sieg; Aldaris gewinnt, wenn zwei „The End Draws Near“ im Spiel sind.",
  "sc.factionText.queen-of-blades":
    "Sondersieg: Kontrolliere in Stufe III drei Gebiete, die Eroberungspunkte geben.",
  "sc.factionText.overmind": "Sondersieg: Habe in Stufe III Basen auf drei verschiedenen Planeten.",
  "sc.cardText.terran-stim-packs": "Infanterie-Kampfkarte: hoher Angriff, wenig Lebenspunkte.",
  "sc.cardText.terran-bunker":
    "Verstärkung für Kämpfe in einem Gebiet mit deiner eigenen Basis: zusätzliche Lebenspunkte, nie zusammen mit einem Wachmarker.",
  "sc.cardText.terran-nuke": "Ghost-Kampfkarte, die einen Atomschlag auslöst, solange der Ghost lebt.",
  "sc.cardText.terran-lockdown": "Verstärkung, die ein gegnerisches Fahrzeug oder Raumschiff lahmlegt.",
  "sc.cardText.terran-cloaking-field": "Verstärkung: Der Wraith oder Ghost ist getarnt.",
  "sc.cardText.terran-spider-mines":
    "Vulture-Kampfkarte, deren Minen Bodeneinheiten Flächenschaden zufügen, außer der Gegner hat einen Detektor.",
  "sc.cardText.terran-charon-boosters":
    "Wenn du verteidigst, verliert der Angreifer eine seiner fliegenden Einheiten (seine Wahl).",
  "sc.cardText.terran-siege-mode": "Siege-Tank-Kampfkarte mit sehr hohen Werten.",
  "sc.cardText.terran-irradiate": "Verstärkung mit einem unterstützenden Science Vessel: Flächenschaden.",
  "sc.cardText.terran-emp-shockwave": "Verstärkung, die eine gegnerische Karte aufhebt.",
  "sc.cardText.terran-vessel-research": "Platzhalter für die namenlose dritte Science-Vessel-Technologie.",
  "sc.cardText.terran-battlecruiser-weapons": "Platzhalter für die namenlose Battlecruiser-Technologie.",
  "sc.cardText.protoss-leg-enhancements":
    "Der Gegner zerstört eine seiner Bodeneinheiten, die weniger kostet als deine Fronteinheit (umgewandelte Einheiten zählen, was sie verbraucht haben).",
  "sc.cardText.protoss-singularity-charge": "Dragoon-Verstärkung: +1 Angriff und +1 Lebenspunkt.",
  "sc.cardText.protoss-psionic-storm":
    "Verstärkung mit einem unterstützenden High Templar: Flächenschaden, wenn deine Fronteinheit ihren Gegner zerstört.",
  "sc.cardText.protoss-hallucination": "Verstärkung, die eine gegnerische Kampfkarte aufhebt.",
  "sc.cardText.protoss-summon-archon":
    "Erlaubt, auf dem aktiven Planeten Archons aus zwei High Templar zu bauen.",
  "sc.cardText.protoss-increased-reaver-capacity":
    "Reaver-Kampfkarte mit hohen Werten und Flächenschaden am Boden.",
  "sc.cardText.protoss-stasis-field": "Verstärkung, die beide Fronteinheiten einfriert (kein Angriff).",
  "sc.cardText.protoss-recall": "Ziehe eine Einheit in ein Gebiet mit einem deiner Arbiter.",
  "sc.cardText.protoss-arbiter-cloaking": "Platzhalter für die namenlose dritte Arbiter-Technologie.",
  "sc.cardText.protoss-carrier-interceptors": "Platzhalter für die namenlose Carrier-Technologie.",
  "sc.cardText.zerg-metabolic-boost":
    "Ein angreifender Zergling, der gegen eine Bodeneinheit schon genug Stärke hat, erhält +2 Lebenspunkte.",
  "sc.cardText.zerg-burrow": "Zergling- oder Hydralisken-Karte ohne Angriff, die die Einheit tarnt.",
  "sc.cardText.zerg-chitinous-plating": "Ultralisken-Kampfkarte mit sehr vielen Lebenspunkten.",
  "sc.cardText.zerg-parasite": "Ortung, und der Gegner zeigt dir seine Kampfkarten.",
  "sc.cardText.zerg-ensnare": "Verstärkung: Ortung, +1 Angriff, und der Gegner erhält keine Unterstützung.",
  "sc.cardText.zerg-spawn-broodling":
    "Verstärkung: Nach dem Zerstörungsschritt zerstört der Gegner eine seiner Bodeneinheiten im Scharmützel.",
  "sc.cardText.zerg-plague": "Verstärkung: Ortung und ein starker Angriffsbonus.",
  "sc.cardText.zerg-dark-swarm":
    "Verstärkung: Gegnerische Fernkampfeinheiten können deine Fronteinheit am Boden nicht zerstören.",
  "sc.cardText.zerg-consume": "Zerstöre eine deiner Einheiten oder Arbeiter, um drei Kampfkarten zu ziehen.",
  "sc.cardText.zerg-guardian-aspect":
    "Erlaubt, Mutalisken auf dem aktiven Planeten in Guardians zu verwandeln.",
  "sc.cardText.zerg-improved-flyer-attack": "Verstärkung für fliegende Zerg: +1 Angriff.",
  "sc.cardText.terran-heal": "Medic-Verstärkung: +2 Lebenspunkte für Infanterie.",
  "sc.cardText.terran-optical-flare":
    "Medic-Verstärkung: Die unterstützenden Einheiten des Gegners tragen nichts bei.",
  "sc.cardText.terran-restoration": "Ziehe eine weitere Kampfkarte.",
  "sc.cardText.protoss-summon-dark-archon":
    "Erlaubt, auf dem aktiven Planeten Dark Archons aus Dark Templar zu bauen.",
  "sc.cardText.protoss-mind-control":
    "Verstärkung: Übernimm die gegnerische Fronteinheit (höchstens zwei je Fraktion; Helden sind immun).",
  "sc.cardText.protoss-feedback":
    "Verstärkung, die die Verstärkung oder die Hilfseinheiten des Gegners bestraft.",
  "sc.cardText.protoss-maelstrom": "Gegner können nicht in ein Gebiet mit deinem Dark Archon ziehen.",
  "sc.cardText.protoss-disruption-web":
    "Corsair-Verstärkung: Die Luftunterstützung des Gegners gibt keinen Bonus.",
  "sc.cardText.zerg-lurker-aspect": "Erlaubt, Hydralisken auf dem aktiven Planeten zu Lurkern zu mutieren.",
  "sc.cardText.zerg-infest-command-center":
    "Erhalte Infested Command Centers; Infested Terrans werden auf Planeten gebaut, die eines haben.",
  "sc.cardText.zerg-devourer-aspect":
    "Erlaubt, Mutalisken auf dem aktiven Planeten in Devourer zu verwandeln.",
  "sc.cardText.zerg-kerrigan-psionic-storm": "Kerrigans Verstärkung mit Flächenschaden.",
  "sc.cardText.zerg-kerrigan-cloaking": "Kerrigans Verstärkung mit Tarnung.",
};
