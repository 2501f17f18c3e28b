/**
 * loadLiteContent: the bundled Lite pack, then override packs merged by record id (the same
 * deep-merge and "$delete" convention as the StarCraft packs), then schema and reference checks.
 * The result is frozen and, without overrides, cached: odds and bots load it many times.
 */
import {
  applyPack,
  type ContentIssue,
  ContentPackError,
  deepFreeze,
  emptyRaw,
  packRulesFromSchema,
} from "@koprulu/engine";
import abilities from "../../content/base/abilities.json" with { type: "json" };
import modules from "../../content/base/modules.json" with { type: "json" };
import races from "../../content/base/races.json" with { type: "json" };
import units from "../../content/base/units.json" with { type: "json" };
import unlocks from "../../content/base/unlocks.json" with { type: "json" };
import { KIND_SCHEMAS, PackFileSchema, RECORD_KINDS, type RecordKind, type RecordOf } from "./schema";

export type { ContentIssue };

export interface OverridePack {
  file: string;
  data: unknown;
}

export type LiteContent = { readonly [K in RecordKind]: Readonly<Record<string, RecordOf[K]>> } & {
  readonly ruleset: "starcraft-lite";
  /** Unit ids in pack order (the battle's canonical order). */
  readonly unitOrder: readonly string[];
  /** `${kind}:${id}` → files that contributed to the record. */
  readonly origins: Readonly<Record<string, readonly string[]>>;
};

export class LiteContentError extends ContentPackError {
  constructor(errors: readonly ContentIssue[]) {
    super("StarCraft Lite", errors);
    this.name = "LiteContentError";
  }
}

export const BUNDLED_LITE_PACKS: readonly OverridePack[] = [
  { file: "content/base/units.json", data: units },
  { file: "content/base/abilities.json", data: abilities },
  { file: "content/base/modules.json", data: modules },
  { file: "content/base/races.json", data: races },
  { file: "content/base/unlocks.json", data: unlocks },
];

/**
 * The engine's content-pack mechanism, shared with StarCraft and Eclipse: the bundled pack adds
 * records, override packs merge over them by id. As in StarCraft, an effect reference (an object
 * with a string `key`) is replaced whole.
 */
const PACK_RULES = packRulesFromSchema(
  RECORD_KINDS,
  PackFileSchema,
  (patch) => typeof patch.key === "string",
);

/** Checks that cross records: every unit's race exists, module prerequisites exist, provisional marks carry a reason. */
function checkReferences(c: Omit<LiteContent, "ruleset" | "unitOrder" | "origins">, issues: ContentIssue[]) {
  for (const u of Object.values(c.units)) {
    for (const con of u.consumes ?? [])
      if (!c.units[con.unit])
        issues.push({ file: "", record: u.id, message: `consumes unknown unit ${con.unit}` });
    for (const a of [...u.abilities, ...u.upgrade.abilities])
      if (!c.abilities[a])
        issues.push({ file: "", record: u.id, message: `ability ${a} has no abilities record` });
  }
  for (const m of Object.values(c.modules))
    for (const r of m.requires)
      if (!c.modules[r]) issues.push({ file: "", record: m.id, message: `requires unknown module ${r}` });
  for (const u of Object.values(c.unlocks)) {
    if (!c.units[u.id]) issues.push({ file: "", record: u.id, message: "unlock record of an unknown unit" });
    for (const r of u.requires)
      if (!c.unlocks[r]) issues.push({ file: "", record: u.id, message: `requires unknown unit ${r}` });
  }
  for (const kind of RECORD_KINDS)
    for (const r of Object.values(c[kind]) as {
      id: string;
      provisional?: boolean;
      provisionalReason?: string;
    }[])
      if (r.provisional && !r.provisionalReason)
        issues.push({ file: "", record: r.id, message: "provisional without provisionalReason" });
}

export interface CheckResult {
  content: LiteContent | null;
  errors: ContentIssue[];
}

export function checkLiteContent(overrides: readonly OverridePack[] = []): CheckResult {
  const issues: ContentIssue[] = [];
  const raw = emptyRaw(RECORD_KINDS);
  for (const p of BUNDLED_LITE_PACKS) applyPack(PACK_RULES, raw, p.file, p.data, "add", issues);
  for (const p of overrides) applyPack(PACK_RULES, raw, p.file, p.data, "merge", issues);
  const out: Record<string, Record<string, unknown>> = {};
  const origins: Record<string, string[]> = {};
  for (const kind of RECORD_KINDS) {
    out[kind] = {};
    for (const [id, entry] of raw[kind]) {
      const parsed = KIND_SCHEMAS[kind].safeParse(entry.record);
      if (!parsed.success) {
        for (const i of parsed.error.issues)
          issues.push({
            file: entry.files.at(-1) ?? "",
            record: id,
            message: `${i.path.join(".")}: ${i.message}`,
          });
        continue;
      }
      out[kind][id] = parsed.data;
      origins[`${kind}:${id}`] = entry.files;
    }
  }
  const maps = out as unknown as Omit<LiteContent, "ruleset" | "unitOrder" | "origins">;
  checkReferences(maps, issues);
  if (issues.length > 0) return { content: null, errors: issues };
  const content: LiteContent = {
    ...maps,
    ruleset: "starcraft-lite",
    unitOrder: Object.keys(maps.units),
    origins,
  };
  return { content: deepFreeze(content), errors: [] };
}

let cached: LiteContent | null = null;

/** The Lite content (bundled pack plus overrides); throws LiteContentError when anything is wrong. */
export function loadLiteContent(options: { overrides?: readonly OverridePack[] } = {}): LiteContent {
  const overrides = options.overrides ?? [];
  if (overrides.length === 0 && cached) return cached;
  const r = checkLiteContent(overrides);
  if (!r.content) throw new LiteContentError(r.errors);
  if (overrides.length === 0) cached = r.content;
  return r.content;
}

/** Count of provisional records per kind. */
export function countProvisional(c: LiteContent): Record<RecordKind, number> {
  return Object.fromEntries(
    RECORD_KINDS.map((k) => [
      k,
      Object.values(c[k]).filter((r) => (r as { provisional?: boolean }).provisional).length,
    ]),
  ) as Record<RecordKind, number>;
}
