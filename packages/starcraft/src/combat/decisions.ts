/**
 * What the battle asks now: one decision for one side, with the complete list of legal actions.
 * battlePending, battleLegalActions and battleValidate all read this one function, so bots, the
 * UI and validation share a single definition of what is legal.
 */
import { defensiveSwaps } from "./defensive";
import { withdrawOptions } from "./losses";
import { planDestinations } from "./retreat";
import { startOffers } from "./start-abilities";
import type { BattleAction, BattleState, SideIndex } from "./types";
import { cardInfo, catalogOf, findUnit, unitInfo } from "./util";

export interface BattleDecision {
  side: SideIndex;
  kind: string;
  prompt: string;
  /** The prompt's particulars as data (engine `Decision.args`), for UIs that word it themselves. */
  args?: Record<string, string | number | boolean>;
  actions: BattleAction[];
}

export function frontIds(b: BattleState, side: SideIndex): Set<number> {
  return new Set(b.skirmishes.map((s) => s.front[side]).filter((x): x is number => x !== null));
}

export function supportIds(b: BattleState, side: SideIndex): Set<number> {
  const out = new Set<number>();
  for (const s of b.skirmishes) for (const id of s.support[side]) out.add(id);
  return out;
}

/** Units of a side that are neither front line nor already assigned as support. */
export function unassignedSupports(b: BattleState, side: SideIndex): number[] {
  const f = frontIds(b, side);
  const s = supportIds(b, side);
  return b.sides[side].units.filter((u) => !f.has(u.id) && !s.has(u.id)).map((u) => u.id);
}

export function nonAssist(b: BattleState, side: SideIndex): number[] {
  const cat = catalogOf(b);
  return b.sides[side].units.filter((u) => !unitInfo(cat, u.type).assist).map((u) => u.id);
}

/** Number of skirmishes the attacker must form (max possible): the smaller non-assist force. */
export function skirmishCount(b: BattleState): number {
  const a = nonAssist(b, 0).length;
  const d = nonAssist(b, 1).length;
  if (b.sides[0].units.length === 0 || b.sides[1].units.length === 0) return 0;
  if (a === 0 || d === 0) return 1;
  return Math.min(a, d);
}

export function nextCardSkirmish(b: BattleState, side: SideIndex): number {
  return b.skirmishes.findIndex((s) => s.cards[side] === null);
}

function placeOptions(b: BattleState, side: SideIndex, skirmish: number): BattleAction[] {
  const cat = catalogOf(b);
  const hand = b.sides[side].hand;
  const normals = [...new Set(hand.filter((c) => cardInfo(cat, c) && !cardInfo(cat, c)!.reinforcement))];
  const reinfs = [...new Set(hand.filter((c) => cardInfo(cat, c)?.reinforcement))];
  const out: BattleAction[] = [];
  for (const card of normals) {
    out.push({ type: "battle-place", skirmish, card, reinforcement: null });
    for (const r of reinfs) out.push({ type: "battle-place", skirmish, card, reinforcement: r });
  }
  out.push({ type: "battle-place", skirmish, card: "top", reinforcement: null });
  return out;
}

/** Key under which two actions are interchangeable (units of the same type, same side). */
export function actionKey(b: BattleState, a: BattleAction): string {
  const t = (id: number) => {
    const f = findUnit(b, id);
    return f ? `${f.side}:${f.unit.type}:${f.unit.hero ?? ""}` : String(id);
  };
  switch (a.type) {
    case "battle-pair":
      return `pair:${t(a.attacker)}:${t(a.defender)}`;
    case "battle-support":
      return `support:${t(a.unit)}:${a.skirmish}`;
    case "battle-defensive-swap":
      return `swap:${[t(a.a), t(a.b)].sort().join(":")}:${JSON.stringify([a.a, a.b].map((id) => b.skirmishes.findIndex((s) => s.front[1] === id || s.support[1].includes(id))))}`;
    case "battle-lose":
    case "battle-retreat-select":
    case "battle-retreat-lose":
    case "battle-assist-front":
      return `${a.type}:${t(a.unit)}`;
    default:
      return JSON.stringify(a);
  }
}

/** Decisions whose actions never name units: already distinct. */
const NO_UNITS = new Set([
  "battle-place",
  "battle-resolve",
  "battle-start-ability",
  "battle-pass",
  "battle-withdraw",
  "battle-retreat",
]);

/** One action per interchangeable group, in enumeration order. */
export function distinctActions(b: BattleState, actions: BattleAction[]): BattleAction[] {
  if (actions.length < 2 || NO_UNITS.has(actions[0].type)) return actions;
  const seen = new Set<string>();
  const out: BattleAction[] = [];
  for (const a of actions) {
    const k = actionKey(b, a);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(a);
  }
  return out;
}

export function currentDecision(b: BattleState): BattleDecision | null {
  if (b.phase === "done") return null;
  const head = b.todo[0];
  if (head) {
    if (head.kind === "loss") {
      return {
        side: head.chooser ?? head.side,
        kind: "battle-lose",
        prompt: `Choose the unit you lose (${head.cause})`,
        args: { cause: head.cause },
        actions: head.candidates.map((unit) => ({ type: "battle-lose", unit })),
      };
    }
    return {
      side: head.side,
      kind: "battle-withdraw",
      prompt: `Choose where unit ${head.unit} withdraws (cloaking)`,
      args: { unit: head.unit },
      actions: withdrawOptions(b, head.side).map((area) => ({ type: "battle-withdraw", area })),
    };
  }
  switch (b.phase) {
    case "start-ability": {
      const offers = startOffers(b, b.turn);
      const actions: BattleAction[] = [{ type: "battle-pass" }];
      for (let ability = 0; ability < offers.length; ability++)
        actions.push({ type: "battle-start-ability", ability });
      return {
        side: b.turn,
        kind: "battle-start-ability",
        prompt: "Use one start-of-battle ability, or pass",
        actions,
      };
    }
    case "assist-front": {
      const side: SideIndex = b.skirmishes[0].front[0] === null && nonAssist(b, 0).length === 0 ? 0 : 1;
      return {
        side,
        kind: "battle-assist-front",
        prompt: "All your units are assist units: choose the one in the front line",
        actions: b.sides[side].units.map((u) => ({ type: "battle-assist-front", unit: u.id })),
      };
    }
    case "pair": {
      const usedA = frontIds(b, 0);
      const usedD = frontIds(b, 1);
      const open = b.skirmishes.find((s) => s.front[0] === null || s.front[1] === null);
      const as = open?.front[0] != null ? [open.front[0]] : nonAssist(b, 0).filter((id) => !usedA.has(id));
      const ds = open?.front[1] != null ? [open.front[1]] : nonAssist(b, 1).filter((id) => !usedD.has(id));
      const actions: BattleAction[] = [];
      for (const attacker of as)
        for (const defender of ds) actions.push({ type: "battle-pair", attacker, defender });
      return {
        side: 0,
        kind: "battle-pair",
        prompt: "Pair one of your front-line units with an enemy unit",
        actions,
      };
    }
    case "defensive":
      return {
        side: 1,
        kind: "battle-defensive-swap",
        prompt: "Defensive module: switch two of your units between skirmishes, or pass",
        actions: [{ type: "battle-pass" }, ...defensiveSwaps(b)],
      };
    case "support": {
      const actions: BattleAction[] = [];
      for (const unit of unassignedSupports(b, b.turn)) {
        for (let skirmish = 0; skirmish < b.skirmishes.length; skirmish++) {
          actions.push({ type: "battle-support", unit, skirmish });
        }
      }
      return {
        side: b.turn,
        kind: "battle-support",
        prompt: "Assign a supporting unit to a skirmish",
        actions,
      };
    }
    case "cards": {
      const k = nextCardSkirmish(b, b.turn);
      return {
        side: b.turn,
        kind: "battle-place",
        prompt: `Place a combat card (and optionally a reinforcement) in skirmish ${k + 1}, or the top card of your deck`,
        args: { skirmish: k + 1 },
        actions: placeOptions(b, b.turn, k),
      };
    }
    case "choose-skirmish":
      return {
        side: 0,
        kind: "battle-resolve",
        prompt: "Choose the next skirmish to resolve",
        actions: b.skirmishes.flatMap((s, skirmish) =>
          s.resolved ? [] : [{ type: "battle-resolve" as const, skirmish }],
        ),
      };
    case "retreat-select": {
      const plan = b.retreat[0];
      return {
        side: plan.side,
        kind: "battle-retreat-select",
        prompt: plan.destroySelected
          ? `Choose a unit that is destroyed (${plan.toSelect} more over the unit limit)`
          : `Choose a unit that retreats (${plan.toSelect} more over the unit limit)`,
        args: { count: plan.toSelect, destroy: !!plan.destroySelected },
        actions: b.sides[plan.side].units
          .filter((u) => !plan.units.includes(u.id))
          .map((u) => ({ type: "battle-retreat-select", unit: u.id })),
      };
    }
    case "retreat": {
      const plan = b.retreat[0];
      return {
        side: plan.side,
        kind: "battle-retreat",
        prompt: plan.samePlanet
          ? "Choose the one area of this planet your retreating units move to"
          : "Choose the one area your retreating units move to",
        args: { samePlanet: !!plan.samePlanet },
        actions: planDestinations(b, plan).map((d) => ({
          type: "battle-retreat",
          planet: d.planet,
          area: d.area,
        })),
      };
    }
    case "retreat-loss": {
      const plan = b.retreat[0];
      return {
        side: plan.side,
        kind: "battle-retreat-lose",
        prompt: `Not enough room: choose a retreating unit that is destroyed (${plan.toDestroy} more)`,
        args: { count: plan.toDestroy },
        actions: plan.units.map((unit) => ({ type: "battle-retreat-lose", unit })),
      };
    }
    default:
      return null;
  }
}
