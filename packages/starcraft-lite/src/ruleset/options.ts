/** Lite options (spec §12) and their validation (before setup). */
import { type RuleError, ruleError } from "@koprulu/engine";
import type { LiteOptions } from "./state";

export function defaultLiteOptions(players: number): LiteOptions {
  return {
    players,
    endAt: 30,
    shortGame: false,
    weakerEvents: false,
    catchUpEvents: false,
    slowHarvest: false,
    eventCopies: 2,
    permanentResources: true,
    maxRounds: 60,
  };
}

const BOOLEANS = ["shortGame", "weakerEvents", "catchUpEvents", "slowHarvest", "permanentResources"] as const;
const KNOWN = new Set(["players", "endAt", "eventCopies", "maxRounds", ...BOOLEANS]);

function bad(message: string): RuleError {
  return ruleError("bad-options", message, "L-O");
}

export function validateLiteOptions(options: unknown): RuleError | null {
  if (typeof options !== "object" || options === null || Array.isArray(options))
    return bad("Options must be an object.");
  const o = options as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!KNOWN.has(k)) return bad(`Unknown option ${k}.`);
  if (!Number.isInteger(o.players) || (o.players as number) < 2 || (o.players as number) > 6)
    return bad("StarCraft Lite is for 2 to 6 players.");
  if (o.endAt !== 30 && o.endAt !== 25 && o.endAt !== 20) return bad("endAt is 30, 25 (L-O3) or 20 (L-O4).");
  for (const k of BOOLEANS) if (typeof o[k] !== "boolean") return bad(`${k} must be true or false.`);
  if (o.shortGame === true && o.endAt !== 20) return bad("The short game (L-O4) ends at 20 points.");
  if (o.endAt === 20 && o.shortGame !== true)
    return bad("A 20-point end is the short game (L-O4): set shortGame.");
  if (!Number.isInteger(o.eventCopies) || (o.eventCopies as number) < 1 || (o.eventCopies as number) > 4)
    return bad("eventCopies is 1 to 4.");
  if (!Number.isInteger(o.maxRounds) || (o.maxRounds as number) < 1 || (o.maxRounds as number) > 500)
    return bad("maxRounds is 1 to 500.");
  return null;
}

/** Stage II starts at this many CP (15; 10 in the short game, L-O4). */
export function stageTwoAt(o: LiteOptions): number {
  return o.shortGame ? 10 : 15;
}
