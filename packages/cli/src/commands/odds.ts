/**
 * `koprulu odds --ruleset R --attacker a,b --defender c [--samples N] [--json] [--flag value]...`
 *
 * Battle odds from the ruleset's calculator (packages/cli/src/odds). Every flag other than the
 * five above goes to the calculator. Exit code: 0 answered, 2 bad usage or unknown ships/parts.
 */
import { CALCULATORS } from "../odds/index";
import { OddsInputError, type OddsReport, type OddsRequest } from "../odds/types";

const rulesets = () => Object.keys(CALCULATORS).sort().join(", ");

function usage(): string {
  const help = Object.values(CALCULATORS)
    .map((c) => `\n${c.ruleset}:\n${c.flagsHelp}`)
    .join("\n");
  return `usage: koprulu odds --ruleset NAME --attacker a,b --defender c [--samples N] [--json] [ruleset flags]

  --ruleset NAME    a ruleset with a calculator: ${rulesets()}
  --attacker LIST   the attacking ships, comma-separated
  --defender LIST   the defending ships, comma-separated
  --samples N       Monte Carlo samples when the position is too large to solve exactly
  --json            print one JSON object (attacker, defender, bothDestroyed, exact, samples, …)
${help}
`;
}

interface Parsed {
  ruleset: string | null;
  request: OddsRequest;
  json: boolean;
}

export function parseArgs(argv: string[]): Parsed | string {
  const out: Parsed = { ruleset: null, request: { attacker: [], defender: [], flags: {} }, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--help" || a === "-h") return "";
    if (!a.startsWith("--")) return `unexpected argument '${a}'`;
    const eq = a.indexOf("=");
    const flag = eq > 0 ? a.slice(2, eq) : a.slice(2);
    const inline = eq > 0 ? a.slice(eq + 1) : null;
    const hasNext = argv[i + 1] !== undefined && !argv[i + 1]!.startsWith("--");
    const value = (): string | null => inline ?? (hasNext ? argv[++i]! : null);
    const list = (v: string | null) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    switch (flag) {
      case "ruleset":
        out.ruleset = value();
        if (!out.ruleset) return "--ruleset needs a value";
        break;
      case "attacker":
        out.request.attacker.push(...list(value()));
        break;
      case "defender":
        out.request.defender.push(...list(value()));
        break;
      case "samples": {
        const n = Number(value());
        if (!Number.isInteger(n) || n <= 0) return "--samples needs a positive integer";
        out.request.samples = n;
        break;
      }
      case "json":
        out.json = true;
        break;
      default:
        out.request.flags[flag] = inline ?? (hasNext ? argv[++i]! : true);
    }
  }
  if (!out.ruleset) return "--ruleset is required";
  if (out.request.attacker.length === 0 || out.request.defender.length === 0)
    return "--attacker and --defender are required";
  return out;
}

const pct = (p: number) => `${(p * 100).toFixed(2)}%`;

function human(ruleset: string, req: OddsRequest, r: OddsReport): string {
  const lines = [
    `${ruleset}: ${req.attacker.join(", ")} attacking ${req.defender.join(", ")}`,
    `  attacker wins   ${pct(r.attacker)}`,
    `  defender wins   ${pct(r.defender)}`,
    `  both destroyed  ${pct(r.bothDestroyed)}`,
    r.exact ? "  exact" : `  Monte Carlo, ${r.samples} samples`,
  ];
  if (r.expectedLosses)
    lines.push(
      `  expected losses: attacker ${r.expectedLosses.attacker.toFixed(2)}, defender ${r.expectedLosses.defender.toFixed(2)}`,
    );
  const core = new Set(["attacker", "defender", "bothDestroyed", "exact", "samples", "expectedLosses"]);
  for (const [k, v] of Object.entries(r))
    if (!core.has(k)) lines.push(`  ${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`);
  return `${lines.join("\n")}\n`;
}

export async function run(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (typeof parsed === "string") {
    process.stderr.write(parsed ? `koprulu odds: ${parsed}\n\n${usage()}` : usage());
    return parsed ? 2 : 0;
  }
  const calculator = CALCULATORS[parsed.ruleset!];
  if (!calculator) {
    process.stderr.write(
      `koprulu odds: no calculator for ruleset '${parsed.ruleset}' (rulesets with one: ${rulesets()})\n`,
    );
    return 2;
  }
  let report: OddsReport;
  try {
    report = calculator.run(parsed.request);
  } catch (e) {
    if (e instanceof OddsInputError) {
      process.stderr.write(`koprulu odds: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  process.stdout.write(
    parsed.json ? `${JSON.stringify(report, null, 2)}\n` : human(parsed.ruleset!, parsed.request, report),
  );
  return 0;
}
