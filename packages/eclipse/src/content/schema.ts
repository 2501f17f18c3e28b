/**
 * zod schemas of the Eclipse (1st edition) content pack. One record kind per file in content/base.
 * Every record may be `provisional` (a fact unknown or disputed in the reference), which then needs a
 * `provisionalReason`.
 */
import { z } from "zod";

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "ids are lowercase kebab-case");
const Common = {
  id: Id,
  sources: z.array(z.string()).min(1),
  provisional: z.boolean().optional(),
  provisionalReason: z.string().optional(),
  alternatives: z.record(z.string(), z.unknown()).optional(),
};

export const Edge = z.enum(["T", "TR", "BR", "B", "BL", "TL"]);
export const Resource = z.enum(["money", "science", "materials"]);
export const HullId = z.enum(["interceptor", "cruiser", "dreadnought", "starbase"]);
export type HullId = z.infer<typeof HullId>;
/** 1st edition has only these three dice; a blue (soliton) die is 2nd-edition contamination. */
export const DieColour = z.enum(["yellow", "orange", "red"]);
export type DieColour = z.infer<typeof DieColour>;
export const DAMAGE_OF_COLOUR: Record<DieColour, number> = { yellow: 1, orange: 2, red: 4 };

export const SectorSchema = z
  .object({
    ...Common,
    id: z.string().regex(/^\d{3}$/, "sector ids are the printed three-digit numbers"),
    name: z.string(),
    ring: z.enum(["center", "inner", "middle", "outer", "starting"]),
    vp: z.number().int().min(1).max(4),
    squares: z.array(
      z.object({ resource: z.enum(["money", "science", "materials", "grey"]), advanced: z.boolean() }),
    ),
    discovery: z.boolean(),
    ancients: z.number().int().min(0).max(3),
    gcds: z.boolean(),
    artifact: z.boolean(),
    wormholes: z.array(Edge),
    homeOf: Id.optional(),
    faction: z.string().optional(),
  })
  .strict();

export const TechnologySchema = z
  .object({
    ...Common,
    name: z.string(),
    track: z.enum(["military", "grid", "nano"]),
    cost: z.number().int().positive(),
    minCost: z.number().int().positive(),
    tiles: z.number().int().positive(),
    kind: z.enum(["part", "build", "passive", "instant"]),
    unlocksPart: Id.optional(),
    summary: z.string(),
  })
  .strict()
  .refine((t) => t.minCost <= t.cost, "minCost cannot exceed cost");

export const WeaponSchema = z
  .object({
    colour: DieColour,
    dice: z.number().int().positive(),
    damage: z.number().int().positive(),
    missile: z.boolean(),
  })
  .strict()
  .refine(
    (w) => w.damage === DAMAGE_OF_COLOUR[w.colour],
    "damage must match the die colour (yellow 1, orange 2, red 4)",
  );

export const PartSchema = z
  .object({
    ...Common,
    name: z.string(),
    kind: z.enum(["basic", "tech", "discovery"]),
    energy: z.number().int(),
    weapon: WeaponSchema.optional(),
    computer: z.number().int().positive().optional(),
    shield: z.number().int().positive().optional(),
    hull: z.number().int().positive().optional(),
    initiative: z.number().int().positive().optional(),
    movement: z.number().int().positive().optional(),
    requiresTech: Id.nullable(),
    supply: z.number().int().positive(),
  })
  .strict();

export const HullSchema = z
  .object({
    ...Common,
    id: HullId,
    name: z.string(),
    slots: z.number().int().positive(),
    initiative: z.number().int().min(0),
    energy: z.number().int().min(0),
    cost: z.number().int().positive(),
    maxPerPlayer: z.number().int().positive(),
    mobile: z.boolean(),
  })
  .strict();

export const ShipBlueprintSchema = z
  .object({
    /** Printed on the blueprint (not from parts). */
    initiative: z.number().int().min(0),
    computer: z.number().int().min(0),
    energy: z.number().int().min(0),
    /** Part id per usable slot; null = empty slot. */
    slots: z.array(Id.nullable()),
  })
  .strict();
export type ShipBlueprint = z.infer<typeof ShipBlueprintSchema>;

export const BlueprintSchema = z
  .object({
    ...Common,
    species: Id,
    ships: z.object({
      interceptor: ShipBlueprintSchema,
      cruiser: ShipBlueprintSchema,
      dreadnought: ShipBlueprintSchema,
      starbase: ShipBlueprintSchema,
    }),
  })
  .strict();

export const DiscoverySchema = z
  .object({
    ...Common,
    name: z.string(),
    copies: z.number().int().positive(),
    effect: z.discriminatedUnion("kind", [
      z
        .object({ kind: z.literal("resource"), resource: Resource, amount: z.number().int().positive() })
        .strict(),
      z.object({ kind: z.literal("ancient-technology") }).strict(),
      z.object({ kind: z.literal("ancient-cruiser") }).strict(),
      z.object({ kind: z.literal("ancient-part"), part: Id }).strict(),
    ]),
    summary: z.string(),
    keepVp: z.number().int().positive(),
  })
  .strict();

export const ReputationSchema = z
  .object({ ...Common, vp: z.number().int().min(1).max(4), copies: z.number().int().positive() })
  .strict();

const Actions = z
  .object({
    explore: z.number().int().positive(),
    influence: z.number().int().positive(),
    research: z.number().int().positive(),
    upgrade: z.number().int().positive(),
    build: z.number().int().positive(),
    move: z.number().int().positive(),
  })
  .strict();

export const SpeciesSchema = z
  .object({
    ...Common,
    name: z.string(),
    homes: z.array(z.object({ faction: z.string(), sector: z.string(), colour: z.string() }).strict()).min(1),
    storage: z
      .object({
        money: z.number().int().min(0),
        science: z.number().int().min(0),
        materials: z.number().int().min(0),
      })
      .strict(),
    tradeRate: z.number().int().min(2).max(4),
    startingTechs: z.array(Id),
    startingShip: HullId,
    colonyShips: z.number().int().positive(),
    discs: z.number().int().positive(),
    actions: Actions,
    buildCosts: z
      .object({
        interceptor: z.number().int().positive(),
        cruiser: z.number().int().positive(),
        dreadnought: z.number().int().positive(),
        starbase: z.number().int().positive(),
        orbital: z.number().int().positive(),
        monolith: z.number().int().positive(),
      })
      .strict(),
    reputationTrack: z
      .object({
        either: z.number().int().min(0),
        reputationOnly: z.number().int().min(0),
        ambassadorOnly: z.number().int().min(0),
      })
      .strict(),
    specials: z.array(Id),
    blueprint: Id,
  })
  .strict();

export const NpcSchema = z
  .object({
    ...Common,
    id: z.enum(["ancient", "gcds"]),
    name: z.string(),
    initiative: z.number().int().min(0),
    computer: z.number().int().min(0),
    shield: z.number().int().min(0),
    hull: z.number().int().min(0),
    cannons: z.array(
      z
        .object({ colour: DieColour, dice: z.number().int().positive(), damage: z.number().int().positive() })
        .strict(),
    ),
    missiles: z.array(
      z
        .object({ colour: DieColour, dice: z.number().int().positive(), damage: z.number().int().positive() })
        .strict(),
    ),
    isAncient: z.boolean(),
  })
  .strict();

/** Numeric tables the ruleset reads (tracks, research, setup counts, VP values). */
export const TableSchema = z
  .object({
    ...Common,
    values: z.record(z.string(), z.union([z.number(), z.array(z.number())])),
  })
  .strict();

export const KIND_SCHEMAS = {
  sectors: SectorSchema,
  technologies: TechnologySchema,
  hulls: HullSchema,
  parts: PartSchema,
  blueprints: BlueprintSchema,
  discovery: DiscoverySchema,
  reputation: ReputationSchema,
  species: SpeciesSchema,
  npcs: NpcSchema,
  tables: TableSchema,
} as const;

export type RecordKind = keyof typeof KIND_SCHEMAS;
export const RECORD_KINDS = Object.keys(KIND_SCHEMAS) as RecordKind[];
export type RecordOf = { [K in RecordKind]: z.infer<(typeof KIND_SCHEMAS)[K]> };
export type Sector = RecordOf["sectors"];
export type Technology = RecordOf["technologies"];
export type Part = RecordOf["parts"];
export type Hull = RecordOf["hulls"];
export type Blueprint = RecordOf["blueprints"];
export type DiscoveryTile = RecordOf["discovery"];
export type ReputationTile = RecordOf["reputation"];
export type Species = RecordOf["species"];
export type Npc = RecordOf["npcs"];
export type Table = RecordOf["tables"];

export const PackFileSchema = z
  .object({
    $comment: z.string().optional(),
    ruleset: z.literal("eclipse"),
    description: z.string().optional(),
    records: z
      .object(Object.fromEntries(RECORD_KINDS.map((k) => [k, z.array(z.unknown()).optional()])))
      .strict(),
    remove: z
      .object(Object.fromEntries(RECORD_KINDS.map((k) => [k, z.array(z.string()).optional()])))
      .strict()
      .optional(),
  })
  .strict();
