import type { AreaCatalog } from "../en";
import type { broodwar as english } from "../en/broodwar";

/** Deutsch: Brood War und seine Anführerkarten (Stufe, Anführerkarte, Held, Spielbereich). */
export const broodwar: AreaCatalog<typeof english> = {
  "scOptions.leadershipCards": "Anführerkarten (Brood War)",
  "lead.choose.title": "Wähle deine Anführerkarte für Stufe {stage}",
  "lead.choose.hint":
    "Geheime Wahl: die Karten aller Spieler werden aufgedeckt, sobald alle gewählt haben, und dann in Spielerreihenfolge abgehandelt.",
  "lead.choose.aria": "{card} wählen",
  "lead.choose.take": "Diese Karte nehmen",
  "lead.waiting":
    "Du hast {card} gewählt. Es {count, plural, one {fehlt noch # Spieler} other {fehlen noch # Spieler}}.",
  "lead.progress": "Wahl der Anführerkarten, Stufe {stage}: {chosen} von {asked} Spielern haben gewählt.",
  "lead.stage": "Stufe {stage}",
  "lead.kind.one-shot": "Einmalig",
  "lead.kind.play-area": "Spielbereich",
  "lead.kind.special-victory": "Sondersieg",
  "lead.kind.hero": "Held",
  "lead.kindTitle.one-shot": "Wird beim Aufdecken einmal abgehandelt und verlässt dann das Spiel.",
  "lead.kindTitle.play-area": "Bleibt im Spielbereich seines Besitzers und wirkt von dort.",
  "lead.kindTitle.special-victory":
    "Bleibt im Spielbereich; ohne sie gewinnt ihr Besitzer nur nach Punkten oder durch Ausschalten aller Gegner.",
  "lead.kindTitle.hero": "Bleibt im Spielbereich und bringt einen Helden auf den Spielplan.",
  "lead.hero": "Held: {hero}",
  "lead.forces": "Startaufstellung: {units}",
  "lead.forceUnit": "{count} × {unit}",
  "lead.forceWorkers": "{count, plural, one {# Arbeiter} other {# Arbeiter}}",
  "lead.forceTransports": "{count, plural, one {# Transporter} other {# Transporter}}",
  "lead.forceBases": "{count, plural, one {# Basis} other {# Basen}}",
  "lead.provisional": "vorläufig",
  "lead.provisionalTitle": "Vorläufig: unsere Lesart einer unklaren Quelle. {reason}",
  "lead.provisionalNoReason": "Vorläufig: unsere Lesart einer unklaren Quelle.",
  "lead.panel.title": "Anführer",
  "lead.panel.none": "Noch keine Anführerkarte aufgedeckt",
  "lead.panel.inPlay": "im Spiel",
  "lead.panel.gone": "abgehandelt, aus dem Spiel",
  "lead.panel.deck": "Anführerstapel ({count})",
  "lead.panel.taken": "gewählt",
  "lead.log.take": "{who} deckt die Anführerkarte {card} auf (Stufe {stage}).",
  "lead.log.hidden": "{who} wählt verdeckt eine Anführerkarte.",
  "lead.log.hero": "{who} bringt den Helden {hero} in {area} auf den Spielplan.",
  "lead.do.choose": "Die Anführerkarte {card} wählen (Stufe {stage})",
  "lead.do.placeHero": "Den Helden {hero} in {area} stellen",
  "lead.do.placeHeroReplace": "Den Helden {hero} in {area} stellen, anstelle einer deiner {unit}-Figuren",
  "lead.do.cpToken": "Einen besonderen Eroberungspunkte-Marker in {area} legen (Tactical Mastery)",
  "lead.do.installation": "Die Installation {installation} in {area} stellen",
  "lead.do.transport": "Einen Transporter auf die Route {route} legen (Return to Aiur)",
  "lead.do.planetToken": "Den Planetenmarker {planet} nehmen (Emperor Arcturus I)",
  "lead.do.influence": "{planet} nennen (Subtle Influence)",
  "lead.do.firstPlayer": "{who} zum Startspieler bestimmen (Emperor Arcturus I)",
  "lead.do.reorder": "Den untersten Befehl auf {planet} oben auf den Stapel legen (Khala Devotee)",
  "lead.do.skipReorder": "Die Befehlsstapel lassen, wie sie sind",
  "lead.do.sacrifice":
    "Deine Einheit {unit} opfern: alle Einheiten in {area} werden zerstört (Ultimate Sacrifice)",
  "lead.do.placeUnits": "{card}: {units} in {area} stellen",
  "lead.do.placeUnitGroup": "Die Einheitengruppe {n} der Karte in {area} stellen",
  "lead.do.warpUnit": "Warp Gate: {unit} vom Warptor nach {area} ziehen",
  "lead.do.endWarp": "Warp Gate: keine weiteren Einheiten vom Warptor ziehen",
  "lead.do.deployHeld": "Conclave Fleet: {unit} aus der Reserve nach {area} ziehen",
  "lead.do.endDeploy": "Conclave Fleet: keine weiteren Reserve-Einheiten ziehen",
  "lead.do.psiDisruptorRetreat":
    "Psi-Disruptor: deine Einheiten auf dem Planeten nach {area} ziehen (wer dort nicht stehen kann, wird zerstört)",
  "hero.mark": "Held",
  "hero.title": "{hero}, Held ({unit})",
  "lead.text.queen-of-blades-forward-planning":
    "Beginne mit zwei Basen: je eine auf jedem deiner beiden Startplaneten.",
  "lead.text.queen-of-blades-a-new-rising-power":
    "Sondersieg: in Stufe III drei Gebiete kontrollieren, die Eroberungspunkte geben.",
  "lead.text.queen-of-blades-glimpse-the-future":
    "Du legst alle Z-Achsen-Routen des Spielaufbaus; auf jede Route zu deinem Basisplaneten kommt ein Overlord, soweit deine Transporter reichen.",
  "lead.text.queen-of-blades-hasten-the-end":
    "Ziehe jetzt vier Ereigniskarten; sie werden im Ereignisschritt dieser Umgruppierung gespielt.",
  "lead.text.queen-of-blades-sarah-kerrigan":
    "Heldin Sarah Kerrigan (Infested Terran): sie nutzt immer die Hauptwerte ihrer Kampfkarte und opfert sich nie.",
  "lead.text.queen-of-blades-deathblow":
    "In der nächsten Ausführungsphase darf jeder Befehl, den du aufdeckst, als Spezial-Mobilisieren ausgeführt werden, außerhalb deines Vorrats an Spezialbefehlen.",
  "lead.text.queen-of-blades-subtle-influence":
    "Nenne einen Planeten, auf dem du mehr Einheiten hast als jeder einzelne Gegner: in der nächsten Planungsphase darf jeder andere Spieler dort höchstens einen Befehl legen.",
  "lead.text.overmind-endless-hunger": "Deine permanenten Ressourcen geben ein Mineral und ein Gas mehr.",
  "lead.text.overmind-the-swarm": "Sondersieg: in Stufe III Basen auf drei verschiedenen Planeten haben.",
  "lead.text.overmind-the-overmind":
    "Stelle die Installation Overmind nach deiner Startaufstellung auf; solange sie steht, bringt sie dir in jeder Umgruppierung 1 Eroberungspunkt.",
  "lead.text.overmind-cerebrate-daggoth":
    "Stelle den Cerebrate in ein Gebiet, das du kontrollierst; solange er steht, legst du in jeder Planungsphase vor allen anderen einen fünften Befehl.",
  "lead.text.overmind-torrasque":
    "Held Torrasque (Ultralisk): wurde er zerstört, kehrt er am Ende jeder Umgruppierung bei einer deiner Basen zurück.",
  "lead.text.overmind-the-swarm-flies": "Zerstöre auf jeder Route bis zu einen gegnerischen Transporter.",
  "lead.text.overmind-teeming-spawn":
    "Führe auf einem beliebigen Planeten einen Bauen-Befehl aus; danach sind alle deine Arbeiter wieder verfügbar.",
  "lead.text.mengsk-emperor-arcturus-i":
    "Bevor die Planeten verteilt werden, wählst du deine beiden Startplaneten selbst und bestimmst dann den Startspieler.",
  "lead.text.mengsk-terran-dominion":
    "Sondersieg: in Stufe III gleichzeitig jedes Gebiet zweier Planeten kontrollieren.",
  "lead.text.mengsk-the-sons-of-korhal": "Du erhältst den Stern-Befehlsmarker.",
  "lead.text.mengsk-the-norad-ii": "Held Norad II (Battlecruiser): +1 Lebenspunkt.",
  "lead.text.mengsk-tactical-mastery":
    "Lege zwei besondere Eroberungspunkte-Marker in Gebiete ohne gedruckte Eroberungspunkte; jeder zählt bis zum Spielende als 1 gedruckter Punkt.",
  "lead.text.mengsk-terran-civilization":
    "Alle deine Gebäude steigen kostenlos auf Stufe III; in der nächsten Ausführungsphase dürfen deine Befehle als Spezial-Bauen ausgeführt werden, außerhalb deines Vorrats an Spezialbefehlen.",
  "lead.text.mengsk-scorched-earth-policy":
    "Stelle zwei Battlecruiser oder zwei Siege Tanks in ein Gebiet, das du kontrollierst; deine Battlecruiser erhalten Kollateralschaden (Collateral Damage).",
  "lead.text.raynor-storage-facilities":
    "Zu Beginn jeder Umgruppierung erhältst du für jeden untätigen Arbeiter in deinem Vorrat einen Mineralien-Marker, höchstens drei.",
  "lead.text.raynor-raynors-raiders":
    "Sondersieg: in Stufe III sechs Gebiete mit Mineralien oder Gas kontrollieren.",
  "lead.text.raynor-covert-operations":
    "Drei Ghosts warten in deiner Reserve (neue Ghosts dürfen dazukommen); Reserve-Ghosts dürfen sich jedem deiner Mobilisieren-Befehle anschließen, als stünden sie auf dessen Planeten.",
  "lead.text.raynor-jim-raynor": "Held Jim Raynor (Vulture): +2 Lebenspunkte und +1 Angriff für seine Seite.",
  "lead.text.raynor-make-do-with-little":
    "Jeder deiner Bauen-Befehle gibt dir einen kostenlosen Arbeiter oder Transporter.",
  "lead.text.raynor-to-the-bitter-end": "Jeder Gegner verliert 2 Eroberungspunkte (nie unter 0).",
  "lead.text.raynor-psi-disruptor":
    "Nenne einen Planeten mit einer deiner Einheiten: gegnerische Einheiten müssen ihn verlassen; wer nicht kann, wird zerstört.",
  "lead.text.tassadar-orbital-platform": "Deine permanenten Ressourcen geben zwei Mineralien mehr.",
  "lead.text.tassadar-domination":
    "Sondersieg: in Stufe III mehr Gebiete kontrollieren als jeder andere Spieler.",
  "lead.text.tassadar-warp-gate": "Du erhältst die Installation Warp Gate.",
  "lead.text.tassadar-gantrithor":
    "Held Gantrithor (Carrier): +1 Lebenspunkt; wird er zerstört, darfst du eine Einheit, Installation oder Basis auf seinem Planeten zerstören.",
  "lead.text.tassadar-zeratul":
    "Held Zeratul (Dark Templar): +1 Angriff und +1 Lebenspunkt; zu Beginn jeder seiner Schlachten verliert sein Gegner eine Bodeneinheit.",
  "lead.text.tassadar-ultimate-sacrifice":
    "Zerstöre eine deiner Einheiten: alle Einheiten in einem anderen besetzten Gebiet ihres Planeten werden ebenfalls zerstört.",
  "lead.text.tassadar-return-to-aiur":
    "Lege bis zu acht deiner Transporter auf Routen, einen je Route; bis zum Ende der nächsten Runde kann keiner deiner Transporter zerstört werden.",
  "lead.text.aldaris-riches-of-aiur":
    "Am Ende jeder Umgruppierung stellst du bis zu zwei deiner teilweise erschöpften Ressourcenkarten wieder her; Gegner können deine Gebiete nicht erschöpfen.",
  "lead.text.aldaris-predestined":
    "Sondersieg: gewinne, wenn zwei „The End Draws Near“ im Spiel sind; solange diese Karte im Spiel ist, brauchen die anderen 20 Eroberungspunkte zum Sieg.",
  "lead.text.aldaris-conclave-fleet":
    "Neu gebaute Einheiten dürfen in Reserve warten; wird ein Mobilisieren-Befehl aufgedeckt, darfst du Reserve-Einheiten in ein Gebiet mit deiner Basis ziehen, das du kontrollierst.",
  "lead.text.aldaris-fenix":
    "Held Fenix (Dragoon): +2 Lebenspunkte; er nutzt sowohl High-Templar- als auch Dragoon-Karten.",
  "lead.text.aldaris-khala-devotee":
    "Am Ende jeder Planungsphase darfst du den untersten Befehl eines Stapels nach oben legen.",
  "lead.text.aldaris-the-will-of-the-conclave":
    "In der nächsten Planungsphase legst du in jedem Zug zwei Befehle, insgesamt bis zu acht.",
  "lead.text.aldaris-destiny": "In dieser Umgruppierungsphase kann niemand gewinnen.",
  "scOptions.optionalRules": "Optionale Regeln",
  "scOptions.moreStartingPlanets": "Mehr Start-Planetenplättchen (3 Planeten ziehen, 2 auslegen)",
  "scOptions.largerGalaxy": "Größere Galaxie (je 3 Planeten, keine Sondersiegkarten, 25 Eroberungspunkte)",
  "scOptions.planetRulesExclusive": "nicht zusammen mit der anderen Startplaneten-Regel",
  "scOptions.mode": "Spielmodus",
  "scOptions.mode.standard": "Standard",
  "scOptions.mode.galacticConquest":
    "Galaktische Eroberung (keine Eroberungspunkte: wer als Letzter übrig bleibt, gewinnt)",
  "scOptions.mode.survival":
    "Überleben (ohne Basis ausgeschieden; Eroberungspunkte werden zu Ressourcenmarkern)",
  "scOptions.mode.fasterSurvival": "Schnelles Überleben (Überleben mit 3 Basen pro Fraktion)",
  "scOptions.mode.teamPlay":
    "Teamspiel (Zweierteams, Partner sitzen sich gegenüber; ein Team gewinnt mit 30 Eroberungspunkten, 40 gegen Aldaris)",
  "scOptions.teamPlayNeedsPlayers": "Das Teamspiel braucht 4 oder 6 Spieler",
  "scOptions.modeNeedsBroodWar": "Überleben und Schnelles Überleben brauchen Brood War",
  "scOptions.modeExcludesRules": "ein Spielmodus wird ohne optionale Regeln gespielt",
  "scOptions.modeNeedsLeadership": "ein Spielmodus wird mit den Anführerkarten gespielt",
  "sc.do.takeMineralToken": "Überleben: einen Mineralien-Ressourcenmarker nehmen",
  "sc.do.takeGasToken": "Überleben: einen Gas-Ressourcenmarker nehmen",
  "sc.prompt.survival-tokens":
    "Überleben: für einen erzielten Eroberungspunkt einen Ressourcenmarker nehmen (Mineralien oder Gas)",
  "lead.choose.noVictoryInMode":
    "In diesem Spielmodus gewinnt nur, wer als Letzter übrig bleibt: Diese Karte bringt ihre Startaufstellung, nicht ihren Sieg.",
  "sc.mode.label": "Spielmodus und optionale Regeln",
  "sc.mode.galacticConquest": "Galaktische Eroberung",
  "sc.mode.galacticConquestWin":
    "Keine Eroberungspunkte und keine Ereignisse „Das Ende naht“: Wer als Letzter im Spiel übrig bleibt, gewinnt.",
  "sc.mode.survival": "Überleben",
  "sc.mode.survivalWin":
    "Wer als Letzter übrig bleibt, gewinnt. Wer keine Basis mehr hat, scheidet aus, und eine zerstörte Basis verlässt das Spiel. Jeder Eroberungspunkt, den du erzielen würdest, wird zu einem Ressourcenmarker deiner Wahl.",
  "sc.mode.fasterSurvival": "Schnelles Überleben",
  "sc.mode.fasterSurvivalWin":
    "Überleben mit nur 3 Basen pro Fraktion: Wer als Letzter übrig bleibt, gewinnt. Wer keine Basis mehr hat, scheidet aus, und eine zerstörte Basis verlässt das Spiel. Jeder Eroberungspunkt, den du erzielen würdest, wird zu einem Ressourcenmarker deiner Wahl.",
  "sc.mode.bases": "{onBoard, plural, one {# Basis} other {# Basen}} auf dem Spielplan, höchstens {limit}",
  "sc.mode.roundLimit":
    "Rundenlimit dieses Tisches: Sind nach Runde {rounds} noch mehrere Spieler im Spiel, entscheiden die Gleichstandsregeln (Ressourcen, dann Gebiete, Basen und Arbeiter).",
  "sc.mode.out": "ausgeschieden",
  "sc.rule.label": "Optionale Regeln:",
  "sc.rule.noLeadership": "Ohne Anführerkarten",
  "sc.survival.title": "Überleben: Deine Eroberungspunkte werden zu Ressourcen",
  "sc.survival.hint":
    "Nimm für jeden erzielten Eroberungspunkt einen Ressourcenmarker: noch {count, plural, one {# Marker} other {# Marker}} zu nehmen.",
  "sc.survival.minerals": "Mineralienmarker",
  "sc.survival.gas": "Gasmarker",
  "sc.survival.held": "du hast {count}",
  "battle.originalTop": "Oberste Karte des Stapels von {name}",
  "battle.originalTopLabel": "Die oberste Karte des Stapels von {name}, verdeckt (Gedankenkontrolle)",
};
