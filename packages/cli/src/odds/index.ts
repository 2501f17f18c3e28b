/** The rulesets that have a combat calculator for `koprulu odds` (one line per calculator). */
import { starcraftLiteOdds } from "./starcraft-lite";
import type { OddsCalculator } from "./types";

export const CALCULATORS: Record<string, OddsCalculator> = {
  [starcraftLiteOdds.ruleset]: starcraftLiteOdds,
};
