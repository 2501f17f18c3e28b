/**
 * End to end, in Debian's Chromium against the real server: the replay of a running game so
 * far, from the seat's own view (issue 35). A StarCraft game is played over the API by Ann and
 * Ben into its first rounds, then Ben's seat is handed to a bot (a running game against a bot);
 * Ann's play page offers "Replay so far", which steps through Ann's own views: back, forward,
 * first, the slider; each step draws the board and its log line, and Ben's hand (as Ben's own
 * view of that step says it was) never reaches the page. At 390×844 the controls fit the width.
 * Screenshots go to artifacts/web-e2e/replay-so-far-*.png (gitignored).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type ApiGame, createApiGame, driveOverApi } from "./apiGame";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 800 });

type Body = {
  version: number;
  pending: { player: number; kind: string }[];
  legalActions: ({ type: string } & Record<string, unknown>)[];
};

type Player = { hand: string[]; discard: string[]; playArea: string[]; faction: string };
type Step = { at: number; total: number; view: { players: Player[] } };

/** Quick ways through a game: end, skip and pass first. */
function quick(s: Body): unknown {
  const pref = ["draw-event-instead", "skip-combat-cards", "skip-tech", "end-build", "end-mobilize", "pass"];
  for (const type of pref) {
    const found = s.legalActions.find((x) => x.type === type);
    if (found) return found;
  }
  return s.legalActions[0];
}

async function stepAs(game: ApiGame, seat: number, at: number): Promise<Step> {
  const res = await fetch(`${table.server.url}/api/games/${game.gameId}/replay/view?at=${at}`, {
    headers: { authorization: `Bearer ${game.tokens[seat]}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Step;
}

/** The shown step, once the page has drawn it with its board. */
async function shownStep(page: Page): Promise<number> {
  await page.waitForSelector("[data-testid=replay-so-far] .board-area > *");
  return Number(await page.locator("[data-testid=replay-so-far]").getAttribute("data-step"));
}

describe("browser: the replay of a running game so far, from the seat's own view", () => {
  it("follows 'Replay so far' from the play page, steps back and forward on the seat's own views, and never shows the other seat's hand", async () => {
    const { page, consoleErrors } = table.session;
    const game = await createApiGame(table.server.url, {
      ruleset: "starcraft",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Ben" },
      ],
      options: { players: 2, factionSelection: "random", maxRounds: 60 },
      seed: "e2e-replay-so-far",
    });
    await driveOverApi<Body>(table.server.url, game, {
      reached: (s) => s.version >= 40 && s.pending[0]?.player === 0,
      choose: quick,
      maxSteps: 400,
      keyPrefix: "rsf",
    });
    // Ben's hand at every step as his own view of it says, and what Ann herself holds then (a
    // card of hers may share an id with one of his: only his others are secrets from her).
    const last = (await stepAs(game, 1, 0)).total;
    const secrets: string[][] = [];
    for (let at = 0; at <= last; at++) {
      const ben = (await stepAs(game, 1, at)).view.players[1];
      const ann = (await stepAs(game, 0, at)).view.players[0];
      const hers = new Set([...ann.hand, ...ann.discard, ...ann.playArea]);
      secrets.push(ben.hand.filter((card) => !hers.has(card)));
    }
    expect(secrets.some((s) => s.length > 0)).toBe(true);
    // From now on Ben's seat is a bot's: the game runs on against it.
    const handed = await fetch(`${table.server.url}/api/games/${game.gameId}/seats/1/bot`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${game.tokens[1]}` },
      body: JSON.stringify({ bot: "random" }),
    });
    expect(handed.status).toBe(200);

    await page.goto(
      `${table.server.url}/play/${encodeURIComponent(game.gameId)}?token=${encodeURIComponent(game.tokens[0]!)}&lang=en`,
    );
    const link = page.getByRole("link", { name: "Replay so far" });
    await link.waitFor();
    // The link names the seat, never its token.
    expect(await link.getAttribute("href")).toBe(`/replay/${game.gameId}/view?seat=0`);
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, "replay-so-far-link.png") });
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await link.click();
    expect(await shownStep(page)).toBeGreaterThanOrEqual(last);
    await expect.poll(() => page.locator("[data-testid=seat-badge]").textContent()).toContain("Ann");

    const seen = new Set<number>();
    const check = async () => {
      const at = await shownStep(page);
      seen.add(at);
      const line = (await page.locator("[data-testid=replay-line]").textContent()) ?? "";
      expect(line.trim().length, `the log line of step ${at}`).toBeGreaterThan(0);
      const html = await page.content();
      for (const card of secrets[at] ?? []) expect(html, `step ${at}: Ben's ${card}`).not.toContain(card);
      expect(html).not.toContain(game.tokens[0]!);
      expect(html).not.toContain(game.tokens[1]!);
      return at;
    };
    const goTo = async (button: string, expected: number) => {
      await page.getByRole("button", { name: button }).click();
      await expect.poll(() => shownStep(page)).toBe(expected);
      return check();
    };
    // The slider first: a step inside the game's first 40 entries.
    await page.getByRole("slider", { name: "Step" }).fill("20");
    await expect.poll(() => shownStep(page)).toBe(20);
    await check();
    for (let at = 19; at >= 10; at--) await goTo("Previous step", at);
    await goTo("First step", 0);
    expect(await page.locator("[data-testid=replay-line]").textContent()).toBe("Setup");
    for (let at = 1; at <= 12; at++) await goTo("Next step", at);
    await page.screenshot({ path: join(ARTIFACTS, "replay-so-far-desktop.png") });
    // The secrets were there to hide at steps the page showed (else the check proved nothing).
    expect([...seen].some((at) => (secrets[at] ?? []).length > 0)).toBe(true);
    await page.getByRole("button", { name: "Last step" }).click();
    await expect.poll(() => shownStep(page)).toBeGreaterThanOrEqual(last);

    // On a phone the play page with the link still fits the width, and the replay's controls too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${table.server.url}/play/${encodeURIComponent(game.gameId)}?lang=en`);
    await page.getByRole("link", { name: "Replay so far" }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.goto(`${table.server.url}/replay/${game.gameId}/view?seat=0&lang=en`);
    await shownStep(page);
    const fit = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      controls: [...document.querySelectorAll(".replay-controls > *")].map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }),
    }));
    expect(fit.overflow).toBeLessThanOrEqual(0);
    for (const c of fit.controls) {
      expect(c.left).toBeGreaterThanOrEqual(0);
      expect(c.right).toBeLessThanOrEqual(390);
    }
    await goTo("Previous step", (await shownStep(page)) - 1);
    await page.screenshot({ path: join(ARTIFACTS, "replay-so-far-phone.png") });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(consoleErrors).toEqual([]);
  }, 300_000);

  it.each([
    { ruleset: "tictactoe", options: undefined },
    { ruleset: "rps", options: { bestOf: 3 } },
    { ruleset: "starcraft-lite", options: undefined },
    { ruleset: "eclipse", options: { players: 2 } },
  ])(
    "$ruleset: the play page's 'Replay so far' draws each step on the ruleset's board",
    async ({ ruleset, options }) => {
      const { page, consoleErrors } = table.session;
      const game = await createApiGame(table.server.url, {
        ruleset,
        players: 2,
        seats: [
          { kind: "human", name: "Ann" },
          { kind: "human", name: "Ben" },
        ],
        ...(options ? { options } : {}),
        seed: `e2e-replay-so-far-${ruleset}`,
      });
      await driveOverApi<Body>(table.server.url, game, {
        reached: (s) => s.version >= 4,
        maxSteps: 50,
        keyPrefix: `rsf-${ruleset}-`,
      });
      await page.goto(
        `${table.server.url}/play/${encodeURIComponent(game.gameId)}?token=${encodeURIComponent(game.tokens[0]!)}&lang=en`,
      );
      const link = page.getByRole("link", { name: "Replay so far" });
      await link.waitFor();
      await link.click();
      const last = await shownStep(page);
      expect(last).toBeGreaterThanOrEqual(4);
      await page.getByRole("button", { name: "Previous step" }).click();
      await expect.poll(() => shownStep(page)).toBe(last - 1);
      expect(((await page.locator("[data-testid=replay-line]").textContent()) ?? "").trim()).not.toBe("");
      await page.getByRole("button", { name: "First step" }).click();
      await expect.poll(() => shownStep(page)).toBe(0);
      expect(await page.locator("[data-testid=replay-so-far] .board-area").isVisible()).toBe(true);
      await page.screenshot({ path: join(ARTIFACTS, `replay-so-far-${ruleset}.png`) });
      expect(consoleErrors).toEqual([]);
    },
    180_000,
  );
});
