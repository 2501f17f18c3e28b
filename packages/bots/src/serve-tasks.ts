/**
 * The worker side of WorkerPool: answer each posted task with the handler's value (or its error),
 * one at a time, in a worker thread.
 */
import { parentPort } from "node:worker_threads";
import type { TaskReply } from "./worker-pool";

export function serveTasks<T, R>(handler: (task: T) => R | Promise<R>): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks must run in a worker thread");
  port.on("message", async (msg: { id: number; task: T }) => {
    let reply: TaskReply<R>;
    try {
      reply = { id: msg.id, ok: true, value: await handler(msg.task) };
    } catch (err) {
      reply = {
        id: msg.id,
        ok: false,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      };
    }
    port.postMessage(reply);
  });
}
