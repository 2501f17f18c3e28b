/**
 * StarCraft's pack files, applied by the engine's shared content-pack mechanism
 * (`@koprulu/engine` content-packs: base packs add, expansion and override packs merge by id).
 * StarCraft adds one rule: an effect reference (an object with a string `key`) is replaced whole,
 * so a patch that swaps an ability never inherits the old ability's parameters.
 */
import {
  type ContentIssue,
  DELETE,
  type RawContent as EngineRawContent,
  applyPack as engineApplyPack,
  deepMerge as engineDeepMerge,
  emptyRaw as engineEmptyRaw,
  type PackMode,
  packRulesFromSchema,
} from "@koprulu/engine";
import { PackFileSchema, RECORD_KINDS, type RecordKind } from "./schema";

export type { ContentIssue, PackMode, RawEntry } from "@koprulu/engine";
export { DELETE };

export type RawContent = EngineRawContent<RecordKind>;

const isEffectReference = (patch: Record<string, unknown>): boolean => typeof patch.key === "string";

const RULES = packRulesFromSchema(RECORD_KINDS, PackFileSchema, isEffectReference);

export function emptyRaw(): RawContent {
  return engineEmptyRaw(RECORD_KINDS);
}

/** Deep merge for patches, with StarCraft's whole-replacement of effect references. */
export function deepMerge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  return engineDeepMerge(base, patch, isEffectReference);
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
