/**
 * Content packs shared by every ruleset: a base pack adds records, expansion and override packs
 * merge over records with the same id (objects merge key by key; arrays and scalars are
 * replaced; the string "$delete" removes a field) and may remove records by id. Problems are
 * collected, never thrown, so one run reports every broken record.
 *
 * The ruleset supplies its record kinds and the parser of a pack file's shape (its schema); this
 * module knows nothing else of any game. Pure: no file access (loading stays with the ruleset).
 */

/** A patch value that removes the field it names. */
export const DELETE = "$delete";

export interface ContentIssue {
  /** Pack file the record comes from (bundled files are named relative to their package). */
  file: string;
  /** Record id ("" for a problem with the file itself). */
  record: string;
  message: string;
}

export interface RawEntry {
  record: Record<string, unknown>;
  /** Every file that contributed to this record, first the one that defined it. */
  files: string[];
}

export type RawContent<K extends string> = Record<K, Map<string, RawEntry>>;

/** A pack file's records and removals by kind, once its shape has been checked. */
export interface PackFileData<K extends string> {
  records: Partial<Record<K, unknown[]>>;
  remove?: Partial<Record<K, string[]>>;
}

export interface PackRules<K extends string> {
  kinds: readonly K[];
  /** Check a file's shape: its data, or the problems found (each "path: message"). */
  parse(data: unknown): { pack: PackFileData<K> } | { problems: string[] };
  /**
   * A patch object that replaces the record's value whole instead of merging into it (StarCraft:
   * an effect reference, so a swapped ability never inherits the old one's parameters).
   */
  replaceWhole?(patch: Record<string, unknown>): boolean;
}

export type PackMode = "add" | "merge";

/** Thrown by a ruleset's content loader: names the game, counts the problems, lists the first five. */
export class ContentPackError extends Error {
  readonly errors: readonly ContentIssue[];
  constructor(game: string, errors: readonly ContentIssue[]) {
    const head = errors
      .slice(0, 5)
      .map((e) => `${e.file} [${e.record || "-"}]: ${e.message}`)
      .join("\n  ");
    super(`${game} content is invalid (${errors.length} error(s)):\n  ${head}`);
    this.name = "ContentPackError";
    this.errors = errors;
  }
}

export function emptyRaw<K extends string>(kinds: readonly K[]): RawContent<K> {
  return Object.fromEntries(kinds.map((k) => [k, new Map()])) as RawContent<K>;
}

export function isPlainRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Deep merge for patches: objects merge key by key, everything else replaces; "$delete" removes. */
export function deepMerge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
  replaceWhole: (patch: Record<string, unknown>) => boolean = () => false,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === DELETE) delete out[key];
    else if (isPlainRecord(value) && isPlainRecord(out[key]) && !replaceWhole(value))
      out[key] = deepMerge(out[key] as Record<string, unknown>, value, replaceWhole);
    else out[key] = structuredClone(value);
  }
  return out;
}

/**
 * Apply one pack file to `raw`. In "add" mode an id that already exists is a duplicate and
 * removals are refused; in "merge" mode records are patched. A repeated id inside one file is
 * always a duplicate.
 */
export function applyPack<K extends string>(
  rules: PackRules<K>,
  raw: RawContent<K>,
  file: string,
  data: unknown,
  mode: PackMode,
  issues: ContentIssue[],
): void {
  const parsed = rules.parse(data);
  if ("problems" in parsed) {
    for (const problem of parsed.problems)
      issues.push({ file, record: "", message: `pack file: ${problem}` });
    return;
  }
  const pack = parsed.pack;
  for (const kind of rules.kinds) {
    for (const id of pack.remove?.[kind] ?? []) {
      if (mode === "add")
        issues.push({ file, record: id, message: `${kind}: a base pack cannot remove records` });
      else if (!raw[kind].delete(id))
        issues.push({ file, record: id, message: `${kind}: cannot remove '${id}': no such record` });
    }
    const seen = new Set<string>();
    (pack.records[kind] ?? []).forEach((rec, index) => {
      if (!isPlainRecord(rec) || typeof rec.id !== "string" || rec.id === "") {
        issues.push({
          file,
          record: `#${index}`,
          message: `${kind}[${index}]: a record must be an object with an 'id'`,
        });
        return;
      }
      const id = rec.id;
      if (seen.has(id)) {
        issues.push({ file, record: id, message: `${kind}: duplicate id '${id}' in this file` });
        return;
      }
      seen.add(id);
      const existing = raw[kind].get(id);
      if (existing && mode === "add") {
        issues.push({
          file,
          record: id,
          message: `${kind}: duplicate id '${id}' (already defined in ${existing.files[0]})`,
        });
        return;
      }
      if (existing)
        raw[kind].set(id, {
          record: deepMerge(existing.record, rec, rules.replaceWhole),
          files: [...existing.files, file],
        });
      else raw[kind].set(id, { record: structuredClone(rec), files: [file] });
    });
  }
}

/** Pack rules from a zod-like schema (`safeParse` with issue paths), as the rulesets keep them. */
export function packRulesFromSchema<K extends string>(
  kinds: readonly K[],
  schema: {
    safeParse(
      data: unknown,
    ):
      | { success: true; data: PackFileData<K> }
      | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  },
  replaceWhole?: (patch: Record<string, unknown>) => boolean,
): PackRules<K> {
  return {
    kinds,
    parse(data) {
      const r = schema.safeParse(data);
      if (r.success) return { pack: r.data };
      return {
        problems: r.error.issues.map((i) => `${i.path.map(String).join(".") || "(root)"}: ${i.message}`),
      };
    },
    ...(replaceWhole ? { replaceWhole } : {}),
  };
}
