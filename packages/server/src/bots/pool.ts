/**
 * WorkerBotRunner: bot decisions on worker threads, off the server's event loop, so a slow
 * search never delays a person's request. The threads are @koprulu/bots' WorkerPool (the same
 * pool simulations use); this adapter only turns a failure into an answer the game service logs.
 */
import { WorkerPool } from "@koprulu/bots";
import type { BotAnswer, BotJob, BotRunner } from "./types";

export class WorkerBotRunner implements BotRunner {
  private readonly pool: WorkerPool<BotJob, BotAnswer>;

  constructor(readonly size = 1) {
    // unref: idle bot threads must never keep a stopping server alive.
    this.pool = new WorkerPool({ entry: new URL("./worker.ts", import.meta.url), size, unref: true });
  }

  choose(job: BotJob): Promise<BotAnswer> {
    return this.pool
      .run(job)
      .catch((err: Error) => ({ ok: false, error: `bot worker failed: ${err.message}` }));
  }

  /** Start the workers now, so the first bot move does not wait for a thread to boot. */
  warm(): void {
    this.pool.warm();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
