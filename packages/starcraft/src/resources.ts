/**
 * Resources: purchases are paid by placing workers from the worker pool on resource cards, one
 * worker per resource, each card up to its capacity per round, from any planet; plus the two
 * permanent faction resources. Force mining puts one worker beyond capacity on a full card:
 * the first time the card turns partially depleted, the second time it is fully depleted and
 * removed from the game (its workers become unavailable). Permanent resources are never
 * force-mined. Workers return to the pool in regrouping.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { PERMANENT_GAS, PERMANENT_MINERALS, type StarcraftAction } from "./actions";
import type { ResourceKind } from "./catalog";
import type { Draft } from "./draft";
import { Err } from "./errors";
import { completePurchase } from "./orders/purchase";
import { factionOf } from "./queries";
import { cat } from "./rules-catalog";
import type { Purchase, StarcraftState } from "./state";

/** Resources still obtainable this round, per kind (force mining included). */
export function capacity(s: StarcraftState, p: PlayerId): { minerals: number; gas: number } {
  const perm = factionOf(s, p).permanent;
  const used = s.players[p].permanentUsed;
  let minerals = perm.minerals - used.minerals;
  let gas = perm.gas - used.gas;
  for (const id in s.resources) {
    const r = s.resources[id];
    if (r.owner !== p || r.depletion === 2) continue;
    const a = cat().areas[id];
    const n = Math.max(0, a.amount - r.workers) + (2 - r.depletion);
    if (a.resource === "minerals") minerals += n;
    else gas += n;
  }
  return { minerals, gas };
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
  cap: { minerals: number; gas: number },
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
function fits(cap: { minerals: number; gas: number }, pool: number, m: number, g: number): boolean {
  return m <= cap.minerals && g <= cap.gas && m + g <= pool;
}

/** Workers the player owns in all: pool, on cards, unavailable (tokens limit this). */
export function workersOwned(s: StarcraftState, p: PlayerId): number {
  const pl = s.players[p];
  let n = pl.workerPool + pl.workersUnavailable + pl.permanentUsed.minerals + pl.permanentUsed.gas;
  for (const id in s.resources) if (s.resources[id].owner === p) n += s.resources[id].workers;
  return n;
}

/** Begin paying for a purchase. A purchase affordable only with the gold discount takes it at once. */
export function startPayment(
  d: Draft,
  p: PlayerId,
  cost: { minerals: number; gas: number },
  purchase: Purchase,
  discount: boolean,
): void {
  let { minerals, gas } = cost;
  let discountAvailable = discount;
  if (discount && !canAfford(d, p, minerals, gas, false)) {
    const cap = capacity(d, p);
    if (minerals > 0 && (minerals > cap.minerals || gas === 0)) minerals--;
    else gas--;
    discountAvailable = false;
    markDiscountUsed(d);
  }
  d.payment = { player: p, minerals, gas, discountAvailable, purchase };
  if (minerals === 0 && gas === 0) finishPayment(d);
}

function markDiscountUsed(d: Draft): void {
  if (d.frame.kind === "build") d.frame = { ...d.frame, discountUsed: true };
}

function finishPayment(d: Draft): void {
  const pay = d.payment!;
  d.payment = null;
  completePurchase(d, pay.player, pay.purchase);
}

function kindOfSource(source: string): ResourceKind | null {
  if (source === PERMANENT_MINERALS) return "minerals";
  if (source === PERMANENT_GAS) return "gas";
  return cat().areas[source]?.resource ?? null;
}

export function legalPayment(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const pay = s.payment!;
  const out: StarcraftAction[] = [];
  const pl = s.players[p];
  if (pl.workerPool > 0) {
    const perm = factionOf(s, p).permanent;
    if (pay.minerals > 0 && pl.permanentUsed.minerals < perm.minerals)
      out.push({ type: "pay", source: PERMANENT_MINERALS });
    if (pay.gas > 0 && pl.permanentUsed.gas < perm.gas) out.push({ type: "pay", source: PERMANENT_GAS });
    for (const id in s.resources) {
      const r = s.resources[id];
      if (r.owner !== p || r.depletion === 2) continue;
      const a = cat().areas[id];
      if ((a.resource === "minerals" ? pay.minerals : pay.gas) === 0) continue;
      if (r.workers < a.amount) out.push({ type: "pay", source: id });
      else out.push({ type: "pay", source: id, force: true });
    }
  }
  if (pay.discountAvailable) {
    if (pay.minerals > 0) out.push({ type: "use-discount", resource: "minerals" });
    if (pay.gas > 0) out.push({ type: "use-discount", resource: "gas" });
  }
  return out;
}

export function checkPayment(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const pay = s.payment!;
  if (a.type === "use-discount") {
    if (!pay.discountAvailable) return Err.discount();
    if (a.resource !== "minerals" && a.resource !== "gas") return Err.discount("Discount minerals or gas.");
    if (pay[a.resource] === 0) return Err.discount("Nothing of that kind is left to pay.");
    return null;
  }
  if (a.type !== "pay")
    return Err.wrongDecision("A purchase is being paid: place a worker on a resource card.");
  if (typeof a.source !== "string") return Err.badPayment();
  if (a.force !== undefined && a.force !== true)
    return Err.forceMining("Force mining is `force: true`; omit it otherwise.");
  const kind = kindOfSource(a.source);
  if (!kind) return Err.badPayment("No such resource card.");
  if (pay[kind] === 0) return Err.badPayment(`No ${kind} are owed.`);
  const pl = s.players[p];
  if (pl.workerPool === 0) return Err.badPayment("No worker is left in the worker pool.");
  if (a.source === PERMANENT_MINERALS || a.source === PERMANENT_GAS) {
    if (a.force) return Err.forceMining("Permanent resources are never force-mined.");
    const perm = factionOf(s, p).permanent;
    if (pl.permanentUsed[kind] >= perm[kind])
      return Err.badPayment("That permanent resource is used up this round.");
    return null;
  }
  const r = s.resources[a.source];
  if (!r || r.owner !== p || r.depletion === 2)
    return Err.badPayment("The player does not hold that resource card.");
  const cap = cat().areas[a.source].amount;
  if (a.force) {
    if (r.workers < cap) return Err.forceMining("Force mining only once the card is at capacity.");
    return null;
  }
  if (r.workers >= cap) return Err.badPayment("That card is at capacity; force mining needs force: true.");
  return null;
}

export function applyPayment(d: Draft, p: PlayerId, a: StarcraftAction): void {
  const pay = d.payment!;
  if (a.type === "use-discount") {
    d.payment = { ...pay, [a.resource]: pay[a.resource] - 1, discountAvailable: false };
    markDiscountUsed(d);
  } else if (a.type === "pay") {
    const kind = kindOfSource(a.source)!;
    const pl = d.players[p];
    pl.workerPool--;
    if (a.source === PERMANENT_MINERALS || a.source === PERMANENT_GAS) {
      pl.permanentUsed = { ...pl.permanentUsed, [kind]: pl.permanentUsed[kind] + 1 };
    } else {
      const r = d.resources[a.source];
      if (a.force) {
        const depletion = (r.depletion + 1) as 1 | 2;
        if (depletion === 2) {
          // Fully depleted: the card leaves the game, its workers become unavailable.
          pl.workersUnavailable += r.workers + 1;
          d.resources[a.source] = { owner: null, workers: 0, depletion: 2 };
        } else d.resources[a.source] = { ...r, workers: r.workers + 1, depletion };
      } else d.resources[a.source] = { ...r, workers: r.workers + 1 };
    }
    d.payment = { ...pay, [kind]: pay[kind] - 1 };
  }
  if (d.payment && d.payment.minerals === 0 && d.payment.gas === 0) finishPayment(d);
}
