/**
 * The `koprulu odds` calculator contract: one OddsCalculator per ruleset that has one.
 */
export interface OddsRequest {
  attacker: string[];
  defender: string[];
  samples?: number;
  flags: Record<string, string | boolean>;
}

export interface OddsReport {
  attacker: number;
  defender: number;
  bothDestroyed: number;
  exact: boolean;
  samples: number;
  expectedLosses?: { attacker: number; defender: number };
  [extra: string]: unknown;
}

/** Unknown unit, ship, part etc.: the message lists the valid ids; the command exits 2. */
export class OddsInputError extends Error {}

export interface OddsCalculator {
  ruleset: string;
  flagsHelp: string;
  run(req: OddsRequest): OddsReport;
}
