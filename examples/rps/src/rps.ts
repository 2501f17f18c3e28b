/**
 * Rock-paper-scissors, best of N: the smallest game with a hidden simultaneous choice. Both
 * seats choose at once; a seat's choice stays out of the other seat's view (and the
 * spectator's, and the log they see) until both have chosen, then the round is revealed in
 * the history. Rock beats scissors, scissors beat paper, paper beats rock; a tied round is
 * replayed and scores nothing; the first to win a majority of `bestOf` rounds wins.
 */
import {
  allCommitted,
  checkSimultaneous,
  commitChoice,
  committedCount,
  EngineErrors,
  openSimultaneous,
  type PlayerId,
  type RuleError,
  type Ruleset,
  redactOpenCommitments,
  redactSimultaneous,
  restoreSimultaneous,
  ruleError,
  type Simultaneous,
  type SimultaneousView,
  simultaneousPending,
  strictRules,
} from "@koprulu/engine";

export type Hand = "rock" | "paper" | "scissors";
export const HANDS: readonly Hand[] = ["rock", "paper", "scissors"];

export interface RpsOptions {
  /** Odd number of rounds the match is "best of": first to (bestOf + 1) / 2 round wins. */
  bestOf: number;
}

export interface RpsRound {
  /** Index = seat. */
  hands: Hand[];
  /** Seat that won the round, null on a tie. */
  winner: number | null;
}

export interface RpsState {
  bestOf: number;
  /** Rounds won, index = seat. */
  wins: number[];
  /** Revealed rounds, oldest first. */
  history: RpsRound[];
  /** The open round's secret choices. */
  sim: Simultaneous<Hand>;
  winner: number | null;
}

export interface RpsView {
  bestOf: number;
  wins: number[];
  history: RpsRound[];
  /** The open round: who has chosen, and the viewer's own choice only. */
  choosing: SimultaneousView<Hand>;
  winner: number | null;
}

export interface RpsAction {
  type: "choose";
  hand: Hand;
}

/** Shared, frozen action objects: legalActions allocates only the array. */
const CHOICES: readonly RpsAction[] = HANDS.map(
  (hand) => Object.freeze({ type: "choose", hand }) as RpsAction,
);

const BEATS: Record<Hand, Hand> = { rock: "scissors", scissors: "paper", paper: "rock" };

/** Winner of a round between seat 0's and seat 1's hands, null on a tie. */
export function roundWinner(h0: Hand, h1: Hand): number | null {
  if (h0 === h1) return null;
  return BEATS[h0] === h1 ? 0 : 1;
}

function needed(bestOf: number): number {
  return (bestOf + 1) / 2;
}

function checkOptions(options: unknown): RuleError | null {
  const b = (options as RpsOptions | null)?.bestOf;
  if (typeof b !== "number" || !Number.isInteger(b) || b < 1 || b % 2 === 0 || b > 99) {
    return ruleError(
      "bad-best-of",
      `bestOf must be an odd whole number from 1 to 99, not ${String(b)}.`,
      "A best-of match has an odd number of rounds, so that someone wins a majority",
    );
  }
  return null;
}

function legalActions(s: RpsState, player: PlayerId): RpsAction[] {
  if (s.winner !== null || checkSimultaneous(s.sim, player) !== null) return [];
  return CHOICES.slice();
}

function check(s: RpsState, player: PlayerId, action: unknown): RuleError | null {
  if (s.winner !== null) return EngineErrors.gameOver();
  const notNow = checkSimultaneous(s.sim, player);
  if (notNow) return notNow;
  const a = action as RpsAction | null;
  if (typeof a !== "object" || a === null || a.type !== "choose") {
    return EngineErrors.malformed("expected {type:'choose', hand}");
  }
  if (!HANDS.includes(a.hand)) {
    return ruleError("no-such-hand", `"${String(a.hand)}" is not a hand.`, "Choose rock, paper or scissors");
  }
  return null;
}

export const rps: Ruleset<RpsState, RpsAction, RpsOptions, RpsView> = {
  id: "rps",
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions: () => ({ bestOf: 3 }),
  validateOptions: checkOptions,
  players: () => 2,

  setup(options) {
    const err = checkOptions(options);
    if (err) throw new RangeError(err.message);
    return {
      bestOf: options.bestOf,
      wins: [0, 0],
      history: [],
      sim: openSimultaneous<Hand>([0, 1], 2),
      winner: null,
    };
  },

  pending(s) {
    return s.winner !== null
      ? []
      : simultaneousPending(s.sim, "choose-hand", "Choose rock, paper or scissors");
  },

  // Exactly the enumerated actions (engine contract): a plain copy, own checks, then one of
  // legalActions — recognised by identity when it is an object legalActions handed out.
  ...strictRules(check, legalActions),

  apply(s, player, action) {
    const sim = commitChoice(s.sim, player, action.hand);
    if (!allCommitted(sim)) return { ...s, sim };
    // Both have chosen: reveal the round and open the next one.
    const hands = sim.choices as Hand[];
    const winner = roundWinner(hands[0], hands[1]);
    const wins = s.wins.slice();
    if (winner !== null) wins[winner]++;
    return {
      bestOf: s.bestOf,
      wins,
      history: [...s.history, { hands, winner }],
      sim: openSimultaneous<Hand>([0, 1], 2),
      winner: winner !== null && wins[winner] >= needed(s.bestOf) ? winner : null,
    };
  },

  view(s, viewer) {
    return {
      bestOf: s.bestOf,
      wins: s.wins,
      history: s.history,
      choosing: redactSimultaneous(s.sim, viewer),
      winner: s.winner,
    };
  },

  viewLog(s, log, viewer) {
    // The open round's choices are the last entries of the log (one action per choice).
    return redactOpenCommitments(log, committedCount(s.sim), viewer);
  },

  outcome(s) {
    return s.winner === null ? null : { winners: [s.winner], reason: "best-of", scores: s.wins.slice() };
  },

  // Rounds won so far: a forfeit (the engine's default) ranks the other seat by them.
  standing: (s) => s.wins.slice(),

  determinize(view, viewer, rng) {
    return {
      bestOf: view.bestOf,
      wins: view.wins.slice(),
      history: view.history.slice(),
      sim: restoreSimultaneous(view.choosing, viewer, (_seat, r) => HANDS[r.index(3)], rng),
      winner: view.winner,
    };
  },

  // A choice is secret until the round resolves; resolving reveals both hands.
  revealsInformation: (before, after) => after.history.length > before.history.length,

  describeAction: (_s, player, a) => `Seat ${player} shows ${a.hand}`,
};
