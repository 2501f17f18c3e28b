import type { AreaCatalog } from "../en";
import type { sccards as english } from "../en/sccards";

/** German: StarCraft words from the rules' data (see ../en/sccards.ts). */
export const sccards: AreaCatalog<typeof english> = {
  "sc.pick.pay": "Mit {what} bezahlen",
  "sc.pick.payPermanentMinerals": "einem Arbeiter auf den dauerhaften Mineralien",
  "sc.pick.payPermanentGas": "einem Arbeiter auf dem dauerhaften Gas",
  "sc.pick.payTokenMinerals": "einem Mineralien-Ressourcenmarker",
  "sc.pick.payTokenGas": "einem Gas-Ressourcenmarker",
  "sc.pick.payForce": "einem zusätzlichen Arbeiter auf {area} (erschöpft die Karte)",
  "sc.pick.payArea": "einem Arbeiter auf {area}",
  "sc.pick.confirm": "Die Kosten bezahlen",
  "sc.pick.transport": "Der Transporter von {faction}",
  "sc.pick.join": "{a} und {b} verbinden",
  "sc.pick.unitOf": "{unit} von {faction} in {area}",
  "sc.pick.unitN": "Einheit {id}",
  "sc.pick.tech": "Die Technologie {name}",
  "sc.pick.baseIn": "Eine Basis in {area}",
  "sc.pick.theBaseIn": "Die Basis in {area}",
  "sc.pick.play": "{card} spielen",
  "sc.pick.steal": "Verdecktes Ereignis {n} von {faction}",
  "sc.pick.moveUnitN": "Einheit {id} nach {to} ziehen",
  "sc.installation.infested-command-center": "Infizierte Kommandozentrale",
  "sc.installation.overmind": "The Overmind",
  "sc.installation.cerebrate": "Cerebrate",
  "sc.installation.warp-gate": "Warp Gate",
  "sc.start.offer": "{source} — {effect}",
  "sc.start.defender-destroys-flying":
    "Als Verteidiger: Zu Beginn der Schlacht zerstört der Angreifer eine seiner fliegenden Einheiten.",
  "sc.start.event-cancel-battle":
    "Als Verteidiger: Die Schlacht absagen, bevor Karten gezogen werden; der Angreifer zieht sich zurück.",
  "sc.start.event-defender-retreat":
    "Als Verteidiger: Die Schlacht absagen; alle deine Einheiten ziehen sich in ein eigenes oder leeres Gebiet dieses Planeten zurück; der Angreifer verliert seine Einheiten über dem Einheitenlimit.",
  "sc.start.event-defense-bonus":
    "Als Verteidiger: Deine Einheiten erhalten in jedem Scharmützel Lebenspunkte (nicht zusammen mit einem Wachmarker).",
  "sc.start.event-face-up-combat": "Der Gegner legt seine Kampfkarten zuerst und offen aus.",
};
