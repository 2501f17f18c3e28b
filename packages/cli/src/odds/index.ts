/** The rulesets that have a combat calculator for `koprulu odds` (one line per calculator). */
import { eclipseOdds } from "./eclipse";
import { starcraftLiteOdds } from "./starcraft-lite";
import type { OddsCalculator } from "./types";

export const CALCULATORS: Record<string, OddsCalculator> = {
  [eclipseOdds.ruleset]: eclipseOdds,
  [starcraftLiteOdds.ruleset]: starcraftLiteOdds,
};
