/**
 * GameRuntime: one game in memory — its state, its version, its log, and what may be undone.
 * It is generic over rulesets (validate → apply through the engine contract) and never
 * touches storage: `prepare*` computes the next entry and state without changing anything,
 * the caller commits the entry to the database, and only then `commit` swaps it in, so an
 * entry is acknowledged only after it is durable.
 *
 * Undo (for people, not bots) follows the engine's policy (`checkUndo`): a seat may take back
 * its own last actions while none revealed information, the decision did not pass to someone
 * else, the game did not end, and nobody else has acted since; repeated undos walk back through
 * a run of the same seat's undoable actions.
 */
import type { ActionBase, AnyRuleset, LogMessage, RuleError, Viewer } from "@koprulu/engine";
import {
  checkUndo,
  EngineErrors,
  FORFEIT_ACTION,
  hashState,
  jsonEqual,
  ruleError,
  UndoErrors,
} from "@koprulu/engine";
import type { EntryRow } from "../storage/store";
import { flatString } from "../util/flat-string";
import type { Entry } from "./entry";
import { EntryLog } from "./log/entry-log";
import { sharedViewers } from "./viewer-lists";
import { visibleTo } from "./visibility";

/** A snapshot is written every this many versions (at a point where nothing can be undone). */
export const SNAPSHOT_EVERY = 50;

export interface GameMeta {
  id: string;
  ruleset: AnyRuleset;
  players: number;
  options: unknown;
  seed: string;
}

/** A log entry as kept in memory (parsed from / written to an actions row): entry.ts. */
export type { Entry };

interface UndoFrame {
  seat: number;
  before: unknown;
}

export interface Prepared {
  entry: Entry;
  next: unknown;
  /** Pushed on the undo stack (action) or null (not undoable / undo). */
  frame: UndoFrame | null;
  /** Undo stack after commit. */
  stack: UndoFrame[];
  /** Why this action cannot be undone (null when it can, or for an undo entry). */
  undoReason: RuleError | null;
  snapshot: boolean;
  /**
   * The entry's JSON texts, made once for the row written to storage and the cache's size
   * estimate (they were stringified twice a move). Held by the Prepared only, not the log.
   */
  texts: EntryTexts;
}

export type PrepareResult = { ok: true; prepared: Prepared } | { ok: false; error: RuleError };

/** An entry's action and story as JSON text, as the actions row stores them. */
export interface EntryTexts {
  action: string | null;
  story: string | null;
}

export function entryTexts(e: Entry): EntryTexts {
  return {
    action: e.kind === "action" ? JSON.stringify(e.action) : null,
    story: e.story && e.story.length > 0 ? JSON.stringify(e.story) : null,
  };
}

/** The row of an entry; `texts` when its JSON texts are already made (Prepared.texts). */
export function entryToRow(gameId: string, e: Entry, texts: EntryTexts = entryTexts(e)): EntryRow {
  return {
    game_id: gameId,
    seq: e.seq,
    seat: e.seat,
    kind: e.kind,
    action: texts.action,
    idempotency_key: e.key,
    description: e.description,
    story: texts.story,
    visible_to: JSON.stringify(e.visibleTo),
    state_hash: e.stateHash,
    created_at: e.at,
  };
}

export function rowToEntry(r: EntryRow): Entry {
  return {
    seq: r.seq,
    seat: r.seat,
    kind: r.kind === "undo" ? "undo" : r.kind === "forfeit" ? "forfeit" : "action",
    action: r.kind === "forfeit" ? FORFEIT_ACTION : r.action === null ? null : JSON.parse(r.action),
    key: r.idempotency_key,
    description: r.description,
    story: r.story ? (JSON.parse(r.story) as LogMessage[]) : null,
    visibleTo: sharedViewers(JSON.parse(r.visible_to) as Viewer[]),
    stateHash: r.state_hash,
    at: r.created_at,
  };
}

function seatLabel(seat: number): string {
  return `Seat ${seat + 1}`;
}

export class GameRuntime {
  state: unknown;
  version = 0;
  /** The log, packed (log/entry-log.ts): the server reads it through `log`. */
  readonly log = new EntryLog();
  private stack: UndoFrame[] = [];
  private lastSnapshot = 0;
  /** Why the last action of the log cannot be undone, when it cannot. */
  private lastUndoReason: RuleError | null = null;

  private constructor(readonly meta: GameMeta) {
    this.state = meta.ruleset.setup(meta.options, meta.seed);
  }

  static fresh(meta: GameMeta): GameRuntime {
    return new GameRuntime(meta);
  }

  /**
   * Rebuild from the log: start from the latest snapshot (taken only where nothing can be
   * undone) and re-apply the entries after it. Throws if the replayed state hash differs from
   * the one recorded with the last entry (the ruleset changed under a running game).
   */
  static restore(
    meta: GameMeta,
    entries: Entry[],
    snapshot: { version: number; state: unknown } | null,
  ): GameRuntime {
    const rt = new GameRuntime(meta);
    const from = snapshot?.version ?? 0;
    if (snapshot) {
      rt.state = snapshot.state;
      rt.lastSnapshot = snapshot.version;
    }
    for (const e of entries) {
      if (e.seq > from) {
        const result =
          e.kind === "undo"
            ? rt.prepareUndo(e.seat, e.at, e)
            : e.kind === "forfeit"
              ? rt.prepareForfeit(e.seat, e.at, e)
              : rt.prepareAction(e.seat, e.action, e.key, e.at, e);
        if (!result.ok) throw new Error(`replay of ${meta.id} failed at ${e.seq}: ${result.error.code}`);
        rt.commit(result.prepared);
      } else {
        rt.log.push(e);
        rt.version = e.seq;
      }
    }
    const last = entries[entries.length - 1];
    if (last && last.seq > from && hashState(rt.state) !== last.stateHash) {
      throw new Error(`replay of ${meta.id} does not reproduce the recorded state at version ${last.seq}`);
    }
    return rt;
  }

  /**
   * Catch up with entries another server node committed (scale-out): re-apply those after the
   * current version, in order. Throws if they do not follow on or do not reproduce their
   * recorded state hashes; the caller then drops this copy and rebuilds it from storage.
   */
  follow(entries: Entry[]): void {
    const next = entries.filter((e) => e.seq > this.version).sort((a, b) => a.seq - b.seq);
    for (const e of next) {
      if (e.seq !== this.version + 1)
        throw new Error(`game ${this.meta.id}: entry ${e.seq} does not follow ${this.version}`);
      const result =
        e.kind === "undo"
          ? this.prepareUndo(e.seat, e.at, e)
          : e.kind === "forfeit"
            ? this.prepareForfeit(e.seat, e.at, e)
            : this.prepareAction(e.seat, e.action, e.key, e.at, e);
      if (!result.ok)
        throw new Error(`game ${this.meta.id}: entry ${e.seq} no longer applies: ${result.error.code}`);
      if (hashState(result.prepared.next) !== e.stateHash)
        throw new Error(`game ${this.meta.id}: entry ${e.seq} does not reproduce its recorded state`);
      this.commit(result.prepared);
    }
  }

  get ruleset(): AnyRuleset {
    return this.meta.ruleset;
  }

  get finished(): boolean {
    return this.ruleset.outcome(this.state) !== null;
  }

  /**
   * Every entry as an object, made anew on each call: for tests and tools. The server reads
   * `log` (an entry, a page), which holds them packed.
   */
  get entries(): Entry[] {
    return this.log.slice();
  }

  /** The seq produced by an earlier action of this seat with this idempotency key, if any. */
  seqForKey(seat: number, key: string): number | undefined {
    return this.log.seqForKey(seat, key);
  }

  /**
   * The committed entry an idempotency key produced, when the same key now comes with a
   * different request (another action, or made against another version): a resend must be the
   * same request, else the new one would be silently dropped as a "duplicate".
   */
  keyReusedDifferently(seat: number, key: string, action: unknown, version: number): boolean {
    const seq = this.log.seqForKey(seat, key);
    if (seq === undefined) return false;
    const i = this.log.indexOfSeq(seq);
    return i < 0 || seq - 1 !== version || !jsonEqual(this.log.actionAt(i), action);
  }

  /** Why `seat` may not undo now, or null. */
  undoError(seat: number): RuleError | null {
    const top = this.stack[this.stack.length - 1];
    if (top && top.seat === seat) return null;
    const last = this.effectiveActions().at(-1);
    if (!last) return UndoErrors.nothingToUndo();
    if (last.seat !== seat) return UndoErrors.notYourAction(seat);
    return this.lastUndoReason ?? UndoErrors.nothingToUndo();
  }

  canUndo(seat: number): boolean {
    return this.undoError(seat) === null;
  }

  /**
   * Validate and apply without changing this runtime. `replayed` is set when rebuilding from
   * the log: the recorded entry is kept as is (validation still runs, as a consistency check).
   */
  prepareAction(
    seat: number,
    action: unknown,
    key: string | null,
    at: string,
    replayed?: Entry,
  ): PrepareResult {
    const r = this.ruleset;
    if (r.outcome(this.state) !== null) return { ok: false, error: EngineErrors.gameOver() };
    let error: RuleError | null;
    try {
      error = r.validate(this.state, seat, action);
    } catch (err) {
      // The contract says validate never throws; if a ruleset does, the input is still refused.
      error = EngineErrors.malformed(err instanceof Error ? err.message : "rejected");
    }
    if (error) return { ok: false, error };
    const before = this.state;
    const next = r.apply(before, seat, action);
    const undoReason = checkUndo(r, seat, { player: seat, action: action as ActionBase }, before, next);
    const undoable = undoReason === null;
    const stack = this.stack.length > 0 && this.stack[0].seat === seat && undoable ? this.stack.slice() : [];
    const frame = undoable ? { seat, before } : null;
    if (frame) stack.push(frame);
    const seq = this.version + 1;
    const told = replayed ? null : this.tell(before, seat, action, next);
    const entry: Entry = replayed ?? {
      seq,
      seat,
      kind: "action",
      action,
      key,
      description: told?.text ?? "",
      story: told?.story ?? null,
      // Rulesets with viewLog decide visibility themselves (at projection time).
      visibleTo: sharedViewers(
        r.viewLog ? [seat] : visibleTo(r, before, seat, action, next, this.meta.players),
      ),
      stateHash: hashState(next),
      at,
    };
    return {
      ok: true,
      prepared: {
        entry,
        next,
        frame,
        stack,
        undoReason,
        snapshot: stack.length === 0 && seq - this.lastSnapshot >= SNAPSHOT_EVERY,
        texts: entryTexts(entry),
      },
    };
  }

  prepareUndo(seat: number, at: string, replayed?: Entry): PrepareResult {
    const error = this.undoError(seat);
    if (error) return { ok: false, error };
    const stack = this.stack.slice();
    const frame = stack.pop()!;
    const seq = this.version + 1;
    const entry: Entry = replayed ?? {
      seq,
      seat,
      kind: "undo",
      action: null,
      key: null,
      description: `${seatLabel(seat)} takes back their last action.`,
      story: null,
      visibleTo: sharedViewers([
        seat,
        ...Array.from({ length: this.meta.players }, (_, p) => p).filter((p) => p !== seat),
        "spectator",
      ]),
      stateHash: hashState(frame.before),
      at,
    };
    return {
      ok: true,
      prepared: {
        entry,
        next: frame.before,
        frame: null,
        stack,
        undoReason: null,
        snapshot: false,
        texts: entryTexts(entry),
      },
    };
  }

  /**
   * The seat forfeits (its clock ran out): the ruleset's forfeit rule, logged as an entry of its
   * own that nobody may undo. Refused for rulesets without the rule and for finished games.
   */
  prepareForfeit(seat: number, at: string, replayed?: Entry): PrepareResult {
    const r = this.ruleset;
    if (!r.forfeit)
      return {
        ok: false,
        error: ruleError(
          "forfeit-not-supported",
          `${r.id} has no forfeit rule.`,
          "Forfeits follow the ruleset",
        ),
      };
    if (r.outcome(this.state) !== null) return { ok: false, error: EngineErrors.gameOver() };
    const next = r.forfeit(this.state, seat);
    const entry: Entry = replayed ?? {
      seq: this.version + 1,
      seat,
      kind: "forfeit",
      action: FORFEIT_ACTION,
      key: null,
      description: `${seatLabel(seat)} forfeits: their clock ran out.`,
      story: null,
      visibleTo: sharedViewers([...Array.from({ length: this.meta.players }, (_, p) => p), "spectator"]),
      stateHash: hashState(next),
      at,
    };
    return {
      ok: true,
      prepared: {
        entry,
        next,
        frame: null,
        stack: [],
        undoReason: null,
        snapshot: false,
        texts: entryTexts(entry),
      },
    };
  }

  /** Make a prepared (and now committed) entry current. */
  commit(p: Prepared): void {
    // First: the log refuses an entry out of order before anything else changes.
    this.log.push(p.entry, p.texts);
    this.state = p.next;
    this.stack = p.stack;
    this.lastUndoReason = p.undoReason;
    this.version = p.entry.seq;
    if (p.snapshot) this.lastSnapshot = p.entry.seq;
  }

  /** The actions that make the current state, undos resolved: the replay record. */
  effectiveActions(): { seq: number; seat: number; action: unknown }[] {
    const out: { seq: number; seat: number; action: unknown }[] = [];
    const log = this.log;
    for (let i = 0; i < log.length; i++) {
      if (log.kindAt(i) === "undo") out.pop();
      else out.push({ seq: log.seqAt(i), seat: log.seatAt(i), action: log.actionAt(i) });
    }
    return out;
  }

  /** The entry's words (and story as data, when the ruleset tells one). */
  private tell(
    before: unknown,
    seat: number,
    action: unknown,
    after: unknown,
  ): { text: string; story: readonly LogMessage[] | null } {
    const label = (text: string) => (text.startsWith("Seat") ? text : `${seatLabel(seat)}: ${text}`);
    try {
      const told = this.ruleset.tellAction?.(before, seat, action, after);
      if (told?.text)
        return { text: flatString(label(told.text)), story: told.story?.length ? told.story : null };
    } catch {
      // fall through to describeAction
    }
    try {
      const text = this.ruleset.describeAction?.(before, seat, action);
      if (text) return { text: flatString(label(text)), story: null };
    } catch {
      // fall through to the generic description
    }
    return { text: `${seatLabel(seat)} plays ${JSON.stringify(action)}`, story: null };
  }
}
