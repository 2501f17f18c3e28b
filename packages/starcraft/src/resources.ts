/**
 * Resources: purchases are paid by placing workers from the worker pool on resource cards, one
 * worker per resource, each card up to its capacity per round, from any planet; plus the two
 * permanent faction resources. Force mining puts one worker beyond capacity on a full card:
 * the first time the card turns partially depleted, the second time it is fully depleted and
 * removed from the game (its workers become unavailable). Permanent resources are never
 * force-mined. Workers return to the pool in regrouping.
 *
 * Brood War resource tokens (from some event cards) pay one resource of their kind each, with no
 * worker; a spent token goes back to the common supply. They are kept until spent (not per round).
 *
 * This module answers what a player can pay and afford; the payment decision that spends them
 * and completes the purchase is orders/payment.ts, above it.
 */
import type { PlayerId } from "@koprulu/engine";
import { TOKEN_GAS, TOKEN_MINERALS } from "./actions";
import type { ResourceKind } from "./catalog";
import type { Draft } from "./draft";
import { permanentOf } from "./queries";
import { cat } from "./rules-catalog";
import type { ResourceTokens, StarcraftState } from "./state";

/**
 * Brood War has 30 resource tokens, minerals and gas together (box contents; the content pack
 * does not carry the number). The supply is what no player holds.
 */
export const RESOURCE_TOKEN_SUPPLY = 30;

const NO_TOKENS: ResourceTokens = { minerals: 0, gas: 0 };

/** The resource tokens a player holds (none when the field is absent). */
export function tokensOf(s: StarcraftState, p: PlayerId): ResourceTokens {
  return s.players[p].resourceTokens ?? NO_TOKENS;
}

/** Tokens left in the common supply. */
export function tokensInSupply(s: StarcraftState): number {
  let held = 0;
  for (const pl of s.players) held += (pl.resourceTokens?.minerals ?? 0) + (pl.resourceTokens?.gas ?? 0);
  return RESOURCE_TOKEN_SUPPLY - held;
}

/**
 * The player takes tokens from the supply. Ruling: a take beyond the supply takes what is left,
 * minerals first (the card lists them first), then gas. Returns what was actually taken.
 */
export function takeTokens(d: Draft, p: PlayerId, want: ResourceTokens): ResourceTokens {
  let left = Math.max(0, tokensInSupply(d));
  const minerals = Math.min(Math.max(0, want.minerals), left);
  left -= minerals;
  const gas = Math.min(Math.max(0, want.gas), left);
  const had = tokensOf(d, p);
  if (minerals + gas > 0)
    d.players[p].resourceTokens = { minerals: had.minerals + minerals, gas: had.gas + gas };
  return { minerals, gas };
}

/** A `pay` source that is a resource token, and its kind; null for workers. */
export function tokenKindOf(source: string): ResourceKind | null {
  if (source === TOKEN_MINERALS) return "minerals";
  if (source === TOKEN_GAS) return "gas";
  return null;
}

/**
 * What a player can put towards a cost: per kind, the workers' capacity this round (force mining
 * included) and, apart, the resource tokens held (they pay without a worker).
 */
export interface Capacity {
  minerals: number;
  gas: number;
  tokens?: ResourceTokens;
}

/** Resources still obtainable this round, per kind (force mining included), and the tokens held. */
export function capacity(s: StarcraftState, p: PlayerId): Capacity {
  const perm = permanentOf(s, p);
  const used = s.players[p].permanentUsed;
  let minerals = perm.minerals - used.minerals;
  let gas = perm.gas - used.gas;
  for (const id in s.resources) {
    const r = s.resources[id];
    if (r.owner !== p || r.depletion === 2) continue;
    const a = cat(s).areas[id];
    const n = Math.max(0, a.amount - r.workers) + (2 - r.depletion);
    if (a.resource === "minerals") minerals += n;
    else gas += n;
  }
  return { minerals, gas, tokens: tokensOf(s, p) };
}

export function canAfford(
  s: StarcraftState,
  p: PlayerId,
  minerals: number,
  gas: number,
  discount: boolean,
): boolean {
  return affordable(capacity(s, p), s.players[p].workerPool, minerals, gas, discount);
}

/**
 * canAfford against a capacity and pool computed once by the caller (enumerating purchases asks
 * for many costs on one unchanged state).
 */
export function affordable(
  cap: Capacity,
  pool: number,
  minerals: number,
  gas: number,
  discount: boolean,
): boolean {
  if (fits(cap, pool, minerals, gas)) return true;
  if (!discount) return false;
  return (
    (minerals > 0 && fits(cap, pool, minerals - 1, gas)) || (gas > 0 && fits(cap, pool, minerals, gas - 1))
  );
}

// A top-level function, not a closure per call: canAfford runs for every purchase enumerated.
// Tokens pay first in this count: only what they leave needs workers.
function fits(cap: Capacity, pool: number, m: number, g: number): boolean {
  const wm = cap.tokens ? Math.max(0, m - cap.tokens.minerals) : m;
  const wg = cap.tokens ? Math.max(0, g - cap.tokens.gas) : g;
  return wm <= cap.minerals && wg <= cap.gas && wm + wg <= pool;
}

/** Workers the player owns in all: pool, on cards, unavailable (tokens limit this). */
export function workersOwned(s: StarcraftState, p: PlayerId): number {
  const pl = s.players[p];
  let n = pl.workerPool + pl.workersUnavailable + pl.permanentUsed.minerals + pl.permanentUsed.gas;
  for (const id in s.resources) if (s.resources[id].owner === p) n += s.resources[id].workers;
  return n;
}

/** One token of `kind` pays one resource and goes back to the supply. */
export function spendToken(d: Draft, p: PlayerId, kind: ResourceKind): void {
  const had = tokensOf(d, p);
  d.players[p].resourceTokens = { ...had, [kind]: had[kind] - 1 };
}

/**
 * May the next worker pay one `kind` of the open payment? Ruling: not when it would turn a
 * payable rest unpayable. That happens only with tokens: a worker spent on a kind a token held
 * would have covered leaves one worker fewer for the other kind, and the payment could never end.
 * Without tokens every worker keeps the rest exactly as payable as before.
 */
export function workerKeepsPayable(s: StarcraftState, p: PlayerId, kind: ResourceKind): boolean {
  const tokens = tokensOf(s, p);
  if (tokens.minerals === 0 && tokens.gas === 0) return true;
  const pay = s.payment!;
  return keepsPayable(capacity(s, p), s.players[p].workerPool, pay, kind, pay.discountAvailable);
}

/** `owed` payable from `cap` and `pool` now, and still after one worker pays one `kind`? */
export function keepsPayable(
  cap: Capacity,
  pool: number,
  owed: { minerals: number; gas: number },
  kind: ResourceKind,
  discount: boolean,
): boolean {
  if (!affordable(cap, pool, owed.minerals, owed.gas, discount)) return true;
  const after = { ...cap, [kind]: cap[kind] - 1 };
  const m = owed.minerals - (kind === "minerals" ? 1 : 0);
  const g = owed.gas - (kind === "gas" ? 1 : 0);
  return affordable(after, pool - 1, m, g, discount);
}
