/**
 * End to end, in Debian's Chromium against the real server: the StarCraft table's choices and
 * words (issue 35, items 5 and 7). A StarCraft + Brood War + Leadership game driven over the
 * API between Ann and Ben, opened as Ann:
 *  - costs shown: the Research order's technologies are cards with their price (icons read out
 *    "costs N minerals, M gas") and effect, and the Build order's units, buildings and modules
 *    show their price where they are offered;
 *  - no raw ids: after a few moves and a reload, no visible text in en/he/de is a content id
 *    ("queen-of-blades", "zerg-combat-bw-01") or an id turned into words ("zerg combat bw 01");
 *  - Hebrew bot labels: a Hebrew page names a bot's kind in Hebrew.
 * Screenshots go to artifacts/web-e2e/choices-*.png (gitignored).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { canonical } from "../../src/api/useGame";
import { he } from "../../src/i18n/catalogs/he";
import { catalog as starcraftCatalog } from "../../src/starcraft/catalogSource";
import { type ApiGame, readState, sendAction } from "./apiGame";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 800 });

type Act = { type: string } & Record<string, unknown>;
type Body = {
  version: number;
  pending: { player: number; kind: string }[];
  legalActions: Act[];
  outcome: unknown;
  view: { bases?: { owner: number; area: string }[]; round?: number };
};

const state = (game: ApiGame, seat: number) =>
  readState<Body>(table.server.url, game.gameId, game.tokens[seat]!);

async function create(body: Record<string, unknown>): Promise<ApiGame> {
  const res = await fetch(`${table.server.url}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`create ${res.status}: ${text}`);
  const created = JSON.parse(text) as { gameId: string; seats: { token: string | null }[] };
  return { gameId: created.gameId, tokens: created.seats.map((x) => x.token ?? "") };
}

const bwGame = (seed: string, seats: Record<string, unknown>[]) =>
  create({
    ruleset: "starcraft",
    players: 2,
    seats,
    options: {
      players: 2,
      factionSelection: "random",
      maxRounds: 60,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    },
    seed,
  });

/**
 * Toward a Research and a Build: orders on the player's own base planets (Research first, never
 * gold), executed; everything else the quick way (skip, end, pass).
 */
function builder(seat: number) {
  return (s: Body): Act => {
    const a = s.legalActions;
    const home = new Set(
      (s.view.bases ?? []).filter((b) => b.owner === seat).map((b) => b.area.slice(0, b.area.indexOf("#"))),
    );
    const order = (kind: string) =>
      a.find((x) => x.type === "place-order" && x.order === kind && !x.gold && home.has(String(x.planet)));
    const pref = [
      order("research"),
      order("build"),
      a.find((x) => x.type === "execute-order"),
      ...[
        "skip-tech",
        "end-build",
        "end-mobilize",
        "skip-combat-cards",
        "pass-event",
        "draw-event-instead",
      ].map((type) => a.find((x) => x.type === type)),
    ];
    return pref.find(Boolean) ?? a[0]!;
  };
}

let keys = 0;
/** Decide for whoever is asked until `reached` holds for seat 0's state. */
async function drive(
  game: ApiGame,
  reached: (s0: Body) => boolean,
  choose: (seat: number) => (s: Body) => Act,
) {
  for (let step = 0; step < 3000; step++) {
    const s0 = await state(game, 0);
    if (reached(s0)) return s0;
    const seat = s0.pending[0]?.player;
    if (seat === undefined || s0.outcome) return s0;
    const s = seat === 0 ? s0 : await state(game, seat);
    await sendAction(table.server.url, game, seat, choose(seat)(s), s.version, `${game.gameId}-${++keys}`);
  }
  throw new Error(`game ${game.gameId} did not reach the point the test needs`);
}

const playPath = (game: ApiGame, lang: string) =>
  `${table.server.url}/play/${encodeURIComponent(game.gameId)}?token=${encodeURIComponent(game.tokens[0]!)}&lang=${lang}`;

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `choices-${name}.png`) });

const mine = (s: Body, type: string) =>
  s.pending[0]?.player === 0 && s.legalActions.some((a) => a.type === type);

const PRICE = /^costs \d+ minerals?, \d+ gas$/;

/** Every content id that could leak, and the same id turned into words ("zerg combat bw 01"). */
function rawIdPatterns(): string[] {
  const c = starcraftCatalog(["brood-war"])!;
  const ids = [
    ...Object.keys(c.factions),
    ...Object.keys(c.planets),
    ...Object.keys(c.units),
    ...Object.keys(c.cards ?? {}),
    ...Object.keys(c.techs ?? {}),
    ...Object.keys(c.events ?? {}),
    ...Object.keys(c.leadership ?? {}),
  ].filter((id) => id.includes("-"));
  const names = new Set(
    [
      ...Object.values(c.factions).map((f) => f.name),
      ...Object.values(c.planets).map((p) => p.name),
      ...Object.values(c.units).map((u) => u.name),
    ].map((n) => n.toLowerCase()),
  );
  // An id in words equal to a real name ("terran marine" is not one) is not a leak.
  return [...new Set(ids.flatMap((id) => [id, id.replace(/-/g, " ")]))].filter((w) => !names.has(w));
}

describe("browser: the StarCraft table's choices and words", () => {
  let game: ApiGame;

  it("costs shown: Research technologies are cards with price and words; builds show their price", async () => {
    const { page, consoleErrors } = table.session;
    game = await bwGame("e2e-choices", [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Ben" },
    ]);
    const research = await drive(game, (s) => mine(s, "buy-tech"), builder);
    const offers = research.legalActions.filter((a) => a.type === "buy-tech");
    await page.goto(playPath(game, "en"));
    await page.waitForSelector("[data-testid=tech-choice]");
    const cards = page.locator("[data-testid=tech-choice] button.tech-offer");
    expect(await cards.count()).toBe(offers.length);
    for (let i = 0; i < offers.length; i++) {
      const card = cards.nth(i);
      expect(await card.locator(".card-name").textContent()).toBeTruthy();
      expect(await card.getByRole("img").first().getAttribute("aria-label")).toMatch(PRICE);
    }
    // The list beside the board prices them too.
    const listed = page.locator('.action-list button.action-button[data-action*="buy-tech"]');
    expect(await listed.first().getByRole("img").getAttribute("aria-label")).toMatch(PRICE);
    await shot(page, "research");

    const build = await drive(
      game,
      (s) =>
        s.pending[0]?.player === 0 &&
        s.legalActions.some((a) => /^build-(unit|building|module)$/.test(a.type)),
      builder,
    );
    const priced = build.legalActions.filter((a) =>
      /^build-(unit|building|module|worker|base)$/.test(a.type),
    );
    await page.goto(playPath(game, "en"));
    await page.waitForSelector(".action-list button.action-button");
    for (const a of priced.slice(0, 6)) {
      const button = page.locator(
        `.action-list button.action-button[data-action=${JSON.stringify(canonical(a))}]`,
      );
      expect(await button.getByRole("img").getAttribute("aria-label"), a.type).toMatch(PRICE);
    }
    await shot(page, "build");
    expect(consoleErrors).toEqual([]);
  }, 600_000);

  it("no raw ids: a StarCraft page after a few moves and a reload shows no content id, in en/he/de", async () => {
    const { page } = table.session;
    const patterns = rawIdPatterns();
    expect(patterns).toContain("queen-of-blades");
    for (const lang of ["en", "he", "de"]) {
      await page.goto(playPath(game, lang));
      await page.waitForSelector("[data-testid=seat-badge]");
      await page.reload();
      await page.waitForSelector("[data-testid=seat-badge]");
      await page.waitForTimeout(500);
      // biome-ignore lint/performance/useDomNodeTextContent: what a person sees (hidden text is not a leak)
      const text = await page.evaluate(() => document.body.innerText);
      const found = patterns.filter((p) => text.includes(p));
      expect(found, lang).toEqual([]);
      await shot(page, `ids-${lang}`);
    }
  }, 300_000);

  it("Hebrew bot labels: a Hebrew page names the bot's kind in Hebrew", async () => {
    const { page } = table.session;
    const withBot = await bwGame("e2e-choices-bot", [
      { kind: "human", name: "Ann" },
      { kind: "bot", bot: "heuristic" },
    ]);
    await page.goto(playPath(withBot, "he"));
    await page.waitForSelector("[data-testid=seat-badge]");
    await page.waitForTimeout(500);
    // biome-ignore lint/performance/useDomNodeTextContent: what a person sees
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain(he["days.bot.heuristic"]);
    expect(text).not.toMatch(/heuristic/i);
    await shot(page, "bot-he");
  }, 300_000);
  it("the map: fit shows the whole galaxy in the pane, zoom keeps the point under the cursor, no text under 12 px (1280×800 and 390×844)", async () => {
    const { page } = table.session;
    // The game of the tests above, or (run alone) a fresh one in its first Planning.
    game ??= await bwGame("e2e-choices", [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Ben" },
    ]);
    await drive(game, (s) => s.pending[0]?.player === 0 && s.pending[0].kind === "planning", builder);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(playPath(game, "en"));
      await page.waitForSelector(".galaxy .galaxy-view");
      await page.waitForTimeout(300);
      // No text under 12 px at the map's starting zoom, HTML or map text alike.
      const small = await page.evaluate(() => {
        const out: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement | SVGElement>("body *")) {
          const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
          if (!own) continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > innerHeight) continue;
          if (getComputedStyle(el).visibility === "hidden") continue;
          let px = Number.parseFloat(getComputedStyle(el).fontSize);
          if (el instanceof SVGTextElement || el instanceof SVGTSpanElement) {
            const m = (el as SVGGraphicsElement).getScreenCTM();
            px *= m ? Math.hypot(m.a, m.b) : 1;
          }
          if (px < 11.95) out.push(`${Math.round(px * 10) / 10}px ${el.textContent!.trim().slice(0, 30)}`);
        }
        return out;
      });
      expect(small, `${size.width}`).toEqual([]);
      // Fit: the whole galaxy inside what is seen of the map.
      await page.getByRole("button", { name: "Fit the whole galaxy" }).click();
      await page.waitForTimeout(200);
      const inside = await page.evaluate(() => {
        const svg = document.querySelector(".galaxy")!;
        const s = svg.getBoundingClientRect();
        let pane = {
          left: Math.max(0, s.left),
          top: Math.max(0, s.top),
          right: Math.min(innerWidth, s.right),
          bottom: Math.min(innerHeight, s.bottom),
        };
        for (let p = svg.parentElement; p; p = p.parentElement) {
          const o = getComputedStyle(p);
          if (!/(auto|scroll|hidden)/.test(o.overflow + o.overflowX + o.overflowY)) continue;
          const r = p.getBoundingClientRect();
          pane = {
            left: Math.max(pane.left, r.left),
            top: Math.max(pane.top, r.top),
            right: Math.min(pane.right, r.right),
            bottom: Math.min(pane.bottom, r.bottom),
          };
        }
        const tiles = [...document.querySelectorAll(".galaxy-view .planet-tile")];
        const boxes = tiles.map((t) => t.getBoundingClientRect()).filter((r) => r.width > 0);
        const g = {
          left: Math.min(...boxes.map((b) => b.left)),
          top: Math.min(...boxes.map((b) => b.top)),
          right: Math.max(...boxes.map((b) => b.right)),
          bottom: Math.max(...boxes.map((b) => b.bottom)),
        };
        return { pane, g, n: boxes.length };
      });
      expect(inside.n, `${size.width}`).toBeGreaterThan(0);
      expect(inside.g.left, `${size.width}`).toBeGreaterThanOrEqual(inside.pane.left - 1);
      expect(inside.g.top, `${size.width}`).toBeGreaterThanOrEqual(inside.pane.top - 1);
      expect(inside.g.right, `${size.width}`).toBeLessThanOrEqual(inside.pane.right + 1);
      expect(inside.g.bottom, `${size.width}`).toBeLessThanOrEqual(inside.pane.bottom + 1);
      await shot(page, `map-fit-${size.width}`);
      // Zoom with the wheel at a planet: that planet stays under the cursor.
      const tile = page.locator(".galaxy-view .planet-tile").first();
      const before = (await tile.boundingBox())!;
      const at = { x: before.x + before.width * 0.3, y: before.y + before.height * 0.3 };
      await page.mouse.move(at.x, at.y);
      await page.mouse.wheel(0, -100);
      await page.waitForTimeout(200);
      const after = (await tile.boundingBox())!;
      expect(after.width).toBeGreaterThan(before.width);
      // The point at 30 % of the tile is still under the cursor.
      expect(Math.abs(after.x + after.width * 0.3 - at.x)).toBeLessThan(4);
      expect(Math.abs(after.y + after.height * 0.3 - at.y)).toBeLessThan(4);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 300_000);
});
