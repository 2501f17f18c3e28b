/**
 * Deutsch. StarCraft terms as in the German edition's usage (Befehl, Mobilisieren, Bauen,
 * Forschen, Planet, Gebiet, Basis, Arbeiter, Transporter, Schlacht, Scharmützel,
 * Verstärkungskarte, Eroberungspunkte, Runde); Eclipse words from the German quick reference
 * (/work/shared/rules/eclipse-quick-reference-german.txt: Runde, Aktion, passen, Forschung).
 * Proper names stay.
 */
import type { AreaCatalog } from "../en";
import type { core as english } from "../en/core";

export const core: AreaCatalog<typeof english> = {
  "app.tagline": "Ein Spieltisch, der die Regeln von StarCraft: The Board Game durchsetzt.",
  "app.language": "Sprache",
  "app.backToLobby": "Zurück zur Lobby",

  "ruleset.tictactoe": "Tic-Tac-Toe",
  "ruleset.rps": "Schere, Stein, Papier",

  "lobby.cannotReach": "Der Server ist nicht erreichbar: {detail}",
  "lobby.loadingRulesets": "Spiele werden geladen…",
  "lobby.myGames": "Meine Partien",
  "lobby.loading": "Wird geladen…",
  "lobby.noGames": "In diesem Browser gibt es noch keine Partien.",
  "lobby.players": "{count, plural, one {# Spieler} other {# Spieler}}",
  "lobby.seat": "Platz {seat}",
  "lobby.status.active": "läuft",
  "lobby.status.finished": "beendet",
  "lobby.yourTurn": "du bist dran",
  "lobby.replay": "Wiederholung",
  "lobby.watchTitle": "Einer Partie zusehen",
  "lobby.watchLabel": "Kennung der Partie zum Zusehen",
  "lobby.watchPlaceholder": "Partie-Kennung",
  "lobby.watch": "Zusehen",

  "create.title": "Neue Partie",
  "create.label": "Partie anlegen",
  "create.noRuleset": "Dieser Server bietet kein Spiel an.",
  "create.game": "Spiel",
  "create.players": "Spieler",
  "create.seed": "Startwert",
  "create.seedPlaceholder": "zufällig",
  "create.seat": "Platz",
  "create.who": "Wer",
  "create.nameOrBot": "Name / Bot",
  "create.seatKind": "Art von Platz {seat}",
  "create.seatName": "Name auf Platz {seat}",
  "create.seatBot": "Bot auf Platz {seat}",
  "create.seatStrength": "Stärke des Bots auf Platz {seat}",
  "create.human": "Mensch",
  "create.bot": "Bot",
  "create.yourName": "Dein Name",
  "create.friend": "Freund (Einladungslink)",
  "create.bot.random": "Zufall (spielt irgendeinen erlaubten Zug)",
  "create.bot.heuristic": "Heuristik (vernünftig)",
  "create.bot.mcts": "MCTS (stark, langsamer)",
  "create.strength.easy": "leicht",
  "create.strength.normal": "normal",
  "create.strength.hard": "schwer",
  "create.creating": "Wird angelegt…",
  "create.submit": "Partie anlegen",

  "scOptions.factions": "Fraktionen",
  "scOptions.choose": "von jedem Spieler gewählt, in Spielreihenfolge",
  "scOptions.random": "zufällig verteilt",
  "scOptions.broodWar": "Brood War",
  "scOptions.disposable": "Einweg-Spezialbefehle",
  "scOptions.roundLimit": "Rundenlimit",

  "game.loading": "Partie wird geladen…",
  "game.loadFailed": "Diese Partie konnte nicht geladen werden.",
  "game.title": "{title} · Partie",
  "game.spectator": "Zuschauer",
  "game.you": "Du: {name}",
  "game.connection": "Verbindung zum Server",
  "game.conn.live": "● verbunden",
  "game.conn.polling": "◐ verbindet neu",
  "game.conn.loading": "verbindet",
  "game.conn.error": "getrennt",
  "game.undo": "Zurücknehmen",
  "game.undoTitle": "Deine letzte Aktion zurücknehmen",
  "game.replay": "Wiederholung",
  "game.yourDecision": "Deine Entscheidung: {prompt}",
  "game.waitingFor": "Warten auf {who}…",
  "game.waitingServer": "den Server",
  "game.alsoDeciding": " · entscheiden ebenfalls: {who}",
  "game.invitations": "Einladungslinks",
  "game.spectatorLink": "Link für Zuschauer:",
  "game.link": "Link",
  "game.copy": "Kopieren",
  "game.seat": "Platz {seat}",
  "game.bot": "Bot",
  "game.tabYourTurn": "● Du bist dran · ",
  "game.over": "Partie beendet — {result} ({reason})",
  "game.won": "{winners} gewinnt",
  "game.draw": "unentschieden",
  "game.scores": " · Punkte: {scores}",
  "game.youWon": " — du hast gewonnen!",

  "actions.label": "Alle erlaubten Aktionen",
  "actions.title": "Alle deine erlaubten Aktionen ({count})",
  "actions.filter": "Aktionen filtern…",
  "actions.filterLabel": "Aktionen filtern",
  "log.label": "Ereignisprotokoll",
  "log.empty": "Noch ist nichts geschehen.",

  "sc.conquestLabel": "Eroberungsleiste",
  "sc.conquestTitle": "Eroberungspunkte (Ziel {goal})",
  "sc.choose": "Wähle",
  "sc.panelLabel": "Platz {seat}: {name}",
  "sc.you": "du",
  "sc.firstPlayerTitle": "Startspieler",
  "sc.firstPlayer": "① Start",
  "sc.eliminated": "ausgeschieden",
  "sc.team.trackLabel": "Eroberungspunkte der Teams",
  "sc.team.trackTitle": "Teams: Eroberungspunkte (Ziel)",
  "sc.team.name": "Team {team}",
  "sc.team.partner": "Partner: {partner}",
  "sc.cp": "Eroberungspunkte",
  "sc.workers": "Arbeiter",
  "sc.workersPool": "{pool} im Vorrat",
  "sc.workersUnavailable": ", {count} nicht verfügbar",
  "sc.forces": "Streitkräfte",
  "sc.forcesText":
    "{units, plural, one {# Einheit} other {# Einheiten}} · {bases, plural, one {# Basis} other {# Basen}} · {transports, plural, one {# Transporter} other {# Transporter}}",
  "sc.orders": "Befehle",
  "sc.ordersPlaced": "{count} in dieser Runde gelegt",
  "sc.buildings": "Gebäude",
  "sc.none": "keine",
  "sc.modules": "Module",
  "sc.slots": " (Plätze: {count})",
  "sc.specialPool": "Vorrat an Spezialbefehlen",
  "sc.specialPoolText": "{count} von {max} (einer je F&E-Modul)",
  "sc.guards": "Wachmarker",
  "sc.techs": "Technologien",
  "sc.resourceTokens": "Ressourcenmarker",
  "sc.tokenMinerals": "{count, plural, one {# Mineral} other {# Mineralien}}",
  "sc.tokenGas": "{count} Gas",
  "sc.events": "Ereignisse",
  "sc.faceDown": "{count} verdeckt",
  "sc.inPlay": " · im Spiel: ",
  "sc.resourceCards": "Ressourcenkarten",
  "sc.permanentMinerals": "Dauerhafte Mineralien",
  "sc.permanentGas": "Dauerhaftes Gas",
  "sc.workersOn": " · Arbeiter {count}",
  "sc.mineralTokens": "Mineralienmarker · {count}",
  "sc.gasTokens": "Gasmarker · {count}",
  "sc.partiallyDepleted": " · teilweise erschöpft",
  "sc.depleted": " · erschöpft",
  "sc.yourEvents": "Deine Ereignisse",
  "sc.hand": "Hand ({count})",
  "sc.inBattle": " · in der Schlacht",
  "sc.faceDownCard": "verdeckt",
  "sc.faceDownEvent": "Ein verdecktes Ereignis",
  "sc.handHidden": "{count, plural, one {# Karte, verdeckt} other {# Karten, verdeckt}}",
  "sc.stage": "Stufe {stage}",
  "sc.provisional": "(vorläufig)",
  "sc.provisionalTitle": "Der gedruckte Text ist unbekannt; dies ist unsere Lesart der Quellen.",

  "sc.round": "Runde",
  "sc.phase": "Phase",
  "sc.stageLabel": "Stufe",
  "sc.phase.setup": "Spielaufbau",
  "sc.phase.planning": "Planung",
  "sc.phase.execution": "Ausführung",
  "sc.phase.regrouping": "Umgruppierung",
  "sc.phase.over": "Beendet",
  "sc.decision": "Entscheidung: {kind}",
  "sc.nextStartUnit": "nächste Starteinheit:",
  "sc.decisions": "Entscheidungen",
  "sc.hint.move": "Einheit gewählt: klicke ein hervorgehobenes Gebiet an, um sie dorthin zu ziehen.",
  "sc.hint.zRoute": "Routenende gewählt: klicke das andere Ende der Z-Achsen-Route an.",
  "sc.hint.pair": "Einheit gewählt: klicke die gegnerische Einheit an, gegen die sie kämpft.",
  "sc.hint.support": "Einheit gewählt: klicke das Scharmützel an, das sie unterstützt.",
  "sc.hint.place": "Karte gewählt: klicke das Scharmützel an, auf das sie kommt.",
  "sc.hint.other": "Gewählt: wähle den nächsten Schritt.",
  "sc.cancel": "Abbrechen",
  "sc.previewHere": "{planet} hier als Vorschau",
  "sc.module": "Modul {module}",
  "sc.paying": "Bezahlung für {name}",
  "sc.owed": ": noch offen",
  "sc.owedMinerals": "{count, plural, one {# Mineral} other {# Mineralien}}",
  "sc.owedAnd": "und",
  "sc.owedGas": "{count} Gas",
  "sc.payHint":
    ". Setze jeweils einen Arbeiter auf eine Ressourcenkarte, die du besitzt (hervorgehoben in deinem Bereich und auf der Karte).",
  "sc.discount": " Ein Rabatt durch goldenes Bauen ist verfügbar.",

  "sc.loading": "StarCraft-Komponenten werden geladen…",
  "card.faceDown": "eine verdeckte Karte",
  "card.statsTitle": "Angriff und Lebenspunkte, wenn eine abgebildete Einheit kämpft",
  "card.otherUnits": "andere Einheiten",
  "card.reinforcement": "Verstärkung",
  "card.tech": "Technologie · {minerals, plural, one {# Mineral} other {# Mineralien}}, {gas} Gas",
  "card.event": "Ereignis · Stufe {stage}",
  "card.provisional": "vorläufig",
  "card.provisionalTitle": "In unseren Quellen nicht gedruckt: unsere Lesart",

  "place.label": "Planet legen",
  "place.turned": "gedreht um {degrees}°",
  "place.sides": "Routenanschlüsse: {sides}",
  "place.noSide": "kein Routenanschluss",
  "place.north": "Norden",
  "place.east": "Osten",
  "place.south": "Süden",
  "place.west": "Westen",
  "place.clickCell": "Klicke ein hervorgehobenes Feld an, um ihn dort als Vorschau zu sehen.",
  "place.turnLabel": "Planeten drehen",
  "place.turn": "⟳ Drehen",
  "place.confirm": "{planet} hier legen",
  "faction.label": "Wähle eine Fraktion",
  "faction.handLimit": "Handlimit",
  "faction.handLimitValue": "{count, plural, one {# Karte} other {# Karten}}",
  "faction.moduleSlots": "Modulplätze",
  "faction.startsWith": "Beginnt mit",
  "faction.workers": ", {count, plural, one {# Arbeiter} other {# Arbeiter}}",
  "faction.transports": ", {count, plural, one {# Transporter} other {# Transporter}}",
  "faction.permanent": "Dauerhaft",
  "faction.permanentValue": "{minerals, plural, one {# Mineral} other {# Mineralien}}, {gas} Gas",
  "faction.play": "{faction} spielen",

  "battle.label": "Schlacht",
  "battle.title": "Schlacht auf {planet}, Gebiet {area}",
  "battle.attacker": "Angreifer: {name}",
  "battle.defender": "Verteidiger: {name}",
  "battle.step": "Schritt: {step}",
  "battle.aUnit": "eine Einheit",
  "battle.outOfBattle": "{unit} (nicht mehr in der Schlacht)",
  "battle.unitOf": "{unit} von {owner}",
  "battle.noCard": "noch keine Karte",
  "battle.blindTop": "verdeckte oberste Karte",
  "battle.faceDownReinforcement": "eine verdeckte Verstärkung",
  "battle.attackerReserve": "Einheiten des Angreifers ohne Scharmützel:",
  "battle.defenderReserve": "Einheiten des Verteidigers ohne Scharmützel:",
  "battle.handDeck": " · Hand {hand} · Stapel {deck}",
  "battle.skirmish": "Scharmützel",
  "battle.skirmishN": "Scharmützel {n}",
  "battle.attackerCol": "Angreifer",
  "battle.attackerCard": "Karte des Angreifers",
  "battle.defenderCard": "Karte des Verteidigers",
  "battle.defenderCol": "Verteidiger",
  "battle.support": "Unterstützung:",
  "battle.report": "Angriff {a0} gegen Leben {h1} · Angriff {a1} gegen Leben {h0}",
  "battle.yourCards": "Deine Kampfkarten ({count})",
  "battle.combatCard": "Kampfkarte {card} {values}",
  "battle.topLabel": "Die oberste Karte deines Stapels, verdeckt",
  "battle.top": "oberste Karte deines Stapels (verdeckt)",
  "battle.log": "Schlachtprotokoll ({count})",

  "odds.estimating": "Wird geschätzt…",
  "odds.estimate": "Kampfchancen schätzen",
  "odds.battle":
    "Angreifer gewinnt ≈ {percent} % · erwartete Verluste: Angreifer {attacker}, Verteidiger {defender} ({samples} Stichproben)",
  "odds.unavailable": "Chancen nicht verfügbar: {error}",
  "odds.preTitle": "Chancen, wenn du jetzt angreifst",
  "odds.preContest": " ({mine} deiner Einheiten gegen {theirs} gegnerische in {area}): ",
  "odds.failed": "die Berechnung ist fehlgeschlagen",
  "odds.preUnavailable": "nicht verfügbar: {error}",
  "odds.pre":
    "du gewinnst ≈ {percent} % · erwartete Verluste: deine {mine}, ihre {theirs} ({samples} Stichproben; ihre Hand und ihr Stapel werden gezogen, nicht gekannt)",
  "odds.preEstimating": "wird geschätzt…",

  "map.placeHere": "hier legen",
  "map.otherTurn": "andere Drehung",
  "map.zoomIn": "Vergrößern",
  "map.zoomOut": "Verkleinern",
  "map.reset": "Ganze Galaxie einpassen",
  "map.label": "Die Galaxie",

  "refusal.refused": "Abgelehnt:",
  "refusal.rule": "Regel:",
  "refusal.code": "Code: {code}",
  "refusal.dismiss": "Schließen",

  "replay.failed": "Diese Partie kann nicht wiederholt werden: {error}",
  "replay.loading": "Die Wiederholung wird geladen…",
  "replay.notYet": "Die Wiederholung gibt es, sobald die Partie beendet ist.",
  "replay.watch": "Der Partie zusehen",
  "replay.recomputing": "Die Partie wird neu berechnet…",
  "replay.title": "Wiederholung · {title} · Partie",
  "replay.draw": "Unentschieden",
  "replay.timeline": "Zeitleiste",
  "replay.first": "Erster Schritt",
  "replay.previous": "Vorheriger Schritt",
  "replay.play": "Abspielen",
  "replay.pause": "Anhalten",
  "replay.next": "Nächster Schritt",
  "replay.last": "Letzter Schritt",
  "replay.step": "Schritt",
  "replay.stepOf": "Schritt {step} / {last}",
  "replay.round": " · Runde {round}",
  "replay.setup": "Spielaufbau",
  "replay.acted": "hat gehandelt",
  "replay.chart": "Eroberungspunkte je Runde",
  "replay.log": "Spielprotokoll",
  "replay.cannotReplay": "dieser Browser kann {ruleset}-Partien nicht wiederholen",
  "error.air-support":
    "Luftunterstützung: keine Bewegung von anderen Planeten direkt in ein Gebiet mit der Basis dieses Spielers",
  "error.already-chosen": "Bei einer gleichzeitigen Entscheidung wählt jeder Spieler einmal, geheim",
  "error.area-terrain": "Reine Boden- und reine Luftgebiete nehmen nur Einheiten dieser Art auf",
  "error.bad-arcturus-choice":
    "Emperor Arcturus I: wähle zwei Planetenmarker, die niemand sonst hat, dann den Startspieler",
  "error.bad-cp-token-area":
    "Tactical Mastery: ein besonderer Eroberungspunkte-Marker kommt in ein Gebiet ohne Eroberungspunkte",
  "error.bad-expansions": "Die Erweiterungen sind eine Liste bekannter Erweiterungen, jede einmal genannt",
  "error.bad-faction-selection":
    "Fraktionen werden von den Spielern in Spielreihenfolge gewählt oder zufällig verteilt",
  "error.bad-hero-area": "Ein Held kommt in ein eigenes Gebiet, in dem seine Figur stehen darf",
  "error.bad-influence-planet":
    "Subtle Influence: nenne einen Planeten, auf dem du mehr Einheiten hast als jeder einzelne Gegner",
  "error.bad-installation-area":
    "Eine Installation kommt in ein eigenes Gebiet, nicht nur für Flieger, ohne Basis oder Installation",
  "error.bad-deploy":
    "Conclave Fleet: eine Reserveeinheit kommt in ein eigenes Gebiet mit deiner Basis, mit Platz, in dem sie stehen darf",
  "error.bad-eviction-area":
    "Psi-Disruptor: deine Einheiten ziehen in ein einziges eigenes oder leeres Gebiet eines benachbarten Planeten, verbunden durch deinen Transporter",
  "error.bad-leadership-planet": "Nenne einen Planeten, den diese Anführerkarte erlaubt",
  "error.bad-leadership-units":
    "Wähle eine der Einheitengruppen der Karte und ein eigenes Gebiet, in dem mindestens eine davon stehen kann",
  "error.bad-warp":
    "Warp Gate: eine Einheit am Warptor kommt in ein eigenes oder leeres Gebiet mit Platz, in dem sie stehen darf",
  "error.death-strike-target":
    "Der Todesschlag zerstört eine feindliche Einheit (keinen Helden), Installation oder Basis auf dem Planeten des Helden",
  "error.star-order":
    "Der Sternbefehl wird einmal pro Planungsphase vom Besitzer der Karte auf einen Planeten gelegt, auf den er Befehle legen darf",
  "error.bad-max-rounds": "Das Rundenlimit ist eine ganze Zahl von Runden, mindestens 1",
  "error.bad-options": "Die Spieloptionen sind ein JSON-Objekt",
  "error.bad-payment":
    "Jeder Arbeiter bezahlt eine Ressource der Art seiner Karte, im Rahmen ihrer Kapazität",
  "error.bad-player-count": "StarCraft wird von 2 bis 6 Spielern gespielt",
  "error.bad-rotation": "Ein Planet wird in Vierteldrehungen gedreht (Drehung 0 bis 3)",
  "error.bad-sacrifice":
    "Ultimate Sacrifice: opfere eine deiner Einheiten und nenne ein besetztes Gebiet ihres Planeten",
  "error.bad-transport-route": "Return to Aiur: einer deiner Transporter je Route",
  "error.bad-variants": "Jede optionale Regel von Brood War ist an oder aus",
  "error.base-mandatory": "Ein Spieler ohne Basis legt sie auf seinen zweiten Planeten",
  "error.base-not-in-flying-area": "Basen liegen nie in reinen Luftgebieten",
  "error.base-placement":
    "Eine Basis wird gebaut, wo der Spieler Einheiten und noch keine Basis auf dem Planeten hat, nie in einem Gebiet mit der Basis eines anderen Spielers",
  "error.base-removal":
    "Eine eigene Basis auf einem anderen Planeten wird nur im eigenen Bauen-Befehl zurückgenommen, um an ihrer Stelle eine Basis auf dem aktiven Planeten zu bauen, wenn alle eigenen Basismarker auf dem Brett liegen und die neue bezahlt werden kann",
  "error.battle-blind-no-reinforcement":
    "Mit der verdeckten obersten Karte des Stapels darf keine Verstärkung hinzukommen",
  "error.battle-card-not-in-hand": "Kampfkarten werden aus der Hand gespielt",
  "error.battle-combat-card-must-be-normal":
    "Die Kampfkarte eines Scharmützels muss eine normale Karte sein (keine Verstärkungskarte)",
  "error.battle-mind-controlled-card":
    "Eine gedankenkontrollierte Einheit kämpft mit der obersten Karte des Kampfstapels ihres ursprünglichen Besitzers (Brood War)",
  "error.battle-not-mind-controlled":
    "Nur eine gedankenkontrollierte Einheit in der Frontlinie nimmt die oberste Karte vom Stapel ihres ursprünglichen Besitzers (Brood War)",
  "error.battle-defensive-swap-invalid":
    "Das Verteidigungsmodul tauscht eine Einheit nur so, wie seine Regel es erlaubt (Brood War)",
  "error.battle-illegal": "Diese Wahl ist jetzt nicht erlaubt",
  "error.battle-no-such-ability": "Wähle eine der angebotenen Fähigkeiten zu Schlachtbeginn",
  "error.battle-not-a-candidate": "Diese Einheit kann hier nicht die verlorene sein",
  "error.battle-not-a-reinforcement": "Eine Verstärkung wird mit einer Verstärkungskarte gespielt",
  "error.battle-not-retreating": "Wähle eine deiner Einheiten im umkämpften Gebiet",
  "error.battle-not-supporting":
    "Das ist keine deiner noch nicht zugeteilten unterstützenden Einheiten, oder dieses Scharmützel gibt es nicht",
  "error.battle-not-your-unit": "Wähle eine deiner eigenen Einheiten",
  "error.battle-over": "Keine Aktionen nach dem Ende der Schlacht",
  "error.battle-pair-invalid":
    "Paare eine deiner freien Frontlinien-Einheiten mit einer freien gegnerischen (Hilfseinheiten bleiben aus der Front)",
  "error.battle-place-in-order": "Karten werden Scharmützel für Scharmützel gelegt, der Reihe nach",
  "error.battle-retreat-destination":
    "Mit dem Ereignis Rückzug ziehen deine Einheiten in ein befreundetes oder leeres Gebiet dieses Planeten, nicht über einen Transporter",
  "error.battle-skirmish-resolved": "Wähle ein noch nicht abgehandeltes Scharmützel",
  "error.battle-withdraw-area": "Dieses Gebiet ist kein befreundetes oder leeres Gebiet mit Platz",
  "error.battle-wrong-step": "Die Schritte der Schlacht folgen der Reihenfolge der Spielregel",
  "error.build-limit": "Die Einheiten je Bauen-Befehl sind durch das Baulimit begrenzt",
  "error.build-needs-base":
    "Arbeiter, Transporter und Einheiten werden nur gebaut, wo der Spieler eine Basis hat",
  "error.build-needs-presence":
    "Gebäude und Module brauchen eine Einheit oder Basis auf dem aktiven Planeten",
  "error.build-step-order":
    "Bauen läuft der Reihe nach: Arbeiter, Transporter und Einheiten, dann ein Gebäude und ein Modul, dann eine Basis",
  "error.cannot-afford": "Käufe werden bezahlt, indem Arbeiter auf Ressourcenkarten gesetzt werden",
  "error.card-not-in-hand": "Nur Karten auf der Hand dürfen abgeworfen werden",
  "error.collateral-target-absent":
    "Kollateralschaden zerstört eine gegnerische Basis oder alle gegnerischen Arbeiter im Gebiet der Schlacht, falls es welche gibt",
  "error.defend-friendly-area":
    "Der Verteidigen-Befehl liegt in einem befreundeten Gebiet: deine Einheiten oder Basis dort, niemandes sonst (Brood War)",
  "error.defend-moves-into-its-area":
    "Ein Verteidigen-Befehl bewegt Einheiten nur in sein eigenes Gebiet (Brood War)",
  "error.mind-control-release":
    "In deinem Zug, wenn kein Gedankenkontroll-Marker frei ist, darfst du eine gedankenkontrollierte Einheit zerstören, um ihren Marker freizumachen (Brood War)",
  "error.defend-once": "Der Verteidigen-Befehl wird höchstens einmal je Planungsphase gelegt (Brood War)",
  "error.discount": "Ein goldener Bauen-Befehl gibt einen Rabatt von einer Ressource auf einen Kauf",
  "error.end-draws-near-mandatory":
    "The End Draws Near muss anstelle jedes anderen Ereignisses gespielt werden",
  "error.event-not-held": "Ein Spieler spielt eines der Ereignisse, die er gezogen hat",
  "error.event-pass-not-allowed": "Manche Entscheidungen von Ereignissen sind nicht freiwillig",
  "error.event-pick-invalid":
    "Die Entscheidung eines Ereignisses wird mit einer seiner Möglichkeiten beantwortet",
  "error.faction-taken": "Jede Fraktion wird von höchstens einem Spieler gespielt",
  "error.force-mining":
    "Raubbau legt einen Arbeiter über die Kapazität hinaus auf eine volle Karte; nie auf dauerhafte Ressourcen",
  "error.game-over": "Keine Aktionen nach dem Ende der Partie",
  "error.gold-order-limit": "Goldene (Spezial-)Befehle sind auf einen je F&E-Modul begrenzt",
  "error.illegal-ability":
    "Eine Fähigkeit zielt auf eine der Einheiten, die sie betreffen kann, oder wird nicht eingesetzt",
  "error.illegal-nydus":
    "Nydus-Kanal: wähle eine der Einheiten, die der Schlacht beitreten dürfen, oder keine",
  "error.illegal-recall":
    "Der Rückruf führt in ein Gebiet mit einem deiner Arbiter oder wird nicht eingesetzt",
  "error.illegal-repair":
    "Reparatur rettet eine deiner zerstörten mechanischen Einheiten (je ein Arbeiter) oder keine",
  "error.illegal-retreat":
    "Rückzug nur an ein erlaubtes Ziel, oder bleiben; eine Seite aus Hilfseinheiten, die nicht angreifen können, muss sich zurückziehen",
  "error.illegal-splash":
    "Flächenschaden zerstört eine deiner Einheiten, die er zerstören kann: gibt es eine, musst du sie wählen",
  "error.illegal-target":
    "Ein Treffer zerstört nur eine feindliche Einheit, die sein Angriffswert zerstören kann, oder hält",
  "error.illegal-withdraw":
    "Eine zerstörte getarnte Einheit zieht sich in ein befreundetes oder leeres Gebiet mit Platz zurück, oder sie stirbt",
  "error.incompatible-variants": "Mit und ohne Anführerkarten zu spielen lässt sich nicht zugleich wählen",
  "error.unknown-mode":
    "Nur bekannte Spielmodi sind wählbar: Galaktische Eroberung, Überleben, Schnelles Überleben",
  "error.mode-needs-brood-war":
    "Überleben und Schnelles Überleben sind Spielmodi von Brood War: die Erweiterung hinzufügen",
  "error.mode-excludes-optional-rules": "Optionale Regeln lassen sich nicht mit einem Spielmodus kombinieren",
  "error.mode-needs-leadership": "Ein Spielmodus mit Brood War wird mit den Anführerkarten gespielt",
  "error.team-play-player-count": "Das Teamspiel wird zu viert oder zu sechst gespielt (Teams zu zweit)",
  "error.team-partner-area":
    "Partner kämpfen nie gegeneinander: keine Einheit zieht in ein Gebiet mit Einheiten oder der Basis des Partners",
  "error.team-base-restriction":
    "Teamspiel ohne Brood War: keine Basis, durch die das Team in jedem Gebiet des Planeten eine Basis hätte",
  "error.incompatible-planet-rules":
    "„Mehr Start-Planetenplättchen“ und „Größere Galaxie“ lassen sich nicht zusammen spielen",
  "error.bad-resource-token": "Ein Ressourcenmarker ist ein Mineralien- oder ein Gasmarker",
  "error.maelstrom-blocked":
    "Maelstrom: keine Einheit zieht in ein Gebiet mit dem Dark Archon des Spielers, der ihn eingesetzt hat",
  "error.maelstrom-committed":
    "Hat der ziehende Spieler sich für das Ausführen seines Mobilisieren-Befehls entschieden, darf er kein Ereignis mehr stattdessen ziehen (FAQ: Maelstrom)",
  "error.malformed-action": "Aktionen sind JSON-Objekte bekannter Art",
  "error.mixed-races": "Die Armee eines Spielers gehört zu einer Rasse",
  "error.mobilize-needs-transport":
    "Einheiten erreichen den aktiven Planeten von einem benachbarten Planeten über einen eigenen Transporter",
  "error.mobilize-one-battle": "Höchstens ein Gebiet wird je Mobilisieren-Befehl umkämpft",
  "error.mobilize-take-back-once":
    "Die Züge eines Mobilisieren-Befehls dürfen einmal zurückgenommen werden (Regelung: damit der Befehl immer endet)",
  "error.mobilize-to-active-planet": "Mobilisieren bewegt Einheiten zum aktiven Planeten, nicht von ihm weg",
  "error.mobilize-unit-limit":
    "Jede Bewegung endet innerhalb der Einheitenlimits (ein umkämpftes Gebiet darf um 2 überfüllt sein)",
  "error.mobilize-unit-once": "Jede Einheit zieht höchstens einmal je Mobilisieren-Befehl",
  "error.no-such-area": "Das Gebiet muss auf dem betreffenden Planeten existieren",
  "error.no-units": "Eine Schlacht braucht auf jeder Seite mindestens eine Einheit",
  "error.not-enumerated":
    "Nur die Aktionen, die die Regeln als erlaubt aufzählen, dürfen ausgeführt werden, genau wie aufgezählt",
  "error.not-your-decision": "Nur ein Spieler, von dem eine Entscheidung erwartet wird, darf handeln",
  "error.not-your-leadership-card": "Wähle eine Anführerkarte deiner Fraktion aus der aktuellen Stufe",
  "error.nothing-done": "Ein ausgeführter Befehl muss mindestens eine Sache bewirken",
  "error.one-building": "Ein Gebäude je Bauen-Befehl, eine Stufe über dem letzten seiner Art",
  "error.one-module":
    "Ein Modul je Bauen-Befehl, im Rahmen der Modulmarker und der Plätze auf dem Fraktionsbogen",
  "error.order-cannot-execute":
    "Ein Befehl wird nur ausgeführt, wenn er etwas bewirken kann; sonst wird ein Ereignis gezogen",
  "error.order-not-on-top": "Nur der oberste Befehl eines Stapels darf aufgedeckt werden",
  "error.order-not-yours": "Ein Spieler deckt nur seine eigenen Befehle auf",
  "error.order-planet-not-reachable":
    "Befehle liegen auf einem Planeten mit Einheiten oder einer Basis des Spielers oder auf einem Nachbarplaneten eines solchen",
  "error.order-token-unavailable": "Ein Spieler hat von jeder Art 2 silberne und 1 goldenen Befehl",
  "error.planet-must-connect":
    "Jeder gelegte Planet ist über eine Navigationsroute mit der Galaxie verbunden",
  "error.planet-not-in-hand": "Ein Spieler legt eines der beiden ihm zugeteilten Planetenplättchen",
  "error.planet-position-taken": "Planeten werden auf freie Plätze der Galaxie gelegt",
  "error.remove-unit":
    "Nur eigene Einheiten auf dem aktiven Planeten, die nicht mit diesem Befehl gebaut wurden, dürfen Platz machen",
  "error.research-gold":
    "Ein goldener Forschen-Befehl gibt ein zusätzliches Ereignis oder eine Kopie der gekauften Technologie auf die Hand",
  "error.research-needs-base": "Forschen braucht eine Basis auf dem aktiven Planeten",
  "error.resource-token-not-held":
    "Ein Ressourcenmarker bezahlt eine Ressource seiner Art nur, wenn der Spieler einen solchen Marker besitzt",
  "error.start-transport-on-base-route": "Der Start-Transporter liegt auf einer Route des Basisplaneten",
  "error.start-units-on-base-planet":
    "Die Startstreitkräfte stehen in Gebieten des Basisplaneten, innerhalb der Einheitenlimits",
  "error.tech-unavailable": "Eine Technologie wird einmal gekauft, aus dem eigenen Technologiestapel",
  "error.tech-unit":
    "Technologie-Einheiten brauchen ihre Technologie und ersetzen die genannten Einheiten auf dem aktiven Planeten",
  "error.token-limit": "Arbeiter, Transporter und Basen sind durch die Marker des Spielers begrenzt",
  "error.transport-removal":
    "Ein eigener Transporter wird nur im eigenen Bauen-Befehl zurückgenommen, um ihn auf einer Route des aktiven Planeten neu zu legen, wenn alle eigenen Transportermarker auf dem Brett liegen",
  "error.transport-route": "Transporter liegen auf Routen des aktiven Planeten, einer je Route und Spieler",
  "error.undo-decision-passed":
    "Kein Zurücknehmen, sobald die Entscheidung an jemand anderen übergegangen ist",
  "error.undo-game-over": "Kein Zurücknehmen nach dem Ende",
  "error.undo-information-revealed": "Kein Zurücknehmen, sobald neue Information aufgedeckt wurde",
  "error.undo-not-your-action":
    "Ein Spieler darf nur seine eigene letzte Aktion zurücknehmen, bevor ein anderer handelt",
  "error.undo-nothing": "Nur eine bereits ausgeführte Aktion kann zurückgenommen werden",
  "error.unit-area":
    "Neue Einheiten kommen in befreundete oder leere Gebiete des aktiven Planeten, innerhalb des Einheitenlimits",
  "error.unit-figures":
    "Nicht mehr Einheiten einer Art als ihre Miniaturen; eine darf vom Spielbrett genommen werden",
  "error.unit-not-unlocked": "Einheiten werden aus Gebäuden gebaut, die vor diesem Befehl vorhanden waren",
  "error.unknown-expansion": "Nur bekannte Erweiterungen können einer Partie hinzugefügt werden",
  "error.unknown-faction": "Fraktionen werden aus den Fraktionsbögen im Spiel gewählt",
  "error.unknown-unit": "Einheiten stammen aus dem Inhaltspaket von StarCraft Lite",
  "error.unknown-variant": "Nur bekannte optionale Regeln von Brood War können gewählt werden",
  "error.variants-need-brood-war": "Die optionalen Regeln gehören zu Brood War: füge die Erweiterung hinzu",
  "error.wrong-decision": "Diese Aktion beantwortet nicht die Entscheidung, die jetzt ansteht",
  "error.z-route-free-slots": "Eine Z-Achsen-Route verbindet zwei freie Routenanschlüsse",
  "error.z-route-two-planets": "Die beiden Enden einer Z-Achsen-Route liegen nie auf demselben Planeten",
  // Eclipse
  "error.bad-players": "Eclipse wird mit 2 bis 6 Spielern gespielt",
  "error.bad-rounds": "Eclipse dauert 9 Runden (1 bis 9 für ein verkürztes Spiel)",
  "error.battle-action-not-expected":
    "Im Kampf wird nur die Entscheidung beantwortet, die gerade ansteht (E-C4)",
  "error.blueprint-invalid":
    "Der Energieverbrauch darf nicht größer als die Energieproduktion sein; Schiffe brauchen einen Antrieb, Sternenbasen dürfen keinen haben (E-A4)",
  "error.cannot-trade":
    "Handel 2:1: für 2 Einheiten einer Ressource, die du hast, gibt es 1 einer anderen (E-R8)",
  "error.die-cannot-hit-target":
    "Eine 6 trifft immer, eine 1 nie; sonst Treffer, wenn Ergebnis + Computer − Schilde ≥ 6; jeder Würfel trifft ein Schiff (E-C5, E-C7)",
  "error.no-influence-disc": "Jede Aktion braucht einen Einflussmarker von der Einflussleiste (E-A7)",
  "error.part-unavailable":
    "Ein Schiffsplättchen braucht seine Technologie und ein Plättchen im Vorrat der Nachschubtafel (E-A4)",
  "error.passed-reactions-only":
    "Wer gepasst hat, kann nur noch die Reaktionen Umrüstung, Bauen und Bewegung ausführen (E-R4)",
  "error.retreat-not-allowed":
    "Rückzug nur in einen benachbarten Sektor mit eigenem Einflussmarker und ohne gegnerische Schiffe; Sternenbasen ziehen sich nie zurück (E-C8)",
};
