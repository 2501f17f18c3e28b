/**
 * A pool of worker threads that run tasks off the main event loop, several at once. Workers
 * start lazily (or all at once with `warm()`), each takes one task at a time, and tasks wait in
 * order. A crashed worker fails its task and leaves the pool; a new one replaces it on demand.
 *
 * The worker side is `serveTasks(handler)` in the module named by `entry` (TypeScript is fine:
 * worker-boot.mjs registers tsx in the thread first). Used by BotPool (simulations, root-parallel
 * search) and by the server's bot seats, so the two share one implementation.
 */
import { Worker } from "node:worker_threads";

/** The message a worker answers with: the task's id and its value or error. */
export type TaskReply<R> = { id: number; ok: true; value: R } | { id: number; ok: false; error: string };

export interface WorkerPoolOptions {
  /** URL of the worker's TypeScript (or JavaScript) entry module, which calls `serveTasks`. */
  entry: URL;
  /** Number of threads (at least 1). */
  size: number;
  /** Let the process exit while workers are idle (a server's pool must not hold it open). */
  unref?: boolean;
}

interface Job<T, R> {
  id: number;
  task: T;
  resolve(value: R): void;
  reject(error: Error): void;
}

interface Slot<T, R> {
  worker: Worker;
  job: Job<T, R> | null;
}

const BOOT = new URL("./worker-boot.mjs", import.meta.url);

export class WorkerPool<T, R> {
  readonly size: number;
  private readonly entry: string;
  private readonly unref: boolean;
  private readonly slots: Slot<T, R>[] = [];
  private readonly queue: Job<T, R>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new RangeError(`WorkerPool: bad size ${options.size}`);
    this.size = options.size;
    this.entry = options.entry.href;
    this.unref = options.unref ?? false;
  }

  /** Run one task on the next free worker; rejects if the worker fails or the pool closes. */
  run(task: T): Promise<R> {
    if (this.closed) return Promise.reject(new Error("worker pool is closed"));
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.pump();
    });
  }

  /** Start every worker now, so the first task does not wait for a thread to boot. */
  warm(): void {
    while (!this.closed && this.slots.length < this.size) this.spawn();
  }

  /** Fail the queued tasks and stop every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("worker pool closed"));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }

  private retire(slot: Slot<T, R>, err: Error): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return; // already retired (an error is followed by an exit)
    this.slots.splice(i, 1);
    slot.job?.reject(err);
    slot.job = null;
    if (!this.closed) this.pump();
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }

  private spawn(): Slot<T, R> {
    const worker = new Worker(BOOT, { workerData: { entry: this.entry } });
    if (this.unref) worker.unref();
    const slot: Slot<T, R> = { worker, job: null };
    worker.on("message", (msg: TaskReply<R>) => {
      const job = slot.job;
      slot.job = null;
      if (job && job.id === msg.id) {
        if (msg.ok) job.resolve(msg.value);
        else job.reject(new Error(msg.error));
      }
      this.pump();
    });
    // A worker that throws outside a task, or exits, fails its task and leaves the pool.
    worker.on("error", (err) => this.retire(slot, err));
    worker.on("exit", (code) => this.retire(slot, new Error(`worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }
}
