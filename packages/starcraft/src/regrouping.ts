/**
 * Regrouping phase, steps 1–10 in the rulebook's order:
 *  1 destroy bases sharing an area with another player's units, then transports with no own
 *    base at either end of their route;
 *  2 lose resource cards (no own base on the planet, or another player's units or base in the
 *    area; the workers on a lost card are destroyed);
 *  3 gain resource cards (own base on the planet, and own units/base in the area or no other
 *    player's units or base anywhere on the planet);
 *  4 retrieve workers; 5 conquest points for controlled CP areas; 6 normal victory;
 *  7 special victory (Stage III only); 8 play events (a decision per player, in turn order;
 *  The End Draws Near must be played; two or more on the table end the game); 9 discard combat
 *  cards to the hand limit (a decision, all players at once); 10 pass the first-player token left.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { destroyOverrunInstallations } from "./brood-war/installations";
import { openLeadershipChoice } from "./brood-war/leadership-choice";
import { overmindPoints } from "./brood-war/leadership-effects/cerebrate-daggoth";
import { respawnHeroes } from "./brood-war/leadership-effects/heroes";
import { winningForbidden } from "./brood-war/leadership-effects/no-winner";
import { atRegroupingEnd, atRegroupingStart } from "./brood-war/leadership-effects/regrouping-cards";
import { transportDestroyable } from "./brood-war/leadership-effects/return-to-aiur";
import { areaCp } from "./brood-war/leadership-effects/tactical-mastery";
import { warpGateToDeploy, warpUnit } from "./brood-war/leadership-effects/warp-gate";
import { emptyPools } from "./brood-war/special-orders";
import { usesLeadership } from "./brood-war/state";
import type { Draft } from "./draft";
import { Err } from "./errors";
import { startEventStep } from "./events/step8";
import { startPlanning } from "./planning";
import {
  baseOnPlanet,
  controller,
  enemyPresence,
  factionOf,
  nextSeat,
  planetAreas,
  planetOf,
  stage,
  turnOrder,
} from "./queries";
import type { StarcraftState } from "./state";
import { openTokenChoice } from "./variants/survival";
import { checkEliminations, endGame, normalVictory, roundLimitWinners, specialVictory } from "./victory";

export function startRegrouping(d: Draft): void {
  d.phase = "regrouping";
  atRegroupingStart(d);
  destroyBasesAndTransports(d);
  checkEliminations(d);
  if ((d.phase as string) === "over") return;
  loseResourceCards(d);
  gainResourceCards(d);
  retrieveWorkers(d);
  // Brood War step 5 (BW-L1, BW-V2): the first Regrouping of a new stage chooses Leadership cards.
  const lead = d.broodWar?.lead;
  if (lead && usesLeadership(d) && stage(d) > lead.stage) {
    openLeadershipChoice(d, stage(d), "regrouping");
    return;
  }
  continueRegrouping(d);
}

/** The steps after the Leadership choice: conquest points, victories, events, discards. */
export function continueRegrouping(d: Draft): void {
  scoreConquestPoints(d);
  const destiny = winningForbidden(d);
  const normal = destiny ? null : normalVictory(d);
  if (normal) {
    endGame(d, normal, "normal-victory");
    return;
  }
  if (stage(d) === 3 && !destiny) {
    const special = specialVictory(d);
    if (special) {
      endGame(d, special, "special-victory");
      return;
    }
  }
  startEventStep(d);
}

/** Step 1. */
export function destroyBasesAndTransports(d: Draft): void {
  d.bases = d.bases.filter((b) => !d.units.some((u) => u.area === b.area && u.owner !== b.owner));
  destroyOverrunInstallations(d);
  d.transports = d.transports.filter((t) => {
    // Return to Aiur (Brood War): his transports cannot be destroyed this round.
    if (!transportDestroyable(d, t)) return true;
    const r = d.routes[t.route];
    return baseOnPlanet(d, r.a.planet, t.owner) || baseOnPlanet(d, r.b.planet, t.owner);
  });
}

/** Step 2. */
export function loseResourceCards(d: Draft): void {
  for (const id in d.resources) {
    const r = d.resources[id];
    if (r.owner === null) continue;
    if (baseOnPlanet(d, planetOf(id), r.owner) && !enemyPresence(d, id, r.owner)) continue;
    d.resources[id] = { ...r, owner: null, workers: 0 }; // workers on it are destroyed
  }
}

/** Step 3. */
export function gainResourceCards(d: Draft): void {
  for (const id in d.resources) {
    const r = d.resources[id];
    if (r.owner !== null || r.depletion === 2) continue;
    const planet = planetOf(id);
    for (const p of turnOrder(d)) {
      if (!baseOnPlanet(d, planet, p)) continue;
      const here = controller(d, id) === p;
      const planetFree = planetAreas(d, planet).every((a) => !enemyPresence(d, a.id, p));
      if (here || planetFree) {
        d.resources[id] = { ...r, owner: p };
        break;
      }
    }
  }
}

/** Step 4 (Brood War: the Special Order Pools empty too, BW-O2/BW-V2). */
export function retrieveWorkers(d: Draft): void {
  emptyPools(d);
  for (const pl of d.players) {
    pl.workerPool += pl.workersUnavailable + pl.permanentUsed.minerals + pl.permanentUsed.gas;
    pl.workersUnavailable = 0;
    pl.permanentUsed = { minerals: 0, gas: 0 };
  }
  for (const id in d.resources) {
    const r = d.resources[id];
    if (r.workers > 0 && r.owner !== null) {
      d.players[r.owner].workerPool += r.workers;
      d.resources[id] = { ...r, workers: 0 };
    }
  }
}

/** Step 5. */
export function scoreConquestPoints(d: Draft): void {
  overmindPoints(d);
  for (const id of d.planetOrder) {
    for (const a of planetAreas(d, id)) {
      const cp = areaCp(d, a.id);
      if (cp === 0) continue;
      const p = controller(d, a.id);
      if (p !== null) d.players[p].cp += cp;
    }
  }
}

// Step 8 (Play Event Cards) lives in events/step8.ts, with the event effects it sequences.
export { applyEvents, checkEvents, legalEvents } from "./events/step8";

/** Step 9: everyone over the hand limit discards, one card at a time, all at once. */
export function startDiscard(d: Draft): void {
  const players = turnOrder(d).filter((p) => d.players[p].hand.length > factionOf(d, p).handLimit);
  if (players.length > 0) d.frame = { kind: "discard", players, chosen: {} };
  else passFirstPlayer(d);
}

export function legalDiscard(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  return [...new Set(s.players[p].hand)].map((card): StarcraftAction => ({ type: "discard-card", card }));
}

export function checkDiscard(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (a.type !== "discard-card") return Err.wrongDecision();
  if (!s.players[p].hand.includes(a.card)) return Err.notInHand();
  return null;
}

export function applyDiscard(d: Draft, p: PlayerId, a: StarcraftAction): void {
  const f = d.frame;
  if (f.kind !== "discard" || a.type !== "discard-card") return;
  const pl = d.players[p];
  const hand = pl.hand.slice();
  hand.splice(hand.indexOf(a.card), 1);
  pl.hand = hand;
  // Face down until everyone has discarded: the pile shows them only at the end of the step.
  const chosen = { ...f.chosen, [p]: [...(f.chosen[p] ?? []), a.card] };
  const players = f.players.filter((q) => d.players[q].hand.length > factionOf(d, q).handLimit);
  if (players.length > 0) {
    d.frame = { kind: "discard", players, chosen };
    return;
  }
  for (const key of Object.keys(chosen)) {
    const q = Number(key);
    d.players[q].discard = [...d.players[q].discard, ...chosen[q]];
  }
  passFirstPlayer(d);
}

/** Survival: the conquest points of the round are taken as resource tokens first (a decision). */
function passFirstPlayer(d: Draft): void {
  if (openTokenChoice(d)) return;
  finishRegrouping(d);
}

/** Step 10, then the next round (or the round cap, a safety net that is not a rule). */
export function finishRegrouping(d: Draft): void {
  // End of the Regrouping: Torrasque comes back if destroyed (BW-H3); Riches of Aiur.
  respawnHeroes(d);
  atRegroupingEnd(d);
  // Warp Gate (Brood War): its owner may deploy the units held there first.
  const warp = warpGateToDeploy(d);
  if (warp !== null) {
    d.frame = { kind: "warp-gate", player: warp };
    return;
  }
  nextRound(d);
}

/** The Warp Gate's units deployed (or kept): step 10 goes on. */
export function applyWarp(d: Draft, p: PlayerId, a: StarcraftAction): void {
  if (a.type === "warp-unit" && warpUnit(d, p, a.unit, a.area)) return;
  nextRound(d);
}

/** Step 10: the first-player token passes; the next round (or the round cap). */
function nextRound(d: Draft): void {
  d.firstPlayer = nextSeat(d, d.firstPlayer);
  if (d.round >= d.options.maxRounds) {
    endGame(d, roundLimitWinners(d, turnOrder(d)), "round-limit");
    return;
  }
  startPlanning(d);
}
