/**
 * The HeuristicBot's battle choices, read from its seat's view of the battle (own hand and
 * placed cards, the opponent's only as far as they are public):
 * - start of battle: use an ability, but a defender who is the stronger side never cancels the
 *   battle or retreats from it (Cease-Fire, Retreat);
 * - guard token (Brood War): the defender uses it unless another health bonus as large already
 *   covers him (they do not add up), so it stays for a later battle;
 * - pairing (attacker): its strongest units against the weakest enemies first, for sure kills;
 * - support: behind the front line that is worst off;
 * - cards and losses: the combat module's greedy policy (the strongest card for the front-line
 *   unit with a fitting reinforcement; lose the cheapest unit);
 * - retreat: the destination with the most room, on the same planet when equal.
 * Strength is the units' resource cost (evaluate.ts's unitValue), the same yardstick the
 * heuristic uses on the board.
 */
import type { PlayerId, Rng } from "@koprulu/engine";
import {
  type BattleAction,
  type BattleState,
  type BattleView,
  battleScope,
  greedyPolicy,
  type StarcraftView,
  startOffers,
} from "@koprulu/starcraft";
import { mindControlBattleBonus } from "./brood-war-plans";
import { unitValue } from "./evaluate";

/** Effects that end a battle without a fight: only worth it for the weaker defender. */
const WALK_AWAY = new Set(["event-cancel-battle", "event-defender-retreat"]);

export function isBattleAction(a: { type: string }): boolean {
  return a.type.startsWith("battle-");
}

/** A score per legal battle action (higher is better); the same length and order as `legal`. */
export function battleScores(v: StarcraftView, p: PlayerId, legal: BattleAction[], rng: Rng): number[] {
  const b = v.battle as BattleView | null;
  if (!b) return legal.map(() => 0);
  const side = b.sides[0].player === p ? 0 : 1;
  const foe = side === 0 ? 1 : 0;
  // The battle names its game's combat catalog, hence the game's expansions.
  const scope = battleScope(b as unknown as { catalog?: string });
  const worth = (id: number | null) => {
    if (id === null) return 0;
    for (const s of b.sides) {
      const u = s.units.find((x) => x.id === id);
      if (u) return unitValue(scope, u.type);
    }
    return 0;
  };
  const strength = (s: 0 | 1) => b.sides[s].units.reduce((t, u) => t + unitValue(scope, u.type), 0);
  // The view has every field these read (own hand, skirmishes, units, turn, catalog).
  const asState = b as unknown as BattleState;
  let greedy: string | null = null;
  const greedyPick = () => {
    greedy ??= JSON.stringify(greedyPolicy(asState, legal, rng));
    return greedy;
  };
  let offers: ReturnType<typeof startOffers> | null = null;
  return legal.map((a) => {
    switch (a.type) {
      case "battle-start-ability": {
        offers ??= startOffers(asState, side);
        const effect = offers[a.ability]?.effect ?? "";
        if (WALK_AWAY.has(effect)) return strength(side) >= strength(foe) ? -1 : 2;
        return 1;
      }
      case "battle-pass":
        return 0;
      case "battle-guard-token": {
        // Brood War: +2 health unless a bonus as large already covers the defender (they do not add up).
        const covered = b.sides[side].healthBonus >= 2;
        return a.use === !covered ? 1 : 0;
      }
      case "battle-pair":
        return worth(side === 0 ? a.attacker : a.defender) - worth(side === 0 ? a.defender : a.attacker);
      case "battle-support": {
        const sk = b.skirmishes[a.skirmish];
        return sk ? worth(sk.front[foe]) - worth(sk.front[side]) : 0;
      }
      case "battle-place":
        return (JSON.stringify(a) === greedyPick() ? 1 : 0) + mindControlBattleBonus(v, p, a);
      case "battle-lose":
      case "battle-retreat-lose":
      case "battle-retreat-select":
        return JSON.stringify(a) === greedyPick() ? 1 : 0;
      case "battle-retreat": {
        const d = b.sides[side].retreatDestinations.find((x) => x.planet === a.planet && x.area === a.area);
        return (d?.room ?? 0) + (a.planet === b.planet ? 0.5 : 0);
      }
      default:
        return 0;
    }
  });
}
