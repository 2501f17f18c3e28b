/**
 * The conformance checker: plays seeded random games of a ruleset and checks, at every state,
 * the properties every ruleset must have (OpenSpiel's idea). It returns a report; it does not
 * depend on a test runner, so tools can use it too (`runConformance` in ./index wraps it for
 * Vitest). See CHECKS for what is checked and why.
 */
import {
  type ActionBase,
  canonicalJson,
  deepFreeze,
  findNonJson,
  hashState,
  isRuleError,
  jsonDiff,
  type LogEntry,
  Match,
  type MatchRecord,
  type PlayerId,
  Rng,
  type Ruleset,
  replay,
  type Viewer,
  withForfeit,
} from "@koprulu/engine";
import { findUndefined } from "./undefined-scan";

/** Every property the suite checks, with the sentence that names it in test output. */
export const CHECKS = {
  "setup-deterministic": "setup(options, seed) is deterministic and returns plain JSON",
  "pending-outcome": "pending is [] exactly when outcome is set; asked seats have legal actions, others none",
  "legal-actions-validate": "every enumerated legal action validates and applies to a plain JSON state",
  "illegal-rejected":
    "non-enumerated actions (mutated, wrong seat, garbage) are rejected with a RuleError and change nothing: every accepted action is one of legalActions",
  "unknown-field-refused": "an enumerated action with an unknown extra field is refused with a RuleError",
  "hostile-input-refused":
    "validate never throws and refuses input that is not plain JSON (throwing getters, Proxies, inherited `type`, `__proto__` keys, class instances)",
  pure: "no ruleset function mutates its inputs (states, actions, views are deep-frozen)",
  "json-roundtrip": "states survive a JSON round trip unchanged (same data, same hash)",
  "no-undefined":
    "no state holds undefined anywhere (a deep scan of setup's state and of the state after every action)",
  replay: "replaying options + seed + log (also through JSON and Match.fromJSON) reproduces the state hash",
  "view-json": "views of every seat and the spectator are plain JSON and deterministic",
  "view-determinize":
    "view(determinize(view(s,p),p,rng),p) equals view(s,p), with the same pending, legal actions and outcome",
  "view-resample": "states the viewer cannot tell apart (options.resample) give that viewer equal views",
  "simultaneous-hidden":
    "a hidden simultaneous choice is invisible to every other seat and the spectator until all have chosen",
  "tell-action":
    "tellAction's text is describeAction's words and its story plain JSON messages with string ids",
  "explain-refused":
    "explain (optional) returns plain JSON entries with a string `about` and a RuleError, and every action it names is refused by validate",
  forfeit:
    "a forfeit of an asked seat (the ruleset's rule or the engine's default) leaves a plain JSON state where he is never asked again, has no legal action and is no winner",
} as const;

export type CheckName = keyof typeof CHECKS;

export interface ConformanceOptions<State = unknown, Options = unknown> {
  /** Random games to play (default 20). */
  games?: number;
  /** Stop a game after this many actions (default 300). */
  maxActionsPerGame?: number;
  /** Seed of the whole run (default "conformance"); game g uses `${seed}/${g}`. */
  seed?: string;
  /** Seat counts to cycle through (default minPlayers..maxPlayers). */
  players?: number[];
  /** Options for a game (default ruleset.defaultOptions(players)). */
  options?: (players: number, rng: Rng) => Options;
  /** Determinizations per seat per state (default 3). */
  determinizations?: number;
  /** Check views and determinizations at every k-th state of a game (default 1 = all). */
  viewEvery?: number;
  /** At most this many enumerated actions are validated and applied per seat and state (default 64). */
  maxLegalChecked?: number;
  /** Non-enumerated actions tried per state (default 12). */
  invalidPerState?: number;
  /** Alternative choices compared per seat in a simultaneous decision (default 8). */
  simultaneousAlternatives?: number;
  /**
   * Deep-freeze every state, action and view handed to the ruleset (default true), so a
   * mutation throws where it happens. When false, inputs are hashed before and after instead.
   */
  freeze?: boolean;
  /**
   * Optional, independent of determinize: states that `viewer` cannot tell apart from
   * `state` (hidden parts re-drawn). Their views for `viewer` must equal view(state, viewer).
   */
  resample?: (state: State, viewer: PlayerId, rng: Rng) => State;
  /** Stop collecting after this many failures (default 50). */
  maxFailures?: number;
}

export interface ConformanceFailure {
  check: CheckName;
  message: string;
  /** Game index and its seed, and the number of actions played before the failure. */
  game: number;
  seed: string;
  step: number;
  player?: PlayerId;
  action?: unknown;
}

export interface ConformanceReport {
  ruleset: string;
  games: number;
  /** Games that reached an outcome (others hit maxActionsPerGame). */
  finished: number;
  states: number;
  actions: number;
  /** How many times each check was exercised (0 = not applicable to this ruleset). */
  checked: Record<CheckName, number>;
  failures: ConformanceFailure[];
  /** Things worth knowing that are not failures. */
  notes: string[];
}

type R<S> = Ruleset<S, ActionBase, unknown, unknown>;

/** "No action in this failure" (undefined is itself a garbage action worth reporting). */
const NO_ACTION = Symbol("no action");

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Values that are never a legal action of any ruleset. */
const GARBAGE: unknown[] = [
  null,
  undefined,
  0,
  "x",
  true,
  [],
  {},
  { type: "x-no-such-action" },
  { type: 42 },
  { type: null },
  ["x"],
];

/** Seat ids that are never valid. */
const BAD_SEATS = (players: number): PlayerId[] => [-1, players, players + 7, 0.5, Number.NaN];

export function checkConformance<S>(
  ruleset: Ruleset<S, ActionBase, unknown, unknown>,
  opts: ConformanceOptions<S> = {},
): ConformanceReport {
  const run = new Run(ruleset as R<S>, opts);
  run.all();
  return run.report;
}

/** One human-readable line for a failure, to print in a test. */
export function formatFailure(f: ConformanceFailure): string {
  const who = f.player === undefined ? "" : ` seat ${f.player}`;
  const what = "action" in f ? ` action ${safeJson(f.action)}` : "";
  return `[${f.check}] game ${f.game} (seed "${f.seed}") step ${f.step}${who}${what}: ${f.message}`;
}

function safeJson(v: unknown): string {
  try {
    const s = v === undefined ? "undefined" : JSON.stringify(v);
    return s.length > 200 ? `${s.slice(0, 197)}...` : s;
  } catch {
    return String(v);
  }
}

function errText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** A TypeError from writing to a frozen object: the function mutated an input. */
function isFrozenWrite(e: unknown): boolean {
  return (
    e instanceof TypeError &&
    /read[- ]only|not extensible|frozen|Cannot assign|Cannot add|Cannot delete|Cannot redefine/i.test(
      e.message,
    )
  );
}

class Run<S> {
  readonly report: ConformanceReport;
  private readonly games: number;
  private readonly maxActions: number;
  private readonly seed: string;
  private readonly freeze: boolean;
  private readonly maxFailures: number;
  // Where we are, for failure reports.
  private game = 0;
  private gameSeed = "";
  private step = 0;

  constructor(
    private readonly ruleset: R<S>,
    private readonly opts: ConformanceOptions<S>,
  ) {
    this.games = opts.games ?? 20;
    this.maxActions = opts.maxActionsPerGame ?? 300;
    this.seed = opts.seed ?? "conformance";
    this.freeze = opts.freeze ?? true;
    this.maxFailures = opts.maxFailures ?? 50;
    const checked = {} as Record<CheckName, number>;
    for (const k of Object.keys(CHECKS) as CheckName[]) checked[k] = 0;
    this.report = {
      ruleset: ruleset.id,
      games: 0,
      finished: 0,
      states: 0,
      actions: 0,
      checked,
      failures: [],
      notes: [],
    };
  }

  private fail(check: CheckName, message: string, player?: PlayerId, action: unknown = NO_ACTION): void {
    if (this.report.failures.length >= this.maxFailures) return;
    const f: ConformanceFailure = { check, message, game: this.game, seed: this.gameSeed, step: this.step };
    if (player !== undefined) f.player = player;
    if (action !== NO_ACTION) f.action = action;
    this.report.failures.push(f);
  }

  private readonly verified = new WeakSet<object>();
  private determinizedDiffering = 0;

  private get full(): boolean {
    return this.report.failures.length >= this.maxFailures;
  }

  /** Freeze (debug mode) so that mutation throws at its source. */
  private guard<T>(value: T): T {
    return this.freeze ? deepFreeze(value) : value;
  }

  /**
   * Call `fn` on inputs and report when it mutated them: a frozen-write TypeError, or (when
   * not freezing) a changed hash. Other exceptions are returned for the caller to report.
   */
  private pure<T>(
    what: string,
    inputs: unknown[],
    fn: () => T,
    player?: PlayerId,
    action: unknown = NO_ACTION,
  ): { ok: true; value: T } | { ok: false; error: unknown } {
    this.report.checked.pure++;
    const before = this.freeze ? null : inputs.map((x) => hashState(x));
    let value: T;
    try {
      value = fn();
    } catch (e) {
      if (isFrozenWrite(e)) {
        this.fail("pure", `${what} mutated its input: ${errText(e)}`, player, action);
        return { ok: false, error: null };
      }
      return { ok: false, error: e };
    }
    if (before) {
      inputs.forEach((x, i) => {
        if (hashState(x) !== before[i]) this.fail("pure", `${what} mutated its input`, player, action);
      });
    }
    return { ok: true, value };
  }

  all(): void {
    const { ruleset } = this;
    const counts =
      this.opts.players ??
      Array.from({ length: ruleset.maxPlayers - ruleset.minPlayers + 1 }, (_, i) => ruleset.minPlayers + i);
    const master = Rng.fromSeed(this.seed);
    for (let g = 0; g < this.games && !this.full; g++) {
      this.game = g;
      this.gameSeed = `${this.seed}/${g}`;
      this.step = 0;
      const players = counts[g % counts.length];
      const options = this.opts.options
        ? this.opts.options(players, master)
        : ruleset.defaultOptions(players);
      this.playGame(options, new Rng(Rng.fromSeed(this.gameSeed).state()));
      this.report.games++;
    }
    if (!ruleset.determinize) {
      this.report.notes.push(
        "no determinize: view/determinize consistency is not checked (perfect information?)",
      );
    }
    if (this.report.checked["simultaneous-hidden"] === 0) {
      this.report.notes.push("no simultaneous decision with several seats was met");
    }
    if (ruleset.determinize && this.report.checked["view-determinize"] > 0) {
      // A hidden-information ruleset whose determinize never departs from the true state may be
      // copying hidden facts out of a leaky view; perfect-information rulesets show 0 here.
      this.report.notes.push(
        `determinize differed from the true state in ${this.determinizedDiffering} of ${this.report.checked["view-determinize"]} samples`,
      );
    }
  }

  private playGame(options: unknown, rng: Rng): void {
    const { ruleset } = this;
    let state: S;
    if (ruleset.validateOptions) {
      try {
        const refused = ruleset.validateOptions(options);
        if (refused)
          this.fail("setup-deterministic", `validateOptions refuses the options used: ${refused.message}`);
        for (const bad of [null, 42, "x", []]) {
          const r = ruleset.validateOptions(bad);
          if (r !== null && !isRuleError(r))
            this.fail("setup-deterministic", "validateOptions returned a non-RuleError");
        }
      } catch (e) {
        this.fail("setup-deterministic", `validateOptions threw: ${errText(e)}`);
      }
    }
    try {
      state = ruleset.setup(this.guard(options), this.gameSeed);
      const again = ruleset.setup(options, this.gameSeed);
      this.report.checked["setup-deterministic"]++;
      const bad = findNonJson(state);
      if (bad) this.fail("setup-deterministic", `setup returned non-JSON data: ${bad}`);
      const d = jsonDiff(state, again);
      if (d) this.fail("setup-deterministic", `two setups with the same options and seed differ at ${d}`);
    } catch (e) {
      this.fail("setup-deterministic", `setup threw: ${errText(e)}`);
      return;
    }
    const log: LogEntry[] = [];
    let midHash: string | null = null;
    let midLength = 0;
    for (;;) {
      this.guard(state);
      this.report.states++;
      const players = ruleset.players(state);
      const viewsNow = this.step % (this.opts.viewEvery ?? 1) === 0;
      const legal = this.checkPendingAndLegal(state, players);
      if (!legal) return;
      this.checkRoundTrip(state);
      this.checkExplain(state, players);
      if (viewsNow) this.checkViews(state, players, log, rng);
      const pending = ruleset.pending(state);
      if (pending.length === 0) {
        this.report.finished++;
        break;
      }
      if (this.step >= this.maxActions || this.full) break;
      this.checkLegalApply(state, legal, pending, rng);
      this.checkIllegal(state, players, legal, pending, rng);
      if (viewsNow) this.checkSimultaneous(state, players, log, legal, pending, rng);
      if (viewsNow) this.checkForfeit(state, pending[0]!.player);
      // Move on: a random asked seat plays a random legal action.
      const decision = pending[rng.index(pending.length)];
      const choices = legal.get(decision.player) ?? [];
      if (choices.length === 0) return; // reported by checkPendingAndLegal
      const action = choices[rng.index(choices.length)];
      const before = state;
      try {
        state = ruleset.apply(state, decision.player, action);
      } catch (e) {
        if (!isFrozenWrite(e))
          this.fail("legal-actions-validate", `apply threw: ${errText(e)}`, decision.player, action);
        return;
      }
      this.checkTelling(before, decision.player, action, state);
      log.push({ player: decision.player, action });
      this.report.actions++;
      this.step++;
      if (this.step === Math.floor(this.maxActions / 4)) {
        midHash = hashState(state);
        midLength = log.length;
      }
    }
    this.checkReplay(state, options, log, midHash, midLength);
  }

  /** pending/outcome agreement and each seat's legal actions. Returns legal actions by seat. */
  private checkPendingAndLegal(state: S, players: number): Map<PlayerId, ActionBase[]> | null {
    const { ruleset } = this;
    this.report.checked["pending-outcome"]++;
    let pending: ReturnType<typeof ruleset.pending>;
    let outcome: ReturnType<typeof ruleset.outcome>;
    try {
      pending = ruleset.pending(state);
      outcome = ruleset.outcome(state);
    } catch (e) {
      this.fail("pending-outcome", `pending/outcome threw: ${errText(e)}`);
      return null;
    }
    if ((pending.length === 0) !== (outcome !== null)) {
      this.fail(
        "pending-outcome",
        pending.length === 0
          ? "nobody is asked to decide but the game has no outcome (stuck)"
          : `the game has an outcome (${safeJson(outcome)}) but seats are still asked to decide`,
      );
    }
    const asked = new Set<PlayerId>();
    for (const d of pending) {
      if (!Number.isInteger(d.player) || d.player < 0 || d.player >= players) {
        this.fail(
          "pending-outcome",
          `a decision names seat ${d.player}, not a seat of this ${players}-seat game`,
        );
      }
      if (typeof d.kind !== "string" || d.kind === "")
        this.fail("pending-outcome", "a decision has no kind", d.player);
      asked.add(d.player);
    }
    if (outcome !== null) {
      const bad = findNonJson(outcome);
      if (bad) this.fail("pending-outcome", `outcome is not plain JSON: ${bad}`);
      for (const w of outcome.winners) {
        if (!Number.isInteger(w) || w < 0 || w >= players)
          this.fail("pending-outcome", `winner ${w} is not a seat`);
      }
    }
    const legal = new Map<PlayerId, ActionBase[]>();
    for (let p = 0; p < players; p++) {
      const r = this.pure("legalActions", [state], () => ruleset.legalActions(state, p), p);
      if (!r.ok) {
        if (r.error) this.fail("legal-actions-validate", `legalActions threw: ${errText(r.error)}`, p);
        return null;
      }
      const actions = r.value;
      if (asked.has(p) && actions.length === 0) {
        this.fail("pending-outcome", "seat is asked to decide but has no legal action", p);
      }
      if (!asked.has(p) && actions.length > 0) {
        this.fail(
          "pending-outcome",
          `seat is not asked but legalActions lists ${actions.length} action(s)`,
          p,
        );
      }
      for (const a of actions) this.guard(a);
      legal.set(p, actions);
    }
    return legal;
  }

  /** Enumerated actions validate (null) and apply to plain JSON states. */
  private checkLegalApply(
    state: S,
    legal: Map<PlayerId, ActionBase[]>,
    pending: readonly { player: PlayerId }[],
    rng: Rng,
  ): void {
    const { ruleset } = this;
    const seen = new Set<PlayerId>();
    for (const { player } of pending) {
      if (seen.has(player)) continue;
      seen.add(player);
      const all = legal.get(player) ?? [];
      const max = this.opts.maxLegalChecked ?? 64;
      const sample = all.length <= max ? all : rng.shuffle(all).slice(0, max);
      for (const action of sample) {
        if (this.full) return;
        this.report.checked["legal-actions-validate"]++;
        const bad = this.nonJson(action);
        if (bad)
          this.fail("legal-actions-validate", `enumerated action is not plain JSON: ${bad}`, player, action);
        if (typeof action?.type !== "string") {
          this.fail("legal-actions-validate", "enumerated action has no string `type`", player, action);
        }
        const v = this.pure(
          "validate",
          [state, action],
          () => ruleset.validate(state, player, action),
          player,
          action,
        );
        if (!v.ok) {
          if (v.error)
            this.fail("legal-actions-validate", `validate threw: ${errText(v.error)}`, player, action);
          continue;
        }
        if (v.value !== null) {
          this.fail(
            "legal-actions-validate",
            `enumerated action refused: ${v.value.code}: ${v.value.message}`,
            player,
            action,
          );
          continue;
        }
        const a = this.pure(
          "apply",
          [state, action],
          () => ruleset.apply(state, player, action),
          player,
          action,
        );
        if (!a.ok) {
          if (a.error)
            this.fail("legal-actions-validate", `apply threw: ${errText(a.error)}`, player, action);
          continue;
        }
        const badState = this.nonJson(a.value);
        if (badState)
          this.fail("legal-actions-validate", `apply returned non-JSON data: ${badState}`, player, action);
        if (a.value === (state as unknown)) {
          this.fail(
            "legal-actions-validate",
            "apply returned its input state object (it must return a new state)",
            player,
            action,
          );
        }
      }
    }
  }

  /** Actions not in a seat's enumeration are refused with a well-formed RuleError. */
  private checkIllegal(
    state: S,
    players: number,
    legal: Map<PlayerId, ActionBase[]>,
    pending: readonly { player: PlayerId }[],
    rng: Rng,
  ): void {
    const keys = new Map<PlayerId, Set<string>>();
    for (const [p, actions] of legal) keys.set(p, new Set(actions.map((a) => canonicalJson(a))));
    const isLegal = (p: PlayerId, a: unknown) =>
      a !== undefined && (keys.get(p)?.has(canonicalJson(a)) ?? false);
    const tries: [PlayerId, unknown][] = [];
    const actors = pending.map((d) => d.player);
    const anyLegal: ActionBase[] = [];
    for (const p of actors) anyLegal.push(...(legal.get(p) ?? []));
    const budget = this.opts.invalidPerState ?? 12;
    for (let i = 0; i < budget && anyLegal.length > 0; i++) {
      const base = anyLegal[rng.index(anyLegal.length)];
      const kind = i % 3;
      if (kind === 0) {
        // Mutated legal action, for an asked seat.
        tries.push([actors[rng.index(actors.length)], mutate(base, rng)]);
      } else if (kind === 1) {
        // A legal action for the wrong seat (any seat, or a seat that does not exist).
        const seats = [...Array.from({ length: players }, (_, p) => p), ...BAD_SEATS(players)];
        tries.push([seats[rng.index(seats.length)], base]);
      } else {
        // The right type with fields stripped or garbled.
        tries.push([actors[rng.index(actors.length)], { type: base.type }]);
        tries.push([actors[rng.index(actors.length)], mutate(mutate(base, rng), rng)]);
      }
    }
    for (const g of GARBAGE) tries.push([actors.length > 0 ? actors[rng.index(actors.length)] : 0, g]);
    tries.push([BAD_SEATS(players)[rng.index(5)], GARBAGE[rng.index(GARBAGE.length)]]);
    const hashBefore = this.freeze ? "" : hashState(state);
    for (const [player, action] of tries) {
      if (this.full) return;
      if (isLegal(player, action)) continue;
      this.report.checked["illegal-rejected"]++;
      const r = this.pure(
        "validate",
        [state, action],
        () => this.ruleset.validate(state, player, this.guard(action)),
        player,
        action,
      );
      if (!r.ok) {
        if (r.error)
          this.fail("illegal-rejected", `validate threw on bad input: ${errText(r.error)}`, player, action);
        continue;
      }
      const err = r.value;
      if (err === null) {
        this.fail("illegal-rejected", "a non-enumerated action was accepted", player, action);
      } else if (!isRuleError(err) || !KEBAB.test(err.code) || err.message === "" || err.rule === "") {
        this.fail(
          "illegal-rejected",
          `not a well-formed RuleError (kebab-case code, message, rule): ${safeJson(err)}`,
          player,
          action,
        );
      }
    }
    if (!this.freeze && hashState(state) !== hashBefore) this.fail("pure", "validate changed the state");
    this.checkStrict(state, legal, actors, rng);
  }

  /**
   * Strict validation (engine contract): an enumerated action plus an unknown field is refused,
   * and input that is not plain JSON is refused without an exception.
   */
  private checkStrict(state: S, legal: Map<PlayerId, ActionBase[]>, actors: PlayerId[], rng: Rng): void {
    const candidates: [PlayerId, ActionBase][] = [];
    for (const p of actors) for (const a of legal.get(p) ?? []) candidates.push([p, a]);
    if (candidates.length === 0) return;
    const [player, base] = candidates[rng.index(candidates.length)];
    const refused = (check: CheckName, label: string, action: unknown) => {
      if (this.full) return;
      this.report.checked[check]++;
      let err: unknown;
      try {
        err = this.ruleset.validate(state, player, action);
      } catch (e) {
        this.fail(check, `validate threw on ${label}: ${errText(e)}`, player, base);
        return;
      }
      if (err === null) this.fail(check, `${label} was accepted`, player, base);
      else if (!isRuleError(err) || !KEBAB.test(err.code))
        this.fail(check, `${label}: not a well-formed RuleError: ${safeJson(err)}`, player, base);
    };
    refused("unknown-field-refused", "the action with an unknown field", {
      ...base,
      koprulu_unknown_field: 1,
    });
    refused("unknown-field-refused", "the action with an unknown null field", { ...base, zzExtra: null });
    const fields = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
    const getterThrows = { ...fields };
    Object.defineProperty(getterThrows, "type", {
      enumerable: true,
      get() {
        throw new Error("getter");
      },
    });
    refused("hostile-input-refused", "an action whose `type` getter throws", getterThrows);
    const getter = { ...fields };
    Object.defineProperty(getter, "type", { enumerable: true, get: () => base.type });
    refused("hostile-input-refused", "an action whose `type` is a getter", getter);
    const trap = () => {
      throw new Error("trap");
    };
    refused(
      "hostile-input-refused",
      "a Proxy whose traps throw",
      new Proxy(fields, {
        get: trap,
        getOwnPropertyDescriptor: trap,
        ownKeys: trap,
        has: trap,
        getPrototypeOf: trap,
      }),
    );
    refused("hostile-input-refused", "an action whose fields are all inherited", Object.create(fields));
    refused(
      "hostile-input-refused",
      "an action with a `__proto__` key",
      JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(fields).slice(1)}`),
    );
    class Act {
      constructor(readonly type: string) {}
    }
    refused("hostile-input-refused", "a class instance", Object.assign(new Act(base.type), fields));
  }

  /**
   * explain (optional) lists choices that are not possible now: each must be plain JSON with a
   * string `about` and a RuleError, and an action it names must be refused by validate, since
   * a UI shows it disabled on the strength of that promise.
   */
  private checkExplain(state: S, players: number): void {
    const { ruleset } = this;
    if (!ruleset.explain) return;
    for (let p = 0; p < players; p++) {
      const r = this.pure("explain", [state], () => ruleset.explain?.(state, p) ?? [], p);
      if (!r.ok) {
        if (r.error) this.fail("explain-refused", `explain threw: ${errText(r.error)}`, p);
        continue;
      }
      this.report.checked["explain-refused"]++;
      const bad = findNonJson(r.value);
      if (bad) this.fail("explain-refused", `explain returned non-JSON data: ${bad}`, p);
      for (const u of r.value) {
        if (typeof u?.about !== "string" || u.about === "")
          this.fail("explain-refused", "an explained choice has no `about`", p);
        if (!isRuleError(u?.error))
          this.fail("explain-refused", `explained choice ${safeJson(u?.about)} has no RuleError`, p);
        if (u?.action === undefined) continue;
        const v = this.pure(
          "validate",
          [state, u.action],
          () => ruleset.validate(state, p, u.action),
          p,
          u.action,
        );
        if (v.ok && v.value === null)
          this.fail("explain-refused", `explain names an action validate accepts (${u.about})`, p, u.action);
        else if (!v.ok && v.error)
          this.fail(
            "explain-refused",
            `validate threw on an explained action: ${errText(v.error)}`,
            p,
            u.action,
          );
      }
    }
  }

  /**
   * A forfeit (a server clock ran out): the ruleset's own rule, or the engine's default that ends
   * the game with the forfeiter last. Either way he must leave the decisions for good.
   */
  private checkForfeit(state: S, p: PlayerId): void {
    const r = withForfeit(this.ruleset);
    const res = this.pure("forfeit", [state], () => r.forfeit!(state, p), p);
    if (!res.ok) {
      if (res.error) this.fail("forfeit", `forfeit threw: ${errText(res.error)}`, p);
      return;
    }
    this.report.checked.forfeit++;
    const after = res.value;
    const bad = findNonJson(after);
    if (bad) {
      this.fail("forfeit", `forfeit returned non-JSON data: ${bad}`, p);
      return;
    }
    const asked = r.pending(after);
    const end = r.outcome(after);
    if (asked.some((d) => d.player === p)) this.fail("forfeit", "the forfeiter is still asked to decide", p);
    if (r.legalActions(after, p).length > 0) this.fail("forfeit", "the forfeiter still has legal actions", p);
    if ((asked.length === 0) !== (end !== null))
      this.fail("forfeit", "after a forfeit, pending is not [] exactly when outcome is set", p);
    if (end?.winners.includes(p)) this.fail("forfeit", "the forfeiter is among the winners", p);
  }

  /** tellAction (optional) agrees with describeAction and tells its story as JSON messages. */
  private checkTelling(before: S, player: PlayerId, action: ActionBase, after: S): void {
    const { ruleset } = this;
    if (!ruleset.tellAction) return;
    this.report.checked["tell-action"]++;
    try {
      const told = ruleset.tellAction(before, player, action, after);
      if (typeof told?.text !== "string") {
        this.fail("tell-action", "tellAction returned no text", player, action);
        return;
      }
      const words = ruleset.describeAction?.(before, player, action);
      if (words !== undefined && words !== told.text)
        this.fail(
          "tell-action",
          `tellAction's text differs from describeAction's: ${told.text} / ${words}`,
          player,
          action,
        );
      const bad = told.story === undefined ? null : findNonJson(told.story);
      if (bad) this.fail("tell-action", `the story is not plain JSON: ${bad}`, player, action);
      if (told.story?.some((m) => typeof m?.id !== "string"))
        this.fail("tell-action", "a story message has no string id", player, action);
    } catch (e) {
      if (!isFrozenWrite(e)) this.fail("tell-action", `tellAction threw: ${errText(e)}`, player, action);
    }
  }

  private checkRoundTrip(state: S): void {
    this.report.checked["no-undefined"]++;
    const hole = findUndefined(state, "$", this.clean);
    if (hole) {
      this.fail("no-undefined", `the state holds undefined at ${hole}`);
      return;
    }
    this.report.checked["json-roundtrip"]++;
    const bad = this.nonJson(state);
    if (bad) {
      this.fail("json-roundtrip", `state is not plain JSON: ${bad}`);
      return;
    }
    // Plain JSON data is exactly what survives a round trip; the literal trip and the hash
    // comparison run once per game, on the final state (checkReplay).
  }

  /** Frozen parts of states already found free of undefined (findUndefined skips them). */
  private readonly clean = new WeakSet<object>();

  /** findNonJson, remembering frozen parts already checked (states share most of their parts). */
  private nonJson(value: unknown): string | null {
    return findNonJson(value, "$", this.verified);
  }

  private viewers(players: number): Viewer[] {
    return [...Array.from({ length: players }, (_, p) => p), "spectator"];
  }

  /** Views are JSON and deterministic; determinizations and resamples look the same to the viewer. */
  private checkViews(state: S, players: number, log: readonly LogEntry[], rng: Rng): void {
    const { ruleset } = this;
    for (const viewer of this.viewers(players)) {
      this.report.checked["view-json"]++;
      const r = this.pure(
        "view",
        [state],
        () => ruleset.view(state, viewer),
        typeof viewer === "number" ? viewer : undefined,
      );
      if (!r.ok) {
        if (r.error) this.fail("view-json", `view(${viewer}) threw: ${errText(r.error)}`);
        continue;
      }
      const view = this.guard(r.value);
      const bad = this.nonJson(view);
      if (bad) this.fail("view-json", `view(${viewer}) is not plain JSON: ${bad}`);
      const again = jsonDiff(view, ruleset.view(state, viewer));
      if (again) this.fail("view-json", `view(${viewer}) is not deterministic: ${again}`);
      if (ruleset.viewLog) {
        const lr = this.pure("viewLog", [state, log], () => ruleset.viewLog?.(state, log, viewer));
        if (lr.ok) {
          const badLog = findNonJson(lr.value);
          if (badLog) this.fail("view-json", `viewLog(${viewer}) is not plain JSON: ${badLog}`);
          if (lr.value?.length !== log.length)
            this.fail("view-json", `viewLog(${viewer}) has a different length than the log`);
        } else if (lr.error) this.fail("view-json", `viewLog(${viewer}) threw: ${errText(lr.error)}`);
      }
      if (viewer === "spectator") continue;
      if (ruleset.determinize) this.checkDeterminize(state, viewer, view, rng);
      if (this.opts.resample) {
        for (let k = 0; k < (this.opts.determinizations ?? 3); k++) {
          this.report.checked["view-resample"]++;
          try {
            const other = this.opts.resample(state, viewer, new Rng(rng.state()));
            rng.nextUint32();
            const d = jsonDiff(view, ruleset.view(other, viewer));
            if (d)
              this.fail("view-resample", `seat ${viewer}'s view tells apart states it may not: ${d}`, viewer);
          } catch (e) {
            this.fail("view-resample", `resample or view threw: ${errText(e)}`, viewer);
          }
        }
      }
    }
  }

  private checkDeterminize(state: S, viewer: PlayerId, view: unknown, rng: Rng): void {
    const { ruleset } = this;
    const determinize = ruleset.determinize;
    if (!determinize) return;
    let trueHash: string | undefined;
    let spectator: unknown;
    const pending = ruleset.pending(state);
    const legal = ruleset.legalActions(state, viewer);
    const outcome = ruleset.outcome(state);
    for (let k = 0; k < (this.opts.determinizations ?? 3); k++) {
      this.report.checked["view-determinize"]++;
      const sub = new Rng([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]);
      const r = this.pure("determinize", [view], () => determinize(view, viewer, sub), viewer);
      if (!r.ok) {
        if (r.error) this.fail("view-determinize", `determinize threw: ${errText(r.error)}`, viewer);
        return;
      }
      const sampled = r.value;
      trueHash ??= hashState(state);
      if (hashState(sampled) !== trueHash) this.determinizedDiffering++;
      const bad = this.nonJson(sampled);
      if (bad) {
        this.fail("view-determinize", `determinized state is not plain JSON: ${bad}`, viewer);
        return;
      }
      try {
        const dv = jsonDiff(ruleset.view(sampled, viewer), view);
        if (dv)
          this.fail("view-determinize", `the determinized state looks different to its seat: ${dv}`, viewer);
        const dp = jsonDiff(ruleset.pending(sampled), pending);
        if (dp)
          this.fail("view-determinize", `the determinized state asks different decisions: ${dp}`, viewer);
        const dl = jsonDiff(ruleset.legalActions(sampled, viewer), legal);
        if (dl)
          this.fail(
            "view-determinize",
            `the determinized state offers the seat other actions: ${dl}`,
            viewer,
          );
        const dO = jsonDiff(ruleset.outcome(sampled), outcome);
        if (dO) this.fail("view-determinize", `the determinized state has another outcome: ${dO}`, viewer);
        // The sampled state differs from the true one only in what this seat cannot see, and a
        // spectator sees only public facts (which every seat sees): its view must not change.
        spectator ??= ruleset.view(state, "spectator");
        const ds = jsonDiff(ruleset.view(sampled, "spectator"), spectator);
        if (ds) {
          this.fail(
            "view-determinize",
            `the spectator tells apart states seat ${viewer} cannot (the spectator view leaks): ${ds}`,
            viewer,
          );
        }
      } catch (e) {
        this.fail(
          "view-determinize",
          `a ruleset function threw on a determinized state: ${errText(e)}`,
          viewer,
        );
      }
    }
  }

  /**
   * At a simultaneous decision, compare what the others see after each alternative choice of
   * one seat: while the decision is still open (the same seats remain asked), every other
   * seat's view and log view, and the spectator's, must be the same whichever choice was made.
   */
  private checkSimultaneous(
    state: S,
    players: number,
    log: readonly LogEntry[],
    legal: Map<PlayerId, ActionBase[]>,
    pending: readonly { player: PlayerId; simultaneous?: boolean }[],
    rng: Rng,
  ): void {
    const { ruleset } = this;
    const asked = new Set(pending.filter((d) => d.simultaneous).map((d) => d.player));
    if (asked.size < 2) return;
    for (const p of asked) {
      const all = legal.get(p) ?? [];
      const max = this.opts.simultaneousAlternatives ?? 8;
      const alternatives = all.length <= max ? all : rng.shuffle(all).slice(0, max);
      // Group outcomes by who is asked afterwards: only choices leaving the decision open compare.
      const groups = new Map<string, { action: ActionBase; views: unknown[] }[]>();
      for (const action of alternatives) {
        let after: S;
        try {
          after = ruleset.apply(state, p, action);
        } catch {
          continue; // reported by checkLegalApply
        }
        const still = ruleset.pending(after).map((d) => d.player);
        if (!still.some((q) => q !== p && asked.has(q))) continue; // decision resolved: reveals are allowed
        const key = canonicalJson([...new Set(still)].sort((a, b) => a - b));
        const afterLog = [...log, { player: p, action }];
        const views = this.viewers(players)
          .filter((v) => v !== p)
          .map((v) => [
            v,
            ruleset.view(after, v),
            ruleset.viewLog ? ruleset.viewLog(after, afterLog, v) : afterLog,
          ]);
        const list = groups.get(key) ?? [];
        list.push({ action, views });
        groups.set(key, list);
      }
      for (const list of groups.values()) {
        for (let i = 1; i < list.length; i++) {
          this.report.checked["simultaneous-hidden"]++;
          const d = jsonDiff(list[0].views, list[i].views);
          if (d) {
            this.fail(
              "simultaneous-hidden",
              `others can tell seat ${p}'s choice ${safeJson(list[0].action)} from ${safeJson(list[i].action)} before all chose: ${d}`,
              p,
              list[i].action,
            );
          }
        }
      }
    }
  }

  /** Replays reproduce the hash: directly, through JSON + Match.fromJSON, and for a prefix. */
  private checkReplay(
    state: S,
    options: unknown,
    log: LogEntry[],
    midHash: string | null,
    midLength: number,
  ): void {
    const { ruleset } = this;
    this.report.checked.replay++;
    const hash = hashState(state);
    this.report.checked["json-roundtrip"]++;
    const back = JSON.parse(JSON.stringify(state)) as S;
    const d = jsonDiff(state, back);
    if (d) this.fail("json-roundtrip", `the final state changed in a JSON round trip at ${d}`);
    if (hashState(back) !== hash)
      this.fail("json-roundtrip", "the final state's hash changed in a JSON round trip");
    const record: MatchRecord = { ruleset: ruleset.id, options, seed: this.gameSeed, log, hash };
    try {
      const direct = hashState(replay(ruleset, record, { verify: false }));
      if (direct !== hash) this.fail("replay", `replay reached hash ${direct}, the game was at ${hash}`);
      const wire = JSON.parse(JSON.stringify(record)) as MatchRecord;
      const match = Match.fromJSON(ruleset, wire); // verifies the hash, throws ReplayError
      const version = match.version;
      const err = match.submit(0, { type: "x-no-such-action" });
      if (err === null || match.version !== version || match.hash() !== hash) {
        this.fail("replay", "Match.submit of an illegal action changed the match or was accepted");
      }
      const back = Match.fromJSON(ruleset, JSON.parse(JSON.stringify(match.toJSON())) as MatchRecord);
      if (back.hash() !== hash) this.fail("replay", "toJSON → fromJSON did not reproduce the hash");
      if (midHash !== null) {
        const prefix = hashState(replay(ruleset, wire, { upTo: midLength }));
        if (prefix !== midHash)
          this.fail("replay", `replaying the first ${midLength} actions did not reproduce that state`);
      }
    } catch (e) {
      this.fail("replay", `replay failed: ${errText(e)}`);
    }
  }
}

/** A copy of a JSON action with one random part changed, deleted, or retyped. */
export function mutate(action: unknown, rng: Rng): unknown {
  if (typeof action !== "object" || action === null) return rng.pick([null, 0, "x", {}]);
  const copy = structuredClone(action) as Record<string, unknown> | unknown[];
  // Walk to a random container, then change one slot of it.
  let container: Record<string, unknown> | unknown[] = copy;
  for (let depth = 0; depth < 4; depth++) {
    const keys = Object.keys(container);
    if (keys.length === 0) break;
    const k = keys[rng.index(keys.length)];
    const child = (container as Record<string, unknown>)[k];
    if (typeof child === "object" && child !== null && rng.index(2) === 0) {
      container = child as Record<string, unknown>;
    } else break;
  }
  const keys = Object.keys(container);
  if (keys.length === 0) {
    if (Array.isArray(container)) container.push(0);
    else container.type = "x-mutated";
    return copy;
  }
  const key = keys[rng.index(keys.length)];
  const slot = container as Record<string, unknown>;
  const old = slot[key];
  const choice = rng.index(4);
  if (choice === 0 && !Array.isArray(container)) {
    delete slot[key];
    return copy;
  }
  switch (typeof old) {
    case "number":
      slot[key] = rng.pick([old + 1, old - 1, -1 - Math.abs(old), old + 0.5, 1e9, String(old)]);
      break;
    case "string":
      slot[key] = rng.pick([`${old}~`, "", old.toUpperCase() === old ? `${old}x` : old.toUpperCase(), 7]);
      break;
    case "boolean":
      slot[key] = rng.pick([!old, "yes", 1]);
      break;
    default:
      if (Array.isArray(old)) slot[key] = rng.pick([[], [...old, ...old.slice(0, 1)], old.slice(1), "[]"]);
      else slot[key] = rng.pick([{}, 0, "x", null, []]);
  }
  return copy;
}
