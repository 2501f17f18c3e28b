/**
 * Bot turns as BullMQ jobs in Redis (ARCHITECTURE: "BullMQ for bot jobs"), for servers of several
 * nodes. The node that commits a change enqueues one job per bot seat now to move; any node's
 * worker takes it, computes the move on its own bot threads and submits it like a person would.
 * A job lives in Redis, not in a node: if the node working on it dies, its lock runs out and
 * another node takes the job over. The job id is `${gameId}:${version}:${seat}`, so nodes that
 * enqueue the same turn (restarts, catch-ups) make one job; a job whose game has moved on by the
 * time it runs does nothing.
 */
import { Queue, Worker } from "bullmq";
import type { Logger } from "../game/service";

export interface BotTurn {
  gameId: string;
  version: number;
  seat: number;
}

export interface BotQueue {
  /** Queue a bot turn (a duplicate of a queued or running turn is one job). */
  enqueue(turn: BotTurn): Promise<void>;
  /** Start this node's worker: `play` is called once per job taken (a throw makes BullMQ retry). */
  start(play: (turn: BotTurn) => Promise<void>): void;
  close(): Promise<void>;
}

export interface BullBotQueueOptions {
  url: string;
  /** Queue name, shared by the nodes of one deployment (tests use their own). */
  name?: string;
  /** Jobs this node works on at once (its bot threads). */
  concurrency?: number;
  /** How long a worker's hold on a job lasts without renewal (ms): a dead node's jobs wait this long. */
  lockDuration?: number;
  /** How often workers look for jobs whose holder died (ms). */
  stalledInterval?: number;
  logger: Logger;
}

export const DEFAULT_BOT_QUEUE = "koprulu-bot-turns";

export class BullBotQueue implements BotQueue {
  private readonly queue: Queue;
  private worker: Worker | null = null;

  constructor(private readonly opts: BullBotQueueOptions) {
    this.queue = new Queue(opts.name ?? DEFAULT_BOT_QUEUE, { connection: { url: opts.url } });
    this.queue.on("error", (err: Error) => opts.logger.warn({ err: err.message }, "bot queue error"));
  }

  async enqueue(turn: BotTurn): Promise<void> {
    await this.queue.add("bot-turn", turn, {
      jobId: `${turn.gameId}:${turn.version}:${turn.seat}`,
      attempts: 3,
      backoff: { type: "exponential", delay: 500 },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
  }

  start(play: (turn: BotTurn) => Promise<void>): void {
    if (this.worker) return;
    this.worker = new Worker(this.queue.name, async (job) => play(job.data as BotTurn), {
      // Workers block on Redis: ioredis must not give up on their commands.
      connection: { url: this.opts.url, maxRetriesPerRequest: null },
      concurrency: this.opts.concurrency ?? 1,
      ...(this.opts.lockDuration ? { lockDuration: this.opts.lockDuration } : {}),
      ...(this.opts.stalledInterval ? { stalledInterval: this.opts.stalledInterval } : {}),
    });
    this.worker.on("error", (err: Error) => this.opts.logger.warn({ err: err.message }, "bot worker error"));
    this.worker.on("failed", (job, err) =>
      this.opts.logger.error({ job: job?.id, err: err.message }, "bot turn failed"),
    );
  }

  /** Stop taking jobs; `force` leaves a running job to be taken over elsewhere (a node dying). */
  async close(force = false): Promise<void> {
    await this.worker?.close(force);
    await this.queue.close();
  }
}
