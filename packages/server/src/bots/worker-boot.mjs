// Worker threads do not inherit the parent's TypeScript loader, and Node 20 does not apply
// `execArgv: ["--import", "tsx"]` to a worker's entry module, so the worker registers tsx
// itself, then loads the TypeScript entry named in workerData.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
