/**
 * The battle's automatic progress between decisions: draws (step 3), setting up pairing
 * (step 4), moving from support to cards to resolution (5–7), the after-destroy part of a
 * skirmish, splash damage (8) and retreats (9). Forced moves (a decision with a single legal
 * action) are applied at once, so players and bots are only asked real choices.
 */

import type { PlayerId } from "@koprulu/engine";
import { applyAction } from "./actions";
import {
  type BattleDecision,
  currentDecision,
  distinctActions,
  nonAssist,
  skirmishCount,
  unassignedSupports,
} from "./decisions";
import { deckOf, drawToHand } from "./deck";
import { effectFor } from "./effects/registry";
import { startHeroes } from "./heroes/hooks";
import { destroyUnit, pruneTodo } from "./losses";
import { recharged } from "./recharge";
import { completeRetreat, planDestinations, planRetreats } from "./retreat";
import type { BattleState, Skirmish, SplashHeld } from "./types";
import { cardInfo, catalogOf, other, unitInfo } from "./util";

const newSkirmish = (): Skirmish => ({
  front: [null, null],
  support: [[], []],
  cards: [null, null],
  resolved: false,
  report: null,
});

/** Step 3: attacker draws 3 (5 with a gold Mobilize), defender draws 1. */
function draws(b: BattleState): void {
  const a = drawToHand(b, 0, b.goldMobilize ? 5 : 3);
  const d = drawToHand(b, 1, 1);
  b.log.push({ event: "draw", attacker: a, defender: d });
}

/** Step 4 set-up: how many skirmishes, and whether an all-assist side must name its front line. */
function setupPairing(b: BattleState): void {
  const n = skirmishCount(b);
  b.skirmishes = [];
  if (n === 0) {
    // FAQ: a side left with no units (e.g. after a start-of-battle ability) still completes the battle.
    startSplash(b);
    return;
  }
  if (nonAssist(b, 0).length === 0 || nonAssist(b, 1).length === 0) {
    b.skirmishes.push(newSkirmish());
    b.phase = "assist-front";
    return;
  }
  b.phase = "pair";
}

function afterPairing(b: BattleState): void {
  b.turn = unassignedSupports(b, 0).length > 0 ? 0 : 1;
  b.phase = "support";
}

function startSplash(b: BattleState): void {
  b.phase = "splash";
  // Attacker chooses its losses first: the defender's splash cards are applied first; within a
  // side, the most restrictive cards first so the greatest possible number of units is destroyed.
  const rank = (s: SplashHeld) => (s.only.length > 0 ? 0 : s.kind === "any" ? 2 : 1);
  b.splash.sort((x, y) => y.side - x.side || rank(x) - rank(y));
}

/** Sacrifice (BW): the front-line units chosen when the skirmish's values were computed die now. */
function sacrifice(b: BattleState): void {
  for (const id of b.resolving?.sacrifices ?? []) destroyUnit(b, id, "sacrifice");
}

/** End of a skirmish: triggered splash cards are held; the others are discarded (single-use techs return). */
function finishSkirmish(b: BattleState): void {
  const r = b.resolving!;
  const sk = b.skirmishes[b.current];
  for (const side of [0, 1] as const) {
    const held = r.hit[side] ? r.splash[side] : [];
    // BW-MC3: the combat card drawn from a mind-controlled unit's original owner goes back to him.
    const placed = sk.cards[side];
    let borrowed = placed?.deckOwner !== undefined ? placed.combat : null;
    for (const card of r.used[side]) {
      const owner = card === borrowed ? placed!.deckOwner : undefined;
      if (owner !== undefined) borrowed = null;
      const h = held.find((x) => x.card === card);
      if (h) {
        b.splash.push({ side, ...h, ...(owner !== undefined ? { deckOwner: owner } : {}) });
        sk.report!.splashTriggered.push(card);
        continue;
      }
      discardUsed(b, side, card, owner);
    }
  }
  sk.report!.hit = [...r.hit] as [boolean, boolean];
  sk.resolved = true;
  b.resolving = null;
  b.phase = b.skirmishes.every((s) => s.resolved) ? "splash" : "choose-skirmish";
  if (b.phase === "splash") startSplash(b);
}

/** A used card leaves the battle: single-use technologies to the technology deck, else the discard pile. */
export function discardUsed(b: BattleState, side: 0 | 1, card: string, deckOwner?: PlayerId): void {
  if (cardInfo(catalogOf(b), card)?.singleUse) b.techReturned.push(card);
  else if (deckOwner !== undefined) (deckOf(b, deckOwner) ?? b.sides[side]).discard.push(card);
  else if (!recharged(b, side, card)) b.sides[side].discard.push(card);
}

/** Continue the skirmish being resolved once its queued choices are made. */
function continueSkirmish(b: BattleState): void {
  const r = b.resolving!;
  if (r.step === "destroy") {
    r.step = "after";
    sacrifice(b);
    for (const side of [0, 1] as const) {
      for (const a of r.after[side])
        effectFor(a.key)?.after?.(b, side, { key: a.key, params: a.params }, a.card, b.current);
    }
    return;
  }
  if (r.step === "after") {
    r.step = "finish";
    finishSkirmish(b);
  }
}

function nextSplash(b: BattleState): boolean {
  const cat = catalogOf(b);
  const s = b.splash.shift();
  if (!s) return false;
  const victim = other(s.side);
  const candidates = b.sides[victim].units
    .filter((u) => {
      const info = unitInfo(cat, u.type);
      if (u.hero) return false; // heroes are immune to splash damage
      if (s.only.length > 0 && !s.only.includes(u.type)) return false;
      return s.kind === "any" || (s.kind === "air") === info.flying;
    })
    .map((u) => u.id);
  if (candidates.length > 0) {
    b.todo.push({
      kind: "loss",
      side: victim,
      candidates,
      cause: "splash",
      mayWithdraw: false,
      source: s.card,
    });
  }
  discardUsed(b, s.side, s.card, s.deckOwner);
  b.log.push({ event: "splash", side: s.side, card: s.card, victims: candidates.length > 0 ? 1 : 0 });
  return true;
}

/** Move the first retreat plan forward; true when something happened without a choice. */
function retreatProgress(b: BattleState): boolean {
  const plan = b.retreat[0];
  if (!plan) {
    b.phase = "done";
    return true;
  }
  if (plan.toSelect > 0) {
    b.phase = "retreat-select";
    return false;
  }
  if (plan.destination === null) {
    if (planDestinations(b, plan).length > 0) {
      b.phase = "retreat";
      return false;
    }
  } else if (plan.toDestroy > 0) {
    b.phase = "retreat-loss";
    return false;
  }
  completeRetreat(b, plan); // without a destination (or when selected for destruction) the units are destroyed
  b.retreat.shift();
  return true;
}

/** Run automatic steps until a real choice is needed or the battle is over; returns that choice (distinct actions). */
export function advance(b: BattleState): BattleDecision | null {
  for (let guard = 0; guard < 10_000; guard++) {
    pruneTodo(b);
    if (b.todo.length > 0) {
      const d = currentDecision(b)!;
      const distinct = distinctActions(b, d.actions);
      if (distinct.length === 1) {
        applyAction(b, d.side, distinct[0]);
        continue;
      }
      if (d.actions.length === 0) {
        b.todo.shift(); // e.g. a withdrawal with no area left: handled in applyLoss, kept as a guard
        continue;
      }
      return { ...d, actions: distinct };
    }
    switch (b.phase) {
      case "start-ability":
        if (b.startDone[0] && b.startDone[1]) {
          if (b.canceled) {
            startSplash(b); // canceled before any card is drawn: straight to retreats
            continue;
          }
          if (!b.heroesStarted) {
            // Heroes' start-of-battle abilities (Zeratul): their losses are chosen before the draw.
            b.heroesStarted = true;
            startHeroes(b, catalogOf(b));
            continue;
          }
          if (b.guard === "ask") {
            // Brood War: the defender decides on his guard token (guard.ts).
            b.phase = "guard";
            b.turn = 1;
            break;
          }
          draws(b);
          setupPairing(b);
          continue;
        }
        if (b.startDone[0]) b.turn = 1;
        break;
      case "guard":
        if (b.guard !== "ask") {
          b.phase = "start-ability";
          continue;
        }
        break;
      case "assist-front":
        if (b.skirmishes[0].front.every((f, side) => f !== null || nonAssist(b, side as 0 | 1).length > 0)) {
          b.phase = "pair";
          continue;
        }
        break;
      case "pair":
        if (
          b.skirmishes.length === skirmishCount(b) &&
          b.skirmishes.every((s) => s.front[0] !== null && s.front[1] !== null)
        ) {
          afterPairing(b);
          continue;
        }
        break;
      case "support":
        if (b.skirmishes.length === 1) {
          // One skirmish: every supporting unit goes there, nothing to choose.
          for (const side of [0, 1] as const)
            b.skirmishes[0].support[side].push(...unassignedSupports(b, side));
        }
        if (unassignedSupports(b, b.turn).length === 0) {
          if (b.turn === 0 && unassignedSupports(b, 1).length > 0) {
            b.turn = 1;
            continue;
          }
          // Brood War Defensive module: the defender may now switch two of his units.
          b.phase = b.sides[1].defensiveModule ? "defensive" : "cards";
          b.turn = b.phase === "defensive" ? 1 : b.firstPlacer;
          continue;
        }
        break;
      case "defensive":
        break;
      case "cards":
        if (b.skirmishes.every((s) => s.cards[b.turn] !== null)) {
          if (b.turn === b.firstPlacer) {
            b.turn = other(b.turn);
            continue;
          }
          b.phase = "choose-skirmish";
          continue;
        }
        break;
      case "choose-skirmish":
        break;
      case "skirmish-todo":
        continueSkirmish(b);
        continue;
      case "splash":
        if (nextSplash(b)) continue;
        planRetreats(b);
        b.phase = "retreat";
        continue;
      case "retreat":
      case "retreat-select":
      case "retreat-loss":
        if (retreatProgress(b)) continue;
        break;
      case "done":
        return null;
    }
    const d = currentDecision(b);
    if (!d) return null;
    const distinct = distinctActions(b, d.actions);
    if (distinct.length === 1) {
      applyAction(b, d.side, distinct[0]);
      continue;
    }
    return { ...d, actions: distinct };
  }
  throw new Error("battle advance did not settle");
}
