/**
 * Registers Eclipse's ISMCTS prior (prior.ts) beside the search hooks of index.ts; a module of
 * its own so the heuristic's registration and this one change independently.
 */
import { registerSearchHooks } from "../hooks";
import { ECLIPSE_FINAL_MARGIN, ECLIPSE_WIDTH, eclipsePrior } from "./prior";

registerSearchHooks("eclipse", {
  actionPrior: eclipsePrior,
  width: ECLIPSE_WIDTH,
  finalMargin: ECLIPSE_FINAL_MARGIN,
});
