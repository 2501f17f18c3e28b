/**
 * The battles a Lite log entry ended, from its story (issue 31): each battle's ending line
 * ("battle-won" / "battle-empty") carries the whole finished battle as `record` — armies, every
 * round's dice, choices, hits, splash and withdrawals, winner, losses — all of which was public
 * while it was fought. Entries logged before the record was added carry none (no "show" button).
 */
import type { LiteBattleRecord } from "@koprulu/starcraft-lite/ruleset";
import type { LogEntry } from "../api/types";

const ENDINGS = new Set(["battle-won", "battle-empty"]);

function isRecord(x: unknown): x is LiteBattleRecord {
  const r = x as Partial<LiteBattleRecord> | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.input === "object" &&
    Array.isArray(r.reports) &&
    Array.isArray(r.destroyed)
  );
}

/** Every battle the entry ended, in the order they ended. */
export function battleRecords(entry: LogEntry | undefined): LiteBattleRecord[] {
  if (typeof entry !== "object" || !Array.isArray(entry.story)) return [];
  const out: LiteBattleRecord[] = [];
  for (const line of entry.story as { id?: unknown; args?: Record<string, unknown> }[]) {
    if (!ENDINGS.has(String(line?.id))) continue;
    const battle = (line.args?.record as { battle?: unknown } | undefined)?.battle;
    if (isRecord(battle)) out.push(battle);
  }
  return out;
}

/** True for an entry that ended a battle which can be shown again. */
export function endsLiteBattle(entry: LogEntry): boolean {
  return battleRecords(entry).length > 0;
}
