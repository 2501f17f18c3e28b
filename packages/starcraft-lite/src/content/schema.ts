/**
 * zod schemas of the StarCraft Lite content pack (packages/starcraft-lite/content). A record whose
 * facts are not all public (the Lite print-outs are not) says `provisional: true` and why.
 */
import { z } from "zod";

export const RaceId = z.enum(["terran", "zerg", "protoss"]);
export type RaceId = z.infer<typeof RaceId>;

const Cost = z.object({ minerals: z.number().int().min(0), gas: z.number().int().min(0) }).strict();
const Provisional = {
  provisional: z.boolean().optional(),
  provisionalReason: z.string().min(1).optional(),
  sources: z.array(z.string()).min(1),
};

/** Ability ids the battle implements (see src/battle/README section "Abilities"). */
export const ABILITY_IDS = [
  "assist",
  "auto-hit",
  "auto-splash",
  "double-strike",
  "first-splash-defending",
  "splash-attacking",
  "sacrifice",
  "splash",
  "trample",
  "splash-vs-biological",
  "cloaking",
  "cloaking-field",
  "consume",
  "dark-swarm",
  "defense-matrix",
  "detector",
  "emp-shockwave",
  "ensnare",
  "guardian-aspect",
  "hallucination",
  "lockdown",
  "nuke",
  "observation",
  "recall",
  "stasis-field",
  "summon-archon",
  "swarm",
  "hive-mind",
  "repair",
  "lift-off",
  "advanced-technology",
  "shields",
] as const;
export const AbilityId = z.enum(ABILITY_IDS);
export type AbilityId = z.infer<typeof AbilityId>;

export const UnitSchema = z
  .object({
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    name: z.string(),
    race: RaceId,
    movement: z.enum(["ground", "flying"]),
    cost: Cost,
    consumes: z.array(z.object({ unit: z.string(), count: z.number().int().positive() }).strict()).optional(),
    /** GA ground attack, FA flying attack ("X": destroys any flying unit it targets), HT health, GS/FS splash, AS assist value. */
    stats: z
      .object({
        ga: z.number().int().min(0),
        fa: z.union([z.number().int().min(0), z.literal("X")]),
        ht: z.number().int().positive(),
        gs: z.number().int().min(0),
        fs: z.number().int().min(0),
        as: z.number().int().min(0),
      })
      .strict(),
    abilities: z.array(AbilityId),
    assist: z.boolean(),
    types: z
      .object({
        kind: z.enum(["mechanical", "biological"]).nullable(),
        attack: z.enum(["melee", "missile"]).nullable(),
        infantry: z.boolean(),
      })
      .strict(),
    /** After the type's upgrade: splash values replace, abilities add. `star`: needs the race's star module. */
    upgrade: z
      .object({
        gs: z.number().int().min(0),
        fs: z.number().int().min(0),
        abilities: z.array(AbilityId),
        star: z.boolean(),
      })
      .strict(),
    ...Provisional,
  })
  .strict();
export type UnitRecord = z.infer<typeof UnitSchema>;

export const AbilitySchema = z
  .object({
    id: AbilityId,
    name: z.string(),
    kind: z.enum(["attack", "special", "race"]),
    summary: z.string(),
    ...Provisional,
  })
  .strict();
export type AbilityRecord = z.infer<typeof AbilitySchema>;

export const MODULE_EFFECT_KEYS = [
  "build-limit",
  "star-upgrades",
  "unlock-circle",
  "unlock-square",
  "bunker",
  "comsat",
  "base-detector",
  "base-splash",
  "nuke",
  "nydus-canal",
  "shield-battery",
  "observatory",
] as const;
export const ModuleEffect = z.discriminatedUnion("key", [
  z
    .object({ key: z.literal("build-limit"), params: z.object({ limit: z.number().int().positive() }) })
    .strict(),
  z.object({ key: z.literal("star-upgrades") }).strict(),
  z.object({ key: z.literal("unlock-circle") }).strict(),
  z.object({ key: z.literal("unlock-square") }).strict(),
  z.object({ key: z.literal("bunker"), params: z.object({ health: z.number().int().positive() }) }).strict(),
  z.object({ key: z.literal("comsat") }).strict(),
  z.object({ key: z.literal("base-detector") }).strict(),
  z
    .object({
      key: z.literal("base-splash"),
      params: z.object({
        amount: z.number().int().positive(),
        targets: z.enum(["ground", "flying-only", "any"]),
      }),
    })
    .strict(),
  z.object({ key: z.literal("nuke"), params: z.object({ splash: z.number().int().positive() }) }).strict(),
  z.object({ key: z.literal("nydus-canal") }).strict(),
  z
    .object({ key: z.literal("shield-battery"), params: z.object({ negate: z.number().int().positive() }) })
    .strict(),
  z.object({ key: z.literal("observatory") }).strict(),
]);
export type ModuleEffect = z.infer<typeof ModuleEffect>;

export const ModuleSchema = z
  .object({
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    name: z.string(),
    race: RaceId,
    cost: Cost,
    effects: z.array(ModuleEffect).min(1),
    requires: z.array(z.string()),
    ...Provisional,
  })
  .strict();
export type ModuleRecord = z.infer<typeof ModuleSchema>;

export const RaceSchema = z
  .object({
    id: RaceId,
    name: z.string(),
    abilities: z.array(AbilityId).length(2),
    /** Lowest die face that hits before observation. */
    hitOn: z.number().int().min(2).max(6),
    ...Provisional,
  })
  .strict();
export type RaceRecord = z.infer<typeof RaceSchema>;

/**
 * One unit's place in its race's unlock tree (faction sheet "lines", circles and squares; spec
 * §11). The tree is printed only on the Lite sheets: the bundled records are the spec's
 * reconstruction, provisional, and an owner's override pack corrects them by unit id.
 */
export const UnlockSchema = z
  .object({
    /** The unit id (one record per unit type). */
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    race: RaceId,
    /** Unit types that must be unlocked first (the lines). */
    requires: z.array(z.string()),
    /** start: unlocked at setup; circle/square: needs the race's circle/square module. */
    marker: z.enum(["start", "none", "circle", "square"]),
    /** Unlock price; "free": unlocked automatically as soon as the requirements hold. */
    cost: z.union([Cost, z.literal("free")]),
    ...Provisional,
  })
  .strict();
export type UnlockRecord = z.infer<typeof UnlockSchema>;

export const KIND_SCHEMAS = {
  units: UnitSchema,
  abilities: AbilitySchema,
  modules: ModuleSchema,
  races: RaceSchema,
  unlocks: UnlockSchema,
} as const;
export type RecordKind = keyof typeof KIND_SCHEMAS;
export const RECORD_KINDS = Object.keys(KIND_SCHEMAS) as RecordKind[];
export interface RecordOf {
  units: UnitRecord;
  abilities: AbilityRecord;
  modules: ModuleRecord;
  races: RaceRecord;
  unlocks: UnlockRecord;
}

export const PackFileSchema = z
  .object({
    $comment: z.string().optional(),
    ruleset: z.literal("starcraft-lite"),
    description: z.string().optional(),
    records: z.partialRecord(
      z.enum(["units", "abilities", "modules", "races", "unlocks"]),
      z.array(z.record(z.string(), z.unknown())),
    ),
  })
  .strict();
