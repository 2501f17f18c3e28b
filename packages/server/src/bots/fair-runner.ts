/**
 * Fair scheduling of bot work across games. Bot threads are few and a decision may take up to
 * the per-move cap, so a plain first-come queue lets one game with several heavy bot seats (or
 * a burst of bot games) hold every thread while another game's bot waits behind all of it.
 * FairBotRunner keeps one queue per game and hands the threads out by fair queuing over games:
 * each game carries a count of decisions served, a game that (re)joins the line starts at the
 * current count (no credit saved up while idle), and the waiting game with the lowest count
 * goes next. A game's next decision therefore waits behind at most one decision of every other
 * waiting game, however many it queued.
 */
import type { BotAnswer, BotJob, BotRunner } from "./types";

interface Waiting {
  job: BotJob;
  resolve(answer: BotAnswer): void;
}

export class FairBotRunner implements BotRunner {
  /** Games with work waiting, each with its own FIFO. */
  private readonly queues = new Map<string, Waiting[]>();
  /** Decisions served per game (its place in line); the count of the last one served. */
  private readonly served = new Map<string, number>();
  private clock = 0;
  private running = 0;

  /** `slots`: decisions run at once (the inner runner's threads). */
  constructor(
    private readonly inner: BotRunner,
    private readonly slots: number,
  ) {}

  choose(job: BotJob): Promise<BotAnswer> {
    return new Promise((resolve) => {
      const q = this.queues.get(job.gameId);
      if (q) q.push({ job, resolve });
      else {
        this.queues.set(job.gameId, [{ job, resolve }]);
        this.served.set(job.gameId, Math.max(this.served.get(job.gameId) ?? 0, this.clock));
      }
      this.dispatch();
    });
  }

  /** Decisions waiting for a thread (metrics). */
  get waiting(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.length;
    return n;
  }

  private dispatch(): void {
    while (this.running < Math.max(1, this.slots)) {
      const next = this.takeNext();
      if (!next) return;
      this.running++;
      this.inner
        .choose(next.job)
        .catch((err: Error) => ({ ok: false as const, error: `bot runner failed: ${err.message}` }))
        .then((answer) => {
          this.running--;
          next.resolve(answer);
          this.dispatch();
        });
    }
  }

  /** The oldest job of the waiting game served least (first come among equals). */
  private takeNext(): Waiting | undefined {
    let pick: string | undefined;
    let least = Number.POSITIVE_INFINITY;
    for (const gameId of this.queues.keys()) {
      const n = this.served.get(gameId) ?? 0;
      if (n < least) {
        least = n;
        pick = gameId;
      }
    }
    if (pick === undefined) return undefined;
    const q = this.queues.get(pick)!;
    const w = q.shift();
    if (q.length === 0) this.queues.delete(pick);
    this.clock = least;
    this.served.set(pick, least + 1);
    this.forgetIdle();
    return w;
  }

  /** Idle games at or behind the clock would rejoin at the clock anyway: drop their counts. */
  private forgetIdle(): void {
    if (this.served.size <= 2 * this.queues.size + 64) return;
    for (const [gameId, n] of this.served)
      if (!this.queues.has(gameId) && n <= this.clock) this.served.delete(gameId);
  }

  close(): Promise<void> {
    // Nothing waits forever on a closing server: queued decisions are answered as failed.
    for (const q of this.queues.values())
      for (const w of q) w.resolve({ ok: false, error: "the server is closing" });
    this.queues.clear();
    return this.inner.close();
  }
}
