/**
 * `koprulu odds --ruleset NAME --attacker a,b --defender c [--samples N] [--json] [--flag [value]]...`
 *
 * A combat calculator for the rulesets that have one (odds/index.ts): the attacker's and the
 * defender's chances to win, the chance that both sides are wiped out, expected losses, and
 * whether the figure is exact. Any other `--flag [value]` goes to the ruleset's calculator.
 * Exit code: 0 answered, 1 unexpected failure, 2 bad usage or unknown unit/ruleset.
 */
import { CALCULATORS } from "../odds/index";
import { OddsInputError, type OddsReport, type OddsRequest } from "../odds/types";

function usage(): string {
  const rulesets = Object.values(CALCULATORS)
    .map((c) => `\n${c.ruleset} flags:\n${c.flagsHelp}`)
    .join("\n");
  return `usage: koprulu odds --ruleset NAME --attacker a,b --defender c [--samples N] [--json] [--flag [value]]...

  --ruleset NAME      a ruleset with a calculator: ${Object.keys(CALCULATORS).join(", ")}
  --attacker a,b      the attacking units (content-pack ids, comma-separated, repeat a name for each unit)
  --defender c        the defending units
  --samples N         Monte Carlo samples when the exact method is not used
  --json              print one JSON object: attacker, defender, bothDestroyed, exact, samples (+ extras)
${rulesets}
`;
}

interface Parsed {
  ruleset: string | null;
  json: boolean;
  req: OddsRequest;
}

export function parseOddsArgs(argv: string[]): Parsed | string {
  const out: Parsed = { ruleset: null, json: false, req: { attacker: [], defender: [], flags: {} } };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--help" || a === "-h") return "";
    if (!a.startsWith("--")) return `unexpected argument '${a}'`;
    const eq = a.indexOf("=");
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    let value: string | boolean = true;
    if (eq >= 0) value = a.slice(eq + 1);
    else if (i + 1 < argv.length && !argv[i + 1]!.startsWith("--")) value = argv[++i]!;
    const needText = (): string | null => (typeof value === "string" ? value : null);
    switch (name) {
      case "ruleset":
        out.ruleset = needText();
        if (!out.ruleset) return "--ruleset needs a name";
        break;
      case "attacker":
      case "defender": {
        const v = needText();
        if (!v) return `--${name} needs a comma-separated unit list`;
        out.req[name].push(
          ...v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        );
        break;
      }
      case "samples": {
        const n = Number(needText());
        if (!Number.isInteger(n) || n <= 0) return "--samples needs a whole number > 0";
        out.req.samples = n;
        break;
      }
      case "json":
        out.json = true;
        break;
      default:
        out.req.flags[name] = value;
    }
  }
  return out;
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

function human(ruleset: string, req: OddsRequest, r: OddsReport): string {
  const how = r.exact ? "exact" : `Monte Carlo, ${r.samples} samples`;
  const lines = [
    `${ruleset} battle odds (${how}${typeof r.policy === "string" ? `, ${r.policy} policy` : ""})`,
    `  attacker (${req.attacker.join(", ")}) wins: ${pct(r.attacker)}`,
    `  defender (${req.defender.join(", ")}) wins: ${pct(r.defender)}`,
    `  both wiped out: ${pct(r.bothDestroyed)}`,
  ];
  if (r.expectedLosses)
    lines.push(
      `  expected losses: attacker ${r.expectedLosses.attacker.toFixed(2)}, defender ${r.expectedLosses.defender.toFixed(2)} units`,
    );
  if (typeof r.reason === "string") lines.push(`  (${r.reason})`);
  const shown = new Set([
    "attacker",
    "defender",
    "bothDestroyed",
    "exact",
    "samples",
    "expectedLosses",
    "policy",
    "reason",
  ]);
  for (const [k, v] of Object.entries(r))
    if (!shown.has(k)) lines.push(`  ${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`);
  return `${lines.join("\n")}\n`;
}

export async function run(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(usage());
    return 0;
  }
  const parsed = parseOddsArgs(argv);
  if (typeof parsed === "string") {
    if (!parsed) {
      process.stdout.write(usage());
      return 0;
    }
    process.stderr.write(`koprulu odds: ${parsed}\n\n${usage()}`);
    return 2;
  }
  if (!parsed.ruleset) {
    process.stderr.write(`koprulu odds: --ruleset is required\n\n${usage()}`);
    return 2;
  }
  const calc = CALCULATORS[parsed.ruleset];
  if (!calc) {
    process.stderr.write(
      `koprulu odds: no calculator for ruleset '${parsed.ruleset}'; rulesets with one: ${Object.keys(CALCULATORS).join(", ")}\n`,
    );
    return 2;
  }
  try {
    const r = calc.run(parsed.req);
    process.stdout.write(parsed.json ? `${JSON.stringify(r)}\n` : human(parsed.ruleset, parsed.req, r));
    return 0;
  } catch (e) {
    if (e instanceof OddsInputError) {
      process.stderr.write(`koprulu odds: ${e.message}\n`);
      return 2;
    }
    process.stderr.write(`koprulu odds: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}
