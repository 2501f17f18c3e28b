/**
 * End to end, in Debian's Chromium against the real server (issue 31): a StarCraft Lite game,
 * a person against the heuristic bot at 1280×800, played to its end banner with every decision
 * taken on the table (placement bar, map, battle panel, decision bar: lite-ui.ts) — never on the
 * generic action list. A short game (a two-round limit) keeps it within CI's budget; the whole
 * short game at both sizes is `lite-shots.shots.ts` (run on request). Then a battle is reopened
 * from its log line — the first one, not only the last — with its dice drawn.
 */
import { join } from "node:path";
import { defaultLiteOptions } from "@koprulu/starcraft-lite/ruleset";
import { describe, expect, it } from "vitest";
import { createApiGame, readState } from "./apiGame";
import { type LiteBody, playLiteToEnd } from "./lite-ui";
import { REPO_DIR } from "./server";
import { setUpE2eTable } from "./table";

const SHOTS = join(REPO_DIR, "docs", "screenshots");
const table = setUpE2eTable({ width: 1280, height: 800 });

describe("browser: a StarCraft Lite game to its end on the table (issue 31)", () => {
  it("you and a bot play to the end banner, every decision on the board; any battle reopens from the log", async () => {
    const { page, consoleErrors } = table.session;
    const game = await createApiGame(table.server.url, {
      ruleset: "starcraft-lite",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "bot", bot: "heuristic" },
      ],
      options: { ...defaultLiteOptions(2), maxRounds: 2 },
      seed: "e2e-lite-table-1",
    });
    const token = game.tokens[0]!;
    await page.goto(`${table.server.url}/play/${game.gameId}?token=${token}&lang=en`);
    await page.waitForSelector(".lite-board");
    const play = await playLiteToEnd(page, () => readState<LiteBody>(table.server.url, game.gameId, token));
    const final = await readState<LiteBody>(table.server.url, game.gameId, token);
    console.info(
      "lite game e2e:",
      play.via,
      `decisions ${play.decisions}, battles ${final.view.stats.battles}`,
    );
    // the end banner, reached with no decision taken off the table
    await page.waitForSelector("[data-testid=outcome]");
    expect(final.outcome).not.toBeNull();
    expect(play.listed, JSON.stringify(play.listed)).toEqual([]);
    expect(play.via.placement).toBeGreaterThan(0);
    expect(play.via.board).toBeGreaterThan(0);
    expect(final.view.stats.battles).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, "lite-end.png") });

    // any battle reopens from its line in the log — the first one, not only the last — with its
    // dice; the log's earlier entries are fetched as a reader would, with its button
    const earlier = page.locator(".log-panel .log-earlier");
    while ((await earlier.count()) > 0) {
      const entries = await page.locator(".log-panel").getAttribute("data-entries");
      await earlier.click();
      await page.waitForFunction(
        (n) => document.querySelector(".log-panel")?.getAttribute("data-entries") !== n,
        entries,
      );
    }
    const shows = page.locator(".log-panel li .log-show-reveal");
    expect(await shows.count()).toBeGreaterThanOrEqual(Math.min(2, final.view.stats.battles));
    const reveal = page.locator("[data-testid=lite-reveal]");
    const shown = async (i: number) => {
      await shows.nth(i).click();
      await reveal.waitFor();
      return reveal.locator(".lite-reveal-battle").first().textContent();
    };
    const last = await shown(-1);
    const first = await shown(0);
    expect(first).not.toBe(last);
    expect(
      await reveal.getByRole("img", { name: /^die showing [1-6], (hit|miss)$/ }).count(),
    ).toBeGreaterThan(0);
    expect(await reveal.locator("[data-testid=lite-round-result]").count()).toBeGreaterThan(0);
    await reveal.screenshot({ path: join(SHOTS, "lite-battle-reopened.png") });
    await reveal.getByRole("button", { name: "Close the battle summary" }).click();
    await expect.poll(() => reveal.count()).toBe(0);
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);
});
