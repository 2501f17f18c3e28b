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
 * Steps 1–7 are here; step 8 is events/step8.ts, steps 9–10 regrouping-end.ts: each module goes
 * on to the next one, below it (the next round's planning is started by regrouping-end.ts).
 */
import { destroyOverrunInstallations } from "./brood-war/installations";
import { openLeadershipChoice } from "./brood-war/leadership-choice";
import { overmindPoints } from "./brood-war/leadership-effects/cerebrate-daggoth";
import { winningForbidden } from "./brood-war/leadership-effects/no-winner";
import { atRegroupingStart } from "./brood-war/leadership-effects/regrouping-cards";
import { transportDestroyable } from "./brood-war/leadership-effects/return-to-aiur";
import { areaCp } from "./brood-war/leadership-effects/tactical-mastery";
import { emptyPools } from "./brood-war/special-orders";
import { usesLeadership } from "./brood-war/state";
import type { Draft } from "./draft";
import { startEventStep } from "./events/step8";
import { baseOnPlanet, controller, enemyPresence, planetAreas, planetOf, stage, turnOrder } from "./queries";
import { checkEliminations, endGame, normalVictory, specialVictory } from "./victory";

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

// Step 8 (Play Event Cards) lives in events/step8.ts, with the event effects it sequences; steps
// 9 and 10 in regrouping-end.ts, below it: step 8 goes on to them, and they to the next round.
export { applyEvents, checkEvents, legalEvents } from "./events/step8";
