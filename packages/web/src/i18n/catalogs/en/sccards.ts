/**
 * English: StarCraft words worded from the rules' data rather than taken from the rules
 * package: the choices inside an event (`sc.pick.*`, `starcraft/eventPick.ts`) and the
 * start-of-battle abilities on offer (`sc.start.*`, by combat effect key).
 */
export const sccards = {
  "sc.pick.pay": "Pay with {what}",
  "sc.pick.payPermanentMinerals": "a worker on the permanent minerals",
  "sc.pick.payPermanentGas": "a worker on the permanent gas",
  "sc.pick.payTokenMinerals": "a mineral resource token",
  "sc.pick.payTokenGas": "a gas resource token",
  "sc.pick.payForce": "an extra worker on {area} (depletes its card)",
  "sc.pick.payArea": "a worker on {area}",
  "sc.pick.confirm": "Pay the cost",
  "sc.pick.transport": "The transport of {faction}",
  "sc.pick.join": "Join {a} and {b}",
  "sc.pick.unitOf": "{unit} of {faction} in {area}",
  "sc.pick.unitN": "Unit {id}",
  "sc.pick.tech": "The technology {name}",
  "sc.pick.baseIn": "A base in {area}",
  "sc.pick.theBaseIn": "The base in {area}",
  "sc.pick.play": "Play {card}",
  "sc.pick.steal": "Face-down event {n} of {faction}",
  "sc.pick.moveUnitN": "Move unit {id} to {to}",
  "sc.installation.infested-command-center": "Infested Command Center",
  "sc.installation.overmind": "The Overmind",
  "sc.installation.cerebrate": "Cerebrate",
  "sc.installation.warp-gate": "Warp Gate",
  "sc.start.offer": "{source} — {effect}",
  "sc.start.defender-destroys-flying":
    "When defending, at the start of the battle the attacker destroys one of his flying units.",
  "sc.start.event-cancel-battle":
    "Defending: cancel the battle before any card is drawn; the attacker retreats.",
  "sc.start.event-defender-retreat":
    "Defending: cancel the battle; all your units retreat to one friendly or empty area of this planet; the attacker loses his units over the unit limit.",
  "sc.start.event-defense-bonus":
    "Defending: your units gain health in every skirmish (not together with a guard token).",
  "sc.start.event-face-up-combat": "The opponent places his combat cards first and face up.",
} as const;
