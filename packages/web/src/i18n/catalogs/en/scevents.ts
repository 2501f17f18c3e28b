/**
 * English: the StarCraft event cards' effects and the factions' special victories in our own words,
 * by card or faction id (`starcraft/eventText.ts`). The web reads these in every language, not
 * the content pack's `text`; `eventText.test.ts` checks every event and faction of the pack
 * (core and Brood War) has a key and that this English says what the pack says.
 */
export const scevents = {
  "sc.eventText.orbital-construction-yard": "Buy one module now at one resource less.",
  "sc.eventText.shifting-routes": "Move one z-axis route to join another pair of planets.",
  "sc.eventText.stellar-maelstrom": "Destroy every transport on one navigation route.",
  "sc.eventText.technological-advance": "Buy one technology now at one resource less.",
  "sc.eventText.base-construction": "Build one base now at one resource less.",
  "sc.eventText.industrial-strategy":
    "Play one more of the event cards you drew this round. It can be used only once in a Regrouping Phase.",
  "sc.eventText.material-shortage": "One resource area becomes partially depleted.",
  "sc.eventText.rich-vein": "One partially depleted area is restored.",
  "sc.eventText.rapid-deployment":
    "Place free units in one friendly or empty area: 2 Marines, 1 Zealot or 2 Zerglings.",
  "sc.eventText.air-patrol": "Place one free Wraith, Scout or Mutalisk in an area holding your base.",
  "sc.eventText.logistics": "Build up to two workers or transports, one resource paid for you.",
  "sc.eventText.scouting-reports": "Draw two event cards face down.",
  "sc.eventText.monument-of-glory": "Pay 1 mineral and 1 gas to gain 1 conquest point.",
  "sc.eventText.urgent-mobilization": "Move units now into a friendly or empty area.",
  "sc.eventText.emergency-production": "Build units up to your build limit with one resource paid for you.",
  "sc.eventText.volcanic-eruption": "Destroy one enemy unit costing 2 or less in one area.",
  "sc.eventText.reinforcements":
    "Place free units in one friendly or empty area (an area with only an enemy base is not empty): 2 Firebats, 2 Zealots or 2 Hydralisks.",
  "sc.eventText.flawless-defense-plan":
    "Keep in your play area; when you defend a battle, your units gain +2 health in every skirmish (not with a guard token).",
  "sc.eventText.cease-fire": "Keep in your play area; when you are attacked, cancel that battle.",
  "sc.eventText.intercepted-transmissions":
    "Keep in your play area; in a battle the opponent places his combat cards first, face up.",
  "sc.eventText.stellar-storm": "Destroy the transports you choose on one navigation route.",
  "sc.eventText.technological-breakthrough": "Take one technology for free.",
  "sc.eventText.brilliant-engineering": "Take one module for free.",
  "sc.eventText.forward-base": "Build one base for free.",
  "sc.eventText.advanced-development": "Take the next level of a building track for free.",
  "sc.eventText.resource-crisis": "One resource area moves two steps towards depletion.",
  "sc.eventText.untapped-reserves": "One resource area moves two steps back towards full.",
  "sc.eventText.air-support-wing":
    "Place a free Battlecruiser, Carrier, or Guardian and Scourge in an area holding your base.",
  "sc.eventText.informant":
    "Take one event card another player is holding this phase and play it as if it were yours.",
  "sc.eventText.supply-lines": "Build up to four workers or transports, two resources paid for you.",
  "sc.eventText.progressive-strategy": "Also play the top card of the event deck.",
  "sc.eventText.create-wonder": "Gain 1 conquest point.",
  "sc.eventText.energy-storm": "Pick a planet: each area loses one unit costing 2 or less (owner's choice).",
  "sc.eventText.surprise-assault":
    "Move units now into any area, fighting a battle there if enemies are present.",
  "sc.eventText.war-production": "Build units up to your build limit with two resources paid for you.",
  "sc.eventText.field-intelligence": "Draw two combat cards.",
  "sc.eventText.versatile-strategy": "Play a second event card you hold this phase.",
  "sc.eventText.swift-command": "Place one extra order next Planning Phase.",
  "sc.eventText.the-end-draws-near":
    "Must be played. Stays in the common play area; when two or more are there the game ends. Gain 1 conquest point.",
  "sc.eventText.heavy-reinforcements":
    "Place a free Siege Tank, Reaver or Ultralisk in a friendly or empty area.",
  "sc.eventText.capital-ships":
    "Place a free Battlecruiser, Carrier, or Guardian and Scourge in an area holding your base.",
  "sc.eventText.scientific-revolution": "Take one technology for free.",
  "sc.eventText.master-engineering": "Take one module for free.",
  "sc.eventText.new-colony": "Build one base for free.",
  "sc.eventText.full-mobilization-of-industry": "Take the next level of a building track for free.",
  "sc.eventText.strip-mining": "One resource area moves two steps towards depletion.",
  "sc.eventText.mother-lode": "One resource area moves two steps back towards full.",
  "sc.eventText.psionic-tempest":
    "Pick a planet: each area loses one unit costing 3 or less; transports at it are destroyed.",
  "sc.eventText.planetary-cataclysm":
    "Destroy one enemy unit costing 4 or less in one area, and any base there.",
  "sc.eventText.all-out-assault":
    "Move units now into any area, fighting a battle there if enemies are present.",
  "sc.eventText.total-war": "Build units up to your build limit with two resources paid for you.",
  "sc.eventText.glorious-triumph": "Gain 1 conquest point.",
  "sc.eventText.retreat":
    "Keep in your play area; when you are attacked, the battle does not take place: all your units in that area move together to one friendly or empty area of the same planet (those that do not fit are destroyed). The attacker's units stay; any over the area's unit limit are destroyed.",
  "sc.eventText.decisive-strategy": "Also play another event card you hold.",
  "sc.eventText.subtle-planning": "At the next Leadership choice, pick after the others are revealed.",
  "sc.eventText.supply-cache": "Take 1 mineral and 1 gas resource token.",
  "sc.eventText.mineral-windfall": "Take 2 mineral resource tokens.",
  "sc.eventText.heroic-strategy": "Put one of your destroyed heroes back in a friendly area.",
  "sc.eventText.vespene-surge": "Take 2 gas resource tokens.",
  "sc.eventText.guarded-position":
    "Keep in your play area; when you defend a battle, your units gain +2 health in every skirmish (not with a guard token).",
  "sc.eventText.inspiring-leadership": "Resolve again one one-shot Leadership card you played earlier.",
  "sc.factionText.raynor": "Special victory: In Stage III, control six areas that hold minerals or gas.",
  "sc.factionText.mengsk":
    "Special victory: In Stage III, control every area of two planets at the same time.",
  "sc.factionText.tassadar": "Special victory: In Stage III, control more areas than each other player.",
  "sc.factionText.aldaris":
    "Special victory: Others need 20 conquest points to win; Aldaris wins when two 'The End Draws Near' are in play.",
  "sc.factionText.queen-of-blades":
    "Special victory: In Stage III, control three areas that give conquest points.",
  "sc.factionText.overmind": "Special victory: In Stage III, have bases on three different planets.",
} as const;
