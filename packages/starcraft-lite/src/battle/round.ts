/**
 * One battle round, combat steps 1 to 10 (spec §8), as a pure function of the position, the dice
 * and the players' answers. The sub-game replays it from a tape of answers (battle.ts); the odds
 * code runs it with a policy as the chooser and enumerated dice (odds.ts). One function, so the
 * exact odds and the played battle cannot disagree about a rule.
 */
import type { AbilityId } from "../content/schema";
import { type BattleContext, canonical } from "./context";
import type { Profile } from "./profile";
import type { Answer, ChoiceRequest, Position, RoundReport, SideIndex, SplashPool } from "./types";

export type Chooser = (req: ChoiceRequest) => Answer;

/** A unit that rolls this round; `group` names units whose dice are interchangeable (odds). */
export interface DiceNeed {
  unit: number;
  side: SideIndex;
  dice: number;
  targetNumber: number;
  group: number;
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
  /** Decided after the abilities of step 1: cloaked this round (no EMP, no enemy detector). */
  cloaked: boolean;
  /** Health before per-round bonuses (EMP: Protoss -1). */
  health: number;
}

export const PRE_ROLL_ABILITIES = [
  "defense-matrix",
  "dark-swarm",
  "hallucination",
  "lockdown",
  "stasis-field",
] as const;

const emptyPool = (): SplashPool => ({ biological: 0, flyingOnly: 0, any: 0, groundOnly: 0 });

function inCanonicalOrder(ctx: BattleContext, units: readonly { id: number }[]): boolean {
  for (let i = 1; i < units.length; i++) {
    const a = ctx.profiles.get(units[i - 1].id)!;
    const b = ctx.profiles.get(units[i].id)!;
    if (a.order > b.order || (a.order === b.order && units[i - 1].id > units[i].id)) return false;
  }
  return true;
}

/** The scratch state of one round: the battlefield columns, as flags on each unit. */
class Round {
  readonly units: [RoundUnit[], RoundUnit[]];
  readonly byId = new Map<number, RoundUnit>();
  readonly report: RoundReport;
  emp = false;
  ensnare: [boolean, boolean] = [false, false];
  readonly workersLeft: [number, number];
  readonly workersUsed: [number, number] = [0, 0];
  readonly workersConsumed: [number, number] = [0, 0];

  constructor(
    readonly ctx: BattleContext,
    readonly pos: Position,
    round: number,
    readonly choose: Chooser,
    /** Fill the round report (the sub-game shows it; the odds code does not need it). */
    readonly record: boolean,
  ) {
    this.units = [this.make(0), this.make(1)];
    this.workersLeft = [pos.workers[0], pos.workers[1]];
    this.report = {
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
  }

  private make(s: SideIndex): RoundUnit[] {
    const ctx = this.ctx;
    const pos = this.pos;
    const list = inCanonicalOrder(ctx, pos.units[s]) ? pos.units[s] : canonical(ctx, pos.units[s]);
    return list.map((u) => {
      const p = ctx.profiles.get(u.id)!;
      const ru: RoundUnit = {
        id: u.id,
        side: s,
        p,
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
        cloaked: false,
        health: p.ht,
      };
      this.byId.set(u.id, ru);
      return ru;
    });
  }

  /** Assist units lose their special abilities and splash under EMP (Science Vessels excepted). */
  assistOn(u: RoundUnit): boolean {
    return !u.p.assist || !this.emp || u.p.empImmune;
  }
  active(u: RoundUnit): boolean {
    return u.inactive === null && this.assistOn(u);
  }
  onField(t: RoundUnit): boolean {
    return t.out === null && t.withdrawn === null;
  }
  anyActive(s: SideIndex, ability: AbilityId): boolean {
    for (const u of this.units[s]) if (this.active(u) && u.p.is[ability]) return true;
    return false;
  }
  detector(s: SideIndex): boolean {
    return this.ctx.sides[s].detectorModule || this.anyActive(s, "detector") || this.ensnare[s];
  }
  observation(s: SideIndex): boolean {
    return this.ctx.sides[s].observationModule || this.anyActive(s, "observation");
  }

  pick(u: RoundUnit, ability: string, opts: RoundUnit[]): RoundUnit | null {
    if (opts.length === 0) return null;
    const options: Answer[] = opts.map((o) => o.id);
    options.push(null);
    const a = this.choose({ kind: "ability", side: u.side, unit: u.id, ability, options });
    if (a === null) return null;
    const t = this.byId.get(a as number)!;
    if (this.record) this.report.abilities.push({ side: u.side, unit: u.id, ability, target: t.id });
    return t;
  }

  /** Step 1, before the roll: abilities of assist units pick their units, attacker first. */
  preRoll(): void {
    for (const s of [0, 1] as const) {
      const own = this.units[s];
      const enemy = this.units[1 - s];
      for (const u of own) {
        if (!this.active(u)) continue;
        for (const ability of PRE_ROLL_ABILITIES) {
          if (!u.p.is[ability]) continue;
          if (ability === "defense-matrix") {
            const t = this.pick(
              u,
              ability,
              own.filter((o) => !o.matrix),
            );
            if (t) t.matrix = true;
          } else if (ability === "dark-swarm") {
            const t = this.pick(
              u,
              ability,
              own.filter((o) => !o.darkSwarm),
            );
            if (t) t.darkSwarm = true;
            if (u.p.is.consume && this.workersLeft[s] > 0) {
              const t2 = this.pick(
                u,
                "consume",
                own.filter((o) => !o.darkSwarm),
              );
              if (t2) {
                t2.darkSwarm = true;
                u.consumed = true;
                this.workersLeft[s]--;
                this.workersConsumed[s]++;
              }
            }
          } else if (ability === "hallucination") {
            const t = this.pick(
              u,
              ability,
              own.filter((o) => o.lives === 1),
            );
            if (t) t.lives = 2;
          } else if (ability === "lockdown") {
            const t = this.pick(
              u,
              ability,
              enemy.filter((o) => o.inactive === null && o.p.mechanical),
            );
            if (t) t.inactive = "lockdown";
          } else {
            const t = this.pick(
              u,
              ability,
              enemy.filter((o) => o.inactive === null),
            );
            if (t) t.inactive = "stasis";
          }
        }
      }
    }
  }

  bunker(t: RoundUnit): boolean {
    return t.p.infantry && this.ctx.sides[t.side].bunker;
  }
  normalHealth(t: RoundUnit, by: RoundUnit): number {
    const h =
      t.health +
      (t.matrix ? 3 : 0) +
      (by.p.missile && this.bunker(t) ? 1 : 0) -
      (this.ensnare[by.side] ? 2 : 0);
    return Math.max(h, 1);
  }
  splashHealth(t: RoundUnit): number {
    return (
      t.health +
      (t.matrix ? 3 : 0) +
      (this.bunker(t) ? 1 : 0) +
      (!this.emp && this.ctx.sides[t.side].shields ? 1 : 0)
    );
  }

  /** Steps 3 and 5: a unit that hit picks its targets (two with Double Strike on two hits, +1 Trample). */
  strike(u: RoundUnit, step: 3 | 5): void {
    const enemy = this.units[1 - u.side];
    const kills = (u.hits >= 2 ? 2 : 1) + (u.p.is.trample ? 1 : 0);
    for (let i = 0; i < kills; i++) {
      const candidates: RoundUnit[] = [];
      for (const t of enemy)
        if (
          this.onField(t) &&
          t.lives > 0 &&
          t.inactive !== "stasis" &&
          !(t.darkSwarm && u.p.missile) &&
          (t.p.flying ? u.p.fa : u.p.ga) >= this.normalHealth(t, u)
        )
          candidates.push(t);
      if (candidates.length === 0) return;
      const options: Answer[] = byStatus(candidates);
      options.push(null);
      const a = this.choose({ kind: "target", side: u.side, unit: u.id, step, options });
      if (a === null) return;
      const t = this.byId.get(a as number)!;
      t.lives--;
      if (t.lives === 0) t.killedAt = step;
      u.struck = true;
      if (this.record) this.report.strikes.push({ side: u.side, unit: u.id, target: t.id, step });
      if (u.p.is.sacrifice) {
        u.sacrificed = true;
        return;
      }
    }
  }

  alive(t: RoundUnit): boolean {
    return this.onField(t) && t.lives > 0 && !t.sacrificed && t.inactive !== "stasis";
  }

  private kill(r: SideIndex, pool: SplashPool, which: "biological" | "flying" | "ground", step: 4 | 9): void {
    const mine = this.units[r];
    for (;;) {
      const left =
        which === "biological"
          ? pool.biological
          : which === "flying"
            ? pool.flyingOnly + pool.any
            : pool.groundOnly;
      const candidates: RoundUnit[] = [];
      for (const t of mine) {
        if (!this.alive(t)) continue;
        if (which === "biological" ? !t.p.biological : which === "flying" ? !t.p.flying : t.p.flying)
          continue;
        if (this.splashHealth(t) <= left) candidates.push(t);
      }
      if (candidates.length === 0) return;
      const options = byStatus(candidates);
      const a = this.choose({ kind: "splash", side: r, options, pool: this.record ? { ...pool } : pool });
      const t = this.byId.get(a as number)!;
      const h = this.splashHealth(t);
      if (which === "biological") pool.biological -= h;
      else if (which === "flying") {
        const fo = Math.min(pool.flyingOnly, h);
        pool.flyingOnly -= fo;
        pool.any -= h - fo;
      } else pool.groundOnly -= h;
      t.lives--;
      if (t.lives === 0) t.killedAt = step;
    }
  }

  /** Step 9 (and 4): the receiving side `r` distributes the pool; it must destroy a unit while it can. */
  distribute(pool: SplashPool, r: SideIndex, step: 4 | 9): void {
    let negate = this.emp ? 0 : this.ctx.sides[r].batteryNegate;
    for (const k of ["any", "groundOnly", "flyingOnly", "biological"] as const) {
      const n = Math.min(negate, pool[k]);
      pool[k] -= n;
      negate -= n;
    }
    this.kill(r, pool, "biological", step);
    pool.biological = 0;
    if (!this.units[r].some((t) => this.alive(t) && t.p.flying)) pool.flyingOnly = 0;
    this.kill(r, pool, "flying", step);
    pool.flyingOnly = 0;
    pool.groundOnly += pool.any;
    pool.any = 0;
    this.kill(r, pool, "ground", step);
  }
}

/**
 * Options in pack order of type, then units that hit before units that missed, then id. Units of
 * one type differ only by their dice this round, so a policy that follows this order treats
 * interchangeable units alike — which the exact odds rely on (they give the hits of a group to
 * its first units by id).
 */
function before(a: RoundUnit, b: RoundUnit): number {
  return a.p.order - b.p.order || b.hits - a.hits || a.id - b.id;
}

function byStatus(units: RoundUnit[]): number[] {
  let sorted = true;
  for (let i = 1; i < units.length && sorted; i++) sorted = before(units[i - 1], units[i]) <= 0;
  if (!sorted) units.sort(before);
  const ids: number[] = new Array(units.length);
  for (let i = 0; i < units.length; i++) ids[i] = units[i].id;
  return ids;
}

function addSplash(pool: SplashPool, gs: number, fs: number): void {
  if (fs > 0) {
    pool.any += fs;
    pool.groundOnly += Math.max(0, gs - fs);
  } else pool.groundOnly += gs;
}

/**
 * `focus` (odds only): compute just what side `focus`'s dice do to the other side — its strikes,
 * its splash and the other side's Repair — when the rules make the two sides independent this
 * round (RoundInfo says when). The outcome then lists only the other side's losses.
 */
export function resolveRound(
  ctx: BattleContext,
  pos: Position,
  round: number,
  choose: Chooser,
  dice: DiceSource,
  focus: SideIndex | null = null,
  record = true,
  /** Sees the round's report as it fills (a table shows a round stopped at a decision). */
  watch?: (report: RoundReport) => void,
): RoundOutcome {
  const R = new Round(ctx, pos, round, choose, record);
  watch?.(R.report);
  const { units, report } = R;
  const sides = ctx.sides;

  // Step 2 is decided by who is present: an upgraded Science Vessel makes EMP Shockwave.
  R.emp = units[0].some((u) => u.p.is["emp-shockwave"]) || units[1].some((u) => u.p.is["emp-shockwave"]);
  report.emp = R.emp;
  if (R.emp)
    for (const side of units)
      for (const u of side) if (u.p.race === "protoss") u.health = Math.max(1, u.p.ht - 1);

  R.preRoll();

  R.ensnare = [R.anyActive(0, "ensnare"), R.anyActive(1, "ensnare")];
  const detected = [R.detector(1), R.detector(0)];
  const field = [R.anyActive(0, "cloaking-field"), R.anyActive(1, "cloaking-field")];
  let cloaking = false;
  for (const side of units)
    for (const u of side) {
      u.cloaked =
        !R.emp &&
        !detected[u.side] &&
        ((u.p.is.cloaking && R.assistOn(u)) || (field[u.side] && !u.p.is["cloaking-field"]));
      cloaking ||= u.cloaked;
    }
  const obs = [R.observation(0), R.observation(1)];
  const targetNumber = [0, 1].map(
    (s) => sides[s].hitOn + (obs[1 - s] && !obs[s] && !sides[s].hiveMind ? 1 : 0),
  ) as [number, number];
  report.targetNumber = targetNumber;

  // Step 1: roll. Auto Hit never rolls; units without attack values do not roll.
  const needs: DiceNeed[] = [];
  for (const side of units)
    for (const u of side) {
      if (u.inactive || !u.p.attacks) continue;
      if (u.p.is["auto-hit"]) {
        u.hits = 1;
        continue;
      }
      needs.push({
        unit: u.id,
        side: u.side,
        dice: u.p.is["double-strike"] ? 2 : 1,
        targetNumber: targetNumber[u.side],
        // Units with the same group number roll interchangeable dice (same side, type and round status).
        group: (((u.p.order * 2 + u.side) * 2 + +u.matrix) * 2 + +u.darkSwarm) * 3 + u.lives,
      });
    }
  const info: RoundInfo = {
    cloaking,
    firstSplash: units[1].some((u) => u.p.is["first-splash-defending"]),
    sacrifice: units[0].some((u) => u.p.is.sacrifice) || units[1].some((u) => u.p.is.sacrifice),
    recall: canRecall(ctx, 0) || canRecall(ctx, 1),
  };
  const faces = dice(needs, info);
  for (const n of needs) {
    const f = faces[n.unit] ?? [];
    if (R.record) report.dice[n.unit] = f;
    let h = 0;
    for (const x of f) if (x >= n.targetNumber) h++;
    R.byId.get(n.unit)!.hits = h;
  }

  // Step 3: cloaked units that hit strike first, attacker then defender; casualties leave at the end.
  if (cloaking) {
    for (const s of [0, 1] as const)
      for (const u of units[s]) if (u.cloaked && u.hits > 0 && !u.inactive) R.strike(u, 3);
    for (const side of units)
      for (const u of side)
        if (u.lives <= 0 || u.sacrificed) {
          u.out = "ambush";
          u.killedAt = 3;
        }
  }

  // Step 4: First Splash of the defender's units that hit; its casualties leave before step 5.
  if (info.firstSplash) {
    const pool = emptyPool();
    for (const u of units[1])
      if (R.onField(u) && !u.inactive && u.hits > 0 && u.p.is["first-splash-defending"]) {
        addSplash(pool, u.p.gs, u.p.fs);
        u.splashed = true;
      }
    if (pool.any + pool.groundOnly + pool.flyingOnly > 0) {
      R.distribute(pool, 0, 4);
      for (const u of units[0]) if (R.onField(u) && u.lives <= 0) u.out = "first-splash";
    }
  }

  // Recall (before targeting): a side may withdraw every unit to an area holding an Arbiter.
  if (info.recall)
    for (const s of [0, 1] as const) {
      if (!canRecall(ctx, s) || !units[s].some((u) => R.onField(u))) continue;
      const a = choose({ kind: "recall", side: s, options: [...sides[s].def.recallAreas, null] });
      if (a !== null) {
        for (const u of units[s]) if (R.onField(u)) u.withdrawn = a as string;
        report.recalled = { side: s, area: a as string };
        break;
      }
    }

  // Step 5: every unit that hit and has not struck may target (attacker's choices first).
  for (const s of [0, 1] as const)
    for (const u of units[s]) if (u.hits > 0 && !u.struck && !u.inactive && R.onField(u)) R.strike(u, 5);

  // Step 8: cloaked units that missed and were destroyed by an attack may withdraw.
  if (cloaking)
    for (const s of [0, 1] as const) {
      const areas = sides[s].def.withdrawAreas;
      if (areas.length === 0) continue;
      for (const u of units[s])
        if (R.onField(u) && u.killedAt === 5 && u.lives <= 0 && !u.sacrificed && u.hits === 0 && u.cloaked) {
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
    if (focus !== null && s !== focus) continue;
    const pool = pools[s];
    let nukeReady = false;
    let swarm = 0;
    for (const u of units[s]) {
      if (!R.onField(u) || u.inactive) continue;
      if (!u.p.flying && !u.p.assist) swarm++;
      if (!R.assistOn(u)) continue;
      const hit = u.hits > 0;
      if (hit && u.p.is.nuke) nukeReady = true;
      if (u.p.is["splash-vs-biological"]) {
        pool.biological += Math.max(u.p.gs, u.p.fs);
        continue;
      }
      if (u.splashed) continue;
      const mult = u.consumed ? 2 : 1;
      // Step 6: every unit that hit and has a splash value goes to the splash column (the Archon's
      // 4/4 too, with no Splash Damage keyword); "Def: First Splash, Att: Splash Damage" splashes
      // here only when attacking (defending, its splash came at step 4).
      const splashOnHit = u.p.is["splash-attacking"] ? s === 0 : true;
      const splashes = u.p.is["auto-splash"] || (!u.p.attacks && u.p.is.splash) || (hit && splashOnHit);
      if (splashes && u.p.gs + u.p.fs > 0) addSplash(pool, u.p.gs * mult, u.p.fs * mult);
      else if (u.p.attacks && (!hit || !u.struck)) {
        if (u.p.fa > 0) pool.any += u.p.as;
        else pool.groundOnly += u.p.as;
      }
    }
    const side = sides[s];
    if (
      nukeReady &&
      side.nukeSplash > 0 &&
      !pos.nukeUsed[s] &&
      side.def.nukeAvailable &&
      side.def.baseOnPlanet
    ) {
      pool.any += side.nukeSplash;
      nukeFired[s] = true;
    }
    pool.groundOnly += side.baseSplash.groundOnly;
    pool.flyingOnly += side.baseSplash.flyingOnly;
    pool.any += side.baseSplash.any;
    if (s === 0 && side.swarm) pool.groundOnly += swarm;
    if (R.record) report.splash[s] = { ...pool };
  }
  if (focus !== 1) R.distribute(pools[0], 1, 9);
  if (focus !== 0) R.distribute(pools[1], 0, 9);

  // Step 10: casualties; Terran Repair (not for units destroyed by the cloaked first strike).
  const destroyed: number[] = [];
  const repaired: number[] = [];
  for (const s of [0, 1] as const) {
    if (focus === s) continue;
    const dead = units[s].filter(
      (u) => u.withdrawn === null && (u.out !== null || u.lives <= 0 || u.sacrificed),
    );
    if (dead.length === 0) continue;
    const saved: number[] = [];
    if (sides[s].repair && sides[s].def.baseInArea && R.workersLeft[s] > 0) {
      while (R.workersLeft[s] > 0) {
        const options: Answer[] = [];
        for (const u of dead)
          if (!saved.includes(u.id) && u.p.mechanical && u.out !== "ambush" && !u.sacrificed)
            options.push(u.id);
        if (options.length === 0) break;
        options.push(null);
        const a = choose({ kind: "repair", side: s, options });
        if (a === null) break;
        saved.push(a as number);
        R.workersLeft[s]--;
        R.workersUsed[s]++;
      }
    }
    for (const u of dead) (saved.includes(u.id) ? repaired : destroyed).push(u.id);
  }
  report.destroyed = destroyed;
  report.repaired = repaired;
  const withdrawn: { unit: number; area: string }[] = [];
  for (const side of units)
    for (const u of side) if (u.withdrawn !== null) withdrawn.push({ unit: u.id, area: u.withdrawn });
  return {
    destroyed,
    withdrawn,
    repaired,
    recalled: report.recalled,
    workersUsed: R.workersUsed,
    workersConsumed: R.workersConsumed,
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
  const nothing =
    o.destroyed.length === 0 &&
    o.repaired.length === 0 &&
    o.withdrawn.length === 0 &&
    o.workersUsed[0] + o.workersUsed[1] + o.workersConsumed[0] + o.workersConsumed[1] === 0 &&
    !o.nukeFired[0] &&
    !o.nukeFired[1];
  if (nothing) return pos;
  // Small lists: arrays beat Sets here (this runs once per round of every sampled battle).
  const gone: number[] = [...o.destroyed, ...o.repaired];
  for (const w of o.withdrawn) gone.push(w.unit);
  const keep = (u: { id: number }) => !gone.includes(u.id);
  const saved = (s: SideIndex) => pos.units[s].filter((u) => o.repaired.includes(u.id)).map((u) => u.id);
  return {
    units: [pos.units[0].filter(keep), pos.units[1].filter(keep)],
    repaired:
      o.repaired.length === 0
        ? [pos.repaired[0], pos.repaired[1]]
        : [
            [...pos.repaired[0], ...saved(0)],
            [...pos.repaired[1], ...saved(1)],
          ],
    workers: [
      pos.workers[0] - o.workersUsed[0] - o.workersConsumed[0],
      pos.workers[1] - o.workersUsed[1] - o.workersConsumed[1],
    ],
    nukeUsed: [pos.nukeUsed[0] || o.nukeFired[0], pos.nukeUsed[1] || o.nukeFired[1]],
  };
}
