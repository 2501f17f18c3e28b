/**
 * The words of each StarCraft event card's effect and each faction's special victory (our own
 * words, in the `scevents` catalogs), by card or faction id. Written out key by key so the
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

/** An event card's effect in the reader's words (null for a card without words). */
export function eventText(t: Translate, id: string): string | null {
  return Object.hasOwn(EVENT_TEXT, id) ? t(EVENT_TEXT[id]!) : null;
}

/** A faction's special victory in the reader's words (null for a faction without words). */
export function factionText(t: Translate, id: string): string | null {
  return Object.hasOwn(FACTION_TEXT, id) ? t(FACTION_TEXT[id]!) : null;
}
