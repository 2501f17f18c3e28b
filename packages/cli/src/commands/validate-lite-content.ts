/**
 * `koprulu validate-content --ruleset starcraft-lite [--override FILE]... [--json]`: the Lite
 * content pack's checks (schemas, references, provisional reasons), with override packs merged.
 * --json prints exactly {ruleset, units, abilities, modules, races, unlocks, provisional, errors}:
 * record counts per kind, and `provisional` lists every provisional record ({kind, id, reason}) —
 * the unlock tree (spec §11) and the other facts only printed on the Lite sheets.
 */
import { readFileSync } from "node:fs";
import {
  type ContentIssue,
  checkLiteContent,
  type OverridePack,
  RECORD_KINDS,
} from "@koprulu/starcraft-lite/content";

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
  const counts = Object.fromEntries(RECORD_KINDS.map((k) => [k, c ? Object.keys(c[k]).length : 0]));
  const provisional: { kind: string; id: string; reason: string }[] = [];
  if (c)
    for (const kind of RECORD_KINDS)
      for (const x of Object.values(c[kind]) as {
        id: string;
        provisional?: boolean;
        provisionalReason?: string;
      }[])
        if (x.provisional) provisional.push({ kind, id: x.id, reason: x.provisionalReason ?? "" });
  const report = {
    ruleset: "starcraft-lite",
    ...counts,
    provisional,
    errors: errors.map((e) => ({ file: e.file, record: e.record, message: e.message })),
  };
  if (json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    process.stdout.write(
      `starcraft-lite: ${RECORD_KINDS.map((k) => `${counts[k]} ${k}`).join(", ")}; ${provisional.length} provisional records\n`,
    );
    for (const p of provisional) process.stdout.write(`  provisional ${p.kind} ${p.id}: ${p.reason}\n`);
    for (const e of report.errors)
      process.stdout.write(`  error ${e.file} [${e.record || "-"}]: ${e.message}\n`);
  }
  return errors.length === 0 ? 0 : 1;
}
