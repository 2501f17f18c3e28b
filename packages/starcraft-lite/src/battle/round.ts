/**
 * One battle round, combat steps 1 to 10 (spec §8), as a pure function of the position, the dice
 * and the players' answers. The sub-game replays it from a tape of answers (battle.ts); the odds
 * code runs it with a policy as the chooser and enumerated dice (odds.ts). One function, so the
 * exact odds and the played battle cannot disagree about a rule.
 */
import { type BattleContext, canonical, hasEffect } from "./context";
import type { Profile } from "./profile";
import type { Answer, ChoiceRequest, Position, RoundReport, SideIndex, SplashPool } from "./types";

export type Chooser = (req: ChoiceRequest) => Answer;

/** A unit that rolls this round; `group` names units whose dice are interchangeable (odds). */
export interface DiceNeed {
  unit: number;
  side: SideIndex;
  dice: number;
  targetNumber: number;
  group: string;
}
export type DiceSource = (needs: readonly DiceNeed[], info: RoundInfo) => Record<number, number[]>;

export interface RoundInfo {
  /** Some unit is cloaked (first strike or withdrawal possible). */
  cloaking: boolean;
  firstSplash: boolean;
  sacrifice: boolean;
  recall: boolean;
}

export interface RoundOutcome {
  destroyed: number[];
  withdrawn: { unit: number; area: string }[];
  repaired: number[];
  recalled: { side: SideIndex; area: string } | null;
  workersUsed: [number, number];
  workersConsumed: [number, number];
  nukeFired: [boolean, boolean];
  info: RoundInfo;
  report: RoundReport;
}

interface RoundUnit {
  id: number;
  side: SideIndex;
  p: Profile;
  inactive: null | "lockdown" | "stasis";
  matrix: boolean;
  darkSwarm: boolean;
  /** 2 under Hallucination: it must be destroyed twice. */
  lives: number;
  consumed: boolean;
  hits: number;
  /** Taken off the battlefield before step 5 (cloaked first strike, first splash). */
  out: null | "ambush" | "first-splash";
  killedAt: 0 | 3 | 4 | 5 | 9;
  sacrificed: boolean;
  struck: boolean;
  splashed: boolean;
  withdrawn: string | null;
}

export const PRE_ROLL_ABILITIES = ["defense-matrix", "dark-swarm", "hallucination", "lockdown", "stasis-field"] as const;

const emptyPool = (): SplashPool => ({ biological: 0, flyingOnly: 0, any: 0, groundOnly: 0 });

export function resolveRound(
  ctx: BattleContext,
  pos: Position,
  round: number,
  choose: Chooser,
  dice: DiceSource,
): RoundOutcome {
  const units: [RoundUnit[], RoundUnit[]] = [0, 1].map((s) =>
    canonical(ctx, pos.units[s]).map(
      (u): RoundUnit => ({
        id: u.id,
        side: s as SideIndex,
        p: ctx.profiles.get(u.id)!,
        inactive: null,
        matrix: false,
        darkSwarm: false,
        lives: 1,
        consumed: false,
        hits: 0,
        out: null,
        killedAt: 0,
        sacrificed: false,
        struck: false,
        splashed: false,
        withdrawn: null,
      }),
    ),
  ) as [RoundUnit[], RoundUnit[]];
  const byId = new Map<number, RoundUnit>();
  for (const side of units) for (const u of side) byId.set(u.id, u);
  const sides = ctx.sides;
  const raceHas = (s: SideIndex, a: string) =>
    (ctx.content.races[sides[s].def.race]?.abilities as readonly string[] | undefined)?.includes(a) ?? false;
  const report: RoundReport = {
    round,
    dice: {},
    targetNumber: [0, 0],
    emp: false,
    abilities: [],
    strikes: [],
    splash: [emptyPool(), emptyPool()],
    destroyed: [],
    withdrawn: [],
    repaired: [],
    recalled: null,
  };
  const workersLeft: [number, number] = [pos.workers[0], pos.workers[1]];
  const workersUsed: [number, number] = [0, 0];
  const workersConsumed: [number, number] = [0, 0];

  // Step 2 is decided by who is present: an upgraded Science Vessel makes EMP Shockwave.
  const emp = units.some((side) => side.some((u) => u.p.has.has("emp-shockwave")));
  report.emp = emp;
  /** Assist units lose their special abilities and splash under EMP (Science Vessels excepted). */
  const assistOn = (u: RoundUnit) => !u.p.assist || !emp || u.p.empImmune;
  const active = (u: RoundUnit) => u.inactive === null && assistOn(u);

  // Step 1 (before the roll): abilities of assist units target units, attacker first.
  for (const s of [0, 1] as const) {
    const enemy = units[1 - s];
    for (const u of units[s]) {
      if (!active(u)) continue;
      for (const ability of PRE_ROLL_ABILITIES) {
        if (!u.p.has.has(ability)) continue;
        const pick = (ab: string, opts: RoundUnit[]) => {
          if (opts.length === 0) return null;
          const a = choose({ kind: "ability", side: s, unit: u.id, ability: ab, options: [...opts.map((o) => o.id), null] });
          if (a === null) return null;
          const t = byId.get(a as number)!;
          report.abilities.push({ side: s, unit: u.id, ability: ab, target: t.id });
          return t;
        };
        if (ability === "defense-matrix") {
          const t = pick(ability, units[s].filter((o) => !o.matrix));
          if (t) t.matrix = true;
        } else if (ability === "dark-swarm") {
          const t = pick(ability, units[s].filter((o) => !o.darkSwarm));
          if (t) t.darkSwarm = true;
          if (u.p.has.has("consume") && workersLeft[s] > 0) {
            const t2 = pick("consume", units[s].filter((o) => !o.darkSwarm));
            if (t2) {
              t2.darkSwarm = true;
              u.consumed = true;
              workersLeft[s]--;
              workersConsumed[s]++;
            }
          }
        } else if (ability === "hallucination") {
          const t = pick(ability, units[s].filter((o) => o.lives === 1));
          if (t) t.lives = 2;
        } else if (ability === "lockdown") {
          const t = pick(ability, enemy.filter((o) => o.inactive === null && o.p.mechanical));
          if (t) t.inactive = "lockdown";
        } else {
          const t = pick(ability, enemy.filter((o) => o.inactive === null));
          if (t) t.inactive = "stasis";
        }
      }
    }
  }

  const detector = (s: SideIndex) =>
    units[s].some((u) => active(u) && (u.p.has.has("detector") || u.p.has.has("ensnare"))) ||
    (hasEffect(sides[s], "comsat") && sides[s].def.baseOnPlanet) ||
    (hasEffect(sides[s], "base-detector") && sides[s].defendingBase) ||
    hasEffect(sides[s], "observatory");
  const observation = (s: SideIndex) =>
    units[s].some((u) => active(u) && u.p.has.has("observation")) ||
    (hasEffect(sides[s], "comsat") && sides[s].def.baseOnPlanet) ||
    hasEffect(sides[s], "observatory");
  const ensnare = [0, 1].map((s) => units[s].some((u) => active(u) && u.p.has.has("ensnare")));
  const field = [0, 1].map((s) => units[s].some((u) => active(u) && u.p.has.has("cloaking-field")));
  const detected = [detector(1), detector(0)];
  const cloaked = (u: RoundUnit) =>
    !emp &&
    !detected[u.side] &&
    ((u.p.has.has("cloaking") && assistOn(u)) || (field[u.side] && !u.p.has.has("cloaking-field")));
  const obs = [observation(0), observation(1)];
  const targetNumber = [0, 1].map((s) => {
    const base = ctx.content.races[sides[s].def.race]?.hitOn ?? 4;
    return base + (obs[1 - s] && !obs[s] && !raceHas(s as SideIndex, "hive-mind") ? 1 : 0);
  }) as [number, number];
  report.targetNumber = targetNumber;

  // Step 1: roll. Auto Hit never rolls; units without attack values do not roll.
  const needs: DiceNeed[] = [];
  for (const side of units)
    for (const u of side) {
      if (u.inactive || !u.p.attacks) continue;
      if (u.p.has.has("auto-hit")) {
        u.hits = 1;
        continue;
      }
      needs.push({
        unit: u.id,
        side: u.side,
        dice: u.p.has.has("double-strike") ? 2 : 1,
        targetNumber: targetNumber[u.side],
        group: `${u.side}|${u.p.type}|${u.matrix}|${u.darkSwarm}|${u.lives}|${u.inactive}`,
      });
    }
  const info: RoundInfo = {
    cloaking: units.some((side) => side.some((u) => cloaked(u))),
    firstSplash: units[1].some((u) => u.p.has.has("first-splash-defending")),
    sacrifice: units.some((side) => side.some((u) => u.p.has.has("sacrifice"))),
    recall: [0, 1].some((s) => canRecall(ctx, s as SideIndex)),
  };

  const faces = dice(needs, info);
  for (const n of needs) {
    const f = faces[n.unit] ?? [];
    report.dice[n.unit] = f;
    byId.get(n.unit)!.hits = f.filter((x) => x >= n.targetNumber).length;
  }

  const healthBase = (t: RoundUnit) => (emp && t.p.race === "protoss" ? Math.max(1, t.p.ht - 1) : t.p.ht);
  const bunker = (t: RoundUnit) => t.p.infantry && sides[t.side].defendingBase && hasEffect(sides[t.side], "bunker");
  const normalHealth = (t: RoundUnit, by: RoundUnit) =>
    Math.max(
      1,
      healthBase(t) + (t.matrix ? 3 : 0) + (bunker(t) && by.p.missile ? 1 : 0) - (ensnare[by.side] ? 2 : 0),
    );
  const splashHealth = (t: RoundUnit) =>
    healthBase(t) +
    (t.matrix ? 3 : 0) +
    (bunker(t) ? 1 : 0) +
    (!emp && raceHas(t.side, "shields") ? 1 : 0);
  const onField = (t: RoundUnit) => t.out === null && t.withdrawn === null;

  const strike = (u: RoundUnit, step: 3 | 5) => {
    const enemy = units[1 - u.side];
    const kills = (u.hits >= 2 ? 2 : 1) + (u.p.has.has("trample") ? 1 : 0);
    for (let i = 0; i < kills; i++) {
      const options = enemy.filter(
        (t) =>
          onField(t) &&
          t.lives > 0 &&
          t.inactive !== "stasis" &&
          !(t.darkSwarm && u.p.missile) &&
          (t.p.flying ? u.p.fa : u.p.ga) >= normalHealth(t, u),
      );
      if (options.length === 0) return;
      const a = choose({ kind: "target", side: u.side, unit: u.id, step, options: [...options.map((t) => t.id), null] });
      if (a === null) return;
      const t = byId.get(a as number)!;
      t.lives--;
      if (t.lives === 0) t.killedAt = step;
      u.struck = true;
      report.strikes.push({ side: u.side, unit: u.id, target: t.id, step });
      if (u.p.has.has("sacrifice")) {
        u.sacrificed = true;
        return;
      }
    }
  };

  const distribute = (pool: SplashPool, r: SideIndex, step: 4 | 9) => {
    const mine = units[r];
    const alive = (t: RoundUnit) => onField(t) && t.lives > 0 && !t.sacrificed && t.inactive !== "stasis";
    if (sides[r].defendingBase && !emp) {
      let negate = 0;
      for (const e of sides[r].effects) if (e.key === "shield-battery") negate += e.params.negate;
      for (const k of ["any", "groundOnly", "flyingOnly", "biological"] as const) {
        const n = Math.min(negate, pool[k]);
        pool[k] -= n;
        negate -= n;
      }
    }
    const kill = (filter: (t: RoundUnit) => boolean, points: () => number, spend: (h: number) => void) => {
      for (;;) {
        const left = points();
        const options = mine.filter((t) => alive(t) && filter(t) && splashHealth(t) <= left);
        if (options.length === 0) return;
        const a = choose({ kind: "splash", side: r, options: options.map((t) => t.id), pool: { ...pool } });
        const t = byId.get(a as number)!;
        spend(splashHealth(t));
        t.lives--;
        if (t.lives === 0) t.killedAt = step;
      }
    };
    kill(
      (t) => t.p.biological,
      () => pool.biological,
      (h) => {
        pool.biological -= h;
      },
    );
    pool.biological = 0;
    if (!mine.some((t) => alive(t) && t.p.flying)) pool.flyingOnly = 0;
    kill(
      (t) => t.p.flying,
      () => pool.flyingOnly + pool.any,
      (h) => {
        const fo = Math.min(pool.flyingOnly, h);
        pool.flyingOnly -= fo;
        pool.any -= h - fo;
      },
    );
    pool.flyingOnly = 0;
    pool.groundOnly += pool.any;
    pool.any = 0;
    kill(
      (t) => !t.p.flying,
      () => pool.groundOnly,
      (h) => {
        pool.groundOnly -= h;
      },
    );
  };
  const addSplash = (pool: SplashPool, gs: number, fs: number) => {
    if (fs > 0) {
      pool.any += fs;
      pool.groundOnly += Math.max(0, gs - fs);
    } else pool.groundOnly += gs;
  };

  // Step 3: cloaked units that hit strike first, attacker then defender; casualties leave at the end.
  for (const s of [0, 1] as const) for (const u of units[s]) if (cloaked(u) && u.hits > 0 && !u.inactive) strike(u, 3);
  for (const side of units)
    for (const u of side)
      if (u.lives <= 0 || u.sacrificed) {
        u.out = "ambush";
        u.killedAt = 3;
      }

  // Step 4: First Splash of the defender's units that hit; its casualties leave before step 5.
  {
    const pool = emptyPool();
    for (const u of units[1])
      if (onField(u) && !u.inactive && u.hits > 0 && u.p.has.has("first-splash-defending")) {
        addSplash(pool, u.p.gs, u.p.fs);
        u.splashed = true;
      }
    if (pool.any + pool.groundOnly + pool.flyingOnly > 0) {
      distribute(pool, 0, 4);
      for (const u of units[0]) if (onField(u) && u.lives <= 0) u.out = "first-splash";
    }
  }

  // Recall (before targeting): a side may withdraw every unit to an area holding an Arbiter.
  for (const s of [0, 1] as const) {
    if (!canRecall(ctx, s) || !units[s].some(onField)) continue;
    const a = choose({ kind: "recall", side: s, options: [...sides[s].def.recallAreas, null] });
    if (a !== null) {
      for (const u of units[s]) if (onField(u)) u.withdrawn = a as string;
      report.recalled = { side: s, area: a as string };
      break;
    }
  }

  // Step 5: every unit that hit and has not struck may target (attacker's choices first).
  for (const s of [0, 1] as const)
    for (const u of units[s]) if (onField(u) && !u.inactive && u.hits > 0 && !u.struck) strike(u, 5);

  // Step 8: cloaked units that missed and were destroyed by an attack may withdraw.
  for (const s of [0, 1] as const) {
    const areas = sides[s].def.withdrawAreas;
    if (areas.length === 0) continue;
    for (const u of units[s])
      if (onField(u) && u.killedAt === 5 && u.lives <= 0 && !u.sacrificed && u.hits === 0 && cloaked(u)) {
        const a = choose({ kind: "withdraw", side: s, unit: u.id, options: [...areas, null] });
        if (a !== null) {
          u.withdrawn = a as string;
          u.lives = 1;
          report.withdrawn.push({ unit: u.id, area: a as string });
        }
      }
  }

  // Steps 6, 7 and 9: each side's splash pool, distributed by the opponent.
  const nukeFired: [boolean, boolean] = [false, false];
  const pools: [SplashPool, SplashPool] = [emptyPool(), emptyPool()];
  for (const s of [0, 1] as const) {
    const pool = pools[s];
    for (const u of units[s]) {
      if (!onField(u) || u.inactive || !assistOn(u)) continue;
      const hit = u.hits > 0;
      if (u.p.has.has("splash-vs-biological")) {
        pool.biological += Math.max(u.p.gs, u.p.fs);
        continue;
      }
      const mult = u.consumed ? 2 : 1;
      const splashes =
        u.p.has.has("auto-splash") ||
        (!u.p.attacks && u.p.has.has("splash")) ||
        (hit && (u.p.has.has("splash") || (s === 0 && u.p.has.has("splash-attacking"))));
      if (u.splashed) continue;
      if (splashes && u.p.gs + u.p.fs > 0) addSplash(pool, u.p.gs * mult, u.p.fs * mult);
      else if (u.p.attacks && (!hit || !u.struck)) {
        if (u.p.fa > 0) pool.any += u.p.as;
        else pool.groundOnly += u.p.as;
      }
    }
    const def = sides[s].def;
    if (
      !pos.nukeUsed[s] &&
      def.nukeAvailable &&
      def.baseOnPlanet &&
      units[s].some((u) => u.out === null && !u.inactive && assistOn(u) && u.hits > 0 && u.p.has.has("nuke"))
    ) {
      for (const e of sides[s].effects)
        if (e.key === "nuke" && !nukeFired[s]) {
          pool.any += e.params.splash;
          nukeFired[s] = true;
        }
    }
    if (sides[s].defendingBase)
      for (const e of sides[s].effects)
        if (e.key === "base-splash") {
          if (e.params.targets === "ground") pool.groundOnly += e.params.amount;
          else if (e.params.targets === "flying-only") pool.flyingOnly += e.params.amount;
          else pool.any += e.params.amount;
        }
    if (s === 0 && raceHas(0, "swarm"))
      pool.groundOnly += units[0].filter((u) => onField(u) && !u.inactive && !u.p.flying && !u.p.assist).length;
    report.splash[s] = { ...pool };
  }
  distribute(pools[0], 1, 9);
  distribute(pools[1], 0, 9);

  // Step 10: casualties; Terran Repair (not for units destroyed by the cloaked first strike).
  const destroyed: number[] = [];
  const repaired: number[] = [];
  for (const s of [0, 1] as const) {
    const dead = units[s].filter((u) => u.withdrawn === null && (u.out !== null || u.lives <= 0 || u.sacrificed));
    const canRepair = raceHas(s, "repair") && sides[s].def.baseInArea;
    const saved = new Set<number>();
    if (canRepair) {
      for (;;) {
        if (workersLeft[s] <= 0) break;
        const options = dead.filter((u) => !saved.has(u.id) && u.p.mechanical && u.out !== "ambush" && !u.sacrificed);
        if (options.length === 0) break;
        const a = choose({ kind: "repair", side: s, options: [...options.map((u) => u.id), null] });
        if (a === null) break;
        saved.add(a as number);
        workersLeft[s]--;
        workersUsed[s]++;
      }
    }
    for (const u of dead) (saved.has(u.id) ? repaired : destroyed).push(u.id);
  }
  report.destroyed = destroyed;
  report.repaired = repaired;
  const withdrawn = units.flatMap((side) =>
    side.filter((u) => u.withdrawn !== null).map((u) => ({ unit: u.id, area: u.withdrawn as string })),
  );
  return {
    destroyed,
    withdrawn,
    repaired,
    recalled: report.recalled,
    workersUsed,
    workersConsumed,
    nukeFired,
    info,
    report,
  };
}

/** Recall: the side has upgraded Arbiters and an area holding one. */
export function canRecall(ctx: BattleContext, s: SideIndex): boolean {
  return ctx.sides[s].upgrades.has("protoss-arbiter") && ctx.sides[s].def.recallAreas.length > 0;
}

/** The position after a round. */
export function applyRound(pos: Position, o: RoundOutcome): Position {
  const gone = new Set<number>([...o.destroyed, ...o.repaired, ...o.withdrawn.map((w) => w.unit)]);
  const rep = new Set(o.repaired);
  return {
    units: [pos.units[0].filter((u) => !gone.has(u.id)), pos.units[1].filter((u) => !gone.has(u.id))],
    repaired: [
      [...pos.repaired[0], ...pos.units[0].filter((u) => rep.has(u.id)).map((u) => u.id)],
      [...pos.repaired[1], ...pos.units[1].filter((u) => rep.has(u.id)).map((u) => u.id)],
    ],
    workers: [
      pos.workers[0] - o.workersUsed[0] - o.workersConsumed[0],
      pos.workers[1] - o.workersUsed[1] - o.workersConsumed[1],
    ],
    nukeUsed: [pos.nukeUsed[0] || o.nukeFired[0], pos.nukeUsed[1] || o.nukeFired[1]],
  };
}
