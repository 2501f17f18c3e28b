/** Worker-thread entry: answers bot jobs posted by WorkerBotRunner, one at a time. */
import { parentPort } from "node:worker_threads";
import { chooseForJob } from "./choose";
import type { BotJob } from "./types";

const port = parentPort;
if (!port) throw new Error("server/bots/worker.ts must run in a worker thread");

port.on("message", async (msg: { id: number; job: BotJob }) => {
  try {
    port.postMessage({ id: msg.id, answer: await chooseForJob(msg.job) });
  } catch (err) {
    port.postMessage({
      id: msg.id,
      answer: { ok: false, error: err instanceof Error ? err.message : String(err) },
    });
  }
});
