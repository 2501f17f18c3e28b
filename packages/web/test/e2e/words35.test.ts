/**
 * End to end, in Debian's Chromium against the real server: issue 35's remaining checks of the
 * words on the page.
 *  - names in Hebrew: a Hebrew person's name and a bot's Latin faction name are isolated one by
 *    one in the header and the end banner, the bot's words read after its name (to its left in
 *    right-to-left text), and a Latin name cut short on the conquest track loses its own end;
 *  - distinct choices: when two units standing together could each move, the action list offers
 *    the move once — no two buttons on the page share a name;
 *  - small text: no text on the StarCraft, Lite or Eclipse page at 390×844 is below 12 px (map
 *    text measured as drawn, after the map's zoom);
 *  - names survive a reload in live games of StarCraft Lite and Eclipse (days.test.ts has the live
 *    StarCraft game and the finished games of all three), in en/he/de;
 *  - the invitation link: a game made in the lobby for two people shows the creator the other
 *    seat's link first in the side column, and that link opens the other seat's own page.
 * Screenshots go to artifacts/web-e2e/words35-*.png (gitignored).
 */
import { join } from "node:path";
import { defaultLiteOptions } from "@koprulu/starcraft-lite/ruleset";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type ApiGame, createApiGame, driveOverApi, quickAction, readState, sendAction } from "./apiGame";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 800 });

type Act = { type: string } & Record<string, unknown>;
type Body = {
  version: number;
  pending: { player: number; kind: string }[];
  legalActions: Act[];
  outcome: unknown;
  view: { units?: { id: number; owner: number; type: string; area: string; hero?: string }[] };
};

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `words35-${name}.png`) });

/** Quick ways through a game: end, skip and pass first. */
const quick = (s: Body) => quickAction(s);

/** Seat 0 decides the quick way; the bot at seat 1 plays on the server. Until the game ends. */
async function playSeat0ToEnd(game: ApiGame) {
  for (let step = 0; step < 3000; step++) {
    const s = await readState<Body>(table.server.url, game.gameId, game.tokens[0]!);
    if (s.outcome) return s;
    if (s.pending[0]?.player !== 0) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    await sendAction(table.server.url, game, 0, quick(s), s.version, `w35-end-${step}`);
  }
  throw new Error("the game did not end");
}

/** Two legal actions that differ only in which of two alike units (same owner, type, area) acts. */
function interchangeablePair(s: Body): boolean {
  const units = new Map((s.view.units ?? []).map((u) => [u.id, u]));
  const look = (id: unknown) => {
    const u = units.get(Number(id));
    return u && !u.hero ? `${u.owner}|${u.type}|${u.area}` : null;
  };
  const seen = new Set<string>();
  for (const a of s.legalActions) {
    if (a.type !== "move-unit") continue;
    const key = `${look(a.unit)}>${String(a.area)}`;
    if (look(a.unit) === null) continue;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** Every visible text below 12 px on the page: HTML by its font size, SVG as drawn (zoom applied). */
function tinyText(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const e of document.body.querySelectorAll("*")) {
      if (!(e instanceof HTMLElement || e instanceof SVGElement)) continue;
      if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
      if (e.closest("title, option, [aria-hidden=true], .visually-hidden")) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(e);
      if (style.visibility === "hidden" || style.display === "none") continue;
      let px = Number.parseFloat(style.fontSize);
      if (e instanceof SVGGraphicsElement) {
        const m = e.getScreenCTM();
        if (m) px *= Math.hypot(m.a, m.b);
      }
      if (px < 11.95)
        out.push(
          `${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""} "${e.textContent!.trim().slice(0, 30)}" ${px.toFixed(1)}px`,
        );
    }
    return out;
  });
}

describe("browser: issue 35's words, names and choices", () => {
  it("Hebrew: a Hebrew name and a bot's Latin name are isolated one by one in the header and the end banner; the bot's words read after its name; a Latin name is cut at its own end", async () => {
    const { page, consoleErrors } = table.session;
    const game = await createApiGame(table.server.url, {
      ruleset: "starcraft",
      players: 2,
      seats: [
        { kind: "human", name: "דנה" },
        { kind: "bot", bot: "heuristic" },
      ],
      options: { players: 2, factionSelection: "random", maxRounds: 1, expansions: ["brood-war"] },
      seed: "e2e-words35-names",
    });
    await playSeat0ToEnd(game);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${table.server.url}/play/${game.gameId}?token=${game.tokens[0]}&lang=he`);
    await page.waitForSelector("[data-testid=outcome]");
    await page.waitForSelector(".sc-board");
    // the header: the person's name and her faction, each its own isolate
    const badge = await page
      .getByTestId("seat-badge")
      .evaluate((el) => [...el.querySelectorAll("bdi")].map((b) => b.textContent));
    expect(badge[0]).toBe("דנה");
    expect(badge).toHaveLength(2);
    // the end banner: the bot's name isolated, its words ("בוט: היוריסטי") outside, to its left
    const order = await page.getByTestId("outcome").evaluate((el) => {
      const names = [...el.querySelectorAll(".seat-name")].filter((n) => n.textContent!.includes("בוט"));
      return names.map((n) => {
        const bdi = n.querySelector("bdi")!;
        const words = [...n.childNodes].find((c) => c.nodeType === 3 && c.textContent!.includes("בוט"))!;
        const range = document.createRange();
        range.selectNodeContents(words);
        const w = [...range.getClientRects()];
        const b = bdi.getBoundingClientRect();
        // on one line: the words' right edge at or left of the name's left edge
        const sameLine = w.filter((r) => Math.abs(r.top - b.top) < b.height / 2);
        return {
          name: bdi.textContent,
          wordsRight: sameLine.length ? Math.max(...sameLine.map((r) => r.right)) : null,
          nameLeft: b.left,
        };
      });
    });
    expect(order.length).toBeGreaterThan(0);
    for (const o of order) {
      expect(o.name).toMatch(/^[A-Za-z]/);
      if (o.wordsRight !== null) expect(o.wordsRight).toBeLessThanOrEqual(o.nameLeft + 1);
    }
    // the conquest track's names: a Latin name inside Hebrew runs left to right, so an ellipsis
    // cuts its own end
    const dirs = await page
      .locator(".cp-name")
      .evaluateAll((els) => els.map((e) => [e.textContent, getComputedStyle(e).direction]));
    expect(dirs.length).toBe(2);
    for (const [text, dir] of dirs) if (/^[A-Za-z]/.test(text ?? "")) expect(dir, text ?? "").toBe("ltr");
    await shot(page, "he-end-390");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(consoleErrors).toEqual([]);
  }, 600_000);

  it("two units standing together that could each move are offered as one move: no two buttons share a name", async () => {
    const { page } = table.session;
    const game = await createApiGame(table.server.url, {
      ruleset: "starcraft",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Ben" },
      ],
      options: { players: 2, factionSelection: "random", maxRounds: 60 },
      seed: "e2e-words35-distinct",
    });
    const s0 = await driveOverApi<Body>(table.server.url, game, {
      reached: (s) => s.pending[0]?.player === 0 && interchangeablePair(s),
      choose: (s) =>
        s.legalActions.find((a) => a.type === "move-unit") ??
        s.legalActions.find((a) => a.type === "place-order" && a.order === "mobilize" && a.gold === false) ??
        s.legalActions.find((a) => a.type === "execute-order") ??
        quick(s),
      maxSteps: 2000,
      keyPrefix: "w35-distinct-",
    });
    await page.goto(`${table.server.url}/play/${game.gameId}?token=${game.tokens[0]}&lang=en`);
    await page.waitForSelector(".action-list button.action-button");
    const names = await page
      .locator(".action-list button.action-button, .decision-bar button")
      .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    expect(names.length).toBeLessThan(s0.legalActions.length);
    expect(new Set(names).size).toBe(names.length);
    await shot(page, "distinct");
  }, 600_000);

  it("no text below 12 px on the StarCraft, Lite and Eclipse pages at 390×844", async () => {
    const { page } = table.session;
    const people = [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Ben" },
    ];
    const games = [
      {
        name: "starcraft",
        body: {
          ruleset: "starcraft",
          players: 2,
          seats: people,
          options: { players: 2, factionSelection: "random", maxRounds: 60, expansions: ["brood-war"] },
        },
        ready: ".sc-board",
      },
      {
        name: "lite",
        body: { ruleset: "starcraft-lite", players: 2, seats: people, options: defaultLiteOptions(2) },
        ready: ".lite-board",
      },
      {
        name: "eclipse",
        body: { ruleset: "eclipse", players: 2, seats: people, options: { players: 2 } },
        ready: "svg",
      },
    ];
    await page.setViewportSize({ width: 390, height: 844 });
    const found: string[] = [];
    for (const g of games) {
      const game = await createApiGame(table.server.url, { ...g.body, seed: `e2e-words35-${g.name}` });
      // a few decisions in: the map holds pieces, the log some lines
      await driveOverApi<Body>(table.server.url, game, {
        reached: (s) => s.pending[0]?.player === 0 && s.version >= 12,
        maxSteps: 400,
        keyPrefix: `w35-small-${g.name}-`,
      });
      await page.goto(`${table.server.url}/play/${game.gameId}?token=${game.tokens[0]}&lang=en`);
      await page.waitForSelector(".game-page");
      await page.waitForSelector(g.ready);
      await page.waitForTimeout(500);
      for (const t of await tinyText(page)) found.push(`${g.name}: ${t}`);
      await shot(page, `small-${g.name}-390`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(found).toEqual([]);
  }, 600_000);

  it("the invitation link: the creator's page offers the other seat's link, which opens that seat's own page", async () => {
    const { page, consoleErrors } = table.session;
    await page.goto(table.server.url);
    await page.waitForSelector("form.create-game");
    await page.selectOption('select[name="ruleset"]', "starcraft");
    await page.fill('input[aria-label="Seat 1 name"]', "Ann");
    await page.selectOption('select[aria-label="Seat 2 kind"]', "human");
    await page.fill('input[aria-label="Seat 2 name"]', "Ben");
    await page.click("form.create-game button[type=submit]");
    await page.waitForSelector("[data-testid=seat-badge]");
    expect(await page.getByTestId("seat-badge").textContent()).toContain("Ann");
    // first in the side column
    const first = await page.locator("aside.side > *").first().getAttribute("data-testid");
    expect(first).toBe("invitations");
    const invites = page.getByTestId("invitations");
    expect(await invites.locator("li").count()).toBe(1);
    expect(await invites.locator("li").textContent()).toContain("Ben");
    const link = await invites.locator("input").inputValue();
    expect(link).toMatch(/\/play\/[^?]+\?token=/);
    await shot(page, "invitation");
    // Ben opens it on his own device (a fresh browser context: no tokens of Ann's)
    const ben = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 } });
    try {
      const benPage = await ben.newPage();
      await benPage.goto(link);
      await benPage.waitForSelector("[data-testid=seat-badge]");
      expect(await benPage.getByTestId("seat-badge").textContent()).toContain("Ben");
      // Ben's page offers no invitation of its own: he holds no other seat
      expect(await benPage.getByTestId("invitations").count()).toBe(0);
    } finally {
      await ben.close();
    }
    expect(consoleErrors).toEqual([]);
  }, 300_000);

  it("names survive a reload in live games of StarCraft Lite and Eclipse, in en/he/de", async () => {
    const { page, consoleErrors } = table.session;
    const people = [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Ben" },
    ];
    const games = [
      {
        name: "lite",
        body: { ruleset: "starcraft-lite", players: 2, seats: people, options: defaultLiteOptions(2) },
      },
      { name: "eclipse", body: { ruleset: "eclipse", players: 2, seats: people, options: { players: 2 } } },
    ];
    const words = () =>
      page.evaluate(() => ({
        badge: document.querySelector("[data-testid=seat-badge]")?.textContent ?? "",
        status: document.querySelector("[data-testid=status-line]")?.textContent ?? "",
        log: [...document.querySelectorAll(".log-panel li[data-seq]")].map((li) => li.textContent ?? ""),
      }));
    for (const g of games) {
      const game = await createApiGame(table.server.url, { ...g.body, seed: `e2e-words35-live-${g.name}` });
      // live, some way in: the log holds lines, seat 0 decides
      await driveOverApi<Body>(table.server.url, game, {
        reached: (s) => s.pending[0]?.player === 0 && s.version >= 15,
        maxSteps: 400,
        keyPrefix: `w35-live-${g.name}-`,
      });
      for (const lang of ["en", "he", "de"]) {
        await page.goto(`${table.server.url}/play/${game.gameId}?token=${game.tokens[0]}&lang=${lang}`);
        await page.waitForSelector("[data-testid=seat-badge]");
        const first = await words();
        await page.waitForTimeout(1500);
        const settled = await words();
        await page.reload();
        await page.waitForSelector("[data-testid=seat-badge]");
        const reloaded = await words();
        expect(first.log.length, `${g.name} ${lang}`).toBeGreaterThan(0);
        expect(first, `${g.name} ${lang}`).toEqual(settled);
        expect(reloaded, `${g.name} ${lang}`).toEqual(first);
        expect(first.badge, `${g.name} ${lang}`).toContain("Ann");
      }
    }
    expect(consoleErrors).toEqual([]);
  }, 600_000);
});
