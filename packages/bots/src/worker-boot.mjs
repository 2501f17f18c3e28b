// Worker threads do not inherit the parent's TypeScript loader (and Node 20 ignores
// `--import tsx` in a worker's execArgv for the entry), so each worker registers tsx itself
// and then loads the TypeScript entry named in workerData.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
