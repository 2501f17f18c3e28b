/**
 * End to end, in Debian's Chromium against the real server (issue 36 items 2 and 4): a game made
 * in the lobby with "List this game publicly" shows among the open tables of a second browser
 * (its own profile: another person), who joins it with a name, lands on his own seat page and
 * keeps its link; the two seats then chat, markup in a message shows literally, and a token of a
 * third game is refused on this game's chat. A message reaches the other page within the 15 s the
 * test waits only through the stream's announcement: with the stream up the chat polls once a minute.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type BrowserSession, openBrowser } from "./browser";
import { setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 900 });

async function say(page: Page, text: string) {
  // On a phone the chat starts folded: open it as a player would.
  if (!(await page.locator(".table-chat details").evaluate((d) => (d as HTMLDetailsElement).open)))
    await page.locator(".table-chat summary").click();
  await page.getByRole("textbox", { name: "Message to the table" }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
}

const chatLine = (page: Page, text: string) => page.locator(".chat-messages li", { hasText: text });

/** On a phone: nothing wider than the screen, and no text of `selector` under 12 px. */
async function fitsPhone(page: Page, selector: string) {
  const { overflow, small } = await page.evaluate((sel) => {
    const tiny: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(`${sel}, ${sel} *`)) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (own && Number.parseFloat(getComputedStyle(el).fontSize) < 12) tiny.push(el.textContent ?? "");
    }
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, small: tiny };
  }, selector);
  expect(overflow).toBeLessThanOrEqual(1);
  expect(small).toEqual([]);
}

describe("open tables and table chat", () => {
  it("a listed game is joined from the lobby in another browser; the seats chat; another game's token is refused", async () => {
    const ann = table.session.page;
    // Ann lists a tic-tac-toe game with the second seat open.
    await ann.goto(table.server.url);
    await ann.selectOption('select[name="ruleset"]', "tictactoe");
    await ann.selectOption('select[aria-label="Seat 2 kind"]', "human");
    await ann.fill('input[aria-label="Seat 1 name"]', "Ann");
    await ann.getByRole("checkbox", { name: "List this game publicly" }).check();
    await ann.click("form.create-game button[type=submit]");
    await ann.waitForSelector(".game-page");
    const gameId = new URL(ann.url()).pathname.split("/")[2]!;
    const annToken = new URL(ann.url()).searchParams.get("token")!;

    let bob: BrowserSession | null = null;
    try {
      bob = await openBrowser({ width: 390, height: 844 });
      const page = bob.page;
      await page.goto(table.server.url);
      const row = page.locator(`.tables-open li[data-game="${gameId}"]`);
      await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain("1 of 2 seats taken");
      await fitsPhone(page, ".open-tables");
      await row.getByRole("button", { name: "Join" }).click();
      await row.getByRole("textbox", { name: "Your name" }).fill("Bob <i>");
      await row.getByRole("button", { name: "Take the seat" }).click();
      await page.waitForSelector(".game-page");
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/play/${gameId}`);
      const bobToken = url.searchParams.get("token")!;
      expect(bobToken).toMatch(/.{16,}/);
      expect(bobToken).not.toBe(annToken);
      // The link is kept in Bob's browser ("my games" finds it after a reload).
      const kept = await page.evaluate(() => localStorage.getItem("koprulu.tokens.v1") ?? "");
      expect(kept).toContain(bobToken);
      // The table is full now: not open any more.
      const open = (await (await fetch(`${table.server.url}/api/games/open?limit=100`)).json()) as {
        tables: { gameId: string }[];
      };
      expect(open.tables.map((t) => t.gameId)).not.toContain(gameId);

      // Chat between the two seats; markup is shown as written, never as HTML.
      await say(ann, "gl <b>hf</b>");
      await expect.poll(() => chatLine(page, "gl <b>hf</b>").count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator(".chat-messages b").count()).toBe(0);
      expect(await chatLine(page, "gl <b>hf</b>").textContent()).toContain("Ann");
      await say(page, "שלום, danke");
      await expect.poll(() => chatLine(ann, "שלום, danke").count(), { timeout: 15_000 }).toBe(1);
      expect(await chatLine(ann, "שלום, danke").textContent()).toContain("Bob <i>");
      await fitsPhone(page, ".table-chat");

      // A seat token of a third game is refused on this game's chat, and nothing shows.
      const third = (await (
        await fetch(`${table.server.url}/api/games`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            ruleset: "tictactoe",
            players: 2,
            seats: [{ kind: "human" }, { kind: "human" }],
          }),
        })
      ).json()) as { seats: { token: string }[] };
      const refused = await fetch(`${table.server.url}/api/games/${gameId}/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${third.seats[0]!.token}` },
        body: JSON.stringify({ text: "from another game" }),
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("not-a-seat-here");

      // Ann mutes Bob for herself: his message goes; Bob's own page still shows it.
      await chatLine(ann, "שלום, danke").getByRole("button", { name: "Mute Bob <i>" }).click();
      expect(await chatLine(ann, "שלום, danke").count()).toBe(0);
      await ann.reload();
      await ann.waitForSelector(".table-chat");
      await expect.poll(() => chatLine(ann, "gl <b>hf</b>").count(), { timeout: 15_000 }).toBe(1);
      expect(await chatLine(ann, "שלום, danke").count()).toBe(0);
      expect(await chatLine(page, "שלום, danke").count()).toBe(1);
      expect(await chatLine(ann, "from another game").count()).toBe(0);

      // The spectator page shows the chat read-only.
      await page.goto(`${table.server.url}/watch/${gameId}`);
      await expect.poll(() => chatLine(page, "gl <b>hf</b>").count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator(".table-chat textarea").count()).toBe(0);
      expect(await page.locator(".table-chat").textContent()).toContain("Spectators read the table chat");
      expect(bob.consoleErrors).toEqual([]);
    } finally {
      await bob?.close();
    }
    expect(table.session.consoleErrors).toEqual([]);
  }, 180_000);
});
