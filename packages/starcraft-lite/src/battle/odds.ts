/**
 * liteOdds: the attacker's and defender's chances to hold the area, the chance that nobody is
 * left, and expected losses, for a policy playing both sides.
 *
 * Exact method: dynamic programming over positions between rounds. Units of one type in the same
 * situation are interchangeable, so a round's dice are enumerated as hit counts per group
 * (binomial, or trinomial for Double Strike) and positions are keyed by unit counts. When no
 * rule links one side's dice to the other side's losses (no cloaking, First Splash, Sacrifice or
 * Recall in play), each side's dice are enumerated separately and the two halves combined — the
 * same round function run with the other side missing — which makes 6-against-6 battles cheap.
 * A round that leaves the position unchanged is a self-loop, solved in closed form.
 *
 * Beyond `maxStates` positions or `maxEvaluations` round evaluations it falls back to Monte
 * Carlo: whole battles played by the same round and retreat functions with dice from a PRNG.
 */
import { Rng } from "@koprulu/engine";
import type { LiteContent } from "../content/load";
import { initialPosition, MAX_ROUNDS } from "./battle";
import { type BattleContext, canonical, makeContext } from "./context";
import { hitChance, rollDice } from "./dice";
import { defaultPolicy, type LitePolicy } from "./policy";
import { battleOver, nydusStep, retreatStep } from "./retreat";
import {
  applyRound,
  type Chooser,
  type DiceNeed,
  type RoundInfo,
  type RoundOutcome,
  resolveRound,
} from "./round";
import type { LiteBattleInput, LiteBattleState, Position, SideIndex } from "./types";

export interface LiteOddsOptions {
  /** Most positions the exact method may solve (default 20,000). */
  maxStates?: number;
  /** Most round evaluations the exact method may run (default 100,000: a few seconds at most). */
  maxEvaluations?: number;
  /** Monte Carlo samples when the exact method is not used (default 20,000). */
  samples?: number;
  seed?: string;
  /** "auto" (default): exact within the budget, else Monte Carlo. */
  method?: "auto" | "exact" | "monte-carlo";
  content?: LiteContent;
  /** Enumerate the two sides' dice separately when the rules allow it (default true; false is for tests). */
  splitSides?: boolean;
}

export interface LiteOdds {
  attacker: number;
  defender: number;
  bothDestroyed: number;
  exact: boolean;
  method: "exact" | "monte-carlo";
  /** Monte Carlo battles played (0 when exact). */
  samples: number;
  /** Positions solved by the exact method. */
  states: number;
  evaluations: number;
  expectedLosses: { attacker: number; defender: number };
  policy: string;
  /** Why Monte Carlo was used. */
  reason?: string;
}

class Budget extends Error {}
const PROBE = Symbol("probe");

/** [P(attacker holds), P(defender holds), P(nobody), E(attacker losses), E(defender losses)] */
type Vec = [number, number, number, number, number];

function sideKey(ctx: BattleContext, pos: Position, s: SideIndex): string {
  return `${canonical(ctx, pos.units[s])
    .map((u) => u.type)
    .join(",")}|w${pos.workers[s]}`;
}
export function positionKey(ctx: BattleContext, pos: Position): string {
  return `${sideKey(ctx, pos, 0)}|n${+pos.nukeUsed[0]}#${sideKey(ctx, pos, 1)}|n${+pos.nukeUsed[1]}`;
}

/** One hit-count outcome of a group of interchangeable units: faces per unit, in group order. */
interface GroupOutcome {
  p: number;
  faces: readonly (readonly number[])[];
}

const HIT: readonly number[] = [6];
const MISS: readonly number[] = [1];
const HIT2: readonly number[] = [6, 6];
const HIT1OF2: readonly number[] = [6, 1];
const MISS2: readonly number[] = [1, 1];

function factorial(k: number): number {
  let f = 1;
  for (let i = 2; i <= k; i++) f *= i;
  return f;
}

/** Every hit-count outcome of one group (binomial; trinomial for Double Strike's two dice). */
function groupOutcomes(n: number, dice: number, q: number): GroupOutcome[] {
  const out: GroupOutcome[] = [];
  if (dice === 1) {
    for (let k = 0; k <= n; k++) {
      const p = (factorial(n) / (factorial(k) * factorial(n - k))) * q ** k * (1 - q) ** (n - k);
      if (p > 0) out.push({ p, faces: Array.from({ length: n }, (_, i) => (i < k ? HIT : MISS)) });
    }
    return out;
  }
  const p2 = q * q;
  const p1 = 2 * q * (1 - q);
  const p0 = (1 - q) * (1 - q);
  for (let k2 = 0; k2 <= n; k2++)
    for (let k1 = 0; k1 + k2 <= n; k1++) {
      const k0 = n - k1 - k2;
      const p =
        (factorial(n) / (factorial(k2) * factorial(k1) * factorial(k0))) * p2 ** k2 * p1 ** k1 * p0 ** k0;
      if (p > 0)
        out.push({
          p,
          faces: Array.from({ length: n }, (_, i) => (i < k2 ? HIT2 : i < k2 + k1 ? HIT1OF2 : MISS2)),
        });
    }
  return out;
}

interface Group {
  ids: number[];
  outcomes: GroupOutcome[];
}

/** Calls `leaf(p, faces)` for every combination of the groups' outcomes, reusing one faces record. */
function enumerate(
  groups: readonly Group[],
  faces: Record<number, readonly number[]>,
  leaf: (p: number, faces: Record<number, readonly number[]>) => void,
): void {
  const walk = (g: number, p: number) => {
    if (g === groups.length) {
      leaf(p, faces);
      return;
    }
    const { ids, outcomes } = groups[g];
    for (const o of outcomes) {
      for (let i = 0; i < ids.length; i++) faces[ids[i]] = o.faces[i];
      walk(g + 1, p * o.p);
    }
  };
  walk(0, 1);
}

interface Transition {
  p: number;
  key: string;
  pos: Position | null;
  build: () => Position;
  loss: [number, number];
  left: SideIndex | null;
}

class ExactSolver {
  states = 0;
  evaluations = 0;
  private memo = new Map<string, Vec>();
  /** Value after a transition into a position key: its retreat step decides the same every time. */
  private afterMemo = new Map<string, Vec | "continue">();
  constructor(
    private ctx: BattleContext,
    private policy: LitePolicy,
    private maxStates: number,
    private maxEvaluations: number,
    private splitSides: boolean,
  ) {}

  private chooser(pos: Position): Chooser {
    const info = { ctx: this.ctx, pos };
    return (req) => (req.options.length === 1 ? (req.options[0] ?? null) : this.policy.choose(req, info));
  }

  private run(
    pos: Position,
    faces: Record<number, readonly number[]>,
    focus: SideIndex | null = null,
  ): RoundOutcome {
    if (++this.evaluations > this.maxEvaluations)
      throw new Budget(`more than ${this.maxEvaluations} round evaluations`);
    const dice = () => faces as Record<number, number[]>;
    return resolveRound(this.ctx, pos, 0, this.chooser(pos), dice, focus, false);
  }

  solve(pos: Position): Vec {
    const key = positionKey(this.ctx, pos);
    const hit = this.memo.get(key);
    if (hit) return hit;
    if (++this.states > this.maxStates) throw new Budget(`more than ${this.maxStates} positions`);
    let needs: DiceNeed[] = [];
    let info: RoundInfo | null = null;
    try {
      resolveRound(this.ctx, pos, 0, this.chooser(pos), (n, i) => {
        needs = [...n];
        info = i;
        throw PROBE;
      });
    } catch (e) {
      if (e !== PROBE) throw e;
    }
    const r = info as RoundInfo | null;
    const separable =
      this.splitSides && r !== null && !r.cloaking && !r.firstSplash && !r.sacrifice && !r.recall;
    const transitions = separable ? this.separable(pos, needs) : this.joint(pos, needs);
    const acc: Vec = [0, 0, 0, 0, 0];
    let pSelf = 0;
    for (const t of transitions.values()) {
      acc[3] += t.p * t.loss[0];
      acc[4] += t.p * t.loss[1];
      const w = this.after(t, key);
      if (w === null) {
        pSelf += t.p;
        continue;
      }
      for (let i = 0; i < 5; i++) acc[i] += t.p * w[i];
    }
    let v: Vec;
    if (pSelf > 1 - 1e-12) {
      // Nothing can ever change: the attack has failed (same ruling as the battle's deadlock).
      const noWay = this.ctx.sides[0].def.retreatDestinations.length === 0 ? pos.units[0].length : 0;
      v = [0, pos.units[1].length > 0 ? 1 : 0, pos.units[1].length > 0 ? 0 : 1, noWay, 0];
    } else v = acc.map((x) => x / (1 - pSelf)) as Vec;
    this.memo.set(key, v);
    return v;
  }

  /** Value after a round's transition: terminal, a retreat, or the next position (null: itself). */
  private after(t: Transition, selfKey: string): Vec | null {
    const cacheKey = `${t.key}|${t.left}`;
    let known = this.afterMemo.get(cacheKey);
    if (known === undefined) {
      const pos = t.pos ?? t.build();
      const left: [boolean, boolean] = [t.left === 0, t.left === 1];
      if (battleOver(pos, left)) known = terminal(pos, left, [0, 0]);
      else {
        const r = retreatStep(this.ctx, pos, this.chooser(pos));
        if (r) {
          left[r.side] = true;
          const loss: [number, number] = [0, 0];
          if (r.key === null) loss[r.side] = pos.units[r.side].length;
          known = terminal(pos, left, loss);
        } else known = "continue";
      }
      this.afterMemo.set(cacheKey, known);
    }
    if (known !== "continue") return known;
    if (t.key === selfKey) return null;
    return this.memo.get(t.key) ?? this.solve(t.pos ?? t.build());
  }

  /** Gives up before enumerating `count` more outcomes that would break the budget. */
  private reserve(groups: readonly Group[]): void {
    let count = 1;
    for (const g of groups) count *= g.outcomes.length;
    if (this.evaluations + count > this.maxEvaluations)
      throw new Budget(`more than ${this.maxEvaluations} round evaluations`);
  }

  private groupsOf(needs: DiceNeed[], side: SideIndex | null): Group[] {
    const byGroup = new Map<number, { ids: number[]; dice: number; q: number }>();
    for (const n of needs) {
      if (side !== null && n.side !== side) continue;
      const g = byGroup.get(n.group) ?? { ids: [], dice: n.dice, q: hitChance(n.targetNumber) };
      g.ids.push(n.unit);
      byGroup.set(n.group, g);
    }
    return [...byGroup.values()].map((g) => ({
      ids: g.ids,
      outcomes: groupOutcomes(g.ids.length, g.dice, g.q),
    }));
  }

  private joint(pos: Position, needs: DiceNeed[]): Map<string, Transition> {
    const out = new Map<string, Transition>();
    const groups = this.groupsOf(needs, null);
    this.reserve(groups);
    enumerate(groups, {}, (p, faces) => {
      const res = this.run(pos, faces);
      const next = applyRound(pos, res);
      const key = positionKey(this.ctx, next);
      const left = res.recalled ? res.recalled.side : null;
      const tKey = `${key}|${left}`;
      const loss: [number, number] = [0, 0];
      for (const id of res.destroyed) loss[this.ctx.sideOf.get(id)!]++;
      const t = out.get(tKey);
      if (t) t.p += p;
      else out.set(tKey, { p, key, pos: next, build: () => next, loss, left });
    });
    return out;
  }

  private separable(pos: Position, needs: DiceNeed[]): Map<string, Transition> {
    const miss: Record<number, readonly number[]> = {};
    for (const n of needs) miss[n.unit] = n.dice === 2 ? MISS2 : MISS;
    type Half = { p: number; res: RoundOutcome; restKey: string; nuke: boolean; loss: number };
    const halves: [Map<string, Half>, Map<string, Half>] = [new Map(), new Map()];
    let consumed: [number, number] = [0, 0];
    for (const x of [0, 1] as const) {
      const y = (1 - x) as SideIndex;
      const groups = this.groupsOf(needs, x);
      this.reserve(groups);
      enumerate(groups, { ...miss }, (p, faces) => {
        const res = this.run(pos, faces, x);
        consumed = res.workersConsumed;
        const gone = new Set([...res.destroyed, ...res.repaired]);
        const rest = pos.units[y].filter((u) => !gone.has(u.id));
        const restKey = `${canonical(this.ctx, rest)
          .map((u) => u.type)
          .join(",")}|w${pos.workers[y] - res.workersUsed[y] - res.workersConsumed[y]}`;
        const hk = `${restKey}|${res.nukeFired[x]}`;
        const h = halves[x].get(hk);
        if (h) h.p += p;
        else
          halves[x].set(hk, {
            p,
            res,
            restKey,
            nuke: res.nukeFired[x],
            loss: res.destroyed.filter((id) => this.ctx.sideOf.get(id) === y).length,
          });
      });
    }
    const out = new Map<string, Transition>();
    for (const a of halves[0].values())
      for (const b of halves[1].values()) {
        const key = `${b.restKey}|n${+(pos.nukeUsed[0] || a.nuke)}#${a.restKey}|n${+(pos.nukeUsed[1] || b.nuke)}`;
        const t = out.get(key);
        if (t) {
          t.p += a.p * b.p;
          continue;
        }
        const build = (): Position =>
          applyRound(pos, {
            destroyed: [
              ...a.res.destroyed.filter((id) => this.ctx.sideOf.get(id) === 1),
              ...b.res.destroyed.filter((id) => this.ctx.sideOf.get(id) === 0),
            ],
            repaired: [
              ...a.res.repaired.filter((id) => this.ctx.sideOf.get(id) === 1),
              ...b.res.repaired.filter((id) => this.ctx.sideOf.get(id) === 0),
            ],
            withdrawn: [],
            recalled: null,
            workersUsed: [b.res.workersUsed[0], a.res.workersUsed[1]],
            workersConsumed: consumed,
            nukeFired: [a.nuke, b.nuke],
            info: a.res.info,
            report: a.res.report,
          });
        out.set(key, { p: a.p * b.p, key, pos: null, build, loss: [b.loss, a.loss], left: null });
      }
    return out;
  }
}

function terminal(pos: Position, left: [boolean, boolean], loss: [number, number]): Vec {
  const holds = (s: SideIndex) => !left[s] && pos.units[s].length > 0;
  const a = holds(0) && !holds(1) ? 1 : 0;
  const d = holds(1) && !holds(0) ? 1 : 0;
  return [a, d, a + d === 0 ? 1 : 0, loss[0], loss[1]];
}

/** One battle played to its end with `policy` for both sides (the Monte Carlo sample). */
export function playOut(
  ctx: BattleContext,
  start: Position,
  policy: LitePolicy,
  rng: Rng,
): { winner: SideIndex | null; loss: [number, number]; rounds: number } {
  let pos = start;
  const left: [boolean, boolean] = [false, false];
  const loss: [number, number] = [0, 0];
  // One chooser and one dice source for the whole battle; `info.pos` follows the position.
  const info = { ctx, pos };
  const choose: Chooser = (req) =>
    req.options.length === 1 ? (req.options[0] ?? null) : policy.choose(req, info);
  const dice = (needs: readonly DiceNeed[]) => rollDice(needs, rng);
  let round = 1;
  for (; ; round++) {
    info.pos = pos;
    const o = resolveRound(ctx, pos, round, choose, dice, null, false);
    for (const id of o.destroyed) loss[ctx.sideOf.get(id)!]++;
    pos = applyRound(pos, o);
    if (o.recalled) left[o.recalled.side] = true;
    if (battleOver(pos, left)) break;
    info.pos = pos;
    const r = retreatStep(ctx, pos, choose, round >= MAX_ROUNDS);
    if (r) {
      left[r.side] = true;
      if (r.key === null) loss[r.side] += pos.units[r.side].length;
      break;
    }
  }
  const v = terminal(pos, left, loss);
  return { winner: v[0] ? 0 : v[1] ? 1 : null, loss, rounds: round };
}

/** The battle's starting position once the policy has answered the Nydus Canal question. */
export function startPosition(ctx: BattleContext, policy: LitePolicy): Position {
  const pos = initialPosition(ctx.input);
  const joined = nydusStep(ctx, (req) => policy.choose(req, { ctx, pos }));
  for (const j of joined) {
    const u = ctx.input.defender.nydusUnits!.find((n) => n.id === j.unit)!;
    pos.units[1].push({ id: u.id, type: u.type });
  }
  return pos;
}

export function liteOdds(
  input: LiteBattleInput,
  policy: LitePolicy = defaultPolicy,
  options: LiteOddsOptions = {},
): LiteOdds {
  const ctx = makeContext(input, options.content);
  return oddsAt(ctx, startPosition(ctx, policy), policy, options);
}

/**
 * Odds of a battle in progress, from its current position as if the next round were starting
 * now (a pending decision of the current round is not taken into account). Losses count from here.
 */
export function liteOddsOf(
  b: LiteBattleState,
  policy: LitePolicy = defaultPolicy,
  options: LiteOddsOptions = {},
): LiteOdds {
  const ctx = makeContext(b.input, options.content);
  if (b.phase === "nydus") return oddsAt(ctx, startPosition(ctx, policy), policy, options);
  const pos: Position = {
    ...b.position,
    units: [b.log.left[0] ? [] : b.position.units[0], b.log.left[1] ? [] : b.position.units[1]],
  };
  return oddsAt(ctx, pos, policy, options);
}

function oddsAt(ctx: BattleContext, pos: Position, policy: LitePolicy, options: LiteOddsOptions): LiteOdds {
  const method = options.method ?? "auto";
  let reason: string | undefined;
  if (method !== "monte-carlo") {
    const solver = new ExactSolver(
      ctx,
      policy,
      options.maxStates ?? 20_000,
      options.maxEvaluations ?? 100_000,
      options.splitSides ?? true,
    );
    try {
      const v =
        pos.units[0].length === 0 || pos.units[1].length === 0
          ? terminal(pos, [false, false], [0, 0])
          : solver.solve(pos);
      const prob = (x: number) => Math.min(1, Math.max(0, x)); // float dust from the closed forms
      return {
        attacker: prob(v[0]),
        defender: prob(v[1]),
        bothDestroyed: prob(v[2]),
        exact: true,
        method: "exact",
        samples: 0,
        states: solver.states,
        evaluations: solver.evaluations,
        expectedLosses: { attacker: v[3], defender: v[4] },
        policy: policy.name,
      };
    } catch (e) {
      if (!(e instanceof Budget) || method === "exact") throw e;
      reason = `exact budget exceeded: ${e.message}`;
    }
  }
  const samples = options.samples ?? 20_000;
  const rng = Rng.fromSeed(options.seed ?? "lite-odds");
  const wins = [0, 0, 0];
  const loss = [0, 0];
  for (let i = 0; i < samples; i++) {
    const r = playOut(ctx, pos, policy, rng);
    wins[r.winner === null ? 2 : r.winner]++;
    loss[0] += r.loss[0];
    loss[1] += r.loss[1];
  }
  return {
    attacker: wins[0] / samples,
    defender: wins[1] / samples,
    bothDestroyed: wins[2] / samples,
    exact: false,
    method: "monte-carlo",
    samples,
    states: 0,
    evaluations: 0,
    expectedLosses: { attacker: loss[0] / samples, defender: loss[1] / samples },
    policy: policy.name,
    ...(reason ? { reason } : method === "monte-carlo" ? { reason: "Monte Carlo requested" } : {}),
  };
}
