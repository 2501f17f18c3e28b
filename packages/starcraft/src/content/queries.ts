/**
 * Small read helpers over a loaded Content, so the rules, combat and events code do not each
 * re-derive decks and values. Decks are returned as id lists with one entry per physical copy, in
 * id order (shuffling is the rules' job, with the game's PRNG).
 */
import type { Content } from "./load";
import type { CombatCard, CombatValues, EffectRef, RaceId, Stage, Unit } from "./schema";

function expand<T extends { id: string; copies: number }>(cards: T[]): string[] {
  return cards
    .slice()
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .flatMap((c) => Array.from({ length: c.copies }, () => c.id));
}

/**
 * The starting Combat deck of a faction: every combat card of its race that does not come from a
 * technology, one entry per copy.
 */
export function combatDeck(content: Content, factionId: string): string[] {
  const race = factionRace(content, factionId);
  return expand(Object.values(content.combatCards).filter((c) => c.race === race && c.techCard === null));
}

/** Combat card ids (one per copy) that join the buyer's Combat deck when a technology is bought. */
export function combatCardsOfTech(content: Content, techId: string): string[] {
  const tech = content.techCards[techId];
  if (!tech) throw new Error(`unknown technology '${techId}'`);
  if (!tech.combatCard) return [];
  const card = content.combatCards[tech.combatCard]!;
  return Array.from({ length: card.copies }, () => card.id);
}

/** The Technology deck of a faction (cards of its race, plus its own faction-only cards). */
export function techDeck(content: Content, factionId: string): string[] {
  const race = factionRace(content, factionId);
  return expand(
    Object.values(content.techCards).filter(
      (t) => t.race === race && (t.factions.length === 0 || t.factions.includes(factionId)),
    ),
  );
}

/** The Event deck by stage, one entry per copy (before the player-count removal). */
export function eventDeck(content: Content): Record<Stage, string[]> {
  const of = (s: Stage) => expand(Object.values(content.eventCards).filter((e) => e.stage === s));
  return { 1: of(1), 2: of(2), 3: of(3) };
}

export function unitsOfRace(content: Content, race: RaceId): Unit[] {
  return Object.values(content.units).filter((u) => u.race === race);
}

export function leadershipCardsOf(content: Content, factionId: string, stage?: Stage) {
  return Object.values(content.leadershipCards).filter(
    (l) => l.faction === factionId && (stage === undefined || l.stage === stage),
  );
}

export interface CardValuesForUnit {
  /** True when a pictured icon matches the front-line unit (assist units never match). */
  matched: boolean;
  values: CombatValues;
  /** Abilities that apply: none for a minor (unmatched) use. */
  abilities: EffectRef[];
}

/**
 * Printed values a standard combat card gives a front-line unit: major values and the abilities
 * meant for that unit when its icon is pictured, otherwise the minor values and no ability.
 */
export function cardValuesFor(card: CombatCard, unit: Unit): CardValuesForUnit {
  if (card.kind !== "standard" || !card.major || !card.minor)
    throw new Error(`'${card.id}' is a reinforcement card: it has no values of its own`);
  const matched = !unit.keywords.includes("assist") && card.units.includes(unit.id);
  if (!matched) return { matched, values: card.minor, abilities: [] };
  const abilities = card.abilities.filter((a) => !a.units || a.units.includes(unit.id));
  return { matched, values: card.major, abilities };
}

function factionRace(content: Content, factionId: string): RaceId {
  const f = content.factions[factionId];
  if (!f) throw new Error(`unknown faction '${factionId}'`);
  return f.race;
}
