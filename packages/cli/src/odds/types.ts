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

/** The report fields every calculator shares, picked from its ruleset's odds result. */
export function coreReport(r: {
  attacker: number;
  defender: number;
  bothDestroyed: number;
  exact: boolean;
  samples: number;
  expectedLosses?: { attacker: number; defender: number };
}): OddsReport {
  return {
    attacker: r.attacker,
    defender: r.defender,
    bothDestroyed: r.bothDestroyed,
    exact: r.exact,
    samples: r.samples,
    ...(r.expectedLosses ? { expectedLosses: r.expectedLosses } : {}),
  };
}
