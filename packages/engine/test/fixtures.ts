/**
 * Small rulesets for the engine's own tests (the engine does not depend on the examples).
 *  - race: take turns adding 1 or 2, or rolling a die, to your total; "end" passes the turn;
 *    first to 10 wins. Several actions per turn (for undo) and randomness (for reveals).
 *  - secret: both seats secretly pick 0..2 at once; the higher pick wins, ties draw. A
 *    simultaneous hidden decision built with the engine's helpers.
 */
import {
  allCommitted,
  checkSimultaneous,
  commitChoice,
  committedCount,
  EngineErrors,
  openSimultaneous,
  Rng,
  type RngState,
  type Ruleset,
  redactOpenCommitments,
  redactSimultaneous,
  restoreSimultaneous,
  ruleError,
  type Simultaneous,
  type SimultaneousView,
  seedRng,
  simultaneousPending,
  strictValidate,
} from "../src/index";

export interface RaceState {
  rng: RngState;
  turn: number;
  totals: number[];
  winner: number | null;
}
export type RaceAction = { type: "add"; n: 1 | 2 } | { type: "roll" } | { type: "end" };

const RACE_ACTIONS: readonly RaceAction[] = [
  { type: "add", n: 1 },
  { type: "add", n: 2 },
  { type: "roll" },
  { type: "end" },
];

const raceLegal = (s: RaceState, p: number): RaceAction[] =>
  s.winner === null && p === s.turn ? RACE_ACTIONS.slice() : [];

/** The race's own checks, lenient on shape (an extra field passes): `strictValidate` adds the rest. */
export function raceCheck(s: RaceState, p: number, action: unknown) {
  if (s.winner !== null) return EngineErrors.gameOver();
  if (p !== s.turn) return EngineErrors.notAsked(p);
  const a = action as RaceAction | null;
  if (typeof a !== "object" || a === null) return EngineErrors.malformed("not an object");
  if (a.type === "roll" || a.type === "end") return null;
  if (a.type === "add") return a.n === 1 || a.n === 2 ? null : ruleError("bad-step", "Add 1 or 2.");
  return EngineErrors.malformed("unknown type");
}

export const race: Ruleset<RaceState, RaceAction, { target: number }, RaceState> = {
  id: "race",
  minPlayers: 2,
  maxPlayers: 3,
  defaultOptions: () => ({ target: 10 }),
  players: (s) => s.totals.length,
  setup: (_o, seed) => ({ rng: seedRng(seed), turn: 0, totals: [0, 0], winner: null }),
  pending: (s) => (s.winner === null ? [{ player: s.turn, kind: "race" }] : []),
  legalActions: raceLegal,
  validate: strictValidate(raceCheck, raceLegal),
  apply(s, p, a) {
    if (a.type === "end") return { ...s, turn: (s.turn + 1) % s.totals.length };
    const totals = s.totals.slice();
    let rng = s.rng;
    if (a.type === "add") totals[p] += a.n;
    else {
      const r = new Rng(s.rng);
      totals[p] += r.int(1, 6);
      rng = r.state();
    }
    return { ...s, rng, totals, winner: totals[p] >= 10 ? p : null };
  },
  view: (s) => s,
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], reason: "reached-target" }),
  determinize: (v) => v,
};

export interface SecretState {
  sim: Simultaneous<number>;
  result: { picks: number[]; winner: number | null } | null;
}
export interface SecretView {
  sim: SimultaneousView<number>;
  result: SecretState["result"];
}
export type SecretAction = { type: "pick"; n: number };
const PICKS: readonly SecretAction[] = [0, 1, 2].map((n) => ({ type: "pick", n }));

const secretLegal = (s: SecretState, p: number): SecretAction[] =>
  s.result || checkSimultaneous(s.sim, p) ? [] : PICKS.slice();

function secretCheck(s: SecretState, p: number, action: unknown) {
  if (s.result) return EngineErrors.gameOver();
  const err = checkSimultaneous(s.sim, p);
  if (err) return err;
  const a = action as SecretAction | null;
  if (typeof a !== "object" || a === null || a.type !== "pick")
    return EngineErrors.malformed("expected pick");
  return a.n === 0 || a.n === 1 || a.n === 2 ? null : ruleError("bad-pick", "Pick 0, 1 or 2.");
}

export const secret: Ruleset<SecretState, SecretAction, Record<string, never>, SecretView> = {
  id: "secret",
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions: () => ({}),
  players: () => 2,
  setup: () => ({ sim: openSimultaneous<number>([0, 1], 2), result: null }),
  pending: (s) => (s.result ? [] : simultaneousPending(s.sim, "pick")),
  legalActions: secretLegal,
  validate: strictValidate(secretCheck, secretLegal),
  apply(s, p, a) {
    const sim = commitChoice(s.sim, p, a.n);
    if (!allCommitted(sim)) return { ...s, sim };
    const picks = sim.choices as number[];
    const winner = picks[0] === picks[1] ? null : picks[0] > picks[1] ? 0 : 1;
    return { sim, result: { picks, winner } };
  },
  view: (s, viewer) => ({
    sim: s.result ? { ...redactSimultaneous(s.sim, viewer), own: null } : redactSimultaneous(s.sim, viewer),
    result: s.result,
  }),
  viewLog: (s, log, viewer) => redactOpenCommitments(log, s.result ? 0 : committedCount(s.sim), viewer),
  outcome: (s) =>
    s.result ? { winners: s.result.winner === null ? [] : [s.result.winner], reason: "picked" } : null,
  determinize(v, viewer, rng) {
    if (v.result)
      return { sim: { asked: v.sim.asked.slice(), choices: v.result.picks.slice() }, result: v.result };
    return { sim: restoreSimultaneous(v.sim, viewer, (_seat, r) => r.int(0, 2), rng), result: null };
  },
};
