/**
 * loadContent: the bundled 1st-edition pack, then override packs, then schema, reference, count and
 * edition checks. The result is frozen and (without overrides) cached.
 */
import { ContentPackError, deepFreeze } from "@koprulu/engine";
import { applyPack, type ContentIssue, emptyRaw } from "./merge";
import { BUNDLED_PACKS } from "./packs";
import { KIND_SCHEMAS, RECORD_KINDS, type RecordKind } from "./schema";
import { type ContentMaps, checkCounts, checkReferences } from "./validate";

export type { ContentIssue } from "./merge";
export type { ContentMaps } from "./validate";

export interface OverridePack {
  file: string;
  data: unknown;
}

export interface LoadOptions {
  overrides?: readonly OverridePack[];
}

export interface Content extends ContentMaps {
  readonly ruleset: "eclipse";
  readonly origins: Readonly<Record<string, readonly string[]>>;
}

export interface CheckResult {
  content: Content | null;
  records: ContentMaps;
  errors: ContentIssue[];
}

export class ContentError extends ContentPackError {
  constructor(errors: readonly ContentIssue[]) {
    super("Eclipse", errors);
    this.name = "ContentError";
  }
}

export function checkContent(options: LoadOptions = {}): CheckResult {
  const errors: ContentIssue[] = [];
  const raw = emptyRaw();
  for (const pack of BUNDLED_PACKS) applyPack(raw, pack.file, pack.data, "add", errors);
  for (const pack of options.overrides ?? []) applyPack(raw, pack.file, pack.data, "merge", errors);

  const maps = Object.fromEntries(RECORD_KINDS.map((k) => [k, {}])) as Record<
    RecordKind,
    Record<string, unknown>
  >;
  const origins: Record<string, string[]> = {};
  for (const kind of RECORD_KINDS) {
    for (const [id, entry] of raw[kind]) {
      const file = entry.files[entry.files.length - 1]!;
      origins[`${kind}:${id}`] = entry.files;
      const parsed = KIND_SCHEMAS[kind].safeParse(entry.record);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          errors.push({
            file,
            record: id,
            message: `${kind}: ${issue.path.join(".") || "(record)"}: ${issue.message}`,
          });
        continue;
      }
      if (parsed.data.provisional && !parsed.data.provisionalReason)
        errors.push({ file, record: id, message: `${kind}: a provisional record needs a provisionalReason` });
      maps[kind][id] = parsed.data;
    }
  }
  const typed = maps as unknown as ContentMaps;
  const fileOf = (kind: RecordKind, id: string) => origins[`${kind}:${id}`]?.at(-1) ?? "(unknown)";
  errors.push(...checkReferences(typed, fileOf), ...checkCounts(typed));
  if (errors.length > 0) return { content: null, records: typed, errors };
  const content: Content = deepFreeze({ ruleset: "eclipse", origins, ...typed });
  return { content, records: content, errors };
}

let cached: Content | null = null;

/** The typed content; throws ContentError listing every problem when the packs are invalid. */
export function loadContent(options: LoadOptions = {}): Content {
  if (!options.overrides?.length && cached) return cached;
  const { content, errors } = checkContent(options);
  if (!content) throw new ContentError(errors);
  if (!options.overrides?.length) cached = content;
  return content;
}

export interface ProvisionalEntry {
  kind: RecordKind;
  id: string;
  reason: string;
}

/** Every provisional record with its reason, in pack order. */
export function provisionalList(content: ContentMaps): ProvisionalEntry[] {
  const out: ProvisionalEntry[] = [];
  for (const kind of RECORD_KINDS)
    for (const rec of Object.values(content[kind]) as {
      id: string;
      provisional?: boolean;
      provisionalReason?: string;
    }[])
      if (rec.provisional) out.push({ kind, id: rec.id, reason: rec.provisionalReason ?? "" });
  return out;
}

/** The counts `validate-content --ruleset eclipse` reports. */
export function contentCounts(c: ContentMaps) {
  const n = (m: Readonly<Record<string, unknown>>) => Object.keys(m).length;
  return {
    sectors: n(c.sectors),
    technologies: n(c.technologies),
    parts: n(c.parts),
    discovery: n(c.discovery),
    reputation: n(c.reputation),
    species: n(c.species),
    hulls: n(c.hulls),
    blueprints: n(c.blueprints),
    npcs: n(c.npcs),
    tables: n(c.tables),
    discoveryTiles: Object.values(c.discovery).reduce((s, d) => s + d.copies, 0),
    reputationTiles: Object.values(c.reputation).reduce((s, r) => s + r.copies, 0),
  };
}
