/**
 * WorkerBotRunner: bot decisions on worker threads, off the server's event loop, so a slow
 * search never delays a person's request. Workers start lazily and take one job at a time;
 * jobs wait in order. A crashed worker fails its job and is replaced on demand.
 */
import { Worker } from "node:worker_threads";
import type { BotAnswer, BotJob, BotRunner } from "./types";

const BOOT = new URL("./worker-boot.mjs", import.meta.url);
const ENTRY = new URL("./worker.ts", import.meta.url).href;

interface Pending {
  id: number;
  job: BotJob;
  resolve(answer: BotAnswer): void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
}

export class WorkerBotRunner implements BotRunner {
  private readonly slots: Slot[] = [];
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size = 1) {}

  choose(job: BotJob): Promise<BotAnswer> {
    if (this.closed) return Promise.resolve({ ok: false, error: "bot runner closed" });
    return new Promise((resolve) => {
      this.waiting.push({ id: this.nextId++, job, resolve });
      this.pump();
    });
  }

  /** Start the workers now, so the first bot move does not wait for a thread to boot. */
  warm(): void {
    while (!this.closed && this.slots.length < this.size) this.spawn();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.waiting.splice(0)) p.resolve({ ok: false, error: "bot runner closed" });
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }

  private pump(): void {
    while (this.waiting.length > 0) {
      let slot = this.slots.find((s) => s.current === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const p = this.waiting.shift()!;
      slot.current = p;
      slot.worker.postMessage({ id: p.id, job: p.job });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, { workerData: { entry: ENTRY } });
    worker.unref();
    const slot: Slot = { worker, current: null };
    worker.on("message", (msg: { id: number; answer: BotAnswer }) => {
      const p = slot.current;
      slot.current = null;
      if (p && p.id === msg.id) p.resolve(msg.answer);
      this.pump();
    });
    worker.on("error", (err) => {
      slot.current?.resolve({ ok: false, error: `bot worker crashed: ${err.message}` });
      slot.current = null;
      this.slots.splice(this.slots.indexOf(slot), 1);
      this.pump();
    });
    this.slots.push(slot);
    return slot;
  }
}
