/**
 * A pool of worker threads running bot tasks (decisions or whole games) off the main event
 * loop, several at once. Workers start lazily, each takes one task at a time, and tasks are
 * queued in order. Always `close()` the pool, or the process will not exit.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { ActionBase } from "@koprulu/engine";
import type { SearchResult } from "./ismcts";
import type { ChooseTask, GameSummary, GameTask, SearchTask, Task } from "./tasks";

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

  /**
   * Root-parallel ISMCTS: `workers` independent searches (seeds `${seed}/w${i}`, the budget
   * applies to each), their root visit counts summed; the most visited action wins.
   */
  async search(task: Omit<SearchTask, "kind">, workers: number = this.size): Promise<SearchResult> {
    const parts = (await Promise.all(
      Array.from({ length: workers }, (_, i) =>
        this.run({ kind: "search", ...task, seed: `${task.seed}/w${i}` }),
      ),
    )) as Pick<SearchResult, "iterations" | "stats">[];
    const merged = new Map<string, { action: ActionBase; visits: number; reward: number }>();
    let iterations = 0;
    for (const part of parts) {
      iterations += part.iterations;
      for (const st of part.stats) {
        const key = JSON.stringify(st.action);
        const m = merged.get(key) ?? { action: st.action, visits: 0, reward: 0 };
        m.visits += st.visits;
        m.reward += st.mean * st.visits;
        merged.set(key, m);
      }
    }
    const stats = [...merged.values()]
      .map((m) => ({ action: m.action, visits: m.visits, mean: m.visits ? m.reward / m.visits : 0 }))
      .sort((a, b) => b.visits - a.visits || b.mean - a.mean);
    return { action: stats[0]?.action ?? (task.legalActions[0] as ActionBase), iterations, stats };
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
