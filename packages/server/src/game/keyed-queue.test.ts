import { describe, expect, it } from "vitest";
import { KeyedQueue } from "./keyed-queue";

const tick = () => new Promise((r) => setTimeout(r, 1));

describe("KeyedQueue (one writer per game)", () => {
  it("runs tasks of one key one after another, in order", async () => {
    const q = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([q.run("g", task("a")), q.run("g", task("b")), q.run("g", task("c"))]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("runs different keys concurrently", async () => {
    const q = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([q.run("g1", task("a")), q.run("g2", task("b"))]);
    expect(log.slice(0, 2)).toEqual(["start a", "start b"]);
  });

  it("a failing task does not block the next, and idle keys are forgotten", async () => {
    const q = new KeyedQueue();
    const failed = q.run("g", async () => {
      throw new Error("boom");
    });
    const next = q.run("g", async () => 42);
    await expect(failed).rejects.toThrow("boom");
    expect(await next).toBe(42);
    await tick();
    expect(q.busy("g")).toBe(false);
  });
});
