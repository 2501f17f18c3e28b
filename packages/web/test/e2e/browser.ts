/**
 * Launch Debian's Chromium through playwright-core (never a downloaded browser), headless,
 * with a fresh profile, and collect console errors so tests can assert there are none.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface BrowserSession {
  browser: Browser | BrowserContext;
  page: Page;
  consoleErrors: string[];
  close(): Promise<void>;
}

/** `hasTouch`: the page gets a touch screen (taps through `page.touchscreen`, `locator.tap`). */
export async function openBrowser(
  viewport = { width: 1280, height: 800 },
  options: { hasTouch?: boolean } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), "koprulu-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    hasTouch: options.hasTouch ?? false,
    // The page's language follows navigator.languages: pin it so tests read English by default.
    locale: "en-US",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(String(err)));
  return {
    browser: context,
    page,
    consoleErrors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
