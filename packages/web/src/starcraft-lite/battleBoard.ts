/**
 * The dice battlefield as data, from the battle's view and the seat's legal actions: both sides'
 * units with the dice each rolled this round (face, hit or miss against the side's target
 * number), its state (struck first while cloaked, hit an enemy, destroyed, withdrew, repaired),
 * the target number and why it moved (observation, Hive Mind), EMP, each side's splash pool and
 * the enemy units it took, and which enemy units the seat may tap now (a hit's or a splash's
 * target). The round shown is the one in progress (stopped at a decision, `roundSoFar`) or else
 * the last one played, so its result stays visible until the next round is rolled.
 */
import { makeContext, roundSoFar } from "@koprulu/starcraft-lite";
import type { LiteBattleState, RoundReport, SplashPool } from "@koprulu/starcraft-lite/battle";
import type { Action } from "../api/types";
import type { LiteView } from "./view";

type Battle = NonNullable<LiteView["battle"]>;

export interface DieFace {
  face: number;
  hit: boolean;
}

export interface BoardUnit {
  id: number;
  type: string;
  /** Its type is upgraded (Technology) for its side. */
  upgraded: boolean;
  dice: DieFace[];
  /** Struck at step 3: cloaked, its hit landed before the others. */
  firstStrike: boolean;
  /** Enemy units it hit this round. */
  struck: number[];
  destroyed: boolean;
  withdrew: string | null;
  repaired: boolean;
  /** The action that picks this unit now (a target for a hit or a splash), for the seat asked. */
  pick: Action | null;
}

export interface BoardSide {
  player: number;
  /** This round's target number (null before any roll). */
  hitsOn: number | null;
  /** The race's own target number (the difference is observation). */
  baseHitsOn: number;
  hiveMind: boolean;
  units: BoardUnit[];
  splash: SplashPool | null;
  /** Enemy units this side's splash took (destroyed without a strike), once the round is done. */
  splashTook: number[];
}

export interface BattleBoard {
  round: number;
  /** The round whose dice are shown: in progress (true) or finished (false); null before any roll. */
  report: RoundReport | null;
  live: boolean;
  emp: boolean;
  sides: [BoardSide, BoardSide];
}

const poolSize = (p: SplashPool) => p.biological + p.flyingOnly + p.any + p.groundOnly;

interface Before {
  destroyed: readonly number[];
  withdrawn: readonly { unit: number; area: string }[];
  repaired: readonly number[];
  joined: readonly { unit: number }[];
}

function boardOf(
  input: Battle["input"],
  report: RoundReport | null,
  live: boolean,
  before: Before,
  actions: readonly Action[],
  round: number,
): BattleBoard {
  const ctx = makeContext(input);
  const picks = new Map<number, Action>();
  for (const a of actions)
    if ((a.type === "lite-target" || a.type === "lite-splash") && typeof a.choice === "number")
      picks.set(a.choice, a);
  const struckBy = new Map<number, number[]>();
  const first = new Set<number>();
  const targets = new Set<number>();
  for (const s of report?.strikes ?? []) {
    struckBy.set(s.unit, [...(struckBy.get(s.unit) ?? []), s.target]);
    targets.add(s.target);
    if (s.step === 3) first.add(s.unit);
  }
  // casualties leave at step 10: a round in progress has destroyed nobody yet
  const destroyedNow = new Set(live ? [] : (report?.destroyed ?? []));
  const destroyedEver = new Set([...before.destroyed, ...destroyedNow]);
  const withdrew = new Map<number, string>();
  for (const w of [...before.withdrawn, ...(live ? [] : (report?.withdrawn ?? []))])
    withdrew.set(w.unit, w.area);
  const repaired = new Set([...before.repaired, ...(live ? [] : (report?.repaired ?? []))]);
  const sideDefs = [input.attacker, input.defender] as const;
  const sides = sideDefs.map((def, s) => {
    const joined = (def.nydusUnits ?? []).filter((u) => before.joined.some((j) => j.unit === u.id));
    const all = [...def.units, ...joined.map((u) => ({ id: u.id, type: u.type }))];
    const hitsOn = report ? report.targetNumber[s]! : null;
    const units: BoardUnit[] = all.map((u) => ({
      id: u.id,
      type: u.type,
      upgraded: def.upgrades.includes(u.type),
      dice: (report?.dice[String(u.id)] ?? []).map((face) => ({
        face,
        hit: hitsOn !== null && face >= hitsOn,
      })),
      firstStrike: first.has(u.id),
      struck: struckBy.get(u.id) ?? [],
      destroyed: destroyedEver.has(u.id),
      withdrew: withdrew.get(u.id) ?? null,
      repaired: repaired.has(u.id),
      pick: picks.get(u.id) ?? null,
    }));
    const enemy = sideDefs[1 - s]!;
    const pool = report && !live ? report.splash[s]! : null;
    const splash = pool && poolSize(pool) > 0 ? pool : null;
    return {
      player: def.player,
      hitsOn,
      baseHitsOn: ctx.sides[s]!.hitOn,
      hiveMind: ctx.sides[s]!.hiveMind,
      units,
      splash,
      // destroyed this round without a strike on them: the splash column took them
      splashTook: splash
        ? enemy.units.filter((u) => destroyedNow.has(u.id) && !targets.has(u.id)).map((u) => u.id)
        : [],
    } satisfies BoardSide;
  }) as [BoardSide, BoardSide];
  return { round, report, live, emp: report?.emp ?? false, sides };
}

/** The running battle: the round in progress, else the last one played. */
export function battleBoard(
  battle: Pick<Battle, "input" | "position" | "phase" | "round" | "tape" | "reports" | "log">,
  actions: readonly Action[],
): BattleBoard {
  const live = roundSoFar(battle as unknown as Omit<LiteBattleState, "rng">);
  const last = battle.reports[battle.reports.length - 1] ?? null;
  const report = live ?? last;
  // the log already holds the last finished round's casualties: shown as that round's
  const before: Before = live
    ? battle.log
    : {
        destroyed: battle.log.destroyed.filter((id) => !last?.destroyed.includes(id)),
        withdrawn: battle.log.withdrawn.filter((w) => !last?.withdrawn.some((x) => x.unit === w.unit)),
        repaired: battle.log.repaired.filter((id) => !last?.repaired.includes(id)),
        joined: battle.log.joined,
      };
  return boardOf(battle.input, report, live !== null, before, actions, report?.round ?? battle.round);
}

/** A finished round of a battle (the battle reopened from its record): the state as that round left it. */
export function roundBoard(
  input: Battle["input"],
  reports: readonly RoundReport[],
  index: number,
): BattleBoard {
  const earlier = reports.slice(0, index);
  const before: Before = {
    destroyed: earlier.flatMap((r) => r.destroyed),
    withdrawn: earlier.flatMap((r) => r.withdrawn),
    repaired: earlier.flatMap((r) => r.repaired),
    // a Nydus unit fought if it rolled or fell in some round
    joined: (input.defender.nydusUnits ?? [])
      .filter((u) => reports.some((r) => String(u.id) in r.dice || r.destroyed.includes(u.id)))
      .map((u) => ({ unit: u.id })),
  };
  const report = reports[index] ?? null;
  return boardOf(input, report, false, before, [], report?.round ?? index + 1);
}
