/** Calculators by ruleset id: one line per calculator. */
import { eclipseOdds } from "./eclipse";
import type { OddsCalculator } from "./types";

export const CALCULATORS: Record<string, OddsCalculator> = {
  eclipse: eclipseOdds,
};
