/**
 * What every ruleset's game page shows alike (shared by the e2e tests): whose turn it is, the
 * legal actions on the action list, and the state's version (`data-version`), with the wait for
 * the next one after an action.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

export type Action = { type: string } & Record<string, unknown>;

/** Wait until this seat must decide, or the game is over. */
export async function waitMyTurn(page: Page): Promise<"turn" | "over"> {
  await page.waitForFunction(
    () =>
      (document.querySelector(".your-turn") && document.querySelector(".action-list button.action-button")) ||
      document.querySelector("[data-testid=outcome]"),
    null,
    { timeout: 60_000 },
  );
  return (await page.locator("[data-testid=outcome]").count()) > 0 ? "over" : "turn";
}

/** The legal actions, read off the action list. */
export async function legal(page: Page): Promise<Action[]> {
  const raw = await page
    .locator(".action-list button.action-button")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-action") ?? "null"));
  return raw.map((r) => JSON.parse(r) as Action);
}

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
