/**
 * Step 7 of "conducting a battle": resolving one skirmish. Hebrew rulebook §7 (1)–(3):
 * reveal (a reinforcement found in the combat slot is discarded and replaced from the deck until
 * a normal card appears), check reinforcements, cancel effects first (attacker first), values
 * (major if the front-line unit is pictured, else minor; card bonuses; reinforcement bonuses;
 * support of units able to hit the enemy front line), then destroy (attack ≥ health, both at once).
 * Values are computed once and stay fixed for the skirmish.
 */
import type { CardInfo, EffectUse } from "./catalog";
import { deckOf, drawTop, drawTopOf } from "./deck";
import { effectFor } from "./effects/registry";
import type { SideCalc, SkirmishCtx } from "./effects/types";
import { heroBonus, ignoresSacrifice, picturedTypes, usesMajorAlways } from "./heroes/hooks";
import { recharged } from "./recharge";
import type { BattleState, LossTodo, SideIndex } from "./types";
import { canHit, cardInfo, catalogOf, findUnit, other, unitInfo, unitType } from "./util";

function emptyCalc(): SideCalc {
  return {
    attack: 0,
    health: 0,
    front: null,
    frontId: null,
    pictured: [],
    supports: [],
    cloaked: false,
    detect: false,
    splash: [],
    noEnemySplash: false,
    supportZeroed: false,
    airSupportNegated: false,
    shieldedFrom: [],
  };
}

/**
 * Is a reinforcement usable: front line pictured, or (support icon) a supporting unit pictured.
 * `pictured` lists the unit types that count as the front line on cards (a hero may add some).
 */
export function reinforcementFits(
  card: CardInfo,
  front: string | null,
  supports: string[],
  pictured: readonly string[] = front === null ? [] : [front],
): boolean {
  if (card.units.length === 0) return front !== null || supports.length > 0;
  if (front !== null && pictured.some((t) => card.units.includes(t))) return true;
  return card.supportIcon && supports.some((t) => card.units.includes(t));
}

/** Does an ability's unit restriction hold? Normal cards: the front line. Support-icon cards: front or a support. */
function useApplies(use: EffectUse, card: CardInfo, calc: SideCalc): boolean {
  if (!use.units || use.units.length === 0) return true;
  if (calc.front !== null && calc.pictured.some((t) => use.units!.includes(t))) return true;
  return card.reinforcement && card.supportIcon && calc.supports.some((s) => use.units!.includes(s.type));
}

/** Does a card picture the side's front line (or a unit type its hero uses as its own)? */
const picturesFront = (card: CardInfo, calc: SideCalc) =>
  calc.front !== null && calc.pictured.some((t) => card.units.includes(t));

/** The active abilities of one side, in card order (combat card first, then reinforcement). */
function activeUses(ctx: SkirmishCtx, side: SideIndex): { use: EffectUse; card: CardInfo }[] {
  const out: { use: EffectUse; card: CardInfo }[] = [];
  const calc = ctx.calc[side];
  const { combat, reinforcement } = ctx.cards[side];
  // A normal card's ability works only when the front-line unit is pictured on it.
  if (combat && !ctx.canceled.includes(combat.id) && picturesFront(combat, calc)) {
    for (const use of combat.abilities) if (useApplies(use, combat, calc)) out.push({ use, card: combat });
  }
  if (reinforcement && !ctx.canceled.includes(reinforcement.id)) {
    for (const use of reinforcement.abilities)
      if (useApplies(use, reinforcement, calc)) out.push({ use, card: reinforcement });
  }
  // Technologies in the play area act by themselves when their unit fights: the front line, or a
  // supporting assist unit (assist units are never front line while other units are present).
  for (const id of ctx.b.sides[side].technologies) {
    const tech = cardInfo(ctx.cat, id);
    if (!tech?.playArea) continue;
    const fits =
      (calc.front !== null && tech.units.includes(calc.front)) ||
      calc.supports.some((s) => tech.units.includes(s.type) && unitInfo(ctx.cat, s.type).assist);
    if (!fits) continue;
    for (const use of tech.abilities) if (effectFor(use.key)) out.push({ use, card: tech });
  }
  return out;
}

function revealCombatCard(b: BattleState, side: SideIndex, k: number, replaced: string[]): string | null {
  const placed = b.skirmishes[k].cards[side]!;
  const cat = catalogOf(b);
  let card = placed.combat;
  // BW-MC3: a mind-controlled unit's card came from its original owner's deck: replaced from there too.
  const owner = placed.deckOwner;
  const pile = owner === undefined ? b.sides[side] : deckOf(b, owner);
  // Rulebook 7(1)i: a reinforcement revealed as the combat card is discarded and replaced from the deck.
  while (card !== null && cardInfo(cat, card)?.reinforcement) {
    replaced.push(card);
    if (owner !== undefined) pile?.discard.push(card);
    else if (!recharged(b, side, card)) b.sides[side].discard.push(card);
    card = owner === undefined ? drawTop(b, side) : drawTopOf(b, owner);
  }
  placed.combat = card;
  return card;
}

/**
 * The abilities acting after the destroy step. No `undefined` in a state (a JSON round trip
 * would drop the key): an ability printed without params is remembered with none, as
 * start-abilities does.
 */
function afterUses(uses: readonly { use: EffectUse; card: CardInfo }[]) {
  return uses
    .filter(({ use }) => effectFor(use.key)?.after !== undefined)
    .map(({ use, card }) => ({ key: use.key, params: use.params ?? {}, card: card.id }));
}

/**
 * Sacrifice (BW p.18, FAQ p.3): a front-line unit with the keyword dies in the destroy step — not a
 * hero without the keyword (Sarah Kerrigan). The FAQ's two exceptions: it is ignored when the unit
 * can attack neither the enemy front line nor any enemy supporting unit (it attacks nothing), and
 * when the enemy front line is cloaked with no friendly detector present (detector or Air Support).
 */
function sacrificing(ctx: SkirmishCtx): number[] {
  const out: number[] = [];
  for (const side of [0, 1] as const) {
    const me = ctx.calc[side];
    const enemy = ctx.calc[other(side)];
    if (me.front === null || me.frontId === null || enemy.front === null) continue;
    if (!unitInfo(ctx.cat, me.front).sacrifice) continue;
    const front = me.front;
    const hasTarget =
      canHit(ctx.cat, front, enemy.front) || enemy.supports.some((s) => canHit(ctx.cat, front, s.type));
    if (!hasTarget) continue;
    if (enemy.cloaked && !me.detect) continue;
    if (!ignoresSacrifice(ctx.cat, findUnit(ctx.b, me.frontId)?.unit)) out.push(me.frontId);
  }
  return out;
}

/** Reveal and compute; queue the destroy-step losses. Leaves b.resolving set. */
export function beginSkirmish(b: BattleState, k: number): void {
  const cat = catalogOf(b);
  const sk = b.skirmishes[k];
  b.current = k;
  const replaced: [string[], string[]] = [[], []];
  const ctx: SkirmishCtx = {
    b,
    cat,
    skirmish: k,
    calc: [emptyCalc(), emptyCalc()],
    cards: [
      { combat: null, reinforcement: null },
      { combat: null, reinforcement: null },
    ],
    canceled: [],
  };
  const used: [string[], string[]] = [[], []];
  for (const side of [0, 1] as const) {
    const calc = ctx.calc[side];
    calc.frontId = sk.front[side];
    calc.front = calc.frontId === null ? null : unitType(b, calc.frontId);
    if (calc.front === "unknown") {
      calc.front = null;
      calc.frontId = null;
    }
    calc.pictured = calc.frontId === null ? [] : picturedTypes(cat, findUnit(b, calc.frontId)?.unit);
    calc.supports = sk.support[side]
      .map((id) => ({ id, type: unitType(b, id) }))
      .filter((s) => s.type !== "unknown");
    if (!sk.cards[side]) continue;
    const combat = revealCombatCard(b, side, k, replaced[side]);
    if (combat !== null) used[side].push(combat);
    ctx.cards[side].combat = combat === null ? null : cardInfo(cat, combat);
    const reinf = sk.cards[side]!.reinforcement;
    if (reinf !== null) {
      const info = cardInfo(cat, reinf);
      used[side].push(reinf);
      // Rulebook 7(1)ii: a reinforcement that fits neither the front line nor (icon) a support is discarded.
      if (
        info &&
        reinforcementFits(
          info,
          calc.front,
          calc.supports.map((s) => s.type),
          calc.pictured,
        )
      ) {
        ctx.cards[side].reinforcement = info;
      } else {
        b.log.push({ event: "reinforcement-discarded", side, card: reinf, skirmish: k });
      }
    }
  }

  // Cancel first, attacker first: a card canceled before its turn does not cancel anything.
  for (const side of [0, 1] as const) {
    for (const { use, card } of activeUses(ctx, side)) {
      if (ctx.canceled.includes(card.id)) continue;
      effectFor(use.key)?.cancel?.(ctx, side, use, card);
    }
  }

  // Unit keywords: cloaking on the front line, detectors anywhere in the skirmish, Air Support detection.
  for (const side of [0, 1] as const) {
    const calc = ctx.calc[side];
    if (calc.front !== null) calc.cloaked = unitInfo(cat, calc.front).cloaking;
    const mine = [calc.front, ...calc.supports.map((s) => s.type)].filter((t): t is string => t !== null);
    calc.detect = b.sides[side].airSupport || mine.some((t) => unitInfo(cat, t).detector);
  }

  const uses = [activeUses(ctx, 0), activeUses(ctx, 1)] as const;
  for (const side of [0, 1] as const)
    for (const { use, card } of uses[side]) effectFor(use.key)?.flags?.(ctx, side, use, card);

  // Values: card value (major when the front line is pictured, or a hero always gets it), then bonuses.
  for (const side of [0, 1] as const) {
    const calc = ctx.calc[side];
    const combat = ctx.cards[side].combat;
    if (combat) {
      const major =
        picturesFront(combat, calc) ||
        (calc.frontId !== null && usesMajorAlways(cat, findUnit(b, calc.frontId)?.unit));
      const v = (major ? combat.major : combat.minor) ??
        combat.minor ??
        combat.major ?? { attack: 0, health: 0 };
      calc.attack = v.attack;
      calc.health = v.health;
    }
  }
  for (const side of [0, 1] as const)
    for (const { use, card } of uses[side]) effectFor(use.key)?.values?.(ctx, side, use, card);

  for (const side of [0, 1] as const) {
    const calc = ctx.calc[side];
    const enemy = ctx.calc[other(side)];
    // Support strength only from supporting units able to hit the enemy front-line unit.
    if (!calc.supportZeroed && enemy.front !== null) {
      for (const s of calc.supports)
        if (canHit(cat, s.type, enemy.front)) calc.attack += unitInfo(cat, s.type).support;
    }
    if (side === 0 && b.goldMobilize) calc.attack += 1;
    // Air Support module: +1 attack when the enemy front line is a flying unit.
    const air = b.sides[side].airSupport && !calc.airSupportNegated && !b.sides[side].airSupportOff;
    if (air && enemy.front !== null && unitInfo(cat, enemy.front).flying) {
      calc.attack += 1;
    }
    // Heroes' permanent bonuses (Brood War). Guard token rule: a hero's health bonus and the side's
    // battle-wide health bonus do not add up; the largest counts.
    const hero = calc.front === null ? { attack: 0, health: 0 } : heroBonus(b, cat, side, calc.frontId);
    calc.attack += hero.attack;
    calc.health += Math.max(b.sides[side].healthBonus, hero.health);
  }
  for (const side of [0, 1] as const)
    for (const { use, card } of uses[side]) effectFor(use.key)?.final?.(ctx, side, use, card);

  sk.report = {
    combat: [ctx.cards[0].combat?.id ?? null, ctx.cards[1].combat?.id ?? null],
    reinforcement: [ctx.cards[0].reinforcement?.id ?? null, ctx.cards[1].reinforcement?.id ?? null],
    replaced,
    canceled: [...ctx.canceled],
    attack: [ctx.calc[0].attack, ctx.calc[1].attack],
    health: [ctx.calc[0].health, ctx.calc[1].health],
    hit: [false, false],
    splashTriggered: [],
  };
  b.resolving = {
    step: "destroy",
    hit: [false, false],
    cloaked: ([0, 1] as const)
      .filter((s) => ctx.calc[s].cloaked && ctx.calc[s].frontId !== null)
      .map((s) => ctx.calc[s].frontId!),
    // Abilities acting after the destroy step; a reinforcement stays valid even if its unit died.
    after: [afterUses(uses[0]), afterUses(uses[1])],
    detect: [ctx.calc[0].detect, ctx.calc[1].detect],
    splash: [ctx.calc[0].splash, ctx.calc[1].splash],
    used,
    noEnemySplash: [ctx.calc[0].noEnemySplash, ctx.calc[1].noEnemySplash],
    sacrifices: sacrificing(ctx),
  };

  // Destroy step: both sides at once; losses are queued defender first (the defender withdraws first).
  const losses: LossTodo[] = [];
  for (const victim of [1, 0] as const) {
    const attacker = other(victim);
    const a = ctx.calc[attacker];
    const v = ctx.calc[victim];
    if (a.front === null || a.attack < v.health) continue;
    const frontHittable =
      v.front !== null &&
      v.frontId !== null &&
      canHit(cat, a.front, v.front) &&
      !v.shieldedFrom.includes(a.front);
    let candidates: number[];
    if (frontHittable) candidates = [v.frontId!];
    else candidates = v.supports.filter((s) => canHit(cat, a.front!, s.type)).map((s) => s.id);
    if (candidates.length === 0) continue;
    // Splash triggers on a kill by attack value, except (errata) through a card that forbids it.
    const viaFront = frontHittable;
    if (!(viaFront && v.noEnemySplash)) b.resolving.hit[attacker] = true;
    losses.push({
      kind: "loss",
      side: victim,
      candidates,
      cause: "attack",
      mayWithdraw: !a.detect,
      source: ctx.cards[attacker].combat?.id ?? null,
    });
  }
  b.todo.push(...losses);
  b.log.push({ event: "skirmish", skirmish: k, report: sk.report });
}
