/**
 * Clock settings chosen when a game is created (issue 36): a live clock (a bank per player plus a
 * bonus per decision), an asynchronous clock (an allowance per decision plus a bank of extra
 * hours), or none. What happens when a clock runs out is part of the settings.
 */

export type OnTimeout = "bot" | "forfeit";

export type ClockSettings =
  | { kind: "live"; bankSeconds: number; bonusSeconds: number; onTimeout: OnTimeout }
  | { kind: "async"; decisionHours: number; bankHours: number; onTimeout: OnTimeout }
  | { kind: "none" };

/** Bounds of a sane clock: long enough to play, short enough that a number is not a typo. */
export const CLOCK_BOUNDS = {
  live: { bankSeconds: [1, 24 * 3600], bonusSeconds: [0, 3600] },
  async: { decisionHours: [1, 14 * 24], bankHours: [0, 30 * 24] },
} as const;

/** The JSON schema of `clock` in POST /api/games (the bounds are checked in `clockProblem`). */
export const clockSchema = {
  description:
    'Time control (default none). live: a bank per player + a bonus per decision, in seconds; async: an allowance per decision + a bank of extra hours. onTimeout: "bot" hands the seat to a bot, "forfeit" ends it for that player.',
  oneOf: [
    {
      type: "object",
      required: ["kind", "bankSeconds", "bonusSeconds", "onTimeout"],
      additionalProperties: false,
      properties: {
        kind: { const: "live" },
        bankSeconds: { type: "integer" },
        bonusSeconds: { type: "integer" },
        onTimeout: { type: "string", enum: ["bot", "forfeit"] },
      },
    },
    {
      type: "object",
      required: ["kind", "decisionHours", "bankHours", "onTimeout"],
      additionalProperties: false,
      properties: {
        kind: { const: "async" },
        decisionHours: { type: "number" },
        bankHours: { type: "number" },
        onTimeout: { type: "string", enum: ["bot", "forfeit"] },
      },
    },
    {
      type: "object",
      required: ["kind"],
      additionalProperties: false,
      properties: { kind: { const: "none" } },
    },
  ],
} as const;

/** Why these settings cannot be used (a sentence), or null. The schema has checked the shape. */
export function clockProblem(c: ClockSettings): string | null {
  const within = (name: string, v: number, [lo, hi]: readonly [number, number], unit: string) =>
    Number.isFinite(v) && v >= lo && v <= hi ? null : `${name} must be between ${lo} and ${hi} ${unit}`;
  if (c.kind === "live")
    return (
      within("bankSeconds", c.bankSeconds, CLOCK_BOUNDS.live.bankSeconds, "seconds") ??
      within("bonusSeconds", c.bonusSeconds, CLOCK_BOUNDS.live.bonusSeconds, "seconds")
    );
  if (c.kind === "async")
    return (
      within("decisionHours", c.decisionHours, CLOCK_BOUNDS.async.decisionHours, "hours") ??
      within("bankHours", c.bankHours, CLOCK_BOUNDS.async.bankHours, "hours")
    );
  return null;
}

const HOUR = 3_600_000;

/** The time each seat starts with (its bank), in ms. */
export function initialBankMs(c: Exclude<ClockSettings, { kind: "none" }>): number {
  return c.kind === "live" ? c.bankSeconds * 1000 : Math.round(c.bankHours * HOUR);
}

/**
 * What a new decision brings: live adds its bonus to the bank (kept if unused); async gives an
 * allowance that is used first and lost if unused.
 */
export function perDecision(c: Exclude<ClockSettings, { kind: "none" }>): {
  bonusMs: number;
  allowanceMs: number;
} {
  return c.kind === "live"
    ? { bonusMs: c.bonusSeconds * 1000, allowanceMs: 0 }
    : { bonusMs: 0, allowanceMs: Math.round(c.decisionHours * HOUR) };
}

/**
 * Why a new game cannot have this clock (code and sentence), or null. Any ruleset may take a
 * forfeit clock: the registry gives rulesets without a forfeit rule the engine's default.
 */
export function createClockProblem(c: ClockSettings): { code: string; message: string } | null {
  const problem = clockProblem(c);
  return problem ? { code: "bad-clock", message: `Clock refused: ${problem}.` } : null;
}
