/**
 * Deutsch. StarCraft terms as in the German edition's usage (Befehl, Mobilisieren, Bauen,
 * Forschen, Planet, Gebiet, Basis, Arbeiter, Transporter, Schlacht, Scharmützel,
 * Verstärkungskarte, Eroberungspunkte, Runde); Eclipse words from the German quick reference
 * (/work/shared/rules/eclipse-quick-reference-german.txt: Runde, Aktion, passen, Forschung).
 * Proper names stay.
 */
import type { Catalog } from "./en";

export const de: Catalog = {
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
  "scOptions.broodWar": "Brood War (ohne Anführerkarten)",
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
  "error.bad-expansions": "Die Erweiterungen sind eine Liste bekannter Erweiterungen, jede einmal genannt",
  "error.bad-faction-selection":
    "Fraktionen werden von den Spielern in Spielreihenfolge gewählt oder zufällig verteilt",
  "error.bad-max-rounds": "Das Rundenlimit ist eine ganze Zahl von Runden, mindestens 1",
  "error.bad-options": "Die Spieloptionen sind ein JSON-Objekt",
  "error.bad-payment":
    "Jeder Arbeiter bezahlt eine Ressource der Art seiner Karte, im Rahmen ihrer Kapazität",
  "error.bad-player-count": "StarCraft wird von 2 bis 6 Spielern gespielt",
  "error.bad-rotation": "Ein Planet wird in Vierteldrehungen gedreht (Drehung 0 bis 3)",
  "error.bad-variants": "Jede optionale Regel von Brood War ist an oder aus",
  "error.base-mandatory": "Ein Spieler ohne Basis legt sie auf seinen zweiten Planeten",
  "error.base-not-in-flying-area": "Basen liegen nie in reinen Luftgebieten",
  "error.base-placement":
    "Eine Basis wird gebaut, wo der Spieler Einheiten und noch keine Basis auf dem Planeten hat, nie in einem Gebiet mit der Basis eines anderen Spielers",
  "error.battle-blind-no-reinforcement":
    "Mit der verdeckten obersten Karte des Stapels darf keine Verstärkung hinzukommen",
  "error.battle-card-not-in-hand": "Kampfkarten werden aus der Hand gespielt",
  "error.battle-combat-card-must-be-normal":
    "Die Kampfkarte eines Scharmützels muss eine normale Karte sein (keine Verstärkungskarte)",
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
  "error.maelstrom-blocked":
    "Maelstrom: keine Einheit zieht in ein Gebiet mit dem Dark Archon des Spielers, der ihn eingesetzt hat",
  "error.maelstrom-committed":
    "Hat der ziehende Spieler sich für das Ausführen seines Mobilisieren-Befehls entschieden, darf er kein Ereignis mehr stattdessen ziehen (FAQ: Maelstrom)",
  "error.malformed-action": "Aktionen sind JSON-Objekte bekannter Art",
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
  "error.not-enumerated":
    "Nur die Aktionen, die die Regeln als erlaubt aufzählen, dürfen ausgeführt werden, genau wie aufgezählt",
  "error.not-your-decision": "Nur ein Spieler, von dem eine Entscheidung erwartet wird, darf handeln",
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
  "error.unknown-variant": "Nur bekannte optionale Regeln von Brood War können gewählt werden",
  "error.variants-need-brood-war": "Die optionalen Regeln gehören zu Brood War: füge die Erweiterung hinzu",
  "error.wrong-decision": "Diese Aktion beantwortet nicht die Entscheidung, die jetzt ansteht",
  "error.z-route-free-slots": "Eine Z-Achsen-Route verbindet zwei freie Routenanschlüsse",
  "error.z-route-two-planets": "Die beiden Enden einer Z-Achsen-Route liegen nie auf demselben Planeten",
};
