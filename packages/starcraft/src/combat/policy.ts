/**
 * A simple, fast card-choice policy for playouts (odds estimation, tests, baseline bots):
 * place the strongest normal card for the front-line unit (attack + health, major values when
 * pictured) with a fitting reinforcement if one is in hand, else the blind top card; lose the
 * cheapest unit; otherwise take the first legal action (start abilities: pass).
 */
import type { Rng } from "@koprulu/engine";
import { picturedTypes, usesMajorAlways } from "./heroes/hooks";
import { ORIGINAL_TOP } from "./mind-controlled";
import { reinforcementFits } from "./skirmish";
import type { BattleAction, BattleState } from "./types";
import { cardInfo, catalogOf, findUnit, unitInfo, unitType } from "./util";

export type BattlePolicy = (b: BattleState, legal: BattleAction[], rng: Rng) => BattleAction;

function placeValue(b: BattleState, a: Extract<BattleAction, { type: "battle-place" }>): number {
  if (a.card === "top") return 4.5; // roughly an average card
  const cat = catalogOf(b);
  const c = a.card === ORIGINAL_TOP ? null : cardInfo(cat, a.card);
  if (!c && a.card !== ORIGINAL_TOP) return 0;
  const sk = b.skirmishes[a.skirmish];
  const side = b.turn;
  const frontId = sk.front[side];
  const front = frontId === null ? null : unitType(b, frontId);
  const frontUnit = frontId === null ? null : findUnit(b, frontId)?.unit;
  const pictured = picturedTypes(cat, frontUnit);
  let score = 4.5; // BW-MC3: the original owner's unseen top card, roughly an average card
  if (c) {
    const major = pictured.some((t) => c.units.includes(t)) || usesMajorAlways(cat, frontUnit);
    const v = (major ? c.major : c.minor) ?? { attack: 0, health: 0 };
    score = v.attack + v.health + c.abilities.length * 0.5;
  }
  if (a.reinforcement) {
    const r = cardInfo(cat, a.reinforcement);
    const supports = sk.support[side].map((id) => unitType(b, id));
    score += r && reinforcementFits(r, front, supports, pictured) ? 1.5 : -1;
  }
  return score;
}

export const greedyPolicy: BattlePolicy = (b, legal) => {
  const first = legal[0];
  if (first.type === "battle-place") {
    let best: BattleAction = first;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      const s = placeValue(b, a as Extract<BattleAction, { type: "battle-place" }>);
      if (s > bestScore) {
        best = a;
        bestScore = s;
      }
    }
    return best;
  }
  // Losses, and units picked for destruction over the unit limit (Retreat event): the cheapest.
  const picksLoss =
    first.type === "battle-lose" ||
    first.type === "battle-retreat-lose" ||
    (first.type === "battle-retreat-select" && b.retreat[0]?.destroySelected === true);
  if (picksLoss) {
    const cat = catalogOf(b);
    let best: BattleAction = first;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const a of legal) {
      const id = (a as { unit: number }).unit;
      const f = id >= 0 ? findUnit(b, id) : null;
      const cost = f ? unitInfo(cat, f.unit.type).cost : 0.5;
      if (cost < bestCost) {
        best = a;
        bestCost = cost;
      }
    }
    return best;
  }
  return first;
};

/** Uniformly random legal actions (a baseline for tests). */
export const randomPolicy: BattlePolicy = (_b, legal, rng) => rng.pick(legal);
