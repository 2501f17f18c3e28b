/**
 * End to end, in Debian's Chromium against the real server: pass-and-play (issue 36, item 6).
 * Ann and Ben share one device against a bot in StarCraft: the lobby marks both seats "at this
 * device" and opens the pass-and-play page. The game is brought over the API to a battle between
 * Ann and Ben (seed hs-2: Ann is Zerg, Ben Terran, so no combat card is in both decks), then
 * both place their combat cards through the page. The curtain comes down between them and
 * leaves nothing of either table in the DOM; after Ben taps, none of Ann's cards is in the DOM,
 * and Ann's table never held one of Ben's. Then the phone (390 px) and Hebrew (right to left).
 * Screenshots: artifacts/web-e2e/hotseat-*.png.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readState, sendAction } from "./apiGame";
import { version } from "./gamePage";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 800 });

type Body = {
  version: number;
  pending: { player: number; kind: string }[];
  legalActions: ({ type: string } & Record<string, unknown>)[];
  outcome: unknown;
  view: { battle?: { sides: { player: number }[] } };
};

/** Toward a battle: move into enemy areas, place Mobilize orders, execute them. */
function aggressive(s: Body): unknown {
  const a = s.legalActions;
  const lists = [
    a.filter((x) => x.type === "move-unit"),
    a.filter((x) => x.type === "place-order" && x.order === "mobilize" && x.gold === false),
    a.filter((x) => x.type === "execute-order"),
    a.filter((x) => x.type !== "draw-event-instead" && x.type !== "end-mobilize"),
    a,
  ];
  return lists.find((l) => l.length > 0)![0];
}

/** The seats this browser holds for the game (the pass-and-play bundle in its storage). */
async function heldTokens(page: Page, gameId: string): Promise<string[]> {
  const held = await page.evaluate(
    (id) =>
      (
        JSON.parse(localStorage.getItem("koprulu.tokens.v1") ?? "[]") as {
          gameId: string;
          seat: number;
          token: string;
          atThisDevice?: boolean;
        }[]
      ).filter((s) => s.gameId === id && s.atThisDevice),
    gameId,
  );
  return held.sort((a, b) => a.seat - b.seat).map((s) => s.token);
}

/** What of a seat's table must never reach the other local player: its combat cards. */
async function handOnPage(page: Page): Promise<{ keys: string[]; labels: string[] }> {
  const picks = page.locator('.battle-hand button[data-key^="bcard:"]');
  const keys = await picks.evaluateAll((els) => els.map((e) => e.getAttribute("data-key")!));
  const labels = await picks.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
  // the top of the deck is every player's choice alike: not a secret of either
  const own = keys.map((k, i) => ({ k, label: labels[i]! })).filter(({ k }) => !/top$/.test(k));
  return { keys: own.map((o) => o.k), labels: own.map((o) => o.label) };
}

// Names are set in Unicode isolates (whole inside right-to-left text): matched around them.
const curtainFor = (page: Page, name: string) =>
  page
    .locator("[data-testid=hotseat-curtain] h1", {
      hasText: new RegExp(`^Hand the device to \\W?${name}\\W?$`),
    })
    .waitFor({ timeout: 30_000 });
const readyButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^\\W?${name}\\W?: tap when ready$`) });

/** The curtain holds nothing of the table: no game page, no card, no hand. */
async function expectBareCurtain(page: Page) {
  expect(await page.locator(".game-page").count()).toBe(0);
  expect(await page.locator(".battle-hand, .hand, .card-button, .action-list").count()).toBe(0);
}

/** Place this seat's combat cards through the page's action list until it is no longer asked. */
async function placeCards(page: Page): Promise<number> {
  let placed = 0;
  for (;;) {
    const button = page.locator(`.action-list button.action-button[data-action*='"battle-place"']`).first();
    if ((await page.locator("[data-testid=hotseat-curtain]").count()) > 0 || (await button.count()) === 0)
      return placed;
    const before = await version(page);
    await button.click();
    placed++;
    // the page settles on the next screen: this seat's next card, or the curtain
    await page.waitForFunction(
      (v) =>
        document.querySelector("[data-testid=hotseat-curtain]") ||
        (Number(document.querySelector(".game-page")?.getAttribute("data-version")) > v &&
          document.querySelector(".action-list button.action-button")),
      before,
      { timeout: 30_000 },
    );
    expect(await page.locator(".refusal").count(), "a placement refused").toBe(0);
  }
}

describe("browser: pass-and-play", () => {
  it("two local seats and a bot through a combat-card choice: a curtain between Ann and Ben, and neither's hand while the other decides", async () => {
    const { page, consoleErrors } = table.session;
    const url = table.server.url;

    // The lobby: Ann and Ben both at this device, a random bot at seat 3.
    await page.goto(url);
    await page.waitForSelector("form.create-game");
    await page.selectOption('select[name="ruleset"]', "starcraft");
    await page.selectOption('select[name="players"]', "3");
    await page.selectOption('select[aria-label="Seat 2 kind"]', "human");
    await page.selectOption('select[aria-label="Seat 3 kind"]', "bot");
    await page.selectOption('select[aria-label="Seat 3 bot"]', "random");
    await page.fill('input[aria-label="Seat 1 name"]', "Ann");
    await page.fill('input[aria-label="Seat 2 name"]', "Ben");
    await page.getByRole("checkbox", { name: "Seat 2 plays at this device" }).check();
    expect(await page.getByRole("checkbox", { name: "Seat 1 plays at this device" }).isChecked()).toBe(true);
    await page.selectOption('select[name="factionSelection"]', "random");
    await page.fill('input[placeholder="random"]', "hs-2");
    await page.click("form.create-game button[type=submit]");
    await page.waitForURL(/\/hotseat\//);
    const gameId = new URL(page.url()).pathname.split("/")[2]!;
    // no seat's token in the address: the page holds them in this browser only
    expect(page.url()).not.toMatch(/token/);
    await page.waitForSelector("[data-testid=hotseat-curtain], [data-testid=hotseat-waiting]");
    const tokens = await heldTokens(page, gameId);
    expect(tokens).toHaveLength(2);

    // Over the API (the page closed meanwhile) to the battle: Ann places her cards first.
    await page.goto("about:blank");
    const game = { gameId, tokens };
    for (let step = 0; ; step++) {
      expect(step, "the battle between Ann and Ben").toBeLessThan(400);
      const s0 = await readState<Body>(url, gameId, tokens[0]!);
      expect(s0.outcome).toBeNull();
      const seat = s0.pending[0]?.player;
      if (seat === 0 && s0.pending[0]!.kind === "battle-place") {
        expect(s0.view.battle!.sides.map((x) => x.player).sort()).toEqual([0, 1]);
        break;
      }
      if (seat === undefined || seat > 1) {
        await new Promise((r) => setTimeout(r, 100)); // the bot is thinking
        continue;
      }
      const s = seat === 0 ? s0 : await readState<Body>(url, gameId, tokens[seat]!);
      await sendAction(url, game, seat, aggressive(s), s.version, `hs-${step}`);
    }

    // Back at the device: nobody holds it yet, so a curtain first, then Ann's table.
    await page.goto(`${url}/hotseat/${encodeURIComponent(gameId)}`);
    await curtainFor(page, "Ann");
    await expectBareCurtain(page);
    await readyButton(page, "Ann").click();
    await page.waitForSelector('.battle-hand button[data-key^="bcard:"]');
    expect(await page.getByTestId("seat-badge").textContent()).toContain("Ann");
    const ann = await handOnPage(page);
    expect(ann.keys.length).toBeGreaterThan(0);
    const annPage = await page.content();
    await page.screenshot({ path: join(ARTIFACTS, "hotseat-ann.png") });
    expect(await placeCards(page)).toBeGreaterThan(0);

    // Ann has placed: the curtain for Ben holds neither table.
    await curtainFor(page, "Ben");
    await expectBareCurtain(page);
    const curtain = await page.content();
    for (const text of [...ann.keys, ...ann.labels]) expect(curtain).not.toContain(text);
    await page.screenshot({ path: join(ARTIFACTS, "hotseat-curtain.png") });
    await readyButton(page, "Ben").click();
    await page.waitForSelector('.battle-hand button[data-key^="bcard:"]');
    expect(await page.getByTestId("seat-badge").textContent()).toContain("Ben");
    const ben = await handOnPage(page);
    expect(ben.keys.length).toBeGreaterThan(0);
    // Ben's table has none of Ann's cards (nor their names) anywhere in the DOM, and Ann's had
    // none of Ben's.
    const benPage = await page.content();
    for (const text of [...ann.keys, ...ann.labels]) expect(benPage).not.toContain(text);
    for (const text of [...ben.keys, ...ben.labels]) expect(annPage).not.toContain(text);
    await page.screenshot({ path: join(ARTIFACTS, "hotseat-ben.png") });
    expect(await placeCards(page)).toBeGreaterThan(0);

    // The battle goes on with Ann: the device changes hands again, behind the curtain.
    await curtainFor(page, "Ann");
    await expectBareCurtain(page);
    // The phone: the curtain's one button fits the screen, its words readable.
    await page.setViewportSize({ width: 390, height: 844 });
    const ready = readyButton(page, "Ann");
    const box = (await ready.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(
      Number.parseFloat(await ready.evaluate((el) => getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: join(ARTIFACTS, "hotseat-curtain-390.png") });
    // Ann's table on the phone: the pass-and-play bar fits and its button is a full target.
    await ready.click();
    await page.waitForSelector(".game-page");
    const hide = page.getByRole("button", { name: "Hide my table" });
    const hideBox = (await hide.boundingBox())!;
    expect(hideBox.x + hideBox.width).toBeLessThanOrEqual(390);
    expect(hideBox.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: join(ARTIFACTS, "hotseat-ann-390.png") });
    // In Hebrew, right to left: a reload brings the curtain back first (nobody holds the device).
    await page.goto(`${url}/hotseat/${encodeURIComponent(gameId)}?lang=he`);
    await page.locator("[data-testid=hotseat-curtain] h1", { hasText: "העבירו את המכשיר אל" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expectBareCurtain(page);
    await page.screenshot({ path: join(ARTIFACTS, "hotseat-curtain-he-390.png") });
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});
