/**
 * End to end, in Debian's Chromium against the real server (issue 31): the StarCraft Lite table
 * as a player meets it. At 1280×800, against a bot: the revealed planet is placed by sight (drawn
 * in place, turned, confirmed), the game goes on through the board to a battle whose dice are
 * drawn with accessible names ("die showing 4, hit") and whose targets are tapped on the enemy
 * units, and the log narrates from a neutral point of view (no "your" in another player's line).
 * A game played to its end (people at both seats over the API, a short round limit) is then
 * opened at 390×844: the page is at most about two screens tall before a panel is scrolled into,
 * its buttons are ≥ 44 px and its text ≥ 12 px. Screenshots go to docs/screenshots/ (the README's
 * table section).
 */
import { join } from "node:path";
import { defaultLiteOptions } from "@koprulu/starcraft-lite/ruleset";
import { describe, expect, it } from "vitest";
import { createApiGame, driveOverApi, readState } from "./apiGame";
import { legal, version, waitNewVersion } from "./gamePage";
import {
  chooseLite as choose,
  type LiteBody,
  liteTurn as myTurn,
  takeLite as take,
  type Via,
} from "./lite-ui";
import { createGameWithBot } from "./lobby";
import { REPO_DIR } from "./server";
import { setUpE2eTable } from "./table";

const SHOTS = join(REPO_DIR, "docs", "screenshots");

const table = setUpE2eTable({ width: 1280, height: 800 });

describe("browser: the StarCraft Lite table (issue 31)", () => {
  it("places a planet by sight, fights a battle with dice and tapped targets, narrates the log", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await createGameWithBot(page, table.server.url, {
      ruleset: "starcraft-lite",
      seed: "e2e-lite-table-1",
    });
    const state = () => readState<LiteBody>(table.server.url, gameId, token);

    // 1. Setup by sight: the revealed planet drawn where it goes, turned, confirmed.
    let placed = 0;
    const via: Record<Via, number> = { placement: 0, tap: 0, board: 0, bar: 0, list: 0 };
    let diceShot = false;
    for (let step = 0; step < 400; step++) {
      if (!(await myTurn(page))) break;
      const s = await state();
      const actions = await legal(page);
      if (actions.some((a) => a.type === "rotate")) {
        const bar = page.locator("[data-testid=lite-placement]");
        await bar.waitFor();
        // the planet is on the map, in place, not only in the bar
        expect(await page.locator("svg.galaxy .planet-preview").count()).toBe(1);
        const turns = [...new Set(actions.filter((a) => a.type === "rotate").map((a) => a.rotation))];
        if (placed === 1) await page.screenshot({ path: join(SHOTS, "lite-setup-placement.png") });
        if (turns.length > 1) {
          const first = await bar.getAttribute("data-rotation");
          await page.getByRole("button", { name: "Next turn" }).click();
          expect(await bar.getAttribute("data-rotation")).not.toBe(first);
        }
        const before = await version(page);
        await page.locator("[data-testid=lite-placement] .confirm-placement").click();
        await waitNewVersion(page, before);
        placed++;
        continue;
      }
      // 2. A battle: dice drawn with their names; the result stays; targets are tapped.
      if (s.view.battle && (await page.getByRole("img", { name: /^die showing/ }).count()) > 0) {
        const names = await page
          .getByRole("img", { name: /^die showing/ })
          .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
        for (const n of names) expect(n).toMatch(/^die showing [1-6], (hit|miss)$/);
        if (!diceShot || (await page.locator(".lite-unit-pick").count()) > 0) {
          await page.locator("[data-testid=lite-battle]").scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(SHOTS, "lite-battle-dice.png") });
          diceShot = true;
        }
      }
      if (diceShot && via.tap > 0 && s.view.round >= 2 && !s.view.battle) break;
      if (diceShot && s.view.round >= 6 && !s.view.battle) break;
      const action = choose(actions, s);
      const before = await version(page);
      via[await take(page, action)]++;
      await waitNewVersion(page, before, action);
    }
    const final = await state();
    console.info(
      "lite table e2e:",
      via,
      `placed ${placed}, round ${final.view.round}, battles ${final.view.stats.battles}`,
    );
    expect(placed).toBeGreaterThan(0);
    expect(final.view.stats.battles).toBeGreaterThan(0);
    expect(diceShot).toBe(true);

    // 3. The log narrates: the bot's lines name it and never say "your".
    const lines = await page
      .locator(".log-panel li")
      .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    expect(lines.length).toBeGreaterThan(10);
    const botName = await page.locator(".log-panel li").last().textContent();
    expect(botName).toBeTruthy();
    for (const l of lines) expect(l).not.toMatch(/\byour?\b/i);
    // the bot's own actions narrated: its name, then what it did ("… (bot: heuristic) builds a …")
    const narrated =
      / \(bot: heuristic\)(?:'s)? (sends|moves|builds|ends|harvests|pays|places|expands|turns|joins|stops|plays|unlocks|opens|assigns|passes|does|retreats|removes|takes|upgrades|chose|made)\b/;
    expect(lines.filter((l) => narrated.test(l)).length, lines.join("\n")).toBeGreaterThan(0);
    await page.locator(".log-panel").screenshot({ path: join(SHOTS, "lite-log.png") });
    // the same log in German: no "dein"
    const de = new URL(page.url());
    de.searchParams.set("lang", "de");
    await page.goto(de.toString());
    await page.waitForSelector(".lite-board [data-testid=phase]");
    const deLines = await page
      .locator(".log-panel li")
      .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    for (const l of deLines) expect(l).not.toMatch(/\b(dein|deine|deinen|deinem|deiner)\b/i);
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 900_000);

  it("a game played to its end reads on a phone: about two screens tall, 44 px buttons, ≥ 12 px text", async () => {
    const { page } = table.session;
    const game = await createApiGame(table.server.url, {
      ruleset: "starcraft-lite",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Ben" },
      ],
      options: { ...defaultLiteOptions(2), maxRounds: 3 },
      seed: "e2e-lite-phone",
    });
    await driveOverApi<LiteBody>(table.server.url, game, {
      reached: (s) => s.pending.length === 0,
      // take the first legal action, but attack when possible so the game has battles in its log
      choose: (s) => choose(s.legalActions, s),
      maxSteps: 3000,
      keyPrefix: "phone-",
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${table.server.url}/play/${game.gameId}?token=${game.tokens[0]}&lang=en`);
    await page.waitForSelector("[data-testid=outcome]");
    await page.waitForSelector(".lite-board");
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    console.info("lite phone page height:", height);
    expect(height).toBeLessThanOrEqual(2 * 844);
    // the board comes first: the galaxy starts within the first screen
    const galaxyTop = await page.locator("svg.galaxy").evaluate((e) => e.getBoundingClientRect().top);
    expect(galaxyTop).toBeLessThan(844);
    // buttons of the Lite table and its sheets are at least 44 px tall
    const small = await page.locator(".lite-board button, .lite-sheet > summary").evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => [e.textContent, e.getBoundingClientRect().height] as const)
        .filter(([, h]) => h < 44),
    );
    expect(small).toEqual([]);
    const tiny = await page.locator(".lite-board, .lite-sheet").evaluateAll((els) =>
      els.flatMap((root) =>
        [...root.querySelectorAll("*")]
          .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
          .filter((e) => (e as HTMLElement).offsetParent !== null || e instanceof SVGElement)
          .map(
            (e) =>
              [e.textContent!.trim().slice(0, 30), Number.parseFloat(getComputedStyle(e).fontSize)] as const,
          )
          .filter(([, px]) => px < 12),
      ),
    );
    expect(tiny).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "lite-phone.png") });
  }, 600_000);
});
