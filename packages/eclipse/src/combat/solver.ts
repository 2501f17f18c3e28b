/**
 * Exact battle values by dynamic programming over battle states (spec §13). A state is, for every
 * ship group, how many of its ships have each number of hit points left, plus where in the battle
 * we are (missile activation j, or cannon activation i of the current round). The only cycle is a
 * cannon round in which nobody hits anything; it is solved in closed form:
 * value = (value of the rounds that change something) / (1 − P(nothing happens)).
 * Retreat is not modelled: both sides fight until one is gone (what calculators compare).
 */
import {
  activationOrder,
  BudgetExceeded,
  buildGroups,
  type Group,
  initialState,
  type Vec,
} from "./battle-groups";
import { type Outcome, volleyOutcomes } from "./dice-outcomes";
import type { OddsPosition } from "./position";
import { dieHits } from "./ships";
import {
  HEURISTIC_PRIORITY,
  type HitDie,
  NPC_SIZE_ORDER,
  type PolicyId,
  priorityAssign,
  type TargetShip,
} from "./targeting";

/**
 * A state is one integer: a mixed-radix number whose digit (group g, hit points r) counts the
 * ships of g with r hit points left. Damaging a ship is then two additions.
 */
interface Encoding {
  weight: number[];
  base: number[];
  /** Slot index of (group, hp): slotOf[g][hp - 1]. */
  slotOf: number[][];
}

function encoding(groups: Group[]): Encoding | null {
  const weight: number[] = [];
  const base: number[] = [];
  const slotOf: number[][] = [];
  let w = 1;
  for (const g of groups) {
    const slots: number[] = [];
    for (let r = 1; r <= g.hpMax; r++) {
      slots.push(weight.length);
      weight.push(w);
      base.push(g.count + 1);
      w *= g.count + 1;
    }
    slotOf.push(slots);
  }
  return w < 2 ** 52 ? { weight, base, slotOf } : null;
}

/** A solver over one position: values of states at any stage, for the odds and for bots. */
export interface Solver {
  /** The starting state's key. */
  start: number;
  /** The key after a ship of DP group `g` with `hp` hit points left takes `damage`. */
  damageShip(key: number, g: number, hp: number, damage: number): number;
  /** How many ships of DP group `g` have `hp` hit points left. */
  ships(key: number, g: number, hp: number): number;
  /** Value right after group g's volley (groups: the attacker's, then the defender's, in position order). */
  valueAfter(key: number, g: number, missiles: boolean): Vec;
  /** Value at the start of the battle (missiles first unless position.missiles is false). */
  valueAtStart(): Vec;
  states(): number;
}

export function solveExact(
  position: OddsPosition,
  policy: PolicyId,
  budget: number,
): { value: Vec; states: number } {
  const solver = createSolver(position, policy, budget);
  const value = solver.valueAtStart();
  return { value, states: solver.states() };
}

export function createSolver(position: OddsPosition, policy: PolicyId, budget: number): Solver {
  const groups = buildGroups(position);
  const enc = encoding(groups);
  if (!enc) throw new BudgetExceeded();
  const { weight, base, slotOf } = enc;
  const startArr = initialState(position, groups);
  const start = startArr.reduce((k, c, j) => k + c * weight[j]!, 0);
  const order = activationOrder(groups);
  const missileOrder = order.filter((g) => groups[g]!.stats.missiles.length > 0);
  const cannonOrder = order.filter((g) => groups[g]!.stats.cannons.length > 0);
  const initialAlive: [number, number] = [0, 0];
  for (const g of groups) initialAlive[g.side] += g.count;
  const missileMemo = missileOrder.map(() => new Map<number, Vec>());
  const cannonMemo = cannonOrder.map(() => new Map<number, Vec>());
  const roundMemo = new Map<number, Vec>();
  let states = 0;

  const count = (key: number, slot: number) => Math.floor(key / weight[slot]!) % base[slot]!;
  const aliveIn = (key: number, g: number) => {
    let n = 0;
    for (const slot of slotOf[g]!) n += count(key, slot);
    return n;
  };
  const aliveSide = (key: number, side: 0 | 1) => {
    let n = 0;
    for (let g = 0; g < groups.length; g++) if (groups[g]!.side === side) n += aliveIn(key, g);
    return n;
  };
  // The attacker's groups hold the low digits: the defender is gone when key < split, the
  // attacker when key is a multiple of split. Two comparisons instead of reading every digit.
  const split = weight[slotOf[groups.findIndex((g) => g.side === 1)]?.[0] ?? weight.length] ?? 2 ** 52;
  const terminal = (key: number): Vec | null => {
    const defenderGone = key < split;
    const attackerGone = key % split === 0;
    if (!defenderGone && !attackerGone) return null;
    const a = aliveSide(key, 0);
    const d = aliveSide(key, 1);
    return [a > 0 ? 1 : 0, initialAlive[0] - a, initialAlive[1] - d];
  };
  /** The state after a ship of group g with `hp` left takes `damage`. */
  const damageShip = (key: number, g: number, hp: number, damage: number) => {
    key -= weight[slotOf[g]![hp - 1]!]!;
    const left = hp - damage;
    return left > 0 ? key + weight[slotOf[g]![left - 1]!]! : key;
  };
  const enemiesOf = groups.map((g) => groups.map((_, i) => i).filter((i) => groups[i]!.side !== g.side));

  const policyResult = (key: number, gi: number, dice: HitDie[], priority: typeof HEURISTIC_PRIORITY) => {
    const firing = groups[gi]!;
    const targets: TargetShip[] = [];
    const where: { g: number; hp: number }[] = [];
    for (const h of enemiesOf[gi]!) {
      const g = groups[h]!;
      for (let r = g.hpMax; r >= 1; r--)
        for (let k = count(key, slotOf[h]![r - 1]!); k > 0; k--) {
          targets.push({ kind: g.stats.kind, hp: r, shield: g.stats.shield });
          where.push({ g: h, hp: r });
        }
    }
    const assignment = priorityAssign(
      dice,
      targets,
      (d, t) => dieHits(d.value, firing.stats.computer, t.shield),
      priority,
    );
    const taken = targets.map(() => 0);
    assignment.forEach((t, d) => {
      if (t >= 0) taken[t]! += dice[d]!.damage;
    });
    let next = key;
    taken.forEach((dmg, t) => {
      if (dmg > 0) next = damageShip(next, where[t]!.g, where[t]!.hp, Math.min(dmg, where[t]!.hp));
    });
    return next;
  };

  /** Value after group gi rolled `dice`: its side chooses (optimal) or its policy decides. */
  /** Placement memo stages: missile activation j is stage j, cannon activation i is CANNON_STAGE + i. */
  const CANNON_STAGE = 1_000;

  /** Is `v` better than `best` for `side` (win chance first, then fewer own expected losses)? */
  const better = (side: 0 | 1, v: Vec, best: Vec) => {
    const gain = side === 0 ? v[0] - best[0] : best[0] - v[0];
    const ownLoss = side === 0 ? best[1] - v[1] : best[2] - v[2];
    return gain > 1e-12 || (gain > -1e-12 && ownLoss > 1e-12);
  };

  /**
   * Optimal placement, one die at a time: best(state, dice i..) = the best over the targets of die i
   * of best(state after it, dice i+1..). Outcome dice are sorted, so "dice i.." is a canonical
   * multiset (its id: `suffixIds[i]`); the memo per stage is shared by every state and outcome of
   * that activation, which is where most of the work repeats.
   */
  const placementMemo = new Map<number, Map<number, Map<number, Vec>>>();
  let placements = 0;
  const suffixIntern = new Map<string, number>();
  const suffixIdsOf = (o: Outcome): number[] => {
    if (!o.suffixIds) {
      const ids: number[] = [];
      for (let i = 0; i < o.dice.length; i++) {
        const sig = o.dice
          .slice(i)
          .map((d) => `${d.damage}:${d.value}`)
          .join(",");
        if (!suffixIntern.has(sig)) suffixIntern.set(sig, suffixIntern.size);
        ids.push(suffixIntern.get(sig)!);
      }
      o.suffixIds = ids;
    }
    return o.suffixIds;
  };
  const bestPlacement = (
    stage: number,
    key: number,
    gi: number,
    o: Outcome,
    i: number,
    cont: (n: number) => Vec,
  ): Vec => {
    if (i === o.dice.length) return cont(key);
    const suffix = suffixIdsOf(o)[i]!;
    if (!placementMemo.has(stage)) placementMemo.set(stage, new Map());
    const byStage = placementMemo.get(stage)!;
    if (!byStage.has(suffix)) byStage.set(suffix, new Map());
    const memo = byStage.get(suffix)!;
    const hit = memo.get(key);
    if (hit) return hit;
    const firing = groups[gi]!;
    const die = o.dice[i]!;
    let best: Vec | null = null;
    for (const h of enemiesOf[gi]!) {
      if (!dieHits(die.value, firing.stats.computer, groups[h]!.stats.shield)) continue;
      const slots = slotOf[h]!;
      for (let r = 1; r <= slots.length; r++) {
        if (count(key, slots[r - 1]!) === 0) continue;
        const v = bestPlacement(stage, damageShip(key, h, r, die.damage), gi, o, i + 1, cont);
        if (best === null || better(firing.side, v, best)) best = v;
      }
    }
    const v = best ?? bestPlacement(stage, key, gi, o, i + 1, cont);
    memo.set(key, v);
    // The placement memo holds partial volleys; bound it with the state budget too (memory).
    if (++placements > 8 * budget) throw new BudgetExceeded();
    return v;
  };

  /** Value after group gi rolled outcome `o`: its side chooses (optimal) or its policy decides. */
  const afterVolley = (stage: number, key: number, gi: number, o: Outcome, cont: (n: number) => Vec): Vec => {
    const firing = groups[gi]!;
    if (firing.npc) return cont(policyResult(key, gi, o.dice, NPC_SIZE_ORDER));
    if (policy !== "optimal") return cont(policyResult(key, gi, o.dice, HEURISTIC_PRIORITY));
    return bestPlacement(stage, key, gi, o, 0, cont);
  };

  // Roll distributions depend only on (group, ships firing, which enemy groups are alive).
  const outcomeCache = new Map<number, Outcome[]>();
  const outcomes = (key: number, gi: number, missiles: boolean): Outcome[] => {
    const g = groups[gi]!;
    const n = aliveIn(key, gi);
    let mask = 0;
    for (const h of enemiesOf[gi]!) if (aliveIn(key, h) > 0) mask |= 1 << h;
    const cacheKey = ((mask * 64 + n) * 64 + gi) * 2 + (missiles ? 1 : 0);
    let list = outcomeCache.get(cacheKey);
    if (!list) {
      const shields = enemiesOf[gi]!.filter((h) => mask & (1 << h)).map((h) => groups[h]!.stats.shield);
      list = volleyOutcomes(missiles ? g.stats.missiles : g.stats.cannons, n, g.stats.computer, shields);
      outcomeCache.set(cacheKey, list);
    }
    return list;
  };

  const activation = (
    stage: number,
    key: number,
    gi: number,
    missiles: boolean,
    cont: (n: number) => Vec,
    onMiss: () => Vec,
  ): Vec => {
    if (aliveIn(key, gi) === 0) return onMiss();
    const acc: Vec = [0, 0, 0];
    for (const o of outcomes(key, gi, missiles)) {
      const v = o.dice.length === 0 ? onMiss() : afterVolley(stage, key, gi, o, cont);
      acc[0] += o.p * v[0];
      acc[1] += o.p * v[1];
      acc[2] += o.p * v[2];
    }
    return acc;
  };

  const remember = (map: Map<number, Vec>, key: number, v: Vec) => {
    map.set(key, v);
    if (++states > budget) throw new BudgetExceeded();
    return v;
  };

  // Cannon activation i of a round in which something has already changed.
  const cannon = (key: number, i: number): Vec => {
    if (i === cannonOrder.length) return roundStart(key);
    // Memo first: terminal states are never stored, so a hit is always a live state.
    const hit = cannonMemo[i]!.get(key);
    if (hit) return hit;
    const t = terminal(key);
    if (t) return t;
    const v = activation(
      CANNON_STAGE + i,
      key,
      cannonOrder[i]!,
      false,
      (n) => cannon(n, i + 1),
      () => cannon(key, i + 1),
    );
    return remember(cannonMemo[i]!, key, v);
  };

  // A round from its start: R = A + p0·R, where p0 is the chance that nothing at all happens.
  const roundStart = (key: number): Vec => {
    const hit = roundMemo.get(key);
    if (hit) return hit;
    const t = terminal(key);
    if (t) return t;
    if (cannonOrder.every((gi) => aliveIn(key, gi) === 0)) {
      // E-C9 stalemate: nobody has cannons; without retreat the attacker's ships are destroyed.
      return remember(roundMemo, key, [0, initialAlive[0], initialAlive[1] - aliveSide(key, 1)]);
    }
    const unchanged = (i: number): { a: Vec; p0: number } => {
      if (i === cannonOrder.length) return { a: [0, 0, 0], p0: 1 };
      const gi = cannonOrder[i]!;
      if (aliveIn(key, gi) === 0) return unchanged(i + 1);
      const a: Vec = [0, 0, 0];
      let p0 = 0;
      const rest = unchanged(i + 1);
      for (const o of outcomes(key, gi, false)) {
        if (o.dice.length === 0) {
          for (let k = 0; k < 3; k++) a[k]! += o.p * rest.a[k]!;
          p0 += o.p * rest.p0;
        } else {
          const v = afterVolley(CANNON_STAGE + i, key, gi, o, (next) => cannon(next, i + 1));
          for (let k = 0; k < 3; k++) a[k]! += o.p * v[k]!;
        }
      }
      return { a, p0 };
    };
    const { a, p0 } = unchanged(0);
    return remember(roundMemo, key, [a[0] / (1 - p0), a[1] / (1 - p0), a[2] / (1 - p0)]);
  };

  const missile = (key: number, j: number): Vec => {
    if (j === missileOrder.length) return roundStart(key);
    const hit = missileMemo[j]!.get(key);
    if (hit) return hit;
    const t = terminal(key);
    if (t) return t;
    const v = activation(
      j,
      key,
      missileOrder[j]!,
      true,
      (n) => missile(n, j + 1),
      () => missile(key, j + 1),
    );
    return remember(missileMemo[j]!, key, v);
  };

  return {
    start,
    damageShip,
    ships: (key, g, hp) => count(key, slotOf[g]![hp - 1]!),
    valueAfter(key, g, missiles) {
      if (missiles) return missile(key, missileOrder.indexOf(g) + 1);
      const t = terminal(key);
      return t ?? cannon(key, cannonOrder.indexOf(g) + 1);
    },
    valueAtStart: () => (position.missiles === false ? roundStart(start) : missile(start, 0)),
    states: () => states,
  };
}
