/**
 * A pool of worker threads running bot tasks (decisions, searches or whole games) off the main
 * event loop, several at once (the threads themselves: worker-pool.ts). Always `close()` the
 * pool, or the process will not exit.
 */
import { availableParallelism } from "node:os";
import type { ActionBase } from "@koprulu/engine";
import type { SearchResult } from "./ismcts";
import type { ChooseTask, GameSummary, GameTask, SearchTask, Task } from "./tasks";
import { WorkerPool } from "./worker-pool";

export class BotPool {
  readonly size: number;
  private readonly workers: WorkerPool<Task, unknown>;

  constructor(size: number = Math.max(1, availableParallelism() - 1)) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`BotPool: bad size ${size}`);
    this.size = size;
    this.workers = new WorkerPool({ entry: new URL("./worker.ts", import.meta.url), size });
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
    return this.workers.run(task);
  }

  close(): Promise<void> {
    return this.workers.close();
  }
}
