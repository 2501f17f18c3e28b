/**
 * Zod schemas for the StarCraft content packs, and the TypeScript types inferred from them.
 *
 * The packs are data the rules compute from, so every number the rules need is a field here
 * (costs, limits, attack targets, token counts…), and every ability is an `EffectRef`: a key into
 * the effect registry (./effects) plus small parameters. Objects are strict so that a typo in a
 * pack is an error instead of a silently ignored field.
 */
import { z } from "zod";

/** Stable record ids: lowercase kebab-case ("terran-marine", "chau-sara", "terran-combat-07"). */
export const Id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lowercase kebab-case (a-z, 0-9, single dashes)");
export type Id = z.infer<typeof Id>;

export const ExpansionId = z.enum(["base", "brood-war"]);
export type ExpansionId = z.infer<typeof ExpansionId>;

export const RaceId = z.enum(["terran", "protoss", "zerg"]);
export type RaceId = z.infer<typeof RaceId>;

const Count = z.number().int().nonnegative();
const Stage = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Stage = z.infer<typeof Stage>;

export const Cost = z.strictObject({ minerals: Count, gas: Count });
export type Cost = z.infer<typeof Cost>;

/** One alternative reading of a conflicting fact: what it says and which fields it would change. */
export const Alternative = z.strictObject({
  description: z.string().min(1),
  values: z.record(z.string(), z.unknown()).optional(),
  sources: z.array(z.string()).optional(),
});
export type Alternative = z.infer<typeof Alternative>;

/**
 * Fields every record carries. `provisional` marks a record with at least one unknown or disputed
 * fact that the rules depend on; the UI shows it, and an owner of the physical game can replace
 * it with an override pack (see content/README.md).
 */
const recordBase = {
  id: Id,
  name: z.string().min(1),
  expansion: ExpansionId,
  /** Our own words: what the component does, for the UI. Never a copy of printed text. */
  text: z.string().optional(),
  provisional: z.boolean().optional(),
  provisionalReason: z.string().min(1).optional(),
  alternatives: z.array(Alternative).optional(),
  /** Source keys from shared/reference (e.g. "R", "U", "ROTTEN"). */
  sources: z.array(z.string()).optional(),
  notes: z.string().optional(),
};

/** A reference to a registered effect: the key names one small function in the rules code. */
export const EffectRef = z.strictObject({
  key: z.string().min(1),
  params: z.record(z.string(), z.unknown()).optional(),
  /** Only when the front-line unit is one of these (combat cards that picture several units). */
  units: z.array(Id).optional(),
});
export type EffectRef = z.infer<typeof EffectRef>;

// ---------------------------------------------------------------------------------------------
// Races and factions

export const BuildLimit = z.strictObject({
  /** "supply": base + perStep per Supply module. "building-types": perStep per building track owned. */
  rule: z.enum(["supply", "building-types"]),
  base: Count,
  perStep: Count,
  max: Count.optional(),
  /** Extra units allowed on a special (gold) Build order. */
  specialBonus: Count,
});
export type BuildLimit = z.infer<typeof BuildLimit>;

const Piece = z.strictObject({ name: z.string().min(1), cost: Cost });

export const RaceSchema = z.strictObject({
  ...recordBase,
  id: RaceId,
  worker: Piece,
  transport: Piece,
  base: Piece,
  handLimit: Count,
  startingHand: Count,
  buildLimit: BuildLimit,
  /** Whether Supply modules exist for this race. */
  supplyModules: z.boolean(),
});
export type Race = z.infer<typeof RaceSchema>;

export const UnitCount = z.strictObject({ unit: Id, count: z.number().int().positive() });
export type UnitCount = z.infer<typeof UnitCount>;

export const StartingForces = z.strictObject({
  units: z.array(UnitCount),
  workers: Count,
  transports: Count,
  bases: Count,
});
export type StartingForces = z.infer<typeof StartingForces>;

export const OrderKind = z.enum(["build", "mobilize", "research"]);
export type OrderKind = z.infer<typeof OrderKind>;

const OrderCounts = z.strictObject({ build: Count, mobilize: Count, research: Count });

export const FactionTokens = z.strictObject({
  workers: Count,
  transports: Count,
  bases: Count,
  /** Standard (silver) order tokens. */
  orders: OrderCounts,
  /** Special (gold) order tokens. */
  specialOrders: OrderCounts,
  /** Brood War Defend order tokens. */
  defendOrders: Count,
  /** Building tokens (every level not printed on the sheet). Checked against the buildings. */
  buildings: Count,
  /** Module tokens, checked against the modules' per-race token counts. */
  modules: Count,
  mindControl: Count,
  starOrder: Count,
  specialConquestPoints: Count,
});
export type FactionTokens = z.infer<typeof FactionTokens>;

export const PermanentResource = z.strictObject({
  kind: z.enum(["mineral", "gas"]),
  capacity: z.number().int().positive(),
});
export type PermanentResource = z.infer<typeof PermanentResource>;

export const FactionSchema = z.strictObject({
  ...recordBase,
  leader: z.string().min(1),
  race: RaceId,
  colour: z.string().min(1),
  /** Core faction-sheet starting forces (with Brood War the Stage I Leadership card supplies them). */
  startingForces: StartingForces,
  tokens: FactionTokens,
  /** The printed, free level-I building. */
  printedBuilding: z.strictObject({ building: Id, level: z.number().int().positive() }),
  /** Module spaces on the faction sheet: a player never owns more modules than this. */
  moduleSlots: Count,
  /** The two permanent resources printed on the sheet (never lost, never force-mined). */
  permanentResources: z.array(PermanentResource),
  /** Special victory objective, as an effect key of kind "victory" (null with BW: see leadership). */
  specialVictory: EffectRef.nullable(),
  /** With Brood War: the Stage I Leadership card that carries this faction's special victory. */
  specialVictoryLeadershipCard: Id.optional(),
});
export type Faction = z.infer<typeof FactionSchema>;

// ---------------------------------------------------------------------------------------------
// Units, buildings, modules

export const UnitKeyword = z.enum([
  "assist",
  "cloaking",
  "detector",
  "sacrifice",
  /** Zerglings and Scourge: two figures on one base count as one unit. */
  "paired-figures",
]);
export type UnitKeyword = z.infer<typeof UnitKeyword>;

export const UnitSchema = z.strictObject({
  ...recordBase,
  race: RaceId,
  movement: z.enum(["ground", "flying"]),
  /** What its front-line attack can destroy. */
  attacks: z.strictObject({ ground: z.boolean(), flying: z.boolean() }),
  /** Value added to the front-line attack when supporting; null for assist units (none printed). */
  support: Count.nullable(),
  keywords: z.array(UnitKeyword),
  cost: Cost,
  /** Friendly units on the active planet destroyed to create it (Archon, Guardian, Lurker…). */
  consumes: z.array(UnitCount),
  /** Building track and level that unlocks it; null for technology-dependent units. */
  unlockedBy: z.strictObject({ building: Id, level: z.number().int().positive() }).nullable(),
  /** Technology card that must be owned to build it (Summon Archon, Guardian Aspect…). */
  requiresTech: Id.nullable(),
  /** Installation required on the planet instead of a base (Infested Terran). */
  requiresInstallation: z.enum(["infested-command-center"]).nullable(),
  /** Plastic figures per faction (a Zergling base = one unit). */
  miniatures: z.number().int().positive(),
  /** Number of technologies naming this unit (BW reference table), when known. */
  technologyCount: Count.nullable(),
});
export type Unit = z.infer<typeof UnitSchema>;

export const BuildingLevel = z.strictObject({
  level: z.number().int().positive(),
  /** Token name when it differs from the track (BW Protoss "Robotics Bay"). */
  name: z.string().optional(),
  cost: Cost,
  unlocks: z.array(Id),
  /** Printed on the faction sheet: owned from the start, no token. */
  printed: z.boolean(),
  provisional: z.boolean().optional(),
  provisionalReason: z.string().optional(),
});
export type BuildingLevel = z.infer<typeof BuildingLevel>;

export const BuildingSchema = z.strictObject({
  ...recordBase,
  race: RaceId,
  /** Levels must be bought in order (I, II, III) on the same track. */
  levels: z.array(BuildingLevel).min(1),
});
export type Building = z.infer<typeof BuildingSchema>;

export const ModuleKind = z.enum(["supply", "research", "air-support", "defensive", "assist", "offensive"]);
export type ModuleKind = z.infer<typeof ModuleKind>;

const PerRace = <T extends z.ZodType>(t: T) => z.strictObject({ terran: t, protoss: t, zerg: t });

export const ModuleSchema = z.strictObject({
  ...recordBase,
  kind: ModuleKind,
  /** Cost per race; null where the race has no such module. */
  cost: PerRace(Cost.nullable()),
  /** Tokens per faction of each race (0: not available to that race). */
  tokens: PerRace(Count),
  effect: EffectRef,
});
export type Module = z.infer<typeof ModuleSchema>;

// ---------------------------------------------------------------------------------------------
// Planets and resource cards

export const AreaSchema = z.strictObject({
  id: Id,
  resource: z.enum(["mineral", "gas", "none"]),
  /** Resource card capacity (workers) for mineral/gas areas; 0 otherwise. */
  amount: Count,
  conquestPoints: Count,
  unitLimit: z.number().int().positive(),
  /** BW restricted areas: only ground or only flying units (no bases in flying-only areas). */
  unitType: z.enum(["any", "ground", "flying"]),
  /** BW strategic area (gold hex): orders executed on its planet by its controller count as special. */
  strategic: z.boolean(),
  /** The resource card of this area (mineral/gas areas only). */
  resourceCard: Id.nullable(),
});
export type Area = z.infer<typeof AreaSchema>;

export const PlanetSchema = z.strictObject({
  ...recordBase,
  /** Route slots by side index 0..3 (relative layout: [0,2] = opposite sides, [0,1] = adjacent). */
  routeSlots: z.array(z.number().int().min(0).max(3)).min(1),
  areas: z.array(AreaSchema).min(1),
});
export type Planet = z.infer<typeof PlanetSchema>;

export const ResourceCardSchema = z.strictObject({
  ...recordBase,
  planet: Id,
  area: Id,
  kind: z.enum(["mineral", "gas"]),
  /** Workers it holds; one more may be forced (partially depleted), a second depletes it. */
  capacity: z.number().int().positive(),
});
export type ResourceCard = z.infer<typeof ResourceCardSchema>;

// ---------------------------------------------------------------------------------------------
// Cards

export const CombatKeyword = z.enum([
  "splash",
  "cancel",
  "vs",
  "gain",
  "cloaking",
  "detector",
  "collateral-damage",
  "mind-control",
  "recharge",
  "sacrifice",
]);
export type CombatKeyword = z.infer<typeof CombatKeyword>;

export const CombatValues = z.strictObject({ attack: Count, health: Count });
export type CombatValues = z.infer<typeof CombatValues>;

export const CombatCardSchema = z.strictObject({
  ...recordBase,
  race: RaceId,
  /**
   * Our position in the race's starting deck (1..18 core, 19..20 Brood War; 1 for cards that come
   * from a technology). Not the printed number unless `officialNumber` says so.
   */
  number: z.number().int().positive(),
  /** Printed card number when a source names it (e.g. cards removed by Brood War). */
  officialNumber: z.number().int().positive().nullable(),
  kind: z.enum(["standard", "reinforcement"]),
  /** Pictured unit icons. A reinforcement with no units may reinforce any front-line unit. */
  units: z.array(Id),
  /** Values when a pictured unit is the front-line unit (standard cards only). */
  major: CombatValues.nullable(),
  /** Values when no icon matches (standard cards only). */
  minor: CombatValues.nullable(),
  abilities: z.array(EffectRef),
  keywords: z.array(CombatKeyword),
  /**
   * Technology card this combat card comes from: null for the starting Combat deck; otherwise the
   * card's copies join a Combat deck only when that technology is bought.
   */
  techCard: Id.nullable(),
  copies: z.number().int().positive(),
});
export type CombatCard = z.infer<typeof CombatCardSchema>;

export const TechDestination = z.enum(["combat-deck", "play-area", "return-to-tech-deck"]);
export type TechDestination = z.infer<typeof TechDestination>;

export const TechCardSchema = z.strictObject({
  ...recordBase,
  race: RaceId,
  /** Only these factions' Technology decks hold it (Kerrigan's cards); empty = every faction of the race. */
  factions: z.array(Id),
  /** Copies of the card (dots); buying takes them all. */
  copies: z.number().int().positive(),
  cost: Cost,
  units: z.array(Id),
  destination: TechDestination,
  /**
   * For destination "combat-deck": the combat card (same id, `techCard` pointing back) whose
   * copies join the owner's Combat deck when bought; it carries the values and abilities.
   */
  combatCard: Id.nullable(),
  /** Abilities of play-area and one-shot technologies (empty for combat-deck ones). */
  abilities: z.array(EffectRef),
  /** BW: moved from the Technology deck into the Combat deck by a Leadership card (Kerrigan). */
  grantedBy: Id.nullable(),
});
export type TechCard = z.infer<typeof TechCardSchema>;

export const EventTiming = z.enum([
  /** Resolved when played in the Play Event Cards step, then discarded. */
  "immediate",
  /** Placed in the player's play area; used later as its effect says. */
  "play-area",
  /** Placed in the play area and used at the start of a battle (one such ability per side). */
  "battle-start",
  /** Must be played when held (The End Draws Near). */
  "mandatory",
]);
export type EventTiming = z.infer<typeof EventTiming>;

export const EventCardSchema = z.strictObject({
  ...recordBase,
  stage: Stage,
  copies: z.number().int().positive(),
  timing: EventTiming,
  effect: EffectRef,
  /** Removed when playing Brood War without Leadership cards. */
  leadershipRelated: z.boolean(),
});
export type EventCard = z.infer<typeof EventCardSchema>;

export const LeadershipCardSchema = z.strictObject({
  ...recordBase,
  faction: Id,
  stage: Stage,
  specialVictory: z.boolean(),
  /** Stage I cards set the starting forces. */
  startingForces: StartingForces.nullable(),
  hero: Id.nullable(),
  /** One-shot cards leave the game; play-area, Special Victory and Hero cards stay. */
  persistence: z.enum(["one-shot", "play-area"]),
  effects: z.array(EffectRef),
});
export type LeadershipCard = z.infer<typeof LeadershipCardSchema>;

export const HeroSchema = z.strictObject({
  ...recordBase,
  faction: Id,
  unit: Id,
  leadershipCard: Id,
  abilities: z.array(EffectRef),
});
export type Hero = z.infer<typeof HeroSchema>;

// ---------------------------------------------------------------------------------------------
// Packs

/** The record kinds, in load order, with their schemas. */
export const KIND_SCHEMAS = {
  races: RaceSchema,
  factions: FactionSchema,
  units: UnitSchema,
  buildings: BuildingSchema,
  modules: ModuleSchema,
  planets: PlanetSchema,
  resourceCards: ResourceCardSchema,
  combatCards: CombatCardSchema,
  techCards: TechCardSchema,
  eventCards: EventCardSchema,
  leadershipCards: LeadershipCardSchema,
  heroes: HeroSchema,
} as const;
export type RecordKind = keyof typeof KIND_SCHEMAS;
export const RECORD_KINDS = Object.keys(KIND_SCHEMAS) as RecordKind[];

export interface RecordOf {
  races: Race;
  factions: Faction;
  units: Unit;
  buildings: Building;
  modules: Module;
  planets: Planet;
  resourceCards: ResourceCard;
  combatCards: CombatCard;
  techCards: TechCard;
  eventCards: EventCard;
  leadershipCards: LeadershipCard;
  heroes: Hero;
}

/**
 * A pack file: records to add (or, in expansion and override packs, to merge over a record with
 * the same id) and ids to remove. Records are checked against their kind's schema after merging.
 */
export const PackFileSchema = z.strictObject({
  $comment: z.string().optional(),
  ruleset: z.literal("starcraft").optional(),
  description: z.string().optional(),
  records: z.partialRecord(z.enum(RECORD_KINDS as [RecordKind, ...RecordKind[]]), z.array(z.unknown())),
  remove: z
    .partialRecord(z.enum(RECORD_KINDS as [RecordKind, ...RecordKind[]]), z.array(z.string()))
    .optional(),
});
export type PackFile = z.infer<typeof PackFileSchema>;
