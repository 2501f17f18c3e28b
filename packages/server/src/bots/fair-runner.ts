/**
 * Fair scheduling of bot work across games. Bot threads are few and a decision may take up to
 * the per-move cap, so a plain first-come queue lets one game with several heavy bot seats (or
 * a burst of bot games) hold every thread while another game's bot waits behind all of it.
 * FairBotRunner keeps one queue per game and hands the threads out round-robin over the games
 * with work waiting: a game's next decision goes behind at most one decision of every other
 * waiting game, however many it queued.
 */
import type { BotAnswer, BotJob, BotRunner } from "./types";

interface Waiting {
  job: BotJob;
  resolve(answer: BotAnswer): void;
}

export class FairBotRunner implements BotRunner {
  /** Games with work waiting, in turn order; each with its own FIFO. */
  private readonly queues = new Map<string, Waiting[]>();
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
      else this.queues.set(job.gameId, [{ job, resolve }]);
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

  /** The first waiting game's oldest job; that game then moves to the back of the turn order. */
  private takeNext(): Waiting | undefined {
    for (const [gameId, q] of this.queues) {
      const w = q.shift();
      this.queues.delete(gameId);
      if (q.length > 0) this.queues.set(gameId, q);
      if (w) return w;
    }
    return undefined;
  }

  close(): Promise<void> {
    // Nothing waits forever on a closing server: queued decisions are answered as failed.
    for (const q of this.queues.values())
      for (const w of q) w.resolve({ ok: false, error: "the server is closing" });
    this.queues.clear();
    return this.inner.close();
  }
}
