/**
 * Match: one game being played. It holds the current State and the action log, and is the
 * one path by which actions enter a game: validate → apply → append to the log.
 *
 * Speed: bots and the benchmark push hundreds of thousands of moves a second through it, so
 * `submit` does no cloning, hashing or JSON work: it keeps references (states are immutable
 * by contract) and appends one small log entry. Hashing happens only on request (`hash()`,
 * `toJSON()`, replays).
 */
import { ReplayError, type RuleError } from "./errors";
import { applyEntry, isForfeit } from "./forfeit";
import { withForfeit } from "./forfeit-default";
import { hashState } from "./hash";
import { isRuleset, lookupRuleset, type RulesetRegistry } from "./registry";
import type {
  ActionBase,
  AnyRuleset,
  Decision,
  LogEntry,
  MatchRecord,
  Outcome,
  PlayerId,
  Ruleset,
  Viewer,
} from "./types";
import { checkUndo } from "./undo";

export interface ReplayOptions {
  /**
   * Skip `validate` for each entry (the log is known good, e.g. it was validated when it was
   * written). Default false: a stored log is re-checked against the current rules.
   */
  trusted?: boolean;
  /** Check `record.hash` when present (default true); a mismatch throws ReplayError. */
  verify?: boolean;
  /** Replay only the first `upTo` entries (a replay timeline). */
  upTo?: number;
}

export class Match<
  State = unknown,
  Action extends ActionBase = ActionBase,
  Options = unknown,
  View = unknown,
> {
  private current: State;
  private readonly entries: LogEntry<Action>[] = [];
  /**
   * For undo without replaying: the states before each entry of the trailing run of one
   * player's actions (trail[i] is the state before entries[trailStart + i]). Only references,
   * reset whenever another player acts, so it stays short and costs no copying.
   */
  private readonly trail: State[] = [];
  private trailStart = 0;
  private pendingOf: State | undefined;
  private pendingCache: Decision[] = [];

  /** The ruleset played, with the engine's default forfeit where it has no forfeit rule. */
  readonly ruleset: Ruleset<State, Action, Options, View>;

  constructor(
    ruleset: Ruleset<State, Action, Options, View>,
    readonly options: Options,
    readonly seed: string,
  ) {
    this.ruleset = withForfeit(ruleset);
    this.current = ruleset.setup(options, seed);
  }

  /** A new game: setup(options, seed). */
  static create<S, A extends ActionBase, O, V>(
    ruleset: Ruleset<S, A, O, V>,
    options: O,
    seed: string,
  ): Match<S, A, O, V> {
    return new Match(ruleset, options, seed);
  }

  /**
   * Load a recorded game by replaying its log from options + seed. `source` is the ruleset
   * or a registry that has `record.ruleset`. Throws ReplayError when the ruleset is unknown,
   * an entry is illegal under the current rules, or the final hash differs from `record.hash`.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the loaded game's types are only known at run time
  static fromJSON<S = any, A extends ActionBase = any, O = any, V = any>(
    source: Ruleset<S, A, O, V> | RulesetRegistry,
    record: MatchRecord,
    opts: ReplayOptions = {},
  ): Match<S, A, O, V> {
    if (
      typeof record !== "object" ||
      record === null ||
      typeof record.ruleset !== "string" ||
      typeof record.seed !== "string" ||
      !Array.isArray(record.log)
    ) {
      throw new ReplayError(
        "bad-record",
        "A match record needs ruleset (string), options, seed (string) and log (array).",
      );
    }
    const ruleset = (isRuleset(source) ? source : lookupRuleset(source, record.ruleset)) as
      | Ruleset<S, A, O, V>
      | undefined;
    if (!ruleset) throw new ReplayError("unknown-ruleset", `No ruleset "${record.ruleset}" is registered.`);
    if (ruleset.id !== record.ruleset) {
      throw new ReplayError(
        "unknown-ruleset",
        `The record is a "${record.ruleset}" game, not "${ruleset.id}".`,
      );
    }
    const optionsError = ruleset.validateOptions?.(record.options) ?? null;
    if (optionsError) {
      throw new ReplayError(
        "bad-record",
        `The record's options are refused: ${optionsError.message}`,
        undefined,
        optionsError,
      );
    }
    let match: Match<S, A, O, V>;
    try {
      match = new Match(ruleset, record.options as O, record.seed);
    } catch (e) {
      throw new ReplayError("bad-record", `setup failed on the record's options: ${String(e)}`);
    }
    const end = opts.upTo === undefined ? record.log.length : Math.min(opts.upTo, record.log.length);
    for (let i = 0; i < end; i++) {
      const entry = record.log[i];
      if (typeof entry !== "object" || entry === null) {
        throw new ReplayError("bad-record", `Log entry ${i} is not an object.`, i);
      }
      if (opts.trusted) {
        match.applyUnchecked(entry.player, entry.action as A);
      } else {
        const err = match.submit(entry.player, entry.action);
        if (err) {
          throw new ReplayError(
            "illegal-entry",
            `Log entry ${i} (seat ${entry.player}, ${JSON.stringify(entry.action)}) is illegal: ${err.message}`,
            i,
            err,
          );
        }
      }
    }
    if (opts.verify !== false && record.hash !== undefined && end === record.log.length) {
      const hash = match.hash();
      if (hash !== record.hash) {
        throw new ReplayError(
          "hash-mismatch",
          `Replay reached state hash ${hash}, the record says ${record.hash}: the rules or the log changed.`,
        );
      }
    }
    return match;
  }

  /** The current state. Never mutate it (rulesets rely on states being immutable). */
  get state(): State {
    return this.current;
  }

  /** The action log so far (read-only view of the Match's own array). */
  get log(): readonly LogEntry<Action>[] {
    return this.entries;
  }

  /** Number of actions applied: the version a client's next action is made against. */
  get version(): number {
    return this.entries.length;
  }

  /** Number of seats. */
  get players(): number {
    return this.ruleset.players(this.current);
  }

  /** Who must decide what now ([] when the game is over). Cached per state; do not mutate. */
  pending(): readonly Decision[] {
    if (this.pendingOf !== this.current) {
      this.pendingCache = this.ruleset.pending(this.current);
      this.pendingOf = this.current;
    }
    return this.pendingCache;
  }

  legalActions(player: PlayerId): Action[] {
    return this.ruleset.legalActions(this.current, player);
  }

  /** Would `action` be legal for `player` now? Null when legal. Changes nothing. */
  validate(player: PlayerId, action: unknown): RuleError | null {
    return this.ruleset.validate(this.current, player, action);
  }

  view(viewer: Viewer): View {
    return this.ruleset.view(this.current, viewer);
  }

  /** The log as `viewer` may see it (ruleset.viewLog; the whole log when it has none). */
  viewLog(viewer: Viewer): LogEntry<ActionBase>[] {
    return this.ruleset.viewLog
      ? this.ruleset.viewLog(this.current, this.entries, viewer)
      : this.entries.slice();
  }

  outcome(): Outcome | null {
    return this.ruleset.outcome(this.current);
  }

  /**
   * Play `action` as `player`: validate, apply, append to the log. Returns the RuleError and
   * changes nothing when it is illegal. The Match keeps a reference to `action`: do not
   * mutate it afterwards (actions from legalActions or JSON.parse are never mutated).
   */
  submit(player: PlayerId, action: unknown): RuleError | null {
    // A record's forfeit entry (forfeit.ts) is no player's choice: the rules' forfeit applies it.
    const err = isForfeit(this.ruleset as AnyRuleset, action)
      ? null
      : this.ruleset.validate(this.current, player, action);
    if (err !== null) return err;
    this.applyUnchecked(player, action as Action);
    return null;
  }

  private applyUnchecked(player: PlayerId, action: Action): void {
    const before = this.current;
    const next = applyEntry(this.ruleset as AnyRuleset, before, player, action);
    const n = this.entries.length;
    if (n === 0 || this.entries[n - 1].player !== player) {
      // Another player's turn starts a new run. Overwrite in place when we can: resizing the
      // array on every move of an alternating game showed up in the benchmark profile.
      this.trailStart = n;
      if (this.trail.length === 1) this.trail[0] = before;
      else {
        this.trail.length = 0;
        this.trail.push(before);
      }
    } else this.trail.push(before);
    this.entries.push({ player, action });
    this.current = next;
  }

  /**
   * Take back `player`'s last action (see undo.ts for the table rule). Returns the RuleError
   * naming why not, or null after restoring the state before that action.
   */
  undo(player: PlayerId): RuleError | null {
    const n = this.entries.length;
    const last = n > 0 ? this.entries[n - 1] : undefined;
    const before = n > 0 ? this.stateBefore(n - 1) : undefined;
    const err = checkUndo(this.ruleset as AnyRuleset, player, last, before, this.current);
    if (err !== null) return err;
    this.entries.pop();
    if (n - 1 >= this.trailStart) this.trail.length = n - 1 - this.trailStart;
    else {
      this.trail.length = 0;
      this.trailStart = n - 1;
    }
    this.current = before as State;
    return null;
  }

  /** The state before log entry `index`: from the trail, else by replaying from setup. */
  private stateBefore(index: number): State {
    const t = index - this.trailStart;
    if (t >= 0 && t < this.trail.length) return this.trail[t];
    let state = this.ruleset.setup(this.options, this.seed);
    for (let i = 0; i < index; i++)
      state = applyEntry(this.ruleset as AnyRuleset, state, this.entries[i].player, this.entries[i].action);
    return state;
  }

  /** Stable hash of the current state (hash.ts). Costs a canonical JSON pass: not per move. */
  hash(): string {
    return hashState(this.current);
  }

  /** The game as a JSON document: options + seed + log, and the final state's hash. */
  toJSON(): MatchRecord<Action, Options> {
    return {
      ruleset: this.ruleset.id,
      options: this.options,
      seed: this.seed,
      log: this.entries.slice(),
      hash: this.hash(),
    };
  }
}

/** The final state of a recorded game (see Match.fromJSON for the checks and errors). */
export function replay<S, A extends ActionBase, O, V>(
  source: Ruleset<S, A, O, V> | RulesetRegistry,
  record: MatchRecord,
  opts?: ReplayOptions,
): S {
  return Match.fromJSON<S, A, O, V>(source, record, opts).state;
}
