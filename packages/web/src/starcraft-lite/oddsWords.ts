/**
 * Odds as a player reads them (issue 31): "100%" and "0%" only when the package proved it (the
 * exact method, and the chance exactly 1 or 0); a chance that merely rounds to 100% or 0% reads
 * ">99%" or "<1%", and a Monte Carlo estimate is never "certain". A side that wins for certain
 * is named, so "100% attacker" reads as what it is: no roll of the dice can change it.
 */
import type { MessageKey } from "../i18n";

export interface OddsLike {
  attacker: number;
  defender: number;
  bothDestroyed: number;
  exact: boolean;
}

export function oddsPercent(x: number, exact: boolean): string {
  if (exact && x >= 1) return "100%";
  if (exact && x <= 0) return "0%";
  const r = Math.round(100 * x);
  if (r >= 100) return ">99%";
  if (r <= 0) return "<1%";
  return `${r}%`;
}

const CERTAIN: Record<"attacker" | "defender" | "bothDestroyed", MessageKey> = {
  attacker: "liteOdds.certain.attacker",
  defender: "liteOdds.certain.defender",
  bothDestroyed: "liteOdds.certain.nobody",
};

/** The words for an outcome the exact method proved certain, or null. */
export function certainKey(odds: OddsLike): MessageKey | null {
  if (!odds.exact) return null;
  for (const k of ["attacker", "defender", "bothDestroyed"] as const) if (odds[k] >= 1) return CERTAIN[k];
  return null;
}
