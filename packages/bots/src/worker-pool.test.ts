import { afterAll, describe, expect, it } from "vitest";
import type { PoolTestTask } from "./fixtures/pool-worker";
import { WorkerPool } from "./worker-pool";

const entry = new URL("./fixtures/pool-worker.ts", import.meta.url);
type Reply = { value: number; thread: number };

describe("WorkerPool", () => {
  const pool = new WorkerPool<PoolTestTask, Reply>({ entry, size: 2 });
  afterAll(() => pool.close());

  it("runs queued tasks on at most `size` threads and answers each with its own value", async () => {
    const replies = await Promise.all([1, 2, 3, 4, 5].map((value) => pool.run({ kind: "echo", value })));
    expect(replies.map((r) => r.value)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(replies.map((r) => r.thread)).size).toBeLessThanOrEqual(2);
  });

  it("a task that throws rejects with its error, and the worker keeps serving", async () => {
    await expect(pool.run({ kind: "fail" })).rejects.toThrow("task failed on purpose");
    expect((await pool.run({ kind: "echo", value: 7 })).value).toBe(7);
  });

  it("a worker that dies fails its task and is replaced for the next one", async () => {
    await expect(pool.run({ kind: "die" })).rejects.toThrow("worker died on purpose");
    expect((await pool.run({ kind: "echo", value: 8 })).value).toBe(8);
  });

  it("close fails what is still queued and refuses new tasks", async () => {
    const small = new WorkerPool<PoolTestTask, Reply>({ entry, size: 1 });
    const running = small.run({ kind: "echo", value: 1 });
    const queued = small.run({ kind: "echo", value: 2 });
    const closing = small.close();
    await expect(queued).rejects.toThrow("worker pool closed");
    await closing;
    await running.catch(() => undefined); // terminated mid-task or already answered: either is fine
    await expect(small.run({ kind: "echo", value: 3 })).rejects.toThrow("worker pool is closed");
  });

  it("refuses a size below one", () => {
    expect(() => new WorkerPool({ entry, size: 0 })).toThrow(RangeError);
  });
});
