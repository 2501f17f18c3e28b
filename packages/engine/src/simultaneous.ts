/**
 * Simultaneous hidden decisions: several seats are asked at once (card placement in a
 * skirmish, discarding down, rock-paper-scissors) and each choice stays secret until every
 * asked seat has chosen. The pattern, kept as plain data inside the ruleset's State:
 *
 *   open:     sim = openSimultaneous(seats, players)       → pending = simultaneousPending(sim, kind)
 *   choose:   checkSimultaneous(sim, player) in validate;   sim = commitChoice(sim, player, choice) in apply
 *   resolve:  when allCommitted(sim), apply resolves the round from sim.choices and reveals it
 *   view:     redactSimultaneous(sim, viewer) — the viewer's own choice, and only WHO has chosen of others
 *   log:      redactOpenCommitments(...) hides the log entries of the still-open choices (ruleset.viewLog)
 *   search:   restoreSimultaneous(view, viewer, sample, rng) in determinize
 */
import { EngineErrors, type RuleError, ruleError } from "./errors";
import type { Rng } from "./rng";
import type { ActionBase, Decision, HiddenAction, LogEntry, PlayerId, Viewer } from "./types";

/** An open simultaneous decision: who is asked, and each seat's secret choice (null = not yet). */
export interface Simultaneous<Choice> {
  /** Seats asked, in seat order. */
  asked: PlayerId[];
  /** Index = seat; null while that seat has not chosen (or was not asked). */
  choices: (Choice | null)[];
}

/** What a viewer may see of an open simultaneous decision. */
export interface SimultaneousView<Choice> {
  asked: PlayerId[];
  /** Index = seat: has that seat chosen? (Public: you see the other player put a card down.) */
  committed: boolean[];
  /** The viewer's own choice (null for spectators, seats not asked, or not chosen yet). */
  own: Choice | null;
}

/** Ask `asked` seats (of `players`) at once. */
export function openSimultaneous<Choice>(asked: readonly PlayerId[], players: number): Simultaneous<Choice> {
  return { asked: [...asked].sort((a, b) => a - b), choices: new Array<Choice | null>(players).fill(null) };
}

/** Seats that still have to choose. */
export function waitingFor(sim: Simultaneous<unknown>): PlayerId[] {
  return sim.asked.filter((p) => sim.choices[p] === null);
}

/** True once every asked seat has chosen. */
export function allCommitted(sim: Simultaneous<unknown>): boolean {
  for (const p of sim.asked) if (sim.choices[p] === null) return false;
  return true;
}

/** How many asked seats have chosen. */
export function committedCount(sim: Simultaneous<unknown>): number {
  let n = 0;
  for (const p of sim.asked) if (sim.choices[p] !== null) n++;
  return n;
}

/** The pending decisions: one per seat still to choose, flagged simultaneous. */
export function simultaneousPending(sim: Simultaneous<unknown>, kind: string, prompt?: string): Decision[] {
  const out: Decision[] = [];
  for (const p of sim.asked) {
    if (sim.choices[p] === null)
      out.push(
        prompt === undefined
          ? { player: p, kind, simultaneous: true }
          : { player: p, kind, prompt, simultaneous: true },
      );
  }
  return out;
}

/** For validate: may `player` choose now? (asked, and not chosen yet) */
export function checkSimultaneous(sim: Simultaneous<unknown>, player: PlayerId): RuleError | null {
  if (!sim.asked.includes(player)) return EngineErrors.notAsked(player);
  if (sim.choices[player] !== null) {
    return ruleError(
      "already-chosen",
      `Seat ${player} has already made this choice.`,
      "In a simultaneous decision each player chooses once, secretly",
    );
  }
  return null;
}

/** Record `player`'s secret choice (pure: returns a new Simultaneous). */
export function commitChoice<Choice>(
  sim: Simultaneous<Choice>,
  player: PlayerId,
  choice: Choice,
): Simultaneous<Choice> {
  const choices = sim.choices.slice();
  choices[player] = choice;
  return { asked: sim.asked, choices };
}

/** The viewer's projection: its own choice, and of the others only whether they have chosen. */
export function redactSimultaneous<Choice>(
  sim: Simultaneous<Choice>,
  viewer: Viewer,
): SimultaneousView<Choice> {
  return {
    asked: sim.asked.slice(),
    committed: sim.choices.map((c) => c !== null),
    own: viewer === "spectator" ? null : (sim.choices[viewer] ?? null),
  };
}

/**
 * For determinize: a full Simultaneous consistent with what `viewer` saw. The viewer's own
 * choice is kept; every other committed choice is drawn by `sample(seat, rng)`.
 */
export function restoreSimultaneous<Choice>(
  view: SimultaneousView<Choice>,
  viewer: PlayerId,
  sample: (seat: PlayerId, rng: Rng) => Choice,
  rng: Rng,
): Simultaneous<Choice> {
  const choices = view.committed.map((done, seat) => {
    if (!done) return null;
    return seat === viewer ? view.own : sample(seat, rng);
  });
  return { asked: view.asked.slice(), choices };
}

const HIDDEN: HiddenAction = Object.freeze({ type: "hidden" }) as HiddenAction;

/**
 * For ruleset.viewLog: while a simultaneous decision is open, the last `open` entries of the
 * log are its commitments (when each commitment is one action); replace those of other seats
 * by a hidden action. Earlier entries belong to resolved decisions and are public.
 */
export function redactOpenCommitments<A extends ActionBase>(
  log: readonly LogEntry<A>[],
  open: number,
  viewer: Viewer,
): LogEntry<A | HiddenAction>[] {
  const out: LogEntry<A | HiddenAction>[] = log.slice();
  for (let i = Math.max(0, log.length - open); i < log.length; i++) {
    if (log[i].player !== viewer) out[i] = { player: log[i].player, action: HIDDEN };
  }
  return out;
}
