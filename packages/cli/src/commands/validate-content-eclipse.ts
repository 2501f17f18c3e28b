/**
 * `koprulu validate-content --ruleset eclipse [--override FILE]... [--json]` (and --write-coverage /
 * --check-coverage for packages/eclipse/content/COVERAGE.md). The --json report is exactly
 * {ruleset, sectors, technologies, parts, discovery, reputation, species, hulls, blueprints, npcs,
 * tables, discoveryTiles, reputationTiles, provisional: [{kind, id, reason}], errors}.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type CheckResult,
  type ContentIssue,
  checkContent,
  contentCounts,
  loadContent,
  type OverridePack,
  provisionalList,
  renderCoverage,
} from "@koprulu/eclipse/content";

export const ECLIPSE_COVERAGE_FILE = fileURLToPath(
  new URL("../../../eclipse/content/COVERAGE.md", import.meta.url),
);

export interface EclipseArgs {
  expansions: string[];
  overrides: string[];
  json: boolean;
  writeCoverage: boolean;
  checkCoverage: boolean;
}

function readOverrides(files: string[]): { packs: OverridePack[]; errors: ContentIssue[] } {
  const packs: OverridePack[] = [];
  const errors: ContentIssue[] = [];
  for (const file of files) {
    try {
      packs.push({ file, data: JSON.parse(readFileSync(file, "utf8")) });
    } catch (e) {
      errors.push({ file, record: "", message: `cannot read or parse: ${(e as Error).message}` });
    }
  }
  return { packs, errors };
}

export function eclipseJsonReport(result: CheckResult, extraErrors: ContentIssue[] = []) {
  return {
    ruleset: "eclipse",
    ...contentCounts(result.records),
    provisional: provisionalList(result.records),
    errors: [...extraErrors, ...result.errors].map((e) => ({
      file: e.file,
      record: e.record,
      message: e.message,
    })),
  };
}

export function runEclipse(args: EclipseArgs): number {
  if (args.expansions.length > 0) {
    process.stderr.write(
      "koprulu validate-content: eclipse has no expansions (1st edition base game only)\n",
    );
    return 2;
  }
  if (args.writeCoverage || args.checkCoverage) {
    const text = renderCoverage(loadContent());
    if (args.writeCoverage) {
      writeFileSync(ECLIPSE_COVERAGE_FILE, text);
      process.stdout.write(`wrote ${ECLIPSE_COVERAGE_FILE}\n`);
      return 0;
    }
    let current = "";
    try {
      current = readFileSync(ECLIPSE_COVERAGE_FILE, "utf8");
    } catch {
      // a missing file is simply stale
    }
    if (current === text) {
      process.stdout.write("COVERAGE.md is up to date\n");
      return 0;
    }
    process.stderr.write(
      "COVERAGE.md is stale: run `npx koprulu validate-content --ruleset eclipse --write-coverage`\n",
    );
    return 1;
  }
  const { packs, errors } = readOverrides(args.overrides);
  const report = eclipseJsonReport(checkContent({ overrides: packs }), errors);
  if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    process.stdout.write(
      `eclipse (1st edition): ${report.sectors} sectors, ${report.technologies} technologies, ${report.parts} parts, ` +
        `${report.discovery} discovery tiles kinds (${report.discoveryTiles} tiles), ${report.reputation} reputation values ` +
        `(${report.reputationTiles} tiles), ${report.species} species; ${report.provisional.length} provisional records\n`,
    );
    for (const p of report.provisional) process.stdout.write(`provisional: ${p.kind} ${p.id}: ${p.reason}\n`);
    for (const e of report.errors)
      process.stdout.write(`error: ${e.file} [${e.record || "-"}] ${e.message}\n`);
    process.stdout.write(report.errors.length ? `${report.errors.length} error(s)\n` : "content is valid\n");
  }
  return report.errors.length > 0 ? 1 : 0;
}
