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
  type CatalogScope,
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
  const rater = new BattleRater(v, p, b, legal, rng);
  const out = new Array<number>(legal.length);
  for (let i = 0; i < legal.length; i++) out[i] = rater.score(legal[i]);
  return out;
}

/**
 * One rating of a battle decision's actions, as methods: the prior rates every battle decision of
 * a search, and closures made per call cost a property definition each under tsx (esbuild's
 * keepNames). The greedy pick is made on first need only, as it may draw on the generator.
 */
class BattleRater {
  readonly side: 0 | 1;
  readonly foe: 0 | 1;
  /** The battle names its game's combat catalog, hence the game's expansions. */
  readonly scope: CatalogScope;
  /** The view has every field the policies read (own hand, skirmishes, units, turn, catalog). */
  readonly asState: BattleState;
  private greedy: string | null = null;
  private offers: ReturnType<typeof startOffers> | null = null;

  constructor(
    readonly v: StarcraftView,
    readonly p: PlayerId,
    readonly b: BattleView,
    readonly legal: BattleAction[],
    readonly rng: Rng,
  ) {
    this.side = b.sides[0].player === p ? 0 : 1;
    this.foe = this.side === 0 ? 1 : 0;
    this.scope = battleScope(b as unknown as { catalog?: string });
    this.asState = b as unknown as BattleState;
  }

  private worth(id: number | null): number {
    if (id === null) return 0;
    for (const s of this.b.sides) {
      const u = s.units.find((x) => x.id === id);
      if (u) return unitValue(this.scope, u.type);
    }
    return 0;
  }

  private strength(s: 0 | 1): number {
    let t = 0;
    for (const u of this.b.sides[s].units) t += unitValue(this.scope, u.type);
    return t;
  }

  private greedyPick(): string {
    this.greedy ??= JSON.stringify(greedyPolicy(this.asState, this.legal, this.rng));
    return this.greedy;
  }

  score(a: BattleAction): number {
    const { b, side, foe } = this;
    switch (a.type) {
      case "battle-start-ability": {
        this.offers ??= startOffers(this.asState, side);
        const effect = this.offers[a.ability]?.effect ?? "";
        if (WALK_AWAY.has(effect)) return this.strength(side) >= this.strength(foe) ? -1 : 2;
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
        return (
          this.worth(side === 0 ? a.attacker : a.defender) - this.worth(side === 0 ? a.defender : a.attacker)
        );
      case "battle-support": {
        const sk = b.skirmishes[a.skirmish];
        return sk ? this.worth(sk.front[foe]) - this.worth(sk.front[side]) : 0;
      }
      case "battle-place":
        return (JSON.stringify(a) === this.greedyPick() ? 1 : 0) + mindControlBattleBonus(this.v, this.p, a);
      case "battle-lose":
      case "battle-retreat-lose":
      case "battle-retreat-select":
        return JSON.stringify(a) === this.greedyPick() ? 1 : 0;
      case "battle-retreat": {
        const d = b.sides[side].retreatDestinations.find((x) => x.planet === a.planet && x.area === a.area);
        return (d?.room ?? 0) + (a.planet === b.planet ? 0.5 : 0);
      }
      default:
        return 0;
    }
  }
}
