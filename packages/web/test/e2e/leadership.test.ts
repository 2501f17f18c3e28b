/**
 * End to end, in Debian's Chromium against the real server: a person ticks Brood War and its
 * Leadership cards in the lobby, picks a faction, then picks his Stage I Leadership card by
 * clicking the card itself (BW-L1, BW-S7); the bot chooses too, both cards are revealed on the
 * player panels and in the log, and the game goes on past setup into the first Planning Phase.
 * Screenshots go to artifacts/web-e2e/ (gitignored).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readState } from "./apiGame";
import { type Action, legal, version, waitMyTurn, waitNewVersion } from "./gamePage";
import { createGameWithBot } from "./lobby";
import { take } from "./sc-ui";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 800 });

interface LeadState {
  view: {
    phase: string;
    options: { expansions?: string[]; variants?: { leadershipCards?: boolean } };
    broodWar?: { lead?: { stage: number; chosen: string[][] } };
  };
}

const apiState = (gameId: string, token: string) => readState<LeadState>(table.server.url, gameId, token);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

describe("browser: Brood War Leadership cards", () => {
  it("a person picks a Stage I Leadership card by clicking it; both cards are revealed and the game goes past setup", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await createGameWithBot(page, table.server.url, {
      ruleset: "starcraft",
      broodWar: true,
      leadership: true,
      seed: "e2e-lead-1",
    });
    const start = await apiState(gameId, token);
    expect(start.view.options.expansions).toEqual(["brood-war"]);
    expect(start.view.options.variants?.leadershipCards).toBe(true);

    let picked: string | null = null;
    let phase = start.view.phase;
    for (let step = 0; step < 200 && phase === "setup"; step++) {
      if ((await waitMyTurn(page)) === "over") break;
      const actions = await legal(page);
      const before = await version(page);
      const leadership = actions.filter((a) => a.type === "choose-leadership");
      if (leadership.length > 0) {
        // the choice drawn as cards: one per legal card, each named, kinded and worded
        const cards = page.locator(".leadership-choice button.lead-pick");
        await expect.poll(() => cards.count()).toBe(leadership.length);
        expect(await page.locator(".leadership-choice h3").textContent()).toContain("Stage I");
        for (const a of leadership) {
          const card = page.locator(`.leadership-choice button.lead-pick[data-card="${a.card}"]`);
          expect((await card.locator(".lead-name").textContent())?.length).toBeGreaterThan(2);
          expect((await card.locator(".lead-text").textContent())?.length).toBeGreaterThan(10);
          expect(await card.locator(".lead-kind").count()).toBe(1);
        }
        await shot(page, "leadership-1-choice");
        // the Special Victory card, when offered (every faction has one in Stage I, BW-L4)
        const sv = page.locator(".leadership-choice button.lead-pick:has(.kind-special-victory)").first();
        const target = (await sv.count()) > 0 ? sv : cards.first();
        picked = await target.getAttribute("data-card");
        await target.click();
        await waitNewVersion(page, before);
      } else {
        await take(page, pickSetup(actions));
        await waitNewVersion(page, before);
      }
      phase = (await apiState(gameId, token)).view.phase;
    }
    expect(picked).not.toBeNull();
    expect(phase).not.toBe("setup");

    // both Stage I cards revealed: my own on my panel, the bot's on his, and in the log
    const state = await apiState(gameId, token);
    const chosen = state.view.broodWar?.lead?.chosen ?? [];
    expect(chosen[0]).toEqual([picked]);
    expect(chosen[1]).toHaveLength(1);
    await expect
      .poll(() =>
        page.locator(`[data-testid=leadership-0] .lead-revealed [data-lead-card="${picked}"]`).count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        page.locator(`[data-testid=leadership-1] .lead-revealed [data-lead-card="${chosen[1][0]}"]`).count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.locator(".log-panel li", { hasText: "reveals the Leadership card" }).count(), {
        // The log follows the state over the socket; on a busy machine that can take seconds.
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.locator(".sc-board").getAttribute("data-phase"), { timeout: 15_000 })
      .toBe("planning");
    await page.locator("[data-testid=leadership-1]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, "leadership-2-revealed-panels.png") });
    await page.locator(".log-panel").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, "leadership-3-log.png") });
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);
});

/** Setup after the Leadership choice: any legal placement (the board takes it like a player). */
function pickSetup(actions: Action[]): Action {
  return actions.find((a) => a.type === "choose-faction" && a.faction === "raynor") ?? actions[0];
}
