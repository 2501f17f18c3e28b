/**
 * Execution phase: in turn order each player reveals one of his orders that lies on top of a
 * stack, then executes it or draws an event instead. A player whose orders are all covered
 * draws an event and passes; a player with no orders left is skipped (no event). The phase
 * ends when no orders remain.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { askConclave } from "./brood-war/leadership-effects/reserve";
import { specialOrderKinds } from "./brood-war/leadership-effects/special-orders-next-round";
import { starExecutions } from "./brood-war/leadership-effects/star-order";
import { refreshRecharge } from "./brood-war/recharge";
import { executionMode, poolAllowsExecution, recordExecution } from "./brood-war/special-orders";
import { countStat } from "./brood-war/state";
import type { Draft } from "./draft";
import { Err } from "./errors";
import { drawEvent } from "./events/deck";
import { canBuild, startBuild } from "./orders/build";
import { startMobilizeOrMaelstrom } from "./orders/maelstrom";
import { canMobilize } from "./orders/mobilize";
import { canResearch, startResearch } from "./orders/research";
import { nextSeat } from "./queries";
import { startRegrouping } from "./regrouping";
import type { OrderKind, StarcraftState } from "./state";
import { checkEliminations } from "./victory";

export function startExecution(d: Draft): void {
  d.phase = "execution";
  refreshRecharge(d); // Brood War: Recharge depletion tokens last one Action Phase
  advanceExecution(d, d.firstPlayer, true);
}

function hasOrders(s: StarcraftState, p: PlayerId): boolean {
  for (const id in s.stacks) for (const o of s.stacks[id]) if (o.owner === p) return true;
  return false;
}

function hasTopOrder(s: StarcraftState, p: PlayerId): boolean {
  for (const id in s.stacks) {
    const st = s.stacks[id];
    if (st.length > 0 && st[st.length - 1].owner === p) return true;
  }
  return false;
}

function anyOrders(s: StarcraftState): boolean {
  for (const id in s.stacks) if (s.stacks[id].length > 0) return true;
  return false;
}

/**
 * Give the turn to the next player (starting at `from` itself when `inclusive`) who can reveal an
 * order; covered players draw an event and pass on the way; players without orders are skipped.
 */
export function advanceExecution(d: Draft, from: PlayerId, inclusive = false): void {
  let p = inclusive && !d.players[from].eliminated ? from : nextSeat(d, from);
  // Bounded: each pass either finds a player with an uncovered order or draws an event.
  for (let guard = 0; guard < 64 * d.players.length; guard++) {
    if (!anyOrders(d)) {
      startRegrouping(d);
      return;
    }
    if (hasOrders(d, p)) {
      if (hasTopOrder(d, p)) {
        d.frame = { kind: "execution", turn: p };
        return;
      }
      drawEvent(d, p);
    }
    p = nextSeat(d, p);
  }
  startRegrouping(d);
}

export function legalExecution(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  const out: StarcraftAction[] = [];
  if (f.kind === "execution") {
    for (const id of s.planetOrder) {
      const st = s.stacks[id];
      if (st && st.length > 0 && st[st.length - 1].owner === p)
        out.push({ type: "reveal-order", planet: id });
    }
  } else if (f.kind === "execute-or-event" && f.star) {
    // Brood War Star order: it becomes the kind (normal or special) its owner chooses now.
    out.push(...starExecutions(s, p, (kind, gold) => canExecuteKind(s, p, f.planet, kind, gold)));
    out.push({ type: "draw-event-instead" });
  } else if (f.kind === "execute-or-event") {
    if (canExecute(s, p)) out.push({ type: "execute-order" });
    // Brood War Deathblow / Terran Civilization: any revealed order as a special Mobilize / Build.
    for (const as of specialOrderKinds(s, p))
      if (canExecuteAs(s, p, as)) out.push({ type: "execute-order", as });
    out.push({ type: "draw-event-instead" });
  }
  return out;
}

/** Could the revealed order be carried out as a special order of kind `as` (outside the pool)? */
function canExecuteAs(s: StarcraftState, p: PlayerId, as: OrderKind): boolean {
  const f = s.frame;
  if (f.kind !== "execute-or-event") return false;
  if (as === "build") return canBuild(s, p, f.planet, true);
  if (as === "mobilize") return canMobilize(s, p, f.planet);
  return false;
}

function canExecuteKind(
  s: StarcraftState,
  p: PlayerId,
  planet: string,
  kind: OrderKind,
  gold: boolean,
): boolean {
  if (kind === "build") return canBuild(s, p, planet, gold);
  if (kind === "mobilize") return canMobilize(s, p, planet);
  return canResearch(s, p, planet);
}

function canExecute(s: StarcraftState, p: PlayerId): boolean {
  const f = s.frame;
  if (f.kind !== "execute-or-event") return false;
  // Brood War: a gold order with no room in the Special Order Pool must be traded for an event.
  if (!poolAllowsExecution(s, p, f)) return false;
  if (f.order === "build") return canBuild(s, p, f.planet, f.gold);
  if (f.order === "mobilize") return canMobilize(s, p, f.planet);
  return canResearch(s, p, f.planet);
}

export function checkExecution(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  if (f.kind === "execution") {
    if (a.type !== "reveal-order") return Err.wrongDecision();
    const st = typeof a.planet === "string" ? s.stacks[a.planet] : undefined;
    if (!st || st.length === 0) return Err.notOnTop("There is no order on that planet.");
    if (st[st.length - 1].owner !== p) return Err.notOnTop();
    return null;
  }
  if (f.kind === "execute-or-event") {
    if (a.type === "draw-event-instead") return null;
    if (a.type !== "execute-order") return Err.wrongDecision();
    if (f.star) {
      const ok = legalExecution(s, p).some(
        (x) => x.type === "execute-order" && x.as === a.as && x.gold === a.gold,
      );
      return ok ? null : Err.cannotExecute();
    }
    if (a.as !== undefined) {
      if (!specialOrderKinds(s, p).includes(a.as) || !canExecuteAs(s, p, a.as)) return Err.cannotExecute();
      return null;
    }
    if (f.order === "research" && !canResearch(s, p, f.planet)) return Err.researchNeedsBase();
    if (!canExecute(s, p)) return Err.cannotExecute();
    return null;
  }
  return Err.wrongDecision();
}

export function applyExecution(d: Draft, p: PlayerId, a: StarcraftAction): void {
  const f = d.frame;
  if (f.kind === "execution" && a.type === "reveal-order") {
    const st = d.stacks[a.planet];
    const top = st[st.length - 1];
    d.stacks[a.planet] = st.slice(0, -1);
    // Brood War: strategic areas make the order special; a gold order needs room in the pool.
    const mode = executionMode(d, p, a.planet, top.gold!);
    d.frame = {
      kind: "execute-or-event",
      player: p,
      planet: a.planet,
      // A Star order has no kind until executed: a placeholder, replaced then.
      order: top.kind ?? "build",
      gold: mode.gold,
      ...(mode.pool ? { pool: true } : {}),
      ...(mode.strategic ? { strategic: true } : {}),
      ...(top.star ? { star: true as const } : {}),
    };
    if (!poolAllowsExecution(d, p, mode)) countStat(d, "goldRefusedPoolFull");
    // Brood War Conclave Fleet: a revealed Mobilize lets its holder deploy reserve units first.
    if (top.kind === "mobilize") askConclave(d);
    return;
  }
  if (f.kind !== "execute-or-event") return;
  if (a.type === "draw-event-instead") {
    drawEvent(d, p);
    endOrder(d, p);
    return;
  }
  if (a.type === "execute-order" && f.star && a.as !== undefined) {
    // The Star order becomes the chosen order, normal or special (BW-O5).
    const mode = executionMode(d, p, f.planet, a.gold === true);
    const as = { ...f, order: a.as, gold: mode.gold, pool: mode.pool, strategic: mode.strategic };
    recordExecution(d, p, a.as, as);
    if (a.as === "build") startBuild(d, p, f.planet, mode.gold);
    else if (a.as === "mobilize") startMobilizeOrMaelstrom(d, p, f.planet, mode.gold);
    else startResearch(d, p, f.planet, mode.gold);
    return;
  }
  if (a.type === "execute-order" && a.as !== undefined) {
    // Special, outside the Special Order Pool (Deathblow / Terran Civilization).
    if (a.as === "build") startBuild(d, p, f.planet, true);
    else startMobilizeOrMaelstrom(d, p, f.planet, true);
    return;
  }
  recordExecution(d, p, f.order, f);
  if (f.order === "build") startBuild(d, p, f.planet, f.gold);
  // FAQ: Maelstrom owners decide only now, after the mover chose to execute (orders/maelstrom.ts).
  else if (f.order === "mobilize") startMobilizeOrMaelstrom(d, p, f.planet, f.gold);
  else startResearch(d, p, f.planet, f.gold);
}

/**
 * After an order (executed or exchanged for an event): eliminations, then the next player's turn.
 * The orders, below this phase, do not import it: they return `{ next: "end-order" }` (flow.ts).
 */
export function endOrder(d: Draft, p: PlayerId): void {
  checkEliminations(d);
  if (d.phase === "over") return;
  advanceExecution(d, p);
}
