/**
 * First contentful paint of the lobby in Debian's Chromium (playwright-core, as the browser tests
 * open it) on a throttled network, cache cold: every run is a fresh browser profile. The network
 * profile is DevTools' emulation (`Network.emulateNetworkConditions`): 1.6 Mbps down, 750 Kbps up,
 * 150 ms added to every request before its response headers (the round trip); optionally the CPU
 * slowed by `Emulation.setCPUThrottlingRate`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
} as const;

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** One cold load of `url`: milliseconds from navigation start to the first contentful paint. */
export async function lobbyFcpOnce(url: string, cpuSlowdown = 1): Promise<number> {
  const profile = mkdtempSync(join(tmpdir(), "koprulu-bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: "en-US",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
    if (cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    // The lobby is drawn once its create form is there (after the rulesets arrive).
    await page.locator("form.create-game").waitFor({ timeout: 120_000 });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const fcp = list.getEntries().find((e) => e.name === "first-contentful-paint");
            if (fcp) resolve(fcp.startTime);
          }).observe({ type: "paint", buffered: true });
        }),
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The median of `runs` cold loads, and every run (ms, rounded). */
export async function lobbyFcp(
  url: string,
  runs: number,
  cpuSlowdown = 1,
): Promise<{ medianMs: number; runsMs: number[] }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(Math.round(await lobbyFcpOnce(url, cpuSlowdown)));
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)], runsMs: times };
}
