/**
 * Targeting policies playing the battle sub-game: the action a policy takes at the pending
 * decision. `heuristic` places the volley with `priorityAssign` (spec §13); `optimal` solves the
 * rest of the engagement exactly (odds.ts) and places the volley where the firing side's chance of
 * winning is highest. Both attack rather than retreat (odds fight to the end), and in a stalemate
 * retreat when they can.
 */
import type { PlayerId } from "@koprulu/engine";
import { battleLegalActions } from "./battle";
import type { OddsGroup } from "./position";
import { dieHits } from "./ships";
import { createSolver } from "./solver";
import { HEURISTIC_PRIORITY, type PolicyId, priorityAssign, type TargetShip } from "./targeting";
import type { BattleAction, BattleState, ShipInBattle } from "./types";

const present = (b: BattleState, party: string) =>
  b.ships.filter((s) => s.party === party && (s.state === "in" || s.state === "retreating"));

export function policyAction(
  b: BattleState,
  player: PlayerId,
  policy: Exclude<PolicyId, "npc">,
): BattleAction | null {
  const legal = battleLegalActions(b, player);
  const p = b.pending;
  if (!p || legal.length === 0) return null;
  if (p.kind === "activation") return { type: "battle-attack" };
  if (p.kind === "stalemate") return legal[0]!;
  const e = b.engagement!;
  const enemyParty = p.party === e.attacker ? e.defender : e.attacker;
  const enemies = present(b, enemyParty);
  const computer = b.types[p.type]!.computer;
  const free = p.dice.map((d, i) => ({ d, i })).filter(({ d }) => d.target === null);
  const toTarget = (s: ShipInBattle): TargetShip => ({
    kind: b.types[s.type]!.kind,
    hp: b.types[s.type]!.hull + 1 - s.damage,
    shield: b.types[s.type]!.shield,
  });
  let assignment: number[];
  if (policy === "heuristic") {
    assignment = priorityAssign(
      free.map(({ d }) => d),
      enemies.map(toTarget),
      (d, t) => dieHits(d.value, computer, t.shield),
      HEURISTIC_PRIORITY,
    );
  } else {
    assignment = optimalAssignment(
      b,
      free.map(({ d }) => d),
      enemies,
    );
  }
  for (let k = 0; k < free.length; k++) {
    const t = assignment[k]!;
    if (t < 0) continue;
    const action = { type: "battle-assign" as const, die: free[k]!.i, target: enemies[t]!.id };
    if (legal.some((a) => a.type === "battle-assign" && a.die === action.die && a.target === action.target))
      return action;
  }
  return legal[0]!;
}

/**
 * The optimal placement of the remaining dice: the engagement becomes an odds position (each ship
 * type of the two parties one group, damage included); every way to place the dice is scored by the
 * exact value of the battle right after this volley, and the best way's first die is returned.
 * Ships waiting to retreat are treated as staying (the solver does not model retreat).
 */
function optimalAssignment(
  b: BattleState,
  dice: { damage: number; value: number }[],
  enemies: ShipInBattle[],
): number[] {
  const p = b.pending!;
  const e = b.engagement!;
  if (p.kind !== "assign") return [];
  const sides: { party: string; type: string; ships: ShipInBattle[] }[][] = [[], []];
  for (const key of e.order) {
    const i = key.indexOf("|");
    const party = key.slice(0, i);
    const type = key.slice(i + 1);
    const ships = present(b, party).filter((s) => s.type === type);
    if (ships.length > 0) sides[party === e.attacker ? 0 : 1]!.push({ party, type, ships });
  }
  const all = [...sides[0]!, ...sides[1]!];
  const toGroup = (g: (typeof all)[number]): OddsGroup => ({
    stats: b.types[g.type]!,
    count: g.ships.length,
    damage: g.ships.map((s) => s.damage),
  });
  const solver = createSolver(
    { attacker: sides[0]!.map(toGroup), defender: sides[1]!.map(toGroup) },
    "optimal",
    400_000,
  );
  const firing = all.findIndex((g) => g.party === p.party && g.type === p.type);
  const firingSide = p.party === e.attacker ? 0 : 1;
  const computer = b.types[p.type]!.computer;
  const hpOf = (g: number) => b.types[all[g]!.type]!.hull + 1;
  let best: { value: number; first: { g: number; hp: number; die: number } | null } | null = null;
  const seen = new Set<string>();
  const rec = (key: number, i: number, first: { g: number; hp: number; die: number } | null) => {
    if (seen.has(`${i}|${key}`)) return;
    seen.add(`${i}|${key}`);
    if (i === dice.length) {
      const v = solver.valueAfter(key, firing, p.missiles)[0];
      const score = firingSide === 0 ? v : 1 - v;
      if (!best || score > best.value + 1e-12) best = { value: score, first };
      return;
    }
    let any = false;
    for (let g = 0; g < all.length; g++) {
      if (all[g]!.party === p.party || !dieHits(dice[i]!.value, computer, b.types[all[g]!.type]!.shield))
        continue;
      for (let hp = 1; hp <= hpOf(g); hp++) {
        if (solver.ships(key, g, hp) === 0) continue;
        any = true;
        rec(solver.damageShip(key, g, hp, dice[i]!.damage), i + 1, first ?? { g, hp, die: i });
      }
    }
    if (!any) rec(key, i + 1, first);
  };
  rec(solver.start, 0, null);
  const assignment = dice.map(() => -1);
  const chosen = (best as { first: { g: number; hp: number; die: number } | null } | null)?.first;
  if (chosen) {
    const target = all[chosen.g]!.ships.find((s) => hpOf(chosen.g) - s.damage === chosen.hp)!;
    assignment[chosen.die] = enemies.findIndex((s) => s.id === target.id);
  }
  return assignment;
}
