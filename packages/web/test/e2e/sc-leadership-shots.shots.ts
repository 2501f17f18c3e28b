/**
 * The screenshot script of a StarCraft + Brood War game with the Leadership cards against the
 * heuristic bot (issue 35), run on request only (outside the test suite's include pattern):
 *   CHROMIUM_PATH=/usr/bin/chromium npx vitest run --config packages/web/test/e2e/vitest.shots.config.ts sc-leadership-shots
 * A person plays through the table (sc-ui.ts: the board, the decision bar, the list last) toward
 * a battle — moves into enemy areas, Mobilize orders — at 1280×800 in English with a Latin name
 * and at 390×844 in Hebrew with a Hebrew name, for at most `KOPRULU_SC_ROUNDS` rounds (3 by
 * default). Screenshots at the key moments (the faction choice, the Leadership card, planning, a
 * reason shown, a cost shown, the battle, its summary, after a reload, the end) go to
 * `KOPRULU_SHOTS_DIR` (artifacts/sc-leadership/ by default).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createApiGame } from "./apiGame";
import { type Action, legal, version, waitMyTurn, waitNewVersion } from "./gamePage";
import { take } from "./sc-ui";
import { REPO_DIR } from "./server";
import { setUpE2eTable } from "./table";

const OUT = process.env.KOPRULU_SHOTS_DIR ?? join(REPO_DIR, "artifacts", "sc-leadership");
const ROUNDS = Number(process.env.KOPRULU_SC_ROUNDS ?? 3);

/** Toward a battle: move into enemy areas, Mobilize (never gold), execute; build when asked. */
function towardBattle(actions: Action[]): Action {
  const of = (keep: (a: Action) => boolean) => actions.filter(keep);
  const lists = [
    of((a) => a.type === "choose-leadership"),
    of((a) => a.type === "move-unit"),
    of((a) => a.type === "place-order" && a.order === "mobilize" && a.gold === false),
    of((a) => a.type === "place-order" && a.order === "build" && a.gold === false),
    of((a) => a.type === "build-unit"),
    of((a) => a.type === "execute-order"),
    of((a) => a.type !== "draw-event-instead" && a.type !== "end-mobilize"),
    actions,
  ];
  return lists.find((l) => l.length > 0)![0]!;
}

async function playAt(
  page: Page,
  url: string,
  size: { width: number; height: number },
  name: string,
  lang: string,
  person: string,
) {
  await page.setViewportSize(size);
  const game = await createApiGame(url, {
    ruleset: "starcraft",
    players: 2,
    seats: [
      { kind: "human", name: person },
      { kind: "bot", bot: "heuristic" },
    ],
    options: {
      players: 2,
      factionSelection: "choose",
      maxRounds: ROUNDS,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    },
    seed: `sc-lead-shots-${name}`,
  });
  const path = `${url}/play/${game.gameId}?token=${game.tokens[0]}&lang=${lang}`;
  await page.goto(path);
  await page.waitForSelector(".game-page");
  const taken = new Set<string>();
  const shot = async (what: string, full = false) => {
    taken.add(what);
    await page.screenshot({ path: join(OUT, `${name}-${what}.png`), fullPage: full });
  };
  const once = async (what: string, when: boolean, full = false) => {
    if (when && !taken.has(what)) await shot(what, full);
  };
  let reloaded = false;
  for (let step = 0; step < 400; step++) {
    if ((await waitMyTurn(page)) === "over") break;
    const actions = await legal(page);
    await once(
      "faction",
      actions.some((a) => a.type === "choose-faction"),
    );
    await once(
      "leadership",
      actions.some((a) => a.type === "choose-leadership"),
    );
    await once(
      "planning",
      actions.some((a) => a.type === "place-order"),
    );
    await once("reason", (await page.locator(".action-warning, .unavailable-list li").count()) > 0, true);
    await once("cost", (await page.locator("[data-testid=sc-cost]").count()) > 0, true);
    if (!taken.has("battle") && (await page.locator("[data-testid=battle]").count()) > 0) {
      await page.locator("[data-testid=battle]").scrollIntoViewIfNeeded();
      await shot("battle");
    }
    if (!reloaded && (await page.locator("[data-testid=battle-reveal]").count()) > 0) {
      await page.locator("[data-testid=battle-reveal]").scrollIntoViewIfNeeded();
      await shot("battle-summary");
      await page.reload();
      await page.waitForSelector("[data-testid=seat-badge]");
      await shot("after-reload");
      reloaded = true;
      continue;
    }
    const before = await version(page);
    await take(page, towardBattle(actions));
    await waitNewVersion(page, before);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot("end");
  await shot("end-full", true);
  console.info(`sc-leadership shots ${name}: ${[...taken].join(", ")}`);
}

describe("StarCraft + Brood War + Leadership screenshots (on request)", () => {
  const table = setUpE2eTable({ width: 1280, height: 800 });
  it("plays toward a battle and a reload at 1280×800 (en) and 390×844 (he)", async () => {
    mkdirSync(OUT, { recursive: true });
    await playAt(table.session.page, table.server.url, { width: 1280, height: 800 }, "desktop", "en", "Ann");
    await playAt(table.session.page, table.server.url, { width: 390, height: 844 }, "phone-he", "he", "דנה");
    expect(table.session.consoleErrors).toEqual([]);
  }, 3_600_000);
});
