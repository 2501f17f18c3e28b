/**
 * End to end, in Debian's Chromium against the real server: a person creates a 2-player Eclipse
 * game against a bot in the lobby and plays it through round 2 on the Eclipse table — an
 * exploration through the galaxy (click the position, choose a rotation, take control) and a
 * research on the technology supply board. Screenshots go to artifacts/web-e2e/ (gitignored).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { canonical } from "../../src/api/useGame";
import { readState } from "./apiGame";
import { type Action, legal, version, waitMyTurn, waitNewVersion } from "./gamePage";
import { createGameWithBot } from "./lobby";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 900 });

async function clickListed(page: Page, action: Action) {
  const canon = canonical(action).replace(/'/g, "\\'");
  await page.locator(`.action-list button.action-button[data-action='${canon}']`).click();
}

interface EcState {
  view: { round: number; step: { kind: string }; players: { techs: Record<string, string[]> }[] };
  seat: number;
}

describe("browser: Eclipse against a bot", () => {
  it("plays through round 2 on the Eclipse table: an exploration in the galaxy and a research", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await createGameWithBot(page, table.server.url, {
      ruleset: "eclipse",
      seed: "e2e-eclipse-1",
    });
    const state = () => readState<EcState>(table.server.url, gameId, token);

    let explored = false;
    let researched = false;
    for (let step = 0; step < 300; step++) {
      if ((await waitMyTurn(page)) === "over") break;
      const s = await state();
      if (s.view.round >= 3) break;
      const actions = await legal(page);
      const of = (t: string) => actions.filter((a) => a.type === t);
      const before = await version(page);
      if (!explored && of("explore").length) {
        await page.locator(".ec-galaxy [role=button][aria-label^='Explore here']").first().click();
        await page.screenshot({ path: join(ARTIFACTS, "eclipse-explore.png") });
      } else if (s.view.step.kind === "explore-place") {
        const rotation = page.locator(".ec-rotations button[aria-label^='Rotation']").first();
        if ((await rotation.count()) > 0) await rotation.click();
        else await page.locator(".ec-rotations button", { hasText: "Discard" }).click();
        explored = true;
      } else if (of("explore-influence").length) {
        await clickListed(page, { type: "explore-influence", take: true });
      } else if (!researched && of("research").length) {
        const tech = String(of("research")[0]!.tech);
        await page.locator(".ec-tray button:not([disabled])").first().click();
        researched = true;
        await expect
          .poll(async () => JSON.stringify((await state()).view.players[s.seat]!.techs))
          .not.toBe(JSON.stringify(s.view.players[s.seat]!.techs));
        expect(tech).toBeTruthy();
      } else {
        const pick =
          of("discovery-keep")[0] ??
          of("colonize")[0] ??
          of("claim-done")[0] ??
          of("colonize-done")[0] ??
          of("pass")[0] ??
          actions.find((a) => a.type.endsWith("-done")) ??
          actions[0]!;
        await clickListed(page, pick);
      }
      await waitNewVersion(page, before);
    }
    const end = await state();
    await page.screenshot({ path: join(ARTIFACTS, "eclipse-round-3.png") });
    expect(end.view.round).toBeGreaterThanOrEqual(3);
    expect(explored).toBe(true);
    expect(researched).toBe(true);
    expect(await page.locator(".ec-galaxy [data-sector]").count()).toBeGreaterThan(3);
    expect(consoleErrors).toEqual([]);
  }, 300_000);
});
