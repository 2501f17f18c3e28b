/**
 * The features of an Eclipse seat that the search's evaluation weighs (evaluate.ts), and that
 * `scripts/eclipse-fit.ts` fits to the outcomes of heuristic games. Each is read from a state (a
 * determinization, in the search), per seat; the evaluation weighs a seat's features minus the
 * best other seat's.
 */
import { type EclipseState, production, scoreOf, tradeRateOf, upkeepCost } from "@koprulu/eclipse";
import { blueprintValue } from "./upgrade";

export const FEATURES = [
  "vp",
  "short",
  "incomeLeft",
  "techs",
  "interceptors",
  "cruisers",
  "dreadnoughts",
  "starbases",
  "fleet",
  "storage",
  "sectors",
  "discsFree",
  "scienceLeft",
  "materialsLeft",
] as const;

export function featuresOf(s: EclipseState, seat: number): number[] {
  const p = s.players[seat]!;
  const roundsLeft = Math.max(0, s.options.rounds - s.round);
  const rate = tradeRateOf(p);
  const income = production(p, "money") - upkeepCost(p);
  const cover = p.money + income + Math.floor(p.science / rate) + Math.floor(p.materials / rate);
  let techs = 0;
  for (const t of Object.values(p.techs)) techs += t.length;
  const hulls: Record<string, number> = { interceptor: 0, cruiser: 0, dreadnought: 0, starbase: 0 };
  let sectors = 0;
  for (const h of Object.values(s.hexes)) {
    if (h.owner === seat) sectors++;
    for (const x of h.ships) if (x.owner === seat && x.hull in hulls) hulls[x.hull]!++;
  }
  let fleet = 0;
  for (const hull of Object.keys(hulls))
    if (hulls[hull]! > 0) fleet += (hulls[hull]! * blueprintValue(p, hull as never)) / 10;
  return [
    scoreOf(s, seat).total,
    Math.min(0, cover),
    income * roundsLeft,
    techs,
    hulls.interceptor!,
    hulls.cruiser!,
    hulls.dreadnought!,
    hulls.starbase!,
    fleet,
    p.money + p.science + p.materials,
    sectors,
    p.discsOnTrack,
    production(p, "science") * roundsLeft,
    production(p, "materials") * roundsLeft,
  ];
}
