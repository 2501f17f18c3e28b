/**
 * @koprulu/starcraft-lite/content — the StarCraft Lite content pack: schemas, the loader with
 * override packs, and the coverage report. See packages/starcraft-lite/content/README.md.
 */
export { renderLiteCoverage } from "./coverage";
export {
  BUNDLED_LITE_PACKS,
  type CheckResult,
  type ContentIssue,
  checkLiteContent,
  countProvisional,
  type LiteContent,
  LiteContentError,
  loadLiteContent,
  type OverridePack,
} from "./load";
export * from "./schema";
