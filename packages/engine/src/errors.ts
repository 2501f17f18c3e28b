/**
 * Illegal input is answered with a value, never an exception: a stable machine code,
 * a sentence for people, and the rule it enforces (for StarCraft, the rulebook section).
 */
export interface RuleError {
  /** Stable code, kebab-case, e.g. "not-your-turn", "mobilize-to-active-planet". */
  code: string;
  /** A sentence a player understands. */
  message: string;
  /** The rule this enforces, e.g. "Mobilize moves units to the active planet, not from it". */
  rule: string;
}

export function ruleError(code: string, message: string, rule: string = message): RuleError {
  return { code, message, rule };
}

export function isRuleError(value: unknown): value is RuleError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as RuleError).code === "string" &&
    typeof (value as RuleError).message === "string" &&
    typeof (value as RuleError).rule === "string"
  );
}

/** Codes the engine itself uses (rulesets add their own). */
export const EngineErrors = {
  notAsked: (player: number) =>
    ruleError(
      "not-your-decision",
      `Seat ${player} is not asked to decide anything now.`,
      "Only a player with a pending decision may act",
    ),
  malformed: (detail: string) =>
    ruleError(
      "malformed-action",
      `The action is not well formed: ${detail}.`,
      "Actions are JSON objects with a known type",
    ),
  gameOver: () => ruleError("game-over", "The game is over.", "No actions after the end of the game"),
} as const;

/**
 * Thrown (not returned) when a recorded game cannot be replayed: a stored log is trusted data,
 * so a bad one is a broken file or a changed rule, not a player's mistake.
 */
export class ReplayError extends Error {
  override readonly name = "ReplayError";
  constructor(
    /** "unknown-ruleset" | "illegal-entry" | "hash-mismatch" | "bad-record". */
    readonly code: string,
    message: string,
    /** Index of the offending log entry, when there is one. */
    readonly index?: number,
    /** The rule the entry broke, for "illegal-entry". */
    readonly ruleError?: RuleError,
  ) {
    super(message);
  }
}
