/** Worker-thread entry: runs tasks posted by BotPool, one at a time, and posts the results. */
import { parentPort } from "node:worker_threads";
import { runTask, type Task } from "./tasks";

const port = parentPort;
if (!port) throw new Error("bots/worker.ts must run in a worker thread");

port.on("message", async (msg: { id: number; task: Task }) => {
  try {
    port.postMessage({ id: msg.id, ok: true, value: await runTask(msg.task) });
  } catch (err) {
    port.postMessage({
      id: msg.id,
      ok: false,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
  }
});
