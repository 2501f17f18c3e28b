/**
 * The screenshot script of the StarCraft Lite table (issue 31), run on request only (outside the
 * test suite's include pattern):
 *   CHROMIUM_PATH=/usr/bin/chromium npx vitest run --config packages/web/test/e2e/vitest.shots.config.ts lite-shots
 * A person against the heuristic bot plays the short game (L-O4: 20 conquest points, at most
 * `KOPRULU_LITE_ROUNDS` rounds, 6 by default) to its end banner, at 1280×800 and again at
 * 390×844, every decision taken on the table (lite-ui.ts). Screenshots of the placement, the
 * first battle's dice, a battle reopened from the log, the log and the end go to
 * artifacts/lite-game/. Too long for CI: lite-game.test.ts is the short version.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { defaultLiteOptions } from "@koprulu/starcraft-lite/ruleset";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createApiGame, readState } from "./apiGame";
import { type LiteBody, playLiteToEnd } from "./lite-ui";
import { REPO_DIR } from "./server";
import { setUpE2eTable } from "./table";

const OUT = join(REPO_DIR, "artifacts", "lite-game");
const ROUNDS = Number(process.env.KOPRULU_LITE_ROUNDS ?? 6);

async function playAt(page: Page, url: string, size: { width: number; height: number }, name: string) {
  await page.setViewportSize(size);
  const game = await createApiGame(url, {
    ruleset: "starcraft-lite",
    players: 2,
    seats: [
      { kind: "human", name: "Ann" },
      { kind: "bot", bot: "heuristic" },
    ],
    options: { ...defaultLiteOptions(2), shortGame: true, endAt: 20, maxRounds: ROUNDS },
    seed: `lite-shots-${name}`,
  });
  const token = game.tokens[0]!;
  await page.goto(`${url}/play/${game.gameId}?token=${token}&lang=en`);
  await page.waitForSelector(".lite-board");
  const shot = (what: string) => page.screenshot({ path: join(OUT, `${name}-${what}.png`) });
  let placed = false;
  let dice = false;
  const started = Date.now();
  const play = await playLiteToEnd(page, () => readState<LiteBody>(url, game.gameId, token), {
    async onDecision(s, actions) {
      if (!placed && actions.some((a) => a.type === "rotate")) {
        await shot("placement");
        placed = true;
      }
      if (!dice && s.view.battle && (await page.locator(".lite-unit-pick").count()) > 0) {
        await page.locator("[data-testid=lite-battle]").scrollIntoViewIfNeeded();
        await shot("battle-dice");
        dice = true;
      }
    },
  });
  const final = await readState<LiteBody>(url, game.gameId, token);
  console.info(
    `lite shots ${name}:`,
    play.via,
    `decisions ${play.decisions}, rounds ${final.view.round}, battles ${final.view.stats.battles},`,
    `${Math.round((Date.now() - started) / 1000)} s`,
  );
  await page.waitForSelector("[data-testid=outcome]");
  expect(play.listed).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot("end");
  await page.locator(".log-panel").scrollIntoViewIfNeeded();
  await page.locator(".log-panel").screenshot({ path: join(OUT, `${name}-log.png`) });
  const shows = page.locator(".log-panel li .log-show-reveal");
  if ((await shows.count()) > 0) {
    await shows.first().click();
    await page
      .locator("[data-testid=lite-reveal]")
      .screenshot({ path: join(OUT, `${name}-battle-reopened.png`) });
  }
}

describe("StarCraft Lite screenshots (on request)", () => {
  const table = setUpE2eTable({ width: 1280, height: 800 });
  it("plays the short game to its end at 1280×800 and at 390×844", async () => {
    mkdirSync(OUT, { recursive: true });
    await playAt(table.session.page, table.server.url, { width: 1280, height: 800 }, "desktop");
    await playAt(table.session.page, table.server.url, { width: 390, height: 844 }, "phone");
    expect(table.session.consoleErrors).toEqual([]);
  }, 3_600_000);
});
