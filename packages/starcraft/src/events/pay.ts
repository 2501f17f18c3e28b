/**
 * Paying for an event's purchase, one worker at a time, exactly as a Build order pays (see
 * resources.ts): a worker from the pool on a held resource card within its capacity, on a full
 * card by force mining (one step towards depletion), or on a permanent faction resource. Paid
 * in regrouping step 8, the workers stay on the cards until the next regrouping's step 4.
 * A Brood War resource token held pays one resource of its kind instead, with no worker.
 */
import type { PlayerId } from "@koprulu/engine";
import { PERMANENT_GAS, PERMANENT_MINERALS, TOKEN_GAS, TOKEN_MINERALS } from "../actions";
import type { Draft } from "../draft";
import { permanentOf } from "../queries";
import { canAfford, capacity, keepsPayable, spendToken, tokenKindOf, tokensOf } from "../resources";
import { cat } from "../rules-catalog";
import type { StarcraftState } from "../state";

export interface Owed {
  minerals: number;
  gas: number;
}

export const FORCE = "force:";

/** Cost minus a discount of `n` resources, minerals first (then gas). */
export function discounted(cost: Owed, n: number): Owed {
  const m = Math.min(cost.minerals, n);
  return { minerals: cost.minerals - m, gas: Math.max(0, cost.gas - (n - m)) };
}

export function affordable(s: StarcraftState, p: PlayerId, cost: Owed): boolean {
  return canAfford(s, p, cost.minerals, cost.gas, false);
}

/**
 * How the next resource may be paid: a token ("token-minerals", "token-gas"), or where the next
 * worker may go: "permanent-minerals", "permanent-gas", an area id, or "force:<area>". A worker is
 * not offered where it would leave the rest unpayable (see workerKeepsPayable in resources.ts).
 */
export function payPicks(s: StarcraftState, p: PlayerId, owed: Owed): string[] {
  const pl = s.players[p];
  const out: string[] = [];
  const tokens = tokensOf(s, p);
  if (owed.minerals > 0 && tokens.minerals > 0) out.push(TOKEN_MINERALS);
  if (owed.gas > 0 && tokens.gas > 0) out.push(TOKEN_GAS);
  if (pl.workerPool === 0) return out;
  const byWorker = { ...owed };
  if (tokens.minerals > 0 || tokens.gas > 0) {
    const cap = capacity(s, p);
    for (const kind of ["minerals", "gas"] as const)
      if (!keepsPayable(cap, pl.workerPool, owed, kind, false)) byWorker[kind] = 0;
  }
  const perm = permanentOf(s, p);
  if (byWorker.minerals > 0 && pl.permanentUsed.minerals < perm.minerals) out.push(PERMANENT_MINERALS);
  if (byWorker.gas > 0 && pl.permanentUsed.gas < perm.gas) out.push(PERMANENT_GAS);
  for (const id in s.resources) {
    const r = s.resources[id];
    if (r.owner !== p || r.depletion === 2) continue;
    const a = cat(s).areas[id];
    if ((a.resource === "minerals" ? byWorker.minerals : byWorker.gas) === 0) continue;
    out.push(r.workers < a.amount ? id : FORCE + id);
  }
  return out;
}

/** Pay one resource for the pick (already checked against payPicks); returns what is still owed. */
export function applyPay(d: Draft, p: PlayerId, pick: string, owed: Owed): Owed {
  const token = tokenKindOf(pick);
  if (token) {
    spendToken(d, p, token);
    return { ...owed, [token]: owed[token] - 1 };
  }
  const pl = d.players[p];
  pl.workerPool--;
  if (pick === PERMANENT_MINERALS || pick === PERMANENT_GAS) {
    const kind = pick === PERMANENT_MINERALS ? "minerals" : "gas";
    pl.permanentUsed = { ...pl.permanentUsed, [kind]: pl.permanentUsed[kind] + 1 };
    return { ...owed, [kind]: owed[kind] - 1 };
  }
  const force = pick.startsWith(FORCE);
  const id = force ? pick.slice(FORCE.length) : pick;
  const kind = cat(d).areas[id].resource === "minerals" ? "minerals" : "gas";
  const r = d.resources[id];
  if (force && r.depletion === 1) {
    // Fully depleted: the card leaves the game and its workers become unavailable.
    pl.workersUnavailable += r.workers + 1;
    d.resources[id] = { owner: null, workers: 0, depletion: 2 };
  } else d.resources[id] = { ...r, workers: r.workers + 1, depletion: force ? 1 : r.depletion };
  return { ...owed, [kind]: owed[kind] - 1 };
}

export function paid(owed: Owed): boolean {
  return owed.minerals <= 0 && owed.gas <= 0;
}
