/**
 * A pool of worker threads running bot tasks (decisions or whole games) off the main event
 * loop, several at once. Workers start lazily, each takes one task at a time, and tasks are
 * queued in order. Always `close()` the pool, or the process will not exit.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { ActionBase } from "@koprulu/engine";
import type { ChooseTask, GameSummary, GameTask, Task } from "./tasks";

interface Job {
  id: number;
  task: Task;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

const BOOT = new URL("./worker-boot.mjs", import.meta.url);
const ENTRY = new URL("./worker.ts", import.meta.url).href;

export class BotPool {
  readonly size: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(size: number = Math.max(1, availableParallelism() - 1)) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`BotPool: bad size ${size}`);
    this.size = size;
  }

  /** One bot decision in a worker. */
  choose<A extends ActionBase>(task: Omit<ChooseTask, "kind">): Promise<A> {
    return this.run({ kind: "choose", ...task }) as Promise<A>;
  }

  /** One whole game in a worker. */
  game(task: Omit<GameTask, "kind">): Promise<GameSummary> {
    return this.run({ kind: "game", ...task }) as Promise<GameSummary>;
  }

  run(task: Task): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error("BotPool is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("BotPool closed"));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
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

  private spawn(): Slot {
    const worker = new Worker(BOOT, { workerData: { entry: ENTRY } });
    const slot: Slot = { worker, job: null };
    worker.on("message", (msg: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      if (job && job.id === msg.id) {
        if (msg.ok) job.resolve(msg.value);
        else job.reject(new Error(msg.error));
      }
      this.pump();
    });
    worker.on("error", (err) => {
      // A crashed worker fails its job and leaves the pool; a new one replaces it on demand.
      slot.job?.reject(err);
      slot.job = null;
      this.slots.splice(this.slots.indexOf(slot), 1);
      this.pump();
    });
    this.slots.push(slot);
    return slot;
  }
}
