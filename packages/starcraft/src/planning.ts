/**
 * Planning phase: in turn order each player places one order face down until everyone has
 * placed exactly four. Orders stack per planet (the last placed executes first) and go only on
 * a planet where the player has units or a base, or on a planet adjacent to one. Each player
 * owns 2 silver orders of each kind and 1 gold of each kind; gold orders are limited to one per
 * R&D module.
 */
import { type PlayerId, type RuleError, ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { checkDefend, defendAreas, placeDefend } from "./brood-war/defend";
import { cerebrateOwner } from "./brood-war/leadership-effects/cerebrate-daggoth";
import { askDevotee } from "./brood-war/leadership-effects/khala-devotee";
import { starPlacements } from "./brood-war/leadership-effects/star-order";
import { influenceAllows } from "./brood-war/leadership-effects/subtle-influence";
import { ordersThisRound, placesAgain } from "./brood-war/leadership-effects/will-of-the-conclave";
import { goldPlacementUnlimited, goldTokensLost } from "./brood-war/special-orders";
import { patchBroodWar } from "./brood-war/state";
import type { Draft } from "./draft";
import { Err } from "./errors";
import { extraOrders, spendExtraOrders } from "./events/extra-orders";
import type { FlowStep } from "./flow-step";
import { planetOf, turnOrder } from "./queries";
import type { OrderKind, StarcraftState } from "./state";

export const ORDER_KINDS: OrderKind[] = ["build", "mobilize", "research"];
const SILVER_TOKENS = 2;
const GOLD_TOKENS = 1;
export const ORDERS_PER_ROUND = 4;

export function startPlanning(d: Draft, firstRound = false): void {
  d.phase = "planning";
  d.round = firstRound ? 1 : d.round + 1;
  d.ordersPlaced = d.players.map(() => 0);
  if (d.broodWar?.defendPlaced.some(Boolean)) patchBroodWar(d, { defendPlaced: d.players.map(() => false) });
  // Cerebrate Daggoth (Brood War): its owner places his fifth order before anyone else.
  d.frame = { kind: "planning", turn: cerebrateOwner(d) ?? turnOrder(d)[0] };
}

/** Planets where `p` may place an order now. */
export function orderPlanets(s: StarcraftState, p: PlayerId): string[] {
  // One pass over units, bases and routes (not a scan of all units per planet and neighbour):
  // this runs for every planning decision and its validation.
  const here = new Set<string>();
  for (const u of s.units) if (u.owner === p) here.add(planetOf(u.area));
  for (const b of s.bases) if (b.owner === p) here.add(planetOf(b.area));
  // Brood War: an installation is a presence too (Infested Terrans are built where it stands).
  if (s.broodWar) for (const i of s.broodWar.installations) if (i.owner === p) here.add(planetOf(i.area));
  const out: string[] = [];
  if (here.size === 0) return out;
  const near = new Set(here);
  for (const r of s.routes) {
    if (here.has(r.a.planet)) near.add(r.b.planet);
    if (here.has(r.b.planet)) near.add(r.a.planet);
  }
  for (const id of s.planetOrder) if (near.has(id)) out.push(id);
  return out;
}

function tokensUsed(s: StarcraftState, p: PlayerId, kind: OrderKind, gold: boolean): number {
  let n = 0;
  for (const id in s.stacks)
    for (const o of s.stacks[id]) if (o.owner === p && o.kind === kind && o.gold === gold) n++;
  return n;
}

/** Gold tokens of a kind the player still owns (Disposable Special Orders may have removed one). */
function goldTokens(s: StarcraftState, p: PlayerId, kind: OrderKind): number {
  return GOLD_TOKENS - goldTokensLost(s, p, kind);
}

function goldUsed(s: StarcraftState, p: PlayerId): number {
  let n = 0;
  for (const id in s.stacks) for (const o of s.stacks[id]) if (o.owner === p && o.gold) n++;
  return n;
}

export function legalPlanning(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const out: StarcraftAction[] = [];
  const planets = influenceAllows(s, p, orderPlanets(s, p));
  const goldOk = goldPlacementUnlimited(s) || goldUsed(s, p) < s.players[p].modules.research;
  for (const order of ORDER_KINDS) {
    const silver = tokensUsed(s, p, order, false) < SILVER_TOKENS;
    const gold = goldOk && tokensUsed(s, p, order, true) < goldTokens(s, p, order);
    for (const planet of planets) {
      if (silver) out.push({ type: "place-order", planet, order, gold: false });
      if (gold) out.push({ type: "place-order", planet, order, gold: true });
    }
  }
  // Brood War: the Defend order, once per Planning Phase, counts as one of the four orders.
  if (s.ordersPlaced[p] < ordersThisRound(s, p, ORDERS_PER_ROUND))
    for (const area of defendAreas(s, p)) out.push({ type: "place-defend", area });
  // Brood War The Sons of Korhal: the Star order, once per Planning Phase.
  out.push(...starPlacements(s, p, planets));
  return out;
}

export function checkPlanning(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (a.type === "place-defend") {
    // Extra orders (Swift Command) are ordinary orders; the Defend order is one of the four.
    if (s.ordersPlaced[p] >= ordersThisRound(s, p, ORDERS_PER_ROUND))
      return Err.defendOnce("The Defend order is one of your four orders.");
    return checkDefend(s, p, a);
  }
  if (a.type === "place-star-order") {
    const planets = influenceAllows(s, p, orderPlanets(s, p));
    if (!starPlacements(s, p, planets).some((x) => x.type === "place-star-order" && x.planet === a.planet))
      return ruleError(
        "star-order",
        "The Star order is placed once per Planning Phase, by its holder, on a planet open to his orders.",
        "BW-O5: The Sons of Korhal",
      );
    return null;
  }
  if (a.type !== "place-order") return Err.wrongDecision();
  if (!ORDER_KINDS.includes(a.order)) return Err.orderTokens("Orders are build, mobilize or research.");
  if (typeof a.gold !== "boolean")
    return Err.orderTokens("An order is silver (gold: false) or gold (gold: true).");
  if (!s.planets[a.planet] || !orderPlanets(s, p).includes(a.planet)) return Err.orderPlanet();
  if (!influenceAllows(s, p, orderPlanets(s, p)).includes(a.planet))
    return Err.orderPlanet("Subtle Influence: one order at most on this planet this round.");
  if (tokensUsed(s, p, a.order, a.gold) >= (a.gold ? goldTokens(s, p, a.order) : SILVER_TOKENS))
    return Err.orderTokens();
  if (a.gold && !goldPlacementUnlimited(s) && goldUsed(s, p) >= s.players[p].modules.research)
    return Err.goldLimit();
  return null;
}

/** Place an order; returns the start of the Execution phase once every order is placed. */
export function applyPlanning(d: Draft, p: PlayerId, a: StarcraftAction): FlowStep {
  if (a.type === "place-defend") {
    placeDefend(d, p, a.area);
    return null;
  }
  if (a.type === "place-star-order") {
    d.stacks[a.planet] = [...(d.stacks[a.planet] ?? []), { owner: p, kind: null, gold: false, star: true }];
    d.ordersPlaced[p]++;
    return nextPlanningTurn(d, p);
  }
  if (a.type !== "place-order") return null;
  d.stacks[a.planet] = [...(d.stacks[a.planet] ?? []), { owner: p, kind: a.order, gold: a.gold }];
  d.ordersPlaced[p]++;
  return nextPlanningTurn(d, p);
}

/**
 * After p placed an order (or finished his Defend order): the next player to place, or the
 * Execution phase — returned, not started: the phase after planning is flow.ts's to start.
 */
export function nextPlanningTurn(d: Draft, p: PlayerId): FlowStep {
  // After the Cerebrate's order placed first, the usual turns start with the first player.
  if (
    cerebrateOwner(d) === p &&
    d.ordersPlaced[p] === 1 &&
    d.ordersPlaced.every((n, q) => q === p || n === 0)
  ) {
    d.frame = { kind: "planning", turn: turnOrder(d)[0] };
    return null;
  }
  // The Will of the Conclave (Brood War): its holder places a second order in the same turn.
  if (placesAgain(d, p, ORDERS_PER_ROUND)) {
    d.frame = { kind: "planning", turn: p };
    return null;
  }
  const order = turnOrder(d);
  const i = order.indexOf(p);
  for (let k = 1; k <= order.length; k++) {
    const q = order[(i + k) % order.length];
    if (d.ordersPlaced[q] < ordersThisRound(d, q, ORDERS_PER_ROUND)) {
      d.frame = { kind: "planning", turn: q };
      return null;
    }
  }
  // Extra orders granted by events (Swift Command) are placed last, in turn order.
  for (const q of order) {
    if (d.ordersPlaced[q] < ordersThisRound(d, q, ORDERS_PER_ROUND) + extraOrders(d, q)) {
      d.frame = { kind: "planning", turn: q };
      return null;
    }
  }
  spendExtraOrders(d);
  // Brood War Khala Devotee: its holder may move a stack's bottom order to its top first.
  if (askDevotee(d)) return null;
  return { next: "execution" };
}
