/**
 * `koprulu validate-content --ruleset starcraft [--expansion brood-war] [--override FILE]... [--json]`
 *
 * Loads the bundled content packs (plus the chosen expansions and override packs), runs every
 * schema, effect-key, reference and count check, and prints a summary (or, with --json, exactly
 * {ruleset, factions, planets, units, buildings, modules, combatCards, techCards, eventCards,
 * leadershipCards, provisional, errors}). Exit code: 0 valid, 1 invalid content, 2 bad usage.
 *
 * `--write-coverage` regenerates packages/starcraft/content/COVERAGE.md from the packs;
 * `--check-coverage` fails when the committed file is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type CheckResult,
  type ContentIssue,
  checkContent,
  countProvisional,
  loadContent,
  type OverridePack,
  renderCoverage,
} from "@koprulu/starcraft/content";
import { runEclipse } from "./validate-content-eclipse";
import { runLiteValidation } from "./validate-lite-content";

export const COVERAGE_FILE = fileURLToPath(
  new URL("../../../starcraft/content/COVERAGE.md", import.meta.url),
);

const USAGE = `usage: koprulu validate-content --ruleset starcraft [--expansion brood-war] [--override FILE]... [--json]
       koprulu validate-content --ruleset starcraft-lite [--override FILE]... [--json]
       koprulu validate-content --ruleset starcraft --write-coverage | --check-coverage

  --ruleset NAME      the ruleset whose packs to check: starcraft, starcraft-lite (its own pack; --override only),
                      or eclipse (1st edition; no --expansion)
  --expansion NAME    add an expansion (repeatable or comma-separated): brood-war
  --override FILE     merge an override pack over the bundled packs, by record id (repeatable)
  --json              print one JSON object: record counts, provisional count and errors
  --write-coverage    regenerate packages/starcraft/content/COVERAGE.md
  --check-coverage    exit 1 if COVERAGE.md is not what the packs generate
`;

interface Args {
  ruleset: string | null;
  expansions: string[];
  overrides: string[];
  json: boolean;
  writeCoverage: boolean;
  checkCoverage: boolean;
}

function parseArgs(argv: string[]): Args | string {
  const args: Args = {
    ruleset: null,
    expansions: [],
    overrides: [],
    json: false,
    writeCoverage: false,
    checkCoverage: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] =
      a.startsWith("--") && a.includes("=")
        ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)]
        : [a, null];
    const value = (): string | null => inline ?? argv[++i] ?? null;
    switch (flag) {
      case "--ruleset": {
        args.ruleset = value();
        if (!args.ruleset) return "--ruleset needs a value";
        break;
      }
      case "--expansion":
      case "--expansions": {
        const v = value();
        if (!v) return `${flag} needs a value`;
        args.expansions.push(...v.split(",").filter(Boolean));
        break;
      }
      case "--override": {
        const v = value();
        if (!v) return "--override needs a file";
        args.overrides.push(v);
        break;
      }
      case "--json":
        args.json = true;
        break;
      case "--write-coverage":
        args.writeCoverage = true;
        break;
      case "--check-coverage":
        args.checkCoverage = true;
        break;
      case "--help":
      case "-h":
        return "";
      default:
        return `unknown option '${a}'`;
    }
  }
  if (!args.ruleset) return "--ruleset is required";
  return args;
}

/** Read override files; unreadable or non-JSON files become errors naming the file. */
function readOverrides(files: string[]): { packs: OverridePack[]; errors: ContentIssue[] } {
  const packs: OverridePack[] = [];
  const errors: ContentIssue[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (e) {
      errors.push({ file, record: "", message: `cannot read: ${(e as Error).message}` });
      continue;
    }
    try {
      packs.push({ file, data: JSON.parse(text) });
    } catch (e) {
      errors.push({ file, record: "", message: `not valid JSON: ${(e as Error).message}` });
    }
  }
  return { packs, errors };
}

/** The --json report; keys and their order are part of the command's contract. */
export function jsonReport(ruleset: string, result: CheckResult, extraErrors: ContentIssue[] = []) {
  const r = result.records;
  const n = (m: Readonly<Record<string, unknown>>) => Object.keys(m).length;
  return {
    ruleset,
    factions: n(r.factions),
    planets: n(r.planets),
    units: n(r.units),
    buildings: n(r.buildings),
    modules: n(r.modules),
    combatCards: n(r.combatCards),
    techCards: n(r.techCards),
    eventCards: n(r.eventCards),
    leadershipCards: n(r.leadershipCards),
    provisional: countProvisional(r),
    errors: [...extraErrors, ...result.errors].map((e) => ({
      file: e.file,
      record: e.record,
      message: e.message,
    })),
  };
}

export function coverageText(): string {
  return renderCoverage(loadContent(), loadContent({ expansions: ["brood-war"] }));
}

export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === "string") {
    process.stderr.write(args ? `koprulu validate-content: ${args}\n\n${USAGE}` : USAGE);
    return args ? 2 : 0;
  }
  if (args.ruleset === "eclipse") return runEclipse(args);
  if (args.ruleset === "starcraft-lite") return runLiteValidation(args.overrides, args.json);
  if (args.ruleset !== "starcraft") {
    process.stderr.write(
      `koprulu validate-content: ruleset '${args.ruleset}' has no content packs (known: starcraft, starcraft-lite, eclipse)\n`,
    );
    return 2;
  }
  if (args.writeCoverage || args.checkCoverage) {
    const text = coverageText();
    if (args.writeCoverage) {
      writeFileSync(COVERAGE_FILE, text);
      process.stdout.write(`wrote ${COVERAGE_FILE}\n`);
      return 0;
    }
    let current = "";
    try {
      current = readFileSync(COVERAGE_FILE, "utf8");
    } catch {
      // a missing file is simply stale
    }
    if (current === text) {
      process.stdout.write("COVERAGE.md is up to date\n");
      return 0;
    }
    process.stderr.write(
      "COVERAGE.md is stale: run `npx koprulu validate-content --ruleset starcraft --write-coverage`\n",
    );
    return 1;
  }

  const { packs, errors: readErrors } = readOverrides(args.overrides);
  const result = checkContent({ expansions: args.expansions, overrides: packs });
  const report = jsonReport(args.ruleset, result, readErrors);
  if (args.json) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const label = ["base", ...args.expansions].join(" + ");
    process.stdout.write(
      `${args.ruleset} (${label}): ${report.factions} factions, ${report.planets} planets, ${report.units} units, ` +
        `${report.buildings} buildings, ${report.modules} modules, ${report.combatCards} combat cards, ` +
        `${report.techCards} technology cards, ${report.eventCards} event cards, ${report.leadershipCards} leadership cards; ` +
        `${report.provisional} provisional records\n`,
    );
    for (const e of report.errors)
      process.stdout.write(`error: ${e.file} [${e.record || "-"}] ${e.message}\n`);
    process.stdout.write(report.errors.length ? `${report.errors.length} error(s)\n` : "content is valid\n");
  }
  return report.errors.length > 0 ? 1 : 0;
}
