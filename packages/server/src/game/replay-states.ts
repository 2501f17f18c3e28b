/**
 * The state of a game after any entry of its log, for the replay of the game so far (a seat
 * steps through its own views; the route projects each state for the asking viewer, never
 * sends one). Computed by re-executing the stored log from the initial state through the engine
 * contract (`setup`, then `applyEntry` — apply, or the forfeit rule — for every action that
 * still stands at that point: an undo entry takes back the action below it, as the runtime's
 * undo did), so the server needs no rules of its own.
 *
 * Stepping must be cheap, so a small LRU keeps a few states ("checkpoints") per game: the last
 * ones asked for (a step forward re-executes one action), and apart from them the ones at every
 * ANCHOR_EVERY-th standing action passed on the way, so that a step back re-executes at most
 * that many. Memory is bounded by a count per game, a count in all
 * and estimated bytes (JSON length × 4, as the game cache estimates). The live state of the
 * game is a checkpoint for free.
 *
 * A checkpoint is identified by the stack of standing actions it is the fold of: since an undo
 * only pops the top, the checkpoint with `depth` standing actions whose top is entry `top`
 * serves every point whose standing actions have that same entry at position `depth` (both
 * stacks agree below it: nothing under an entry still standing was popped since it was pushed).
 */
import { type ActionBase, applyEntry, hashState } from "@koprulu/engine";
import type { LiveGame } from "./live";
import type { EntryLog } from "./log/entry-log";

/** A state is kept every this many standing actions while re-executing (steps back stay short). */
export const ANCHOR_EVERY = 25;

export interface ReplayStateLimits {
  /** Checkpoints a game keeps at every ANCHOR_EVERY-th standing action (the way back). */
  anchorsPerGame: number;
  /** Checkpoints a game keeps of the last steps asked for (the way forward). */
  recentPerGame: number;
  /** Checkpoints over all games. */
  maxStates: number;
  /** Estimated bytes over all games. */
  maxBytes: number;
}

export const DEFAULT_REPLAY_LIMITS: ReplayStateLimits = {
  anchorsPerGame: 4,
  recentPerGame: 3,
  maxStates: 96,
  maxBytes: 24 * 1024 * 1024,
};

const BYTES_PER_CHAR = 4;

interface Checkpoint {
  gameId: string;
  /** How many actions stand in this state. */
  depth: number;
  /** The seq of the top standing action (0 for the initial state). */
  top: number;
  state: unknown;
  bytes: number;
  /** At a multiple of ANCHOR_EVERY standing actions: kept for the way back, apart from the recent steps. */
  anchor: boolean;
}

export interface ReplayStats {
  states: number;
  bytes: number;
  /** Actions re-executed since start (what the cache saves shows here). */
  applied: number;
}

/** The seqs of the actions standing after entry `at` (undos resolved), bottom first. */
export function standingAfter(log: Pick<EntryLog, "kindAt" | "seqAt">, at: number): number[] {
  const stack: number[] = [];
  // Read field by field: unpacking whole entries of the packed log costs more.
  for (let i = 0; i < at; i++) {
    if (log.kindAt(i) === "undo") stack.pop();
    else stack.push(log.seqAt(i));
  }
  return stack;
}

export class ReplayStates {
  /** Insertion order = least recently used first (Map keeps order; a use re-inserts). */
  private readonly held = new Map<string, Checkpoint>();
  private bytes = 0;
  private applied = 0;

  constructor(private readonly limits: ReplayStateLimits = DEFAULT_REPLAY_LIMITS) {}

  stats(): ReplayStats {
    return { states: this.held.size, bytes: this.bytes, applied: this.applied };
  }

  /**
   * The game's state after entry `at` (0: the initial state). `at` must be 0..version; the
   * caller checks. Throws when the re-executed state does not reproduce the hash recorded with
   * the entry (the rules changed under the game: a bug, never a wrong view).
   */
  stateAt(game: LiveGame, at: number): unknown {
    const rt = game.runtime;
    const log = rt.log;
    if (!Number.isInteger(at) || at < 0 || at > log.length)
      throw new RangeError(`step ${at} is outside 0..${log.length}`);
    if (at > 0 && log.seqAt(at - 1) !== at)
      throw new Error(`game ${game.id}: log entries are not numbered 1..${log.length}`);
    const stack = standingAfter(log, at);
    const top = stack.length ? stack[stack.length - 1] : 0;
    // The live state is the fold of the whole standing log.
    if (at === log.length) return rt.state;
    const exact = this.use(key(game.id, stack.length, top));
    if (exact) return exact.state;

    let from: Checkpoint | null = null;
    for (const c of this.held.values()) {
      if (c.gameId !== game.id || c.depth > stack.length) continue;
      if (c.depth > 0 && stack[c.depth - 1] !== c.top) continue;
      if (!from || c.depth > from.depth) from = c;
    }
    let depth = from?.depth ?? 0;
    let state = from ? from.state : rt.ruleset.setup(game.options, game.seed);
    if (from) this.use(key(game.id, from.depth, from.top));
    else this.put({ gameId: game.id, depth: 0, top: 0, state });
    while (depth < stack.length) {
      const e = log.entry(stack[depth] - 1);
      if (e.seq !== stack[depth]) throw new Error(`game ${game.id}: log entry ${stack[depth]} is missing`);
      state = applyEntry(rt.ruleset, state, e.seat, e.action as ActionBase);
      depth++;
      this.applied++;
      if (depth % ANCHOR_EVERY === 0 && depth < stack.length)
        this.put({ gameId: game.id, depth, top: stack[depth - 1], state });
    }
    if (at > 0 && hashState(state) !== log.entry(at - 1).stateHash)
      throw new Error(`game ${game.id}: the log does not reproduce its recorded state at ${at}`);
    this.put({ gameId: game.id, depth, top, state });
    return state;
  }

  /** Forget a game's checkpoints (e.g. when it leaves memory). */
  forget(gameId: string): void {
    for (const [k, c] of this.held) if (c.gameId === gameId) this.drop(k, c);
  }

  private use(k: string): Checkpoint | undefined {
    const c = this.held.get(k);
    if (c) {
      this.held.delete(k);
      this.held.set(k, c);
    }
    return c;
  }

  private put(c: Omit<Checkpoint, "bytes" | "anchor">): void {
    const k = key(c.gameId, c.depth, c.top);
    if (this.use(k)) return;
    const bytes = BYTES_PER_CHAR * JSON.stringify(c.state).length + 512;
    if (bytes > this.limits.maxBytes) return;
    const anchor = c.depth % ANCHOR_EVERY === 0;
    this.held.set(k, { ...c, bytes, anchor });
    this.bytes += bytes;
    // The game's least recently used checkpoint of the same kind leaves first.
    const cap = anchor ? this.limits.anchorsPerGame : this.limits.recentPerGame;
    let alike = 0;
    for (const x of this.held.values()) if (x.gameId === c.gameId && x.anchor === anchor) alike++;
    for (const [hk, h] of this.held) {
      if (alike <= cap) break;
      if (h.gameId === c.gameId && h.anchor === anchor && hk !== k) {
        this.drop(hk, h);
        alike--;
      }
    }
    for (const [hk, h] of this.held) {
      if (this.held.size <= this.limits.maxStates && this.bytes <= this.limits.maxBytes) break;
      if (hk !== k) this.drop(hk, h);
    }
  }

  private drop(k: string, c: Checkpoint): void {
    this.held.delete(k);
    this.bytes -= c.bytes;
  }
}

function key(gameId: string, depth: number, top: number): string {
  return `${gameId}:${depth}:${top}`;
}
