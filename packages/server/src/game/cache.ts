/**
 * The live games held in memory: an LRU bounded by count AND by estimated bytes, where finished
 * games also leave once untouched for a while (a finished game is only read now and then: its
 * log, a last look at the board; storage has it all). A game that is busy — a change in flight,
 * a stream watching it — is never dropped; the next request for a dropped game rebuilds it
 * from storage.
 *
 * Sizes are estimates: the state's JSON length times STATE_BYTES_PER_CHAR plus what the packed
 * log counts for its entries (log/entry-log.ts `bytes`: records, word numbers, actions and
 * stories by their JSON length) — calibrated on StarCraft (bench `starcraft.liveGame`, memory
 * measured with forced collections: a finished 4-player random game of ~273 entries holds
 * ~63 KB, its state's 8.6 k characters of JSON ~18 KB, i.e. ~2.1 bytes a character; a new
 * game's state 4.6 k characters).
 * The state is measured when a game enters the cache, every MEASURE_EVERY versions, and when
 * it finishes.
 */
import type { LiveGame } from "./live";

export interface CacheLimits {
  maxGames: number;
  maxBytes: number;
  /** A finished game untouched for this long (ms) leaves. */
  finishedTtlMs: number;
}

interface Held {
  game: LiveGame;
  bytes: number;
  measuredAt: number;
  finished: boolean;
  lastUsed: number;
}

const MEASURE_EVERY = 25;
const STATE_BYTES_PER_CHAR = 2.5;

export function estimateBytes(game: LiveGame): number {
  const rt = game.runtime;
  return Math.round(STATE_BYTES_PER_CHAR * JSON.stringify(rt.state).length + rt.log.bytes + 2048);
}

export interface CacheStats {
  games: number;
  finishedGames: number;
  bytes: number;
  maxGames: number;
  maxBytes: number;
  finishedTtlMs: number;
  evicted: number;
}

export class GameCache {
  private readonly held = new Map<string, Held>();
  private bytes = 0;
  private evicted = 0;

  constructor(
    private readonly limits: CacheLimits,
    /** False while a game must stay (a change in flight, a stream watching it). */
    private readonly evictable: (id: string) => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.held.size;
  }

  has(id: string): boolean {
    return this.held.has(id);
  }

  /** The game, marked as just used (without changing its size estimate). */
  get(id: string): LiveGame | undefined {
    const h = this.held.get(id);
    if (!h) return undefined;
    this.held.delete(id);
    this.held.set(id, h);
    h.lastUsed = this.now();
    return h.game;
  }

  /** Read without touching (another node's notice must not keep a game in memory). */
  peek(id: string): LiveGame | undefined {
    return this.held.get(id)?.game;
  }

  set(game: LiveGame): void {
    this.drop(game.id);
    const h: Held = {
      game,
      bytes: estimateBytes(game),
      measuredAt: game.runtime.version,
      finished: game.runtime.finished,
      lastUsed: this.now(),
    };
    this.held.set(game.id, h);
    this.bytes += h.bytes;
    this.sweep(game.id);
  }

  /** A game changed (a commit, a catch-up): update its estimate now and then, and when it ends. */
  changed(game: LiveGame): void {
    const h = this.held.get(game.id);
    if (!h || h.game !== game) return;
    const finished = game.runtime.finished;
    if (finished !== h.finished || game.runtime.version - h.measuredAt >= MEASURE_EVERY) {
      const bytes = estimateBytes(game);
      this.bytes += bytes - h.bytes;
      h.bytes = bytes;
      h.measuredAt = game.runtime.version;
      h.finished = finished;
    }
    this.held.delete(game.id);
    this.held.set(game.id, h);
    h.lastUsed = this.now();
    this.sweep(game.id);
  }

  delete(id: string): void {
    this.drop(id);
  }

  /**
   * Drop the finished games idle past the TTL (run on a timer). The map is in order of last use,
   * so the walk stops at the first game used within the TTL.
   */
  expire(): void {
    const now = this.now();
    for (const [id, h] of this.held) {
      if (now - h.lastUsed < this.limits.finishedTtlMs) break;
      if (h.finished && this.evictable(id)) this.evict(id);
    }
  }

  /** Drop least recently used games while over the count or byte limit; `keep` always stays. */
  sweep(keep?: string): void {
    if (this.held.size <= this.limits.maxGames && this.bytes <= this.limits.maxBytes) return;
    for (const [id] of this.held) {
      if (this.held.size <= this.limits.maxGames && this.bytes <= this.limits.maxBytes) break;
      if (id !== keep && this.evictable(id)) this.evict(id);
    }
  }

  stats(): CacheStats {
    let finishedGames = 0;
    for (const h of this.held.values()) if (h.finished) finishedGames++;
    return {
      games: this.held.size,
      finishedGames,
      bytes: this.bytes,
      maxGames: this.limits.maxGames,
      maxBytes: this.limits.maxBytes,
      finishedTtlMs: this.limits.finishedTtlMs,
      evicted: this.evicted,
    };
  }

  private evict(id: string): void {
    if (this.drop(id)) this.evicted++;
  }

  private drop(id: string): boolean {
    const h = this.held.get(id);
    if (!h) return false;
    this.held.delete(id);
    this.bytes -= h.bytes;
    return true;
  }
}
