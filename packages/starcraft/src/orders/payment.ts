/**
 * The payment decision: a purchase (a Build's unit, building, module or base, a technology) is
 * paid one resource at a time — a worker from the pool on a resource card or a permanent
 * resource, force mining, a resource token, the gold order's discount — and, once nothing is
 * owed, completed by the caller (purchase.ts, above the orders that buy: payment only tells that
 * the purchase is paid). What can be paid and afforded is resources.ts's, below it.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import {
  PERMANENT_GAS,
  PERMANENT_MINERALS,
  type StarcraftAction,
  TOKEN_GAS,
  TOKEN_MINERALS,
} from "../actions";
import type { ResourceKind } from "../catalog";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { permanentOf } from "../queries";
import {
  affordable,
  canAfford,
  capacity,
  spendToken,
  tokenKindOf,
  tokensOf,
  workerKeepsPayable,
} from "../resources";
import { type CatalogScope, cat } from "../rules-catalog";
import type { Purchase, StarcraftState } from "../state";

/**
 * Begin paying for a purchase. A purchase affordable only with the gold discount takes it at once.
 * Returns true when nothing is owed (it cost nothing): the caller completes the purchase now.
 */
export function startPayment(
  d: Draft,
  p: PlayerId,
  cost: { minerals: number; gas: number },
  purchase: Purchase,
  discount: boolean,
): boolean {
  let { minerals, gas } = cost;
  let discountAvailable = discount;
  if (discount && !canAfford(d, p, minerals, gas, false)) {
    // The discount goes to the kind that makes the rest payable (as canAfford found it): with
    // resource tokens that is not always the kind the cards lack (a mineral card with room is no
    // help without a worker left to place on it).
    const cap = capacity(d, p);
    const pool = d.players[p].workerPool;
    if (minerals > 0 && (gas === 0 || affordable(cap, pool, minerals - 1, gas, false))) minerals--;
    else gas--;
    discountAvailable = false;
    markDiscountUsed(d);
  }
  d.payment = { player: p, minerals, gas, discountAvailable, purchase };
  if (minerals > 0 || gas > 0) return false;
  d.payment = null;
  return true;
}

function markDiscountUsed(d: Draft): void {
  if (d.frame.kind === "build") d.frame = { ...d.frame, discountUsed: true };
}

function kindOfSource(s: CatalogScope, source: string): ResourceKind | null {
  const token = tokenKindOf(source);
  if (token) return token;
  if (source === PERMANENT_MINERALS) return "minerals";
  if (source === PERMANENT_GAS) return "gas";
  return cat(s).areas[source]?.resource ?? null;
}

export function legalPayment(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const pay = s.payment!;
  const out: StarcraftAction[] = [];
  const pl = s.players[p];
  const tokens = tokensOf(s, p);
  if (pay.minerals > 0 && tokens.minerals > 0) out.push({ type: "pay", source: TOKEN_MINERALS });
  if (pay.gas > 0 && tokens.gas > 0) out.push({ type: "pay", source: TOKEN_GAS });
  if (pl.workerPool > 0) {
    const perm = permanentOf(s, p);
    // What workers may still pay (a worker never strands the rest, see workerKeepsPayable).
    const owed = {
      minerals: workerKeepsPayable(s, p, "minerals") ? pay.minerals : 0,
      gas: workerKeepsPayable(s, p, "gas") ? pay.gas : 0,
    };
    if (owed.minerals > 0 && pl.permanentUsed.minerals < perm.minerals)
      out.push({ type: "pay", source: PERMANENT_MINERALS });
    if (owed.gas > 0 && pl.permanentUsed.gas < perm.gas) out.push({ type: "pay", source: PERMANENT_GAS });
    for (const id in s.resources) {
      const r = s.resources[id];
      if (r.owner !== p || r.depletion === 2) continue;
      const a = cat(s).areas[id];
      if ((a.resource === "minerals" ? owed.minerals : owed.gas) === 0) continue;
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
  const kind = kindOfSource(s, a.source);
  if (!kind) return Err.badPayment("No such resource card.");
  if (pay[kind] === 0) return Err.badPayment(`No ${kind} are owed.`);
  if (tokenKindOf(a.source)) {
    if (a.force) return Err.forceMining("Resource tokens are never force-mined.");
    if (tokensOf(s, p)[kind] <= 0) return Err.tokenNotHeld(`The player holds no ${kind} resource token.`);
    return null;
  }
  const pl = s.players[p];
  if (pl.workerPool === 0) return Err.badPayment("No worker is left in the worker pool.");
  if (!workerKeepsPayable(s, p, kind))
    return Err.badPayment(`A worker on ${kind} would leave the rest unpayable: pay with a resource token.`);
  if (a.source === PERMANENT_MINERALS || a.source === PERMANENT_GAS) {
    if (a.force) return Err.forceMining("Permanent resources are never force-mined.");
    const perm = permanentOf(s, p);
    if (pl.permanentUsed[kind] >= perm[kind])
      return Err.badPayment("That permanent resource is used up this round.");
    return null;
  }
  const r = s.resources[a.source];
  if (!r || r.owner !== p || r.depletion === 2)
    return Err.badPayment("The player does not hold that resource card.");
  const cap = cat(s).areas[a.source].amount;
  if (a.force) {
    if (r.workers < cap) return Err.forceMining("Force mining only once the card is at capacity.");
    return null;
  }
  if (r.workers >= cap) return Err.badPayment("That card is at capacity; force mining needs force: true.");
  return null;
}

/** The payment just finished: whose it was and what it bought, for the caller to complete. */
export type Paid = Pick<NonNullable<StarcraftState["payment"]>, "player" | "purchase">;

/** Pay one resource; once nothing is owed the payment closes and returns what was bought. */
export function applyPayment(d: Draft, p: PlayerId, a: StarcraftAction): Paid | null {
  const pay = d.payment!;
  if (a.type === "use-discount") {
    d.payment = { ...pay, [a.resource]: pay[a.resource] - 1, discountAvailable: false };
    markDiscountUsed(d);
  } else if (a.type === "pay") {
    const kind = kindOfSource(d, a.source)!;
    const pl = d.players[p];
    if (tokenKindOf(a.source)) {
      spendToken(d, p, kind); // the token alone pays: no worker is placed
    } else if (a.source === PERMANENT_MINERALS || a.source === PERMANENT_GAS) {
      pl.workerPool--;
      pl.permanentUsed = { ...pl.permanentUsed, [kind]: pl.permanentUsed[kind] + 1 };
    } else {
      pl.workerPool--;
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
  if (!d.payment || d.payment.minerals > 0 || d.payment.gas > 0) return null;
  const paid = d.payment;
  d.payment = null;
  return paid;
}
