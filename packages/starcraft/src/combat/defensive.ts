/**
 * Brood War Defensive module: when defending, after the supporting units are assigned, the
 * defender may switch two of his non-assist units between skirmishes — also a supporting and the
 * front-line unit of one skirmish — provided every new front-line unit can be hit by the enemy
 * front-line unit it faces (English summary, "Defensive Module").
 */
import type { BattleAction, BattleState } from "./types";
import { canHit, catalogOf, unitInfo, unitType } from "./util";

interface Slot {
  k: number;
  front: boolean;
  i: number;
}

function slotOf(b: BattleState, id: number): Slot | null {
  for (let k = 0; k < b.skirmishes.length; k++) {
    const s = b.skirmishes[k];
    if (s.front[1] === id) return { k, front: true, i: -1 };
    const i = s.support[1].indexOf(id);
    if (i >= 0) return { k, front: false, i };
  }
  return null;
}

function put(b: BattleState, slot: Slot, id: number): void {
  if (slot.front) b.skirmishes[slot.k].front[1] = id;
  else b.skirmishes[slot.k].support[1][slot.i] = id;
}

/** Apply a swap to the draft; false (and no change) when it breaks the targeting condition. */
export function swapDefenders(b: BattleState, x: number, y: number): boolean {
  const sx = slotOf(b, x);
  const sy = slotOf(b, y);
  if (!sx || !sy || x === y || (sx.k === sy.k && sx.front === sy.front)) return false;
  const cat = catalogOf(b);
  for (const [slot, incoming] of [
    [sx, y],
    [sy, x],
  ] as const) {
    if (!slot.front) continue;
    const enemy = b.skirmishes[slot.k].front[0];
    if (enemy === null || !canHit(cat, unitType(b, enemy), unitType(b, incoming))) return false;
  }
  put(b, sx, y);
  put(b, sy, x);
  return true;
}

export function defensiveSwaps(b: BattleState): BattleAction[] {
  const cat = catalogOf(b);
  const ids = b.sides[1].units
    .filter((u) => !unitInfo(cat, u.type).assist && slotOf(b, u.id))
    .map((u) => u.id);
  const out: BattleAction[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const trial = {
        ...b,
        skirmishes: b.skirmishes.map((s) => ({
          ...s,
          front: [...s.front],
          support: [s.support[0], [...s.support[1]]],
        })),
      } as BattleState;
      if (swapDefenders(trial, ids[i], ids[j])) {
        out.push({ type: "battle-defensive-swap", a: Math.min(ids[i], ids[j]), b: Math.max(ids[i], ids[j]) });
      }
    }
  }
  return out;
}
