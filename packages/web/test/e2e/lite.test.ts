/**
 * End to end, in Debian's Chromium against the real server: a person creates a 2-player StarCraft
 * Lite game against a bot from the lobby and plays it through the UI (the galaxy, the decision
 * bar, the action list) until at least one battle has been fought, checking the Lite table: the
 * phase line, the hot spots, the dice battlefield with its rolls, and that the visible text and
 * the log name things (no raw ids: `#3`, "unit 12", a seat counted from 0, kebab-case ids).
 * Screenshots go to artifacts/web-e2e/ (gitignored).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { canonical } from "../../src/api/useGame";
import { litePath } from "../../src/starcraft-lite/targets";
import { readState } from "./apiGame";
import { type Action, legal, version, waitNewVersion } from "./gamePage";
import { chooseLite } from "./lite-ui";
import { createGameWithBot } from "./lobby";
import { ARTIFACTS, setUpE2eTable } from "./table";

interface LiteBody {
  seat: number;
  view: {
    round: number;
    phase: string;
    frame: { kind: string; warp?: { target: string; sent: number[] } | null };
    board: { units: { id: number; owner: number; area: string }[] };
    battle: { reports: unknown[] } | null;
    lastBattle: { reports: unknown[] } | null;
    stats: { battles: number };
  };
}

const table = setUpE2eTable({ width: 1280, height: 800 });

const RAW_IDS = [/#\d/, /\bunit \d/i, /\bseat 0\b/i, /\b[a-z0-9]+(?:-[a-z0-9]+)+\b/];

/** Raw ids in the page's visible text (the game area, without the header's game id) and in the log. */
async function rawIdsShown(page: Page): Promise<string[]> {
  const texts = await page
    .locator(".game-body")
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a person reads (hidden parts excluded)
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));
  const lines = texts.join("\n").split("\n");
  return lines.flatMap((line) => RAW_IDS.filter((r) => r.test(line)).map((r) => `${r} in "${line}"`));
}

const apiState = (gameId: string, token: string) => readState<LiteBody>(table.server.url, gameId, token);

/** The test player (lite-ui.ts): attacks whenever an inter-planetary movement reaches an enemy, else expands. */
const choose = (actions: Action[], s: LiteBody): Action =>
  chooseLite(actions, s, { rotate: true, base: true });

async function take(page: Page, action: Action): Promise<"board" | "bar" | "list"> {
  const canon = canonical(action);
  const listButton = page.locator(
    `.action-list button.action-button[data-action='${canon.replace(/'/g, "\\'")}']`,
  );
  const text = (await listButton.textContent())?.trim() ?? "";
  // a hit's or a splash's target: the enemy unit tapped on the battle panel
  if ((action.type === "lite-target" || action.type === "lite-splash") && typeof action.choice === "number") {
    await page.locator(`.lite-unit-pick[data-unit="${action.choice}"]`).click();
    return "board";
  }
  const path = litePath(action);
  if (path) {
    let ok = true;
    for (const k of path) {
      const target = page.locator(`.galaxy [role=button][data-key="${k}"]`).first();
      if ((await target.count()) === 0) {
        ok = false;
        break;
      }
      if (k.startsWith("route:")) {
        await target.focus();
        await target.press("Enter");
      } else await target.click();
    }
    if (ok) {
      const menu = page.locator(".choice-menu");
      if (await menu.isVisible().catch(() => false))
        await menu.getByRole("button", { name: text, exact: true }).click();
      return "board";
    }
  }
  const bar = page.locator(".decision-bar button", { hasText: text }).first();
  if (text && (await bar.count()) > 0) {
    await bar.click();
    return "bar";
  }
  await listButton.click();
  return "list";
}

describe("browser: StarCraft Lite against a bot", () => {
  it("plays a 2-player Lite game through the UI until a battle has been fought", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await createGameWithBot(page, table.server.url, {
      ruleset: "starcraft-lite",
      seed: "e2e-lite-1",
    });
    const via = { board: 0, bar: 0, list: 0 };
    let sawDice = false;
    let battles = 0;
    for (let step = 0; step < 300; step++) {
      await page.waitForFunction(
        () =>
          (document.querySelector(".your-turn") &&
            document.querySelector(".action-list button.action-button")) ||
          document.querySelector("[data-testid=outcome]"),
        null,
        { timeout: 60_000 },
      );
      if ((await page.locator("[data-testid=outcome]").count()) > 0) break;
      const s = await apiState(gameId, token);
      battles = s.view.stats.battles;
      expect(await page.locator(".lite-board").getAttribute("data-phase")).toBe(s.view.phase);
      if (step % 5 === 0) expect(await rawIdsShown(page)).toEqual([]);
      await expect.poll(() => page.locator("[data-testid=lite-hotspots]").count()).toBe(1);
      if ((s.view.battle && s.view.battle.reports.length > 0) || (!s.view.battle && s.view.lastBattle)) {
        // The running battle's dice, or the last battle's (reopened from its line).
        if (!s.view.battle) {
          const reopen = page.locator("[data-testid=lite-reopen-battle]");
          if ((await reopen.getAttribute("aria-expanded")) !== "true") await reopen.click();
        }
        await expect
          .poll(() => page.getByRole("img", { name: /^die showing [1-6]/ }).count())
          .toBeGreaterThan(0);
        sawDice = true;
        await page.screenshot({ path: join(ARTIFACTS, "lite-battle.png") });
      }
      if (battles > 0 && sawDice && s.view.round >= 2) break;
      const actions = await legal(page);
      const action = choose(actions, s);
      const before = await version(page);
      via[await take(page, action)]++;
      await waitNewVersion(page, before, action);
    }
    const final = await apiState(gameId, token);
    expect(await page.locator(".log-panel li").count()).toBeGreaterThan(10);
    expect(await rawIdsShown(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "lite-final.png") });
    console.info(
      "starcraft-lite e2e:",
      via,
      `round ${final.view.round}, battles ${final.view.stats.battles}, dice seen ${sawDice}`,
    );
    expect(final.view.stats.battles).toBeGreaterThan(0);
    expect(sawDice).toBe(true);
    expect(via.board).toBeGreaterThan(0);
    expect(final.view.round).toBeGreaterThanOrEqual(2);
    // The same table in Hebrew (issue 20): right to left, and the Lite table's words translated.
    const he = new URL(page.url());
    he.searchParams.set("lang", "he");
    await page.goto(he.toString());
    await page.waitForSelector(".lite-board [data-testid=phase]");
    expect(await page.locator("html").getAttribute("lang")).toBe("he");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    const liteText = await page
      .locator(
        ".lite-board .sc-topline, .lite-hotspots, .lite-panels, .lite-battle, .decision-bar, .log-panel li, .action-list legend, .status-line",
      )
      .evaluateAll((els) => els.map((e) => e.textContent ?? "").join(" | "));
    expect(liteText).toMatch(/[\u0590-\u05FF]/);
    expect(liteText).not.toMatch(
      /\b(Round|Phase|Stage|Hot spots|Workers|Modules|unlocked|Attacker|Defender|Move|Send|Build|End the)\b/,
    );
    await page.screenshot({ path: join(ARTIFACTS, "lite-he.png") });
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 900_000);
});
