/**
 * End to end, in Debian's Chromium against the real server: a person creates a four-player Team
 * Play game (base game) against three bots from the lobby; the game page shows the team track
 * (two teams, their summed points against 30) and each panel's team badge naming the partner
 * (partners sit opposite: seats 1 & 3, 2 & 4). He then plays setup through the board — his
 * faction sheet, his starting planet through the placement preview, his base and starting units
 * — until his first order of the first Planning Phase stands on the map. Screenshots go to
 * artifacts/web-e2e/ (gitignored).
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

interface TeamState {
  seat: number;
  view: {
    phase: string;
    options: { players: number; mode?: string };
    players: { faction: string; cp: number }[];
    planetOrder: string[];
    bases: { owner: number; area: string }[];
    stacks: Record<string, { owner: number }[]>;
  };
}

const apiState = (gameId: string, token: string) => readState<TeamState>(table.server.url, gameId, token);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The faction's name as the panel header shows it (the catalog's name). */
async function panelName(page: Page, seat: number): Promise<string> {
  return (
    (await page.locator(`.player-panel[data-seat="${seat}"] header strong`).textContent()) ?? ""
  ).trim();
}

/** Setup's choices for the test player: the first of each (placement through the preview). */
function pickSetup(actions: Action[]): Action {
  const order = ["choose-faction", "place-planet", "place-base", "place-start-unit", "place-order"];
  for (const type of order) {
    const a = actions.find((x) => x.type === type && !(type === "place-order" && x.gold));
    if (a) return a;
  }
  return actions[0];
}

describe("browser: Team Play", () => {
  it("a four-player Team Play game against three bots shows the team track and partner badges, and the player sets up and places an order", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await createGameWithBot(page, table.server.url, {
      ruleset: "starcraft",
      players: 4,
      mode: "team-play",
      seed: "e2e-team-1",
    });
    const start = await apiState(gameId, token);
    expect(start.view.options).toMatchObject({ players: 4, mode: "team-play" });
    expect(start.seat).toBe(0);

    // The team track stands for the conquest track: two teams, each at 0 of its goal (30, or 40
    // for the team without Aldaris once a bot has taken him: the factions may already be dealt).
    const teams = page.locator(".sc-panels .teams li");
    const teamValue = async (i: number) =>
      (await teams.nth(i).locator(".cp-value").textContent())?.replace(/\s+/g, " ").trim();
    await expect.poll(() => teams.count()).toBe(2);
    for (const i of [0, 1]) {
      expect(await teams.nth(i).getAttribute("data-team")).toBe(String(i));
      expect(await teams.nth(i).locator(".cp-name").textContent()).toContain(`Team ${i + 1}`);
      expect(await teamValue(i)).toMatch(/^0 \/ (30|40)$/);
    }

    let placedPlanet: string | null = null;
    let placedOrder: string | null = null;
    const via = { board: 0, bar: 0, list: 0 };
    for (let step = 0; step < 120 && placedOrder === null; step++) {
      if ((await waitMyTurn(page)) === "over") break;
      const actions = await legal(page);
      expect(actions.length).toBeGreaterThan(0);
      const action = pickSetup(actions);
      const before = await version(page);
      if (action.type === "place-planet") await shot(page, "team-play-1-placement");
      via[await take(page, action)]++;
      await waitNewVersion(page, before, action);
      if (action.type === "place-planet" && placedPlanet === null) {
        placedPlanet = String(action.planet);
        // The planet is in the galaxy, and drawn on the map.
        await expect
          .poll(async () => (await apiState(gameId, token)).view.planetOrder)
          .toContain(placedPlanet);
        await expect
          .poll(() => page.locator(`.galaxy [data-key^="area:${placedPlanet}#"]`).count())
          .toBeGreaterThan(0);
      }
      if (action.type === "place-order") {
        placedOrder = String(action.planet);
        await expect
          .poll(() => page.locator(`.galaxy [data-key="stack:${placedOrder}"] .order-token`).count())
          .toBeGreaterThan(0);
      }
    }
    expect(placedPlanet, "the player placed a starting planet").not.toBeNull();
    expect(placedOrder, "the player placed his first order").not.toBeNull();
    // The starting planet went down through the preview on the map, not the action list.
    expect(via.board).toBeGreaterThan(0);

    // Factions are known now: each badge names the team and the partner sitting opposite.
    const state = await apiState(gameId, token);
    expect(state.view.phase).toBe("planning");
    expect(state.view.bases.some((b) => b.owner === 0)).toBe(true);
    const names = await Promise.all([0, 1, 2, 3].map((seat) => panelName(page, seat)));
    for (const [seat, team, partner] of [
      [0, 1, 2],
      [1, 2, 3],
      [2, 1, 0],
      [3, 2, 1],
    ]) {
      const badge = page.locator(`.player-panel[data-seat="${seat}"] .team-badge`);
      expect(await badge.count()).toBe(1);
      expect(await badge.textContent()).toBe(`Team ${team} · partner: ${names[partner]}`);
    }
    // Each team's goal: 30; 40 for the team without Aldaris while he plays (partners 1&3, 2&4).
    const aldaris = state.view.players.findIndex((p) => p.faction === "aldaris");
    for (const i of [0, 1]) {
      const goal = aldaris >= 0 && aldaris % 2 !== i ? 40 : 30;
      expect(await teamValue(i), `team ${i + 1}`).toMatch(new RegExp(`^\\d+ / ${goal}$`));
    }
    expect(await teams.nth(0).locator(".team-members").textContent()).toContain(`${names[0]} + ${names[2]}`);
    expect(await teams.nth(1).locator(".team-members").textContent()).toContain(`${names[1]} + ${names[3]}`);
    // The points read on one line ("0 / 30" once wrapped under a two-leader name).
    for (let i = 0; i < 2; i++) {
      const value = await teams.nth(i).locator(".cp-value").boundingBox();
      const name = await teams.nth(i).locator(".cp-name").boundingBox();
      expect(value && name && value.height <= name.height * 1.2, `team ${i + 1} value on one line`).toBe(
        true,
      );
    }
    await page.locator(".sc-panels").scrollIntoViewIfNeeded();
    await shot(page, "team-play-2-planning");
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);
});
