/**
 * Applying pack files, the same mechanism as the StarCraft packs: the base pack adds records, an
 * override pack merges over records with the same id (objects merge key by key; arrays and scalars
 * are replaced; the string "$delete" removes a field) and may remove records by id. Problems are
 * collected, never thrown, so one run reports every broken record.
 */
import { PackFileSchema, RECORD_KINDS, type RecordKind } from "./schema";

export interface ContentIssue {
  /** Pack file (bundled files are named relative to packages/eclipse). */
  file: string;
  /** Record id ("" for a problem with the file itself). */
  record: string;
  message: string;
}

export interface RawEntry {
  record: Record<string, unknown>;
  files: string[];
}
export type RawContent = Record<RecordKind, Map<string, RawEntry>>;
export const DELETE = "$delete";

export function emptyRaw(): RawContent {
  return Object.fromEntries(RECORD_KINDS.map((k) => [k, new Map()])) as RawContent;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function deepMerge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === DELETE) delete out[key];
    else if (isPlainObject(value) && isPlainObject(out[key]))
      out[key] = deepMerge(out[key] as Record<string, unknown>, value);
    else out[key] = structuredClone(value);
  }
  return out;
}

export function applyPack(
  raw: RawContent,
  file: string,
  data: unknown,
  mode: "add" | "merge",
  issues: ContentIssue[],
): void {
  const parsed = PackFileSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      issues.push({
        file,
        record: "",
        message: `pack file: ${issue.path.join(".") || "(root)"}: ${issue.message}`,
      });
    return;
  }
  const pack = parsed.data;
  for (const kind of RECORD_KINDS) {
    for (const id of pack.remove?.[kind] ?? []) {
      if (mode === "add")
        issues.push({ file, record: id, message: `${kind}: a base pack cannot remove records` });
      else if (!raw[kind].delete(id))
        issues.push({ file, record: id, message: `${kind}: cannot remove '${id}': no such record` });
    }
    const seen = new Set<string>();
    (pack.records[kind] ?? []).forEach((rec, index) => {
      if (!isPlainObject(rec) || typeof rec.id !== "string" || rec.id === "") {
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
          message: `${kind}: duplicate id '${id}' (already in ${existing.files[0]})`,
        });
        return;
      }
      if (existing)
        raw[kind].set(id, { record: deepMerge(existing.record, rec), files: [...existing.files, file] });
      else raw[kind].set(id, { record: structuredClone(rec), files: [file] });
    });
  }
}
