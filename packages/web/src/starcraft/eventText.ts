/**
 * The words of each StarCraft event card's effect, each faction's special victory and each combat
 * or technology card that has words (our own words, in the `scevents` catalogs), by id. Written out key by key so the
 * catalog test sees every key used; `eventText.test.ts` checks them against the content pack.
 */
import type { MessageKey, Translate } from "../i18n";

export const EVENT_TEXT: Readonly<Record<string, MessageKey>> = {
  "orbital-construction-yard": "sc.eventText.orbital-construction-yard",
  "shifting-routes": "sc.eventText.shifting-routes",
  "stellar-maelstrom": "sc.eventText.stellar-maelstrom",
  "technological-advance": "sc.eventText.technological-advance",
  "base-construction": "sc.eventText.base-construction",
  "industrial-strategy": "sc.eventText.industrial-strategy",
  "material-shortage": "sc.eventText.material-shortage",
  "rich-vein": "sc.eventText.rich-vein",
  "rapid-deployment": "sc.eventText.rapid-deployment",
  "air-patrol": "sc.eventText.air-patrol",
  logistics: "sc.eventText.logistics",
  "scouting-reports": "sc.eventText.scouting-reports",
  "monument-of-glory": "sc.eventText.monument-of-glory",
  "urgent-mobilization": "sc.eventText.urgent-mobilization",
  "emergency-production": "sc.eventText.emergency-production",
  "volcanic-eruption": "sc.eventText.volcanic-eruption",
  reinforcements: "sc.eventText.reinforcements",
  "flawless-defense-plan": "sc.eventText.flawless-defense-plan",
  "cease-fire": "sc.eventText.cease-fire",
  "intercepted-transmissions": "sc.eventText.intercepted-transmissions",
  "stellar-storm": "sc.eventText.stellar-storm",
  "technological-breakthrough": "sc.eventText.technological-breakthrough",
  "brilliant-engineering": "sc.eventText.brilliant-engineering",
  "forward-base": "sc.eventText.forward-base",
  "advanced-development": "sc.eventText.advanced-development",
  "resource-crisis": "sc.eventText.resource-crisis",
  "untapped-reserves": "sc.eventText.untapped-reserves",
  "air-support-wing": "sc.eventText.air-support-wing",
  informant: "sc.eventText.informant",
  "supply-lines": "sc.eventText.supply-lines",
  "progressive-strategy": "sc.eventText.progressive-strategy",
  "create-wonder": "sc.eventText.create-wonder",
  "energy-storm": "sc.eventText.energy-storm",
  "surprise-assault": "sc.eventText.surprise-assault",
  "war-production": "sc.eventText.war-production",
  "field-intelligence": "sc.eventText.field-intelligence",
  "versatile-strategy": "sc.eventText.versatile-strategy",
  "swift-command": "sc.eventText.swift-command",
  "the-end-draws-near": "sc.eventText.the-end-draws-near",
  "heavy-reinforcements": "sc.eventText.heavy-reinforcements",
  "capital-ships": "sc.eventText.capital-ships",
  "scientific-revolution": "sc.eventText.scientific-revolution",
  "master-engineering": "sc.eventText.master-engineering",
  "new-colony": "sc.eventText.new-colony",
  "full-mobilization-of-industry": "sc.eventText.full-mobilization-of-industry",
  "strip-mining": "sc.eventText.strip-mining",
  "mother-lode": "sc.eventText.mother-lode",
  "psionic-tempest": "sc.eventText.psionic-tempest",
  "planetary-cataclysm": "sc.eventText.planetary-cataclysm",
  "all-out-assault": "sc.eventText.all-out-assault",
  "total-war": "sc.eventText.total-war",
  "glorious-triumph": "sc.eventText.glorious-triumph",
  retreat: "sc.eventText.retreat",
  "decisive-strategy": "sc.eventText.decisive-strategy",
  "subtle-planning": "sc.eventText.subtle-planning",
  "supply-cache": "sc.eventText.supply-cache",
  "mineral-windfall": "sc.eventText.mineral-windfall",
  "heroic-strategy": "sc.eventText.heroic-strategy",
  "vespene-surge": "sc.eventText.vespene-surge",
  "guarded-position": "sc.eventText.guarded-position",
  "inspiring-leadership": "sc.eventText.inspiring-leadership",
};

export const FACTION_TEXT: Readonly<Record<string, MessageKey>> = {
  raynor: "sc.factionText.raynor",
  mengsk: "sc.factionText.mengsk",
  tassadar: "sc.factionText.tassadar",
  aldaris: "sc.factionText.aldaris",
  "queen-of-blades": "sc.factionText.queen-of-blades",
  overmind: "sc.factionText.overmind",
};

export const CARD_TEXT: Readonly<Record<string, MessageKey>> = {
  "terran-stim-packs": "sc.cardText.terran-stim-packs",
  "terran-bunker": "sc.cardText.terran-bunker",
  "terran-nuke": "sc.cardText.terran-nuke",
  "terran-lockdown": "sc.cardText.terran-lockdown",
  "terran-cloaking-field": "sc.cardText.terran-cloaking-field",
  "terran-spider-mines": "sc.cardText.terran-spider-mines",
  "terran-charon-boosters": "sc.cardText.terran-charon-boosters",
  "terran-siege-mode": "sc.cardText.terran-siege-mode",
  "terran-irradiate": "sc.cardText.terran-irradiate",
  "terran-emp-shockwave": "sc.cardText.terran-emp-shockwave",
  "terran-vessel-research": "sc.cardText.terran-vessel-research",
  "terran-battlecruiser-weapons": "sc.cardText.terran-battlecruiser-weapons",
  "protoss-leg-enhancements": "sc.cardText.protoss-leg-enhancements",
  "protoss-singularity-charge": "sc.cardText.protoss-singularity-charge",
  "protoss-psionic-storm": "sc.cardText.protoss-psionic-storm",
  "protoss-hallucination": "sc.cardText.protoss-hallucination",
  "protoss-summon-archon": "sc.cardText.protoss-summon-archon",
  "protoss-increased-reaver-capacity": "sc.cardText.protoss-increased-reaver-capacity",
  "protoss-stasis-field": "sc.cardText.protoss-stasis-field",
  "protoss-recall": "sc.cardText.protoss-recall",
  "protoss-arbiter-cloaking": "sc.cardText.protoss-arbiter-cloaking",
  "protoss-carrier-interceptors": "sc.cardText.protoss-carrier-interceptors",
  "zerg-metabolic-boost": "sc.cardText.zerg-metabolic-boost",
  "zerg-burrow": "sc.cardText.zerg-burrow",
  "zerg-chitinous-plating": "sc.cardText.zerg-chitinous-plating",
  "zerg-parasite": "sc.cardText.zerg-parasite",
  "zerg-ensnare": "sc.cardText.zerg-ensnare",
  "zerg-spawn-broodling": "sc.cardText.zerg-spawn-broodling",
  "zerg-plague": "sc.cardText.zerg-plague",
  "zerg-dark-swarm": "sc.cardText.zerg-dark-swarm",
  "zerg-consume": "sc.cardText.zerg-consume",
  "zerg-guardian-aspect": "sc.cardText.zerg-guardian-aspect",
  "zerg-improved-flyer-attack": "sc.cardText.zerg-improved-flyer-attack",
  "terran-heal": "sc.cardText.terran-heal",
  "terran-optical-flare": "sc.cardText.terran-optical-flare",
  "terran-restoration": "sc.cardText.terran-restoration",
  "protoss-summon-dark-archon": "sc.cardText.protoss-summon-dark-archon",
  "protoss-mind-control": "sc.cardText.protoss-mind-control",
  "protoss-feedback": "sc.cardText.protoss-feedback",
  "protoss-maelstrom": "sc.cardText.protoss-maelstrom",
  "protoss-disruption-web": "sc.cardText.protoss-disruption-web",
  "zerg-lurker-aspect": "sc.cardText.zerg-lurker-aspect",
  "zerg-infest-command-center": "sc.cardText.zerg-infest-command-center",
  "zerg-devourer-aspect": "sc.cardText.zerg-devourer-aspect",
  "zerg-kerrigan-psionic-storm": "sc.cardText.zerg-kerrigan-psionic-storm",
  "zerg-kerrigan-cloaking": "sc.cardText.zerg-kerrigan-cloaking",
};

/** An event card's effect in the reader's words (null for a card without words). */
export function eventText(t: Translate, id: string): string | null {
  return Object.hasOwn(EVENT_TEXT, id) ? t(EVENT_TEXT[id]!) : null;
}

/** A faction's special victory in the reader's words (null for a faction without words). */
export function factionText(t: Translate, id: string): string | null {
  return Object.hasOwn(FACTION_TEXT, id) ? t(FACTION_TEXT[id]!) : null;
}

/** A combat or technology card's words in the reader's language (null for a card without words). */
export function cardText(t: Translate, id: string): string | null {
  return Object.hasOwn(CARD_TEXT, id) ? t(CARD_TEXT[id]!) : null;
}
