/**
 * End to end, in Debian's Chromium against the real server: a person ticks Brood War in the
 * lobby, plays a 2-player game against the heuristic bot past round 2 and places a Defend order
 * by clicking its area on the map; its guard token then shows on the map. Screenshots go to
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

interface BwState {
  version: number;
  seat: number;
  view: {
    round: number;
    phase: string;
    options: { expansions?: string[] };
    broodWar?: { guards: unknown[]; stats?: { defendOrders: number } };
  };
}

const apiState = (gameId: string, token: string) => readState<BwState>(table.server.url, gameId, token);

/** The test player's policy: a Defend order first thing each round, plain orders, short turns. */
function choose(actions: Action[]): Action {
  const of = (type: string, keep: (a: Action) => boolean = () => true) =>
    actions.filter((a) => a.type === type && keep(a));
  const pick = (...lists: Action[][]) => lists.find((l) => l.length > 0)?.[0];
  return (
    pick(
      of("place-defend"),
      of("place-order", (a) => !a.gold),
      of("execute-order"),
      of("end-build"),
      of("end-mobilize"),
      of("skip-combat-cards"),
      of("skip-tech"),
      of("pass-event"),
    ) ?? actions[0]
  );
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

describe("browser: StarCraft with Brood War", () => {
  it("plays a 2-player Brood War game against a bot past round 2, with a Defend order placed on the map", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await createGameWithBot(page, table.server.url, {
      ruleset: "starcraft",
      broodWar: true,
      seed: "e2e-bw-1",
    });
    expect((await apiState(gameId, token)).view.options.expansions).toEqual(["brood-war"]);

    let defends = 0;
    let defendViaBoard = 0;
    let guardsSeen = 0;
    let awaitingGuard = false;
    let round = 0;
    for (let step = 0; step < 600; step++) {
      if ((await waitMyTurn(page)) === "over") break;
      const s = await apiState(gameId, token);
      round = s.view.round;
      if (round >= 3 && defends > 0) break;
      const action = choose(await legal(page));
      const before = await version(page);
      const via = await take(page, action);
      await waitNewVersion(page, before, action);
      if (awaitingGuard && action.type === "end-mobilize") {
        // the Defend order's movement is over: its guard token lies in the area, drawn on the map
        // (a shield in the owner's colour, not an emoji: a browser without an emoji font shows a box)
        awaitingGuard = false;
        await expect.poll(() => page.locator("svg.galaxy path.guard-token").count()).toBeGreaterThan(0);
        guardsSeen++;
        await shot(page, "bw-guard-token");
      }
      if (action.type === "place-defend") {
        awaitingGuard = true;
        defends++;
        if (via === "board") defendViaBoard++;
        await shot(page, "bw-defend-order");
      }
    }
    await shot(page, "bw-round-3");
    expect(round).toBeGreaterThanOrEqual(3);
    expect(defends).toBeGreaterThan(0);
    // the Defend order was placed by clicking its area on the map, not from the list
    expect(defendViaBoard).toBe(defends);
    expect(guardsSeen).toBeGreaterThan(0);
    const after = await apiState(gameId, token);
    expect(after.view.broodWar?.stats?.defendOrders ?? 0).toBeGreaterThanOrEqual(defends);
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 900_000);
});
