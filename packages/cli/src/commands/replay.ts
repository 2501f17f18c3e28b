/**
 * `koprulu replay FILE [--verify] [--json]`: re-runs a saved game record (MatchRecord JSON:
 * {ruleset, options, seed, log, hash?}) through the current rules. Every logged action is
 * validated again; with --verify the final state's hash must equal the record's `hash`.
 * FILE may also be the server's answer to `GET /api/games/:id/log` saved as is: its `record`
 * is the MatchRecord.
 * Exit code 0 when the replay succeeds (and verifies), 1 when it does not, 2 on bad usage.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadRuleset } from "@koprulu/bots";
import { Match, type MatchRecord, ReplayError } from "@koprulu/engine";

const USAGE = `usage: koprulu replay FILE [--verify] [--json]

  FILE       a MatchRecord (koprulu simulate --save), or a finished game's GET /api/games/:id/log saved as is

  --verify   check that the replay reaches the state hash stored in the record
  --json     print {"ok","ruleset","actions","hash","expectedHash","verified","outcome","error"}
             (outcome.winners are 0-based player ids; the text output counts seats from 1)
`;

interface ReplayReport {
  ok: boolean;
  file: string;
  ruleset?: string;
  actions?: number;
  hash?: string;
  expectedHash?: string | null;
  verified: boolean;
  outcome?: unknown;
  error?: { code: string; message: string; index?: number };
}

export async function run(argv: string[]): Promise<number> {
  let values: { verify?: boolean; json?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        verify: { type: "boolean" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    process.stderr.write(`koprulu replay: ${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(`koprulu replay: expected one FILE\n\n${USAGE}`);
    return 2;
  }
  const report = await replayFile(positionals[0], values.verify ?? false);
  if (values.json) process.stdout.write(`${JSON.stringify(report)}\n`);
  else process.stdout.write(describe(report));
  return report.ok ? 0 : 1;
}

async function replayFile(file: string, verify: boolean): Promise<ReplayReport> {
  const fail = (code: string, message: string, extra: Partial<ReplayReport> = {}): ReplayReport => ({
    ok: false,
    file,
    verified: false,
    ...extra,
    error: { code, message },
  });
  let record: MatchRecord;
  try {
    record = unwrapServedLog(JSON.parse(readFileSync(file, "utf8")));
  } catch (err) {
    return fail("bad-file", `cannot read ${file} as JSON: ${(err as Error).message}`);
  }
  if (typeof record?.ruleset !== "string") return fail("bad-record", "the record has no ruleset");
  const ruleset = await loadRuleset(record.ruleset).catch((err: Error) => err);
  if (ruleset instanceof Error) return fail("unknown-ruleset", ruleset.message, { ruleset: record.ruleset });
  const expectedHash = typeof record.hash === "string" ? record.hash : null;
  if (verify && expectedHash === null) {
    return fail("no-hash", "the record carries no state hash to verify", { ruleset: record.ruleset });
  }
  try {
    const match = Match.fromJSON(ruleset, record, { verify });
    const hash = match.hash();
    return {
      ok: true,
      file,
      ruleset: record.ruleset,
      actions: match.version,
      hash,
      expectedHash,
      verified: verify,
      outcome: match.outcome(),
    };
  } catch (err) {
    if (err instanceof ReplayError) {
      const r = fail(err.code, err.message, { ruleset: record.ruleset, expectedHash });
      if (err.index !== undefined) r.error!.index = err.index;
      return r;
    }
    return fail("replay-crashed", (err as Error).message, { ruleset: record.ruleset, expectedHash });
  }
}

/**
 * The server's `GET /api/games/:id/log` answer carries the MatchRecord under `record` (with the
 * game id, entries and outcome around it): take the record from it. Anything else is read as a
 * MatchRecord itself.
 */
function unwrapServedLog(doc: unknown): MatchRecord {
  const d = doc as { ruleset?: unknown; record?: unknown; gameId?: unknown } | null;
  if (d && typeof d === "object" && typeof d.gameId === "string" && d.record && typeof d.record === "object")
    return d.record as MatchRecord;
  return doc as MatchRecord;
}

/** Winners as a person reads them: seats count from 1 (the --json outcome keeps the 0-based ids). */
export function winnerWords(winners: number[]): string {
  if (winners.length === 0) return "no winner";
  const seats = winners.map((w) => w + 1).join(", ");
  return winners.length === 1 ? `won by seat ${seats}` : `won by seats ${seats}`;
}

function describe(r: ReplayReport): string {
  if (!r.ok) return `${r.file}: FAILED (${r.error!.code}) ${r.error!.message}\n`;
  const o = r.outcome as { winners: number[]; reason: string } | null;
  const end = o ? `${winnerWords(o.winners)} (${o.reason})` : "unfinished";
  const check = r.verified
    ? `hash ${r.hash} verified`
    : `hash ${r.hash}${r.expectedHash ? " (not checked)" : ""}`;
  return `${r.file}: ${r.ruleset}, ${r.actions} actions replayed, ${end}; ${check}\n`;
}
