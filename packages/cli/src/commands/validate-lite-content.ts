/**
 * `koprulu validate-content --ruleset starcraft-lite [--override FILE]... [--json]`: the Lite
 * content pack's checks (schemas, references, provisional reasons), with override packs merged.
 * --json prints exactly {ruleset, units, abilities, modules, races, provisional, errors}.
 */
import { readFileSync } from "node:fs";
import { type ContentIssue, checkLiteContent, type OverridePack } from "@koprulu/starcraft-lite/content";

export function runLiteValidation(overrideFiles: string[], json: boolean): number {
  const packs: OverridePack[] = [];
  const errors: ContentIssue[] = [];
  for (const file of overrideFiles) {
    try {
      packs.push({ file, data: JSON.parse(readFileSync(file, "utf8")) });
    } catch (e) {
      errors.push({ file, record: "", message: `cannot read as JSON: ${(e as Error).message}` });
    }
  }
  const r = checkLiteContent(packs);
  errors.push(...r.errors);
  const c = r.content;
  const count = (k: "units" | "abilities" | "modules" | "races") => (c ? Object.keys(c[k]).length : 0);
  const provisional = c
    ? (["units", "abilities", "modules", "races"] as const).reduce(
        (n, k) => n + Object.values(c[k]).filter((x) => (x as { provisional?: boolean }).provisional).length,
        0,
      )
    : 0;
  const report = {
    ruleset: "starcraft-lite",
    units: count("units"),
    abilities: count("abilities"),
    modules: count("modules"),
    races: count("races"),
    provisional,
    errors: errors.map((e) => ({ file: e.file, record: e.record, message: e.message })),
  };
  if (json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    process.stdout.write(
      `starcraft-lite: ${report.units} units, ${report.abilities} abilities, ${report.modules} modules, ` +
        `${report.races} races; ${report.provisional} provisional records\n`,
    );
    for (const e of report.errors)
      process.stdout.write(`  error ${e.file} [${e.record || "-"}]: ${e.message}\n`);
  }
  return errors.length === 0 ? 0 : 1;
}
