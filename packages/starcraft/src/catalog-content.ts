/**
 * Build the rules' Catalog from the loaded content pack (src/content, owned by the content
 * engineer). Ids are the pack's ids, so combat and events read the same records.
 */

import {
  type AreaDef,
  areaId,
  type BuildingDef,
  type Catalog,
  type EventDef,
  type FactionDef,
  type LeadershipDef,
  type ModuleDef,
  type ModuleKind,
  type PlanetDef,
  type TechDef,
  type UnitDef,
} from "./catalog";
import type { Content } from "./content";

const MODULE_KINDS: ModuleKind[] = ["supply", "research", "air-support", "defensive", "assist", "offensive"];

/**
 * Event cards removed at random from each of Stage I and II, by player count. Base: 0/5/10/15/20
 * for 6..2 players. Brood War without Leadership cards (BW p.5 and p.11: the 3 Leadership events
 * leave, then one card fewer than Brood War's 3/7/11/15/19): 2/6/10/14/18.
 */
const BASE_EVENT_REMOVALS = { 2: 20, 3: 15, 4: 10, 5: 5, 6: 0 };
const BROOD_WAR_EVENT_REMOVALS = { 2: 18, 3: 14, 4: 10, 5: 6, 6: 2 };
/** BW-S5: with Leadership cards the 3 Leadership events are in, and one more card goes per stage. */
const BROOD_WAR_LEADERSHIP_EVENT_REMOVALS = { 2: 19, 3: 15, 4: 11, 5: 7, 6: 3 };

export function catalogFromContent(c: Content): Catalog {
  const planets: Record<string, PlanetDef> = {};
  const areas: Record<string, AreaDef> = {};
  for (const p of Object.values(c.planets)) {
    const defs = p.areas.map(
      (a, index): AreaDef => ({
        id: areaId(p.id, index),
        planet: p.id,
        index,
        limit: a.unitLimit,
        resource: a.resource === "mineral" ? "minerals" : a.resource === "gas" ? "gas" : null,
        amount: a.amount,
        cp: a.conquestPoints,
        terrain: a.unitType === "any" ? "all" : a.unitType,
        ...(a.strategic ? { strategic: true } : {}),
      }),
    );
    planets[p.id] = { id: p.id, name: p.name, slots: p.routeSlots.slice(), areas: defs };
    for (const a of defs) areas[a.id] = a;
  }

  const buildings: Record<string, BuildingDef> = {};
  const unlockedBy: Record<string, { track: string; level: number }> = {};
  for (const b of Object.values(c.buildings)) {
    for (const l of b.levels) {
      const id = `${b.id}-${l.level}`;
      buildings[id] = {
        id,
        race: b.race,
        track: b.id,
        level: l.level,
        minerals: l.cost.minerals,
        gas: l.cost.gas,
        unlocks: l.unlocks.slice(),
      };
      for (const u of l.unlocks) unlockedBy[u] ??= { track: b.id, level: l.level };
    }
  }

  const units: Record<string, UnitDef> = {};
  for (const u of Object.values(c.units)) {
    const consume = u.consumes[0];
    units[u.id] = {
      id: u.id,
      name: u.name,
      race: u.race,
      minerals: u.cost.minerals,
      gas: u.cost.gas,
      flying: u.movement === "flying",
      assist: u.keywords.includes("assist"),
      figures: u.miniatures,
      unlockedBy: u.requiresTech ? null : (unlockedBy[u.id] ?? null),
      ...(u.requiresTech && consume
        ? { techRequired: { tech: u.requiresTech, consumes: consume.unit, count: consume.count } }
        : {}),
      // Brood War's Infested Terran: built where its owner has an Infested Command Center.
      ...(u.requiresInstallation ? { requiresInstallation: u.requiresInstallation } : {}),
    };
  }

  const modules = {} as Record<ModuleKind, ModuleDef>;
  for (const m of Object.values(c.modules)) {
    if (!MODULE_KINDS.includes(m.kind as ModuleKind)) continue;
    modules[m.kind as ModuleKind] = {
      kind: m.kind as ModuleKind,
      cost: { ...m.cost },
      tokens: { ...m.tokens },
    };
  }

  const techs: Record<string, TechDef> = {};
  for (const t of Object.values(c.techCards)) {
    techs[t.id] = {
      id: t.id,
      name: t.name,
      race: t.race,
      minerals: t.cost.minerals,
      gas: t.cost.gas,
      copies: t.copies,
      placement: t.destination === "play-area" ? "play-area" : "deck",
      abilities: t.abilities.map((a) => a.key),
      units: t.units.slice(),
      ...(t.grantedBy ? { grantedBy: t.grantedBy } : {}),
    };
  }

  const factions: Record<string, FactionDef> = {};
  for (const f of Object.values(c.factions)) {
    const race = c.races[f.race];
    const combatDeck: string[] = [];
    // Combat cards that come from a technology join the deck only when it is bought.
    for (const card of Object.values(c.combatCards))
      if (card.race === f.race && card.techCard === null)
        for (let i = 0; i < card.copies; i++) combatDeck.push(card.id);
    const startUnits: string[] = [];
    for (const u of f.startingForces.units) for (let i = 0; i < u.count; i++) startUnits.push(u.unit);
    const perm = { minerals: 0, gas: 0 };
    for (const r of f.permanentResources) perm[r.kind === "mineral" ? "minerals" : "gas"] += r.capacity;
    factions[f.id] = {
      id: f.id,
      name: f.name,
      race: f.race,
      handLimit: race.handLimit,
      startingHand: race.startingHand,
      startUnits,
      workers: f.startingForces.workers,
      transports: f.startingForces.transports,
      permanent: perm,
      firstTrack: f.printedBuilding.building,
      moduleSlots: f.moduleSlots,
      combatDeck,
      techs: Object.values(c.techCards)
        .filter(
          (t) => t.race === f.race && (t.factions.length === 0 || t.factions.includes(f.id)) && !t.grantedBy,
        )
        .map((t) => t.id),
      specialVictory: f.specialVictory
        ? { key: f.specialVictory.key, params: { ...(f.specialVictory.params ?? {}) } }
        : null,
      ...(f.specialVictoryLeadershipCard ? { specialVictoryCard: f.specialVictoryLeadershipCard } : {}),
    };
  }

  const leadership: Record<string, LeadershipDef> = {};
  for (const l of Object.values(c.leadershipCards ?? {})) {
    const victory = l.specialVictory ? l.effects.find((e) => e.key.startsWith("victory-")) : undefined;
    const startUnits: string[] = [];
    for (const u of l.startingForces?.units ?? []) for (let i = 0; i < u.count; i++) startUnits.push(u.unit);
    leadership[l.id] = {
      id: l.id,
      name: l.name,
      faction: l.faction,
      stage: l.stage,
      specialVictory: victory ? { key: victory.key, params: { ...(victory.params ?? {}) } } : null,
      startUnits,
      workers: l.startingForces?.workers ?? 0,
      transports: l.startingForces?.transports ?? 0,
      bases: l.startingForces?.bases ?? 1,
      persistence: l.persistence === "one-shot" ? "one-shot" : "play-area",
      effects: l.effects.map((e) => ({ key: e.key, params: { ...(e.params ?? {}) } })),
      hero: l.hero ?? null,
      heroUnit: l.hero ? (c.heroes?.[l.hero]?.unit ?? null) : null,
      provisional: l.provisional === true,
    };
  }

  const events: Record<string, EventDef> = {};
  for (const e of Object.values(c.eventCards)) {
    // Leadership events are in the catalog but only in the deck of a game with Leadership cards.
    events[e.id] = {
      id: e.id,
      name: e.name,
      stage: e.stage,
      effect: e.effect.key,
      copies: e.copies,
      ...(e.leadershipRelated ? { leadershipRelated: true } : {}),
    };
  }

  const anyRace = Object.values(c.races)[0];
  const tokens = Object.values(c.factions)[0]?.tokens;
  return {
    planets: byId(planets),
    planetIds: Object.keys(planets),
    areas: byId(areas),
    units: byId(units),
    buildings: byId(buildings),
    modules: byId(modules),
    techs: byId(techs),
    factions: byId(factions),
    factionIds: Object.keys(factions),
    events: byId(events),
    tokens: {
      workers: tokens?.workers ?? 15,
      transports: tokens?.transports ?? 7,
      bases: tokens?.bases ?? 6,
    },
    workerCost: { ...anyRace.worker.cost },
    transportCost: { ...anyRace.transport.cost },
    baseCost: { ...anyRace.base.cost },
    eventRemovals: c.expansions.includes("brood-war") ? BROOD_WAR_EVENT_REMOVALS : BASE_EVENT_REMOVALS,
    eventRemovalsLeadership: c.expansions.includes("brood-war")
      ? BROOD_WAR_LEADERSHIP_EVENT_REMOVALS
      : BASE_EVENT_REMOVALS,
    leadership,
    expansions: [...c.expansions],
  };
}

/**
 * A table keyed by component id with no prototype: a lookup by an id a player sent ("__proto__",
 * "constructor", "toString") finds nothing instead of an inherited object property.
 */
function byId<M extends object>(table: M): M {
  return Object.assign(Object.create(null) as M, table);
}
