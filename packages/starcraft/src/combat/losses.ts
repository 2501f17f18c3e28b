/**
 * Unit losses and cloaked withdrawals. A loss names its candidates; the losing side picks one
 * when there is a choice. Cloaking (rulebook 7(3)): a cloaked unit that loses withdraws to a
 * friendly or empty area of the planet instead, at that moment — unless an enemy detector is in
 * the skirmish, or the loss is splash damage; with nowhere to go it is destroyed anyway.
 */
import { heroDestroyed } from "./heroes/hooks";
import { BASE_CHOICE, type BattleState, type LossTodo, type SideIndex, type WithdrawTodo } from "./types";
import { catalogOf, findUnit, removeUnit, unitInfo } from "./util";

/**
 * Friendly or empty areas of the planet with room, as they are now: an area the other side's
 * units withdrew or retreated to during this battle is no longer friendly or empty.
 * (`withdrawRoom` already counts this side's own withdrawals.)
 */
export function withdrawOptions(b: BattleState, side: SideIndex): string[] {
  const s = b.sides[side];
  return s.withdrawAreas.filter(
    (a) => (!s.withdrawRoom || (s.withdrawRoom[a] ?? 0) > 0) && arrivalsIn(b, a)[1 - side] === 0,
  );
}

/** How many units each side has sent into `area` during this battle. */
export function arrivalsIn(b: BattleState, area: string): [number, number] {
  const n: [number, number] = [0, 0];
  for (const a of b.arrivals ?? []) if (a.area === area) n[a.side]++;
  return n;
}

export function recordArrival(b: BattleState, side: SideIndex, area: string): void {
  b.arrivals = [...(b.arrivals ?? []), { side, area }];
}

function isCloaked(b: BattleState, unit: number): boolean {
  const f = findUnit(b, unit);
  if (!f) return false;
  return unitInfo(catalogOf(b), f.unit.type).cloaking || (b.resolving?.cloaked.includes(unit) ?? false);
}

/** Every destruction passes here, so a hero's when-destroyed ability (Gantrithor) never misses one. */
export function destroyUnit(b: BattleState, unit: number, cause: string): void {
  const found = findUnit(b, unit);
  if (!found) return;
  removeUnit(b, unit);
  b.destroyed.push(unit);
  b.log.push({ event: "destroyed", unit, cause });
  if (found.unit.hero) heroDestroyed(b, catalogOf(b), found.side, found.unit);
}

/** The losing side chose `unit` for the loss at the head of the queue. */
export function applyLoss(b: BattleState, todo: LossTodo, unit: number): void {
  b.todo.shift();
  if (unit < 0) {
    const player = b.sides[todo.side].player;
    b.aftermath.push({
      kind: unit === BASE_CHOICE ? "destroy-base" : "destroy-worker",
      player,
      area: b.area,
      source: todo.source,
    });
    b.log.push({
      event: unit === BASE_CHOICE ? "base-destroyed" : "worker-destroyed",
      side: todo.side,
      source: todo.source,
    });
    return;
  }
  if (todo.mayWithdraw && isCloaked(b, unit) && withdrawOptions(b, todo.side).length > 0) {
    const w: WithdrawTodo = { kind: "withdraw", side: todo.side, unit };
    b.todo.unshift(w);
    return;
  }
  destroyUnit(b, unit, todo.cause);
}

export function applyWithdraw(b: BattleState, todo: WithdrawTodo, area: string): void {
  b.todo.shift();
  removeUnit(b, todo.unit);
  b.withdrawn.push({ unit: todo.unit, area });
  recordArrival(b, todo.side, area);
  const room = b.sides[todo.side].withdrawRoom;
  if (room && room[area] !== undefined) room[area]--;
  b.log.push({ event: "withdrawn", unit: todo.unit, area });
}

/** Drop candidates that are gone; drop losses with no candidate left. */
export function pruneTodo(b: BattleState): void {
  while (b.todo.length > 0) {
    const t = b.todo[0];
    if (t.kind === "loss") {
      t.candidates = t.candidates.filter((id) => id < 0 || b.sides[t.side].units.some((u) => u.id === id));
      if (t.candidates.length === 0) {
        b.todo.shift();
        continue;
      }
    } else if (!findUnit(b, t.unit)) {
      b.todo.shift();
      continue;
    }
    return;
  }
}
