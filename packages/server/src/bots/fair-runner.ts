/**
 * Fair scheduling of bot work across clients, then across games. Bot threads are few and a
 * decision may take up to the per-move cap, so a plain first-come queue — or fair queuing over
 * games only — lets one client with many heavy bot games hold every thread while another
 * client's light bot waits behind all of it (nine MCTS games of one address took another
 * address's random-bot reply from 23 ms to 11.7 s).
 *
 * FairBotRunner keeps one line per client (the game creator's address, see GameService), and in
 * it one queue per game, and hands the threads out by fair queuing at both levels: each client
 * (and each game within its client) carries a count of decisions served; one that (re)joins the
 * line starts at the current count (no credit saved up while idle); the waiting one with the
 * lowest count goes next. A client's next decision therefore waits behind at most one decision
 * of every other waiting client, however many games and decisions it queued.
 *
 * Budget: each client may use `msPerClientMinute` of bot thinking a minute. A client over it
 * still plays, but only when no client within its budget is waiting.
 */
import { MinuteCount } from "../util/minute-count";
import type { BotAnswer, BotJob, BotRunner } from "./types";

interface Waiting {
  job: BotJob;
  resolve(answer: BotAnswer): void;
}

/** Fair queuing over keys: who waits, and how much each was served (its place in line). */
class FairLine<T> {
  readonly waiting = new Map<string, T>();
  private readonly served = new Map<string, number>();
  private clock = 0;

  /** `key` has work again: it rejoins at the current count at the earliest. */
  join(key: string, value: T): void {
    this.waiting.set(key, value);
    this.served.set(key, Math.max(this.served.get(key) ?? 0, this.clock));
  }

  /** The waiting key served least (first come among equals), among those `eligible` if any are. */
  pick(eligible: (key: string) => boolean = () => true): string | undefined {
    let pick: string | undefined;
    let least = Number.POSITIVE_INFINITY;
    let pickOk = false;
    for (const key of this.waiting.keys()) {
      const n = this.served.get(key) ?? 0;
      const ok = eligible(key);
      if ((ok && !pickOk) || (ok === pickOk && n < least)) {
        least = n;
        pick = key;
        pickOk = ok;
      }
    }
    return pick;
  }

  /** `key` was served once; `done`: it has no more work waiting. */
  served1(key: string, done: boolean): void {
    const n = this.served.get(key) ?? 0;
    this.clock = Math.max(this.clock, n);
    this.served.set(key, n + 1);
    if (done) this.waiting.delete(key);
    // Idle keys at or behind the clock would rejoin at the clock anyway: drop their counts.
    if (this.served.size > 2 * this.waiting.size + 64)
      for (const [k, c] of this.served) if (!this.waiting.has(k) && c <= this.clock) this.served.delete(k);
  }
}

/** One client's games with work waiting, each with its own FIFO. */
type ClientQueue = FairLine<Waiting[]>;

export interface FairOptions {
  /** Bot thinking (ms) a client may use a minute before others within budget go first. */
  msPerClientMinute?: number;
  /** Clock (tests). */
  now?: () => number;
}

export class FairBotRunner implements BotRunner {
  private readonly clients = new FairLine<ClientQueue>();
  private readonly usage = new Map<string, MinuteCount>();
  private readonly now: () => number;
  private readonly budget: number;
  private running = 0;

  /** `slots`: decisions run at once (the inner runner's threads). */
  constructor(
    private readonly inner: BotRunner,
    private readonly slots: number,
    opts: FairOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.budget = opts.msPerClientMinute ?? Number.POSITIVE_INFINITY;
  }

  choose(job: BotJob): Promise<BotAnswer> {
    return new Promise((resolve) => {
      const client = clientOf(job);
      let games = this.clients.waiting.get(client);
      if (!games) {
        games = new FairLine<Waiting[]>();
        this.clients.join(client, games);
      }
      const q = games.waiting.get(job.gameId);
      if (q) q.push({ job, resolve });
      else games.join(job.gameId, [{ job, resolve }]);
      this.dispatch();
    });
  }

  /** Decisions waiting for a thread (metrics). */
  get waiting(): number {
    let n = 0;
    for (const games of this.clients.waiting.values()) for (const q of games.waiting.values()) n += q.length;
    return n;
  }

  /** Bot thinking (ms) this client used in the current minute. */
  used(client: string): number {
    return this.usage.get(client)?.add(0, this.now()) ?? 0;
  }

  private dispatch(): void {
    while (this.running < Math.max(1, this.slots)) {
      const next = this.takeNext();
      if (!next) return;
      this.running++;
      const client = clientOf(next.job);
      const started = this.now();
      this.inner
        .choose(next.job)
        .catch((err: Error) => ({ ok: false as const, error: `bot runner failed: ${err.message}` }))
        .then((answer) => {
          this.running--;
          this.charge(client, this.now() - started);
          next.resolve(answer);
          this.dispatch();
        });
    }
  }

  private charge(client: string, ms: number): void {
    let u = this.usage.get(client);
    if (!u) {
      u = new MinuteCount();
      this.usage.set(client, u);
    }
    u.add(ms, this.now());
    if (this.usage.size > 1024) {
      const now = this.now();
      for (const [c, m] of this.usage) if (m.stale(now)) this.usage.delete(c);
    }
  }

  /** The client served least among those within budget, then its game served least, its oldest job. */
  private takeNext(): Waiting | undefined {
    const client = this.clients.pick((c) => this.used(c) < this.budget);
    if (client === undefined) return undefined;
    const games = this.clients.waiting.get(client)!;
    const gameId = games.pick()!;
    const q = games.waiting.get(gameId)!;
    const w = q.shift();
    games.served1(gameId, q.length === 0);
    this.clients.served1(client, games.waiting.size === 0);
    return w;
  }

  close(): Promise<void> {
    // Nothing waits forever on a closing server: queued decisions are answered as failed.
    for (const games of this.clients.waiting.values())
      for (const q of games.waiting.values())
        for (const w of q) w.resolve({ ok: false, error: "the server is closing" });
    this.clients.waiting.clear();
    return this.inner.close();
  }
}

/** A job's client; a job without one is its own game's client (fair per game, as before). */
function clientOf(job: BotJob): string {
  return job.client ?? `game:${job.gameId}`;
}
