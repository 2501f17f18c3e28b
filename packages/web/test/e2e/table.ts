/**
 * The setup every browser test file shares: build the web client (once per test run), start a real `koprulu serve`
 * and open Debian's Chromium once for the file, and close both afterwards. The returned object
 * is filled in `beforeAll`; read its fields inside tests only.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type BrowserSession, openBrowser } from "./browser";
import { buildOncePerRun } from "./build-once";
import { buildWeb, REPO_DIR, type RunningServer, startServer } from "./server";

/** Where the browser tests leave their screenshots. */
export const ARTIFACTS = join(REPO_DIR, "artifacts", "web-e2e");

export interface E2eTable {
  server: RunningServer;
  session: BrowserSession;
}

export function setUpE2eTable(viewport: { width: number; height: number }): E2eTable {
  const table = {} as E2eTable;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await buildOncePerRun(buildWeb);
    table.server = await startServer();
    table.session = await openBrowser(viewport);
  }, 240_000);
  afterAll(async () => {
    await table.session?.close();
    await table.server?.stop();
  });
  return table;
}
