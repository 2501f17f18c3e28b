/**
 * What a seat has at an Eclipse state, as numbers an evaluation weighs (issue 37): the terms of
 * `worthOf` (evaluate.ts) one by one, and the rounds left as the factor that makes an income or an
 * investment worth more early than late. `scripts/eclipse-fit-eval.ts` fits weights to these from
 * games' outcomes; reading them from the state only, a determinization's as any other.
 */
import { type EclipseState, production, scoreOf, tradeRateOf, upkeepCost } from "@koprulu/eclipse";

export const ECLIPSE_FEATURES = [
  /** Victory points now (scoreOf). */
  "vp",
  /** Money short at the next Upkeep after trading spare science and materials (≤ 0). */
  "short",
  /** Net money income a round, times the rounds left. */
  "moneyLeft",
  /** Science production, times the rounds left. */
  "scienceLeft",
  /** Materials production, times the rounds left. */
  "materialsLeft",
  /** Technology tiles. */
  "techs",
  /** Technology tiles, times the rounds left. */
  "techsLeft",
  /** Warships on the board, weighted by hull (evaluate.ts's SHIP). */
  "ships",
  /** Money, science and materials in storage. */
  "storage",
] as const;

/** Hull weights of the `ships` feature (VP a ship is worth in the hand-set evaluation). */
export const SHIP_WEIGHT: Record<string, number> = {
  interceptor: 0.4,
  cruiser: 1,
  dreadnought: 1.6,
  starbase: 0.5,
};

/** The raw terms of a seat that both the hand-set worth and the features read. */
export interface SeatTerms {
  vp: number;
  /** Money at hand at the next Upkeep after trading spare science and materials (short when < 0). */
  cover: number;
  /** Net money income a round (production less the discs' upkeep). */
  income: number;
  roundsLeft: number;
  techs: number;
  /** Warships on the board, weighted by SHIP_WEIGHT. */
  ships: number;
  storage: number;
}

export function seatTerms(s: EclipseState, seat: number): SeatTerms {
  const p = s.players[seat]!;
  const rate = tradeRateOf(p);
  const income = production(p, "money") - upkeepCost(p);
  let ships = 0;
  for (const h of Object.values(s.hexes))
    for (const x of h.ships) if (x.owner === seat) ships += SHIP_WEIGHT[x.hull] ?? 0;
  return {
    vp: scoreOf(s, seat).total,
    cover: p.money + income + Math.floor(p.science / rate) + Math.floor(p.materials / rate),
    income,
    roundsLeft: Math.max(0, s.options.rounds - s.round),
    techs: Object.values(p.techs).reduce((n, t) => n + t.length, 0),
    ships,
    storage: p.money + p.science + p.materials,
  };
}

/** The features of ECLIPSE_FEATURES for one seat, in that order. */
export function eclipseFeatures(s: EclipseState, seat: number): number[] {
  const p = s.players[seat]!;
  const t = seatTerms(s, seat);
  return [
    t.vp,
    Math.min(0, t.cover),
    t.income * t.roundsLeft,
    production(p, "science") * t.roundsLeft,
    production(p, "materials") * t.roundsLeft,
    t.techs,
    t.techs * t.roundsLeft,
    t.ships,
    t.storage,
  ];
}
