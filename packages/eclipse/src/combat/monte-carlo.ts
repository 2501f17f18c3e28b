/** Monte Carlo battles for positions beyond the exact solver's state budget (and for checking it). */
import { Rng, seedRng } from "@koprulu/engine";
import { activationOrder, buildGroups, type Group, initialState, type Vec } from "./battle-groups";
import type { OddsPosition } from "./position";
import { dieHits } from "./ships";
import {
  HEURISTIC_PRIORITY,
  type HitDie,
  NPC_SIZE_ORDER,
  priorityAssign,
  type TargetShip,
} from "./targeting";

/**
 * A reusable battle simulator for one position: ships live in flat arrays, activation orders are
 * computed once, and each call plays one battle with dice from `rng`, returning
 * [attacker won, attacker losses, defender losses]. Player sides place hits by the heuristic.
 */
function simulator(groups: Group[], start: number[], missilesFirst: boolean): (rng: Rng) => Vec {
  const shipGroup: number[] = [];
  const startHp: number[] = [];
  groups.forEach((g, gi) => {
    for (let r = 1; r <= g.hpMax; r++)
      for (let k = 0; k < start[g.offset + r - 1]!; k++) {
        shipGroup.push(gi);
        startHp.push(r);
      }
  });
  const n = shipGroup.length;
  const hp = new Int32Array(n);
  const targets: TargetShip[] = shipGroup.map((gi) => ({
    kind: groups[gi]!.stats.kind,
    hp: 0,
    shield: groups[gi]!.stats.shield,
  }));
  const initial: [number, number] = [0, 0];
  for (const gi of shipGroup) initial[groups[gi]!.side]++;
  const order = activationOrder(groups);
  const missileOrder = order.filter((gi) => groups[gi]!.stats.missiles.length > 0);
  const cannonOrder = order.filter((gi) => groups[gi]!.stats.cannons.length > 0);
  const alive: number[][] = [[], []];

  return (rng: Rng): Vec => {
    alive[0]!.length = 0;
    alive[1]!.length = 0;
    for (let i = 0; i < n; i++) {
      hp[i] = startHp[i]!;
      alive[groups[shipGroup[i]!]!.side]!.push(i);
    }
    /** One type's volley; true when it wipes out the other side. */
    const fire = (gi: number, missiles: boolean): boolean => {
      const g = groups[gi]!;
      const own = alive[g.side]!;
      let ships = 0;
      for (const i of own) if (shipGroup[i] === gi) ships++;
      if (ships === 0) return false;
      const enemies = alive[1 - g.side]!;
      let minShield = Number.POSITIVE_INFINITY;
      for (const e of enemies) minShield = Math.min(minShield, targets[e]!.shield);
      const perShip = missiles ? g.stats.missiles : g.stats.cannons;
      const dice: HitDie[] = [];
      for (let k = 0; k < ships; k++)
        for (const damage of perShip) {
          const value = rng.int(1, 6);
          if (dieHits(value, g.stats.computer, minShield)) dice.push({ damage, value });
        }
      if (dice.length === 0) return false;
      if (enemies.length === 1) {
        // Every die that hits anything hits the only enemy ship.
        for (const d of dice) hp[enemies[0]!]! -= d.damage;
      } else {
        const view = enemies.map((e) => {
          const t = targets[e]!;
          t.hp = hp[e]!;
          return t;
        });
        const assignment = priorityAssign(
          dice,
          view,
          (d, t) => dieHits(d.value, g.stats.computer, t.shield),
          g.npc ? NPC_SIZE_ORDER : HEURISTIC_PRIORITY,
        );
        assignment.forEach((t, d) => {
          if (t >= 0) hp[enemies[t]!]! -= dice[d]!.damage;
        });
      }
      let w = 0;
      for (const e of enemies) if (hp[e]! > 0) enemies[w++] = e;
      enemies.length = w;
      return w === 0;
    };
    const result = (): Vec => [
      alive[1]!.length === 0 ? 1 : 0,
      initial[0] - alive[0]!.length,
      initial[1] - alive[1]!.length,
    ];
    if (missilesFirst) for (const gi of missileOrder) if (fire(gi, true)) return result();
    for (let round = 0; round < 100_000; round++) {
      let guns = false;
      for (const gi of cannonOrder)
        for (const i of alive[groups[gi]!.side]!) if (shipGroup[i] === gi) guns = true;
      if (!guns) {
        alive[0]!.length = 0; // E-C9 stalemate without retreat: the attacker's ships are destroyed
        return result();
      }
      for (const gi of cannonOrder) if (fire(gi, false)) return result();
    }
    return result();
  };
}

export function monteCarlo(position: OddsPosition, samples: number, seed: string): Vec {
  const groups = buildGroups(position);
  const play = simulator(groups, initialState(position, groups), position.missiles !== false);
  const rng = new Rng(seedRng(seed));
  const acc: Vec = [0, 0, 0];
  for (let i = 0; i < samples; i++) {
    const v = play(rng);
    acc[0] += v[0];
    acc[1] += v[1];
    acc[2] += v[2];
  }
  return [acc[0] / samples, acc[1] / samples, acc[2] / samples];
}
