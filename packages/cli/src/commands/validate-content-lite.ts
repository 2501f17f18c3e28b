/**
 * `koprulu validate-content --ruleset starcraft-lite [--override FILE]... [--json]`. The --json
 * report is {ruleset, units, abilities, modules, races, unlocks, provisional: [{kind, id, reason}],
 * errors}: the unlock tree (spec §11) and every other reconstructed record are listed as provisional.
 */
import { readFileSync } from "node:fs";
import {
  type ContentIssue,
  checkLiteContent,
  type LiteContent,
  type OverridePack,
  RECORD_KINDS,
} from "@koprulu/starcraft-lite/content";

export interface LiteArgs {
  overrides: string[];
  json: boolean;
}

function provisionalList(c: LiteContent | null): { kind: string; id: string; reason: string }[] {
  if (!c) return [];
  const out: { kind: string; id: string; reason: string }[] = [];
  for (const kind of RECORD_KINDS)
    for (const r of Object.values(c[kind]) as {
      id: string;
      provisional?: boolean;
      provisionalReason?: string;
    }[])
      if (r.provisional) out.push({ kind, id: r.id, reason: r.provisionalReason ?? "" });
  return out;
}

export function runLite(args: LiteArgs): number {
  const packs: OverridePack[] = [];
  const readErrors: ContentIssue[] = [];
  for (const file of args.overrides) {
    try {
      packs.push({ file, data: JSON.parse(readFileSync(file, "utf8")) });
    } catch (e) {
      readErrors.push({ file, record: "", message: `cannot read or parse: ${(e as Error).message}` });
    }
  }
  const result = checkLiteContent(packs);
  const counts = Object.fromEntries(
    RECORD_KINDS.map((k) => [k, result.content ? Object.keys(result.content[k]).length : 0]),
  );
  const report = {
    ruleset: "starcraft-lite",
    ...counts,
    provisional: provisionalList(result.content),
    errors: [...readErrors, ...result.errors].map((e) => ({
      file: e.file,
      record: e.record,
      message: e.message,
    })),
  };
  if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    process.stdout.write(
      `starcraft-lite: ${RECORD_KINDS.map((k) => `${counts[k]} ${k}`).join(", ")}; ${report.provisional.length} provisional records\n`,
    );
    for (const p of report.provisional) process.stdout.write(`provisional: ${p.kind} ${p.id}: ${p.reason}\n`);
    for (const e of report.errors)
      process.stdout.write(`error: ${e.file} [${e.record || "-"}] ${e.message}\n`);
    process.stdout.write(report.errors.length ? `${report.errors.length} error(s)\n` : "content is valid\n");
  }
  return report.errors.length > 0 || readErrors.length > 0 ? 1 : 0;
}
