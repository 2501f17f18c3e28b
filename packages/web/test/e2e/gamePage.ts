/**
 * A game page's state version (every ruleset's page carries it as `data-version`) and the wait
 * for the next one after an action through the page (shared by the e2e tests).
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

export async function version(page: Page): Promise<number> {
  return Number(await page.locator(".game-page").getAttribute("data-version"));
}

/**
 * Wait until the page shows a state newer than `before` (the action was taken) or a refusal;
 * there must be no refusal. `action`, when given, is named in the failure.
 */
export async function waitNewVersion(page: Page, before: number, action?: unknown): Promise<void> {
  await page.waitForFunction(
    (v) =>
      Number(document.querySelector(".game-page")?.getAttribute("data-version")) > v ||
      document.querySelector(".refusal"),
    before,
    { timeout: 30_000 },
  );
  const refusals = await page.locator(".refusal").count();
  expect(refusals, action === undefined ? undefined : `refused: ${JSON.stringify(action)}`).toBe(0);
}
