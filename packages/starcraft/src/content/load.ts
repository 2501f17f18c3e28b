/**
 * loadContent: bundled base pack → chosen expansions → override packs, then schema checks,
 * effect-key checks, referential checks and count checks. The result is a typed, indexed
 * `Content` (maps by id) that the rules, combat and events code read; it is frozen and, without
 * overrides, cached per expansion set, because bots call setup thousands of times.
 */

import { ContentPackError, deepFreeze } from "@koprulu/engine";
import { checkEffectRef, EFFECTS, type EffectKind, isEffectKey } from "./effects";
import { applyPack, type ContentIssue, emptyRaw, type RawContent } from "./merge";
import { BUNDLED_PACKS } from "./packs";
import {
  type EffectRef,
  ExpansionId,
  KIND_SCHEMAS,
  type RaceId,
  RECORD_KINDS,
  type RecordKind,
  type RecordOf,
} from "./schema";
import { checkReferences } from "./validate";

export type { ContentIssue } from "./merge";

/** An override pack: the parsed JSON of a pack file and the name to report errors against. */
export interface OverridePack {
  file: string;
  data: unknown;
}

export interface LoadOptions {
  /** Expansions on top of the base game: currently only "brood-war". */
  expansions?: readonly string[];
  /** Packs merged last, by record id (an owner of the physical game supplying exact cards). */
  overrides?: readonly OverridePack[];
}

export type ContentMaps = { readonly [K in RecordKind]: Readonly<Record<string, RecordOf[K]>> };

export interface Content extends ContentMaps {
  readonly ruleset: "starcraft";
  /** Always starts with "base". */
  readonly expansions: readonly ExpansionId[];
  /** `${kind}:${id}` → files that contributed to the record (bundled pack first, overrides last). */
  readonly origins: Readonly<Record<string, readonly string[]>>;
}

export interface CheckResult {
  /** Present only when there are no errors. */
  content: Content | null;
  /** The records that passed their schema (also when other checks failed), for reporting. */
  records: ContentMaps;
  errors: ContentIssue[];
}

export class ContentError extends ContentPackError {
  constructor(errors: readonly ContentIssue[]) {
    super("StarCraft", errors);
    this.name = "ContentError";
  }
}

/** Which effect kinds each ability-bearing field accepts. */
const EFFECT_FIELDS: Partial<Record<RecordKind, { field: string; kinds: EffectKind[] }[]>> = {
  factions: [{ field: "specialVictory", kinds: ["victory"] }],
  modules: [{ field: "effect", kinds: ["module"] }],
  combatCards: [{ field: "abilities", kinds: ["combat"] }],
  techCards: [{ field: "abilities", kinds: ["combat", "tech"] }],
  eventCards: [{ field: "effect", kinds: ["event"] }],
  leadershipCards: [{ field: "effects", kinds: ["leadership", "victory"] }],
  heroes: [{ field: "abilities", kinds: ["hero", "combat"] }],
};

function effectRefsOf(record: Record<string, unknown>, field: string): EffectRef[] {
  const v = record[field];
  if (v == null) return [];
  return (Array.isArray(v) ? v : [v]) as EffectRef[];
}

function normaliseExpansions(requested: readonly string[], issues: ContentIssue[]): ExpansionId[] {
  const out: ExpansionId[] = ["base"];
  for (const name of requested) {
    const parsed = ExpansionId.safeParse(name);
    if (!parsed.success) {
      issues.push({
        file: "(options)",
        record: "",
        message: `unknown expansion '${name}' (known: brood-war)`,
      });
      continue;
    }
    if (!out.includes(parsed.data)) out.push(parsed.data);
  }
  return out;
}

/** Load and check everything; never throws for bad content (errors are returned). */
export function checkContent(options: LoadOptions = {}): CheckResult {
  const errors: ContentIssue[] = [];
  const expansions = normaliseExpansions(options.expansions ?? [], errors);
  const raw: RawContent = emptyRaw();
  for (const exp of expansions)
    for (const pack of BUNDLED_PACKS[exp])
      applyPack(raw, pack.file, pack.data, exp === "base" ? "add" : "merge", errors);
  for (const pack of options.overrides ?? []) applyPack(raw, pack.file, pack.data, "merge", errors);

  const maps = Object.fromEntries(RECORD_KINDS.map((k) => [k, {}])) as Record<
    RecordKind,
    Record<string, unknown>
  >;
  const origins: Record<string, string[]> = {};
  /** Records that failed their schema: already reported, so references to them are not. */
  const invalid = new Set<string>();
  for (const kind of RECORD_KINDS) {
    for (const [id, entry] of raw[kind]) {
      const file = entry.files[entry.files.length - 1]!;
      origins[`${kind}:${id}`] = entry.files;
      const parsed = KIND_SCHEMAS[kind].safeParse(entry.record);
      if (!parsed.success) {
        invalid.add(`${kind}:${id}`);
        for (const issue of parsed.error.issues)
          errors.push({
            file,
            record: id,
            message: `${kind}: ${issue.path.join(".") || "(record)"}: ${issue.message}`,
          });
        continue;
      }
      // An override may not smuggle in a record of an expansion that is not being played.
      if (!expansions.includes(parsed.data.expansion)) {
        invalid.add(`${kind}:${id}`);
        errors.push({
          file,
          record: id,
          message: `${kind}: belongs to '${parsed.data.expansion}', which is not loaded`,
        });
        continue;
      }
      if (parsed.data.provisional && !parsed.data.provisionalReason)
        errors.push({ file, record: id, message: `${kind}: a provisional record needs a provisionalReason` });
      for (const { field, kinds } of EFFECT_FIELDS[kind] ?? []) {
        for (const ref of effectRefsOf(entry.record, field)) {
          const effectKind = isEffectKey(ref.key) ? EFFECTS[ref.key].kind : null;
          const problem =
            effectKind && !kinds.includes(effectKind)
              ? `effect '${ref.key}' is a ${effectKind} effect, not allowed here`
              : checkEffectRef(ref);
          if (problem) errors.push({ file, record: id, message: `${kind}: ${field}: ${problem}` });
        }
      }
      maps[kind][id] = parsed.data;
    }
  }
  const typed = maps as unknown as ContentMaps;
  const fileOf = (kind: RecordKind, id: string) => {
    const files = origins[`${kind}:${id}`];
    return files ? files[files.length - 1]! : "(unknown)";
  };
  errors.push(...checkReferences(typed, expansions, fileOf, invalid));
  if (errors.length > 0) return { content: null, records: typed, errors };
  const content: Content = deepFreeze({ ruleset: "starcraft", expansions, origins, ...typed });
  return { content, records: content, errors };
}

const cache = new Map<string, Content>();

/**
 * The typed, indexed content for a game. Throws ContentError listing every problem if the packs
 * are invalid. Without overrides the result is cached (and frozen, so sharing it is safe).
 */
export function loadContent(options: LoadOptions = {}): Content {
  const cacheKey = options.overrides?.length ? null : [...(options.expansions ?? [])].sort().join(",");
  if (cacheKey !== null) {
    const hit = cache.get(cacheKey);
    if (hit) return hit;
  }
  const { content, errors } = checkContent(options);
  if (!content) throw new ContentError(errors);
  if (cacheKey !== null) cache.set(cacheKey, content);
  return content;
}

/** Number of provisional records (facts unknown or disputed) in the loaded content. */
export function countProvisional(content: ContentMaps): number {
  let n = 0;
  for (const kind of RECORD_KINDS)
    for (const rec of Object.values(content[kind])) if ((rec as { provisional?: boolean }).provisional) n++;
  return n;
}

export function raceOf(content: Content, factionId: string): RaceId {
  const faction = content.factions[factionId];
  if (!faction) throw new Error(`unknown faction '${factionId}'`);
  return faction.race;
}
