/**
 * Eclipse's pack files, applied by the engine's shared content-pack mechanism (the same as the
 * StarCraft packs): the base pack adds records, an override pack merges over records with the
 * same id and may remove records by id.
 */
import {
  type ContentIssue,
  type RawContent as EngineRawContent,
  applyPack as engineApplyPack,
  emptyRaw as engineEmptyRaw,
  type PackMode,
  packRulesFromSchema,
} from "@koprulu/engine";
import { PackFileSchema, RECORD_KINDS, type RecordKind } from "./schema";

export type { ContentIssue, RawEntry } from "@koprulu/engine";
export { DELETE, deepMerge } from "@koprulu/engine";

export type RawContent = EngineRawContent<RecordKind>;

const RULES = packRulesFromSchema(RECORD_KINDS, PackFileSchema);

export function emptyRaw(): RawContent {
  return engineEmptyRaw(RECORD_KINDS);
}

export function applyPack(
  raw: RawContent,
  file: string,
  data: unknown,
  mode: PackMode,
  issues: ContentIssue[],
): void {
  engineApplyPack(RULES, raw, file, data, mode, issues);
}
