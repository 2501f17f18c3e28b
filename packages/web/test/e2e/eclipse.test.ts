/**
 * End to end, in Debian's Chromium against the real server: a person plays a whole Eclipse game
 * (nine rounds) against two heuristic bots through the table itself — the galaxy, the explore
 * preview, the technology tiles, the build choices, the blueprint editor, the battle panel and
 * the step's buttons; never the action list — once at 1280×800 and once on a phone (390×844,
 * touch). Along the way it checks the pieces' accessible names, the explore preview in place,
 * the editor's refusal, battle dice, the VP breakdown at the end, the phone's fit and tap targets
 * and that every text reads at ≥ 12 px. Screenshots go to artifacts/web-e2e/ (gitignored; the
 * README's are copied from there).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { type ApiState, createApiGame, driveOverApi, readState } from "./apiGame";
import { type BrowserSession, openBrowser } from "./browser";
import { version, waitMyTurn } from "./gamePage";
import { createGameWithBot } from "./lobby";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 800 });
/** "About one screen" on a 844 px phone: the page's header and step bar above the galaxy. */
const PHONE_PAGE_MAX = 1.25 * 844;
let phone: BrowserSession | null = null;
afterAll(async () => {
  await phone?.close();
});

interface EcState {
  view: {
    round: number;
    phase: string;
    step: { kind: string; slot?: number | null; hull?: string | null; done?: number; placed?: number };
  };
  legalActions: { type: string }[];
  outcome: unknown;
}

/** The smallest rendered text (px) in the Eclipse table and player boards: SVG text by its scale. */
async function smallestText(page: Page): Promise<{ px: number; text: string }> {
  return page.evaluate(() => {
    let least = { px: 999, text: "" };
    const consider = (px: number, text: string) => {
      if (px > 0 && px < least.px) least = { px, text };
    };
    for (const el of document.querySelectorAll<HTMLElement | SVGElement>(".ec-board *, .ec-players *")) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      if (!own) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (el.closest(".sr-only")) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGTextElement) {
        const m = el.getScreenCTM();
        consider(size * Math.hypot(m?.a ?? 1, m?.b ?? 0), el.textContent ?? "");
      } else if (!(el instanceof SVGElement)) consider(size, el.textContent ?? "");
    }
    return least;
  });
}

/** Board buttons smaller than a 44 px tap target (visible ones). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".ec-board button, .ec-players summary")]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.width < 44 || r.height < 44);
      })
      .map((b) => b.textContent || b.getAttribute("aria-label") || "?"),
  );
}

interface Played {
  explored: boolean;
  researched: boolean;
  built: boolean;
  upgraded: boolean;
  /** A part was dragged onto a blueprint slot and the rules took it (slot chosen, part placed or refused). */
  dragged: boolean;
  refusal: string;
  battles: number;
  dice: number;
  attacks: number;
  rounds: number;
}

/**
 * A target on the map outside the galaxy's visible part (the phone starts zoomed in so map text
 * reads at ≥ 12 px) is brought into view as a player would: "Fit the galaxy".
 */
async function onScreen(page: Page, selector: string): Promise<void> {
  const outside = await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const map = el.closest(".ec-galaxy");
      if (!map) return false;
      const r = el.getBoundingClientRect();
      const m = map.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      return x < m.left || x > m.right || y < m.top || y > m.bottom;
    });
  if (outside) await page.getByRole("button", { name: "Fit the galaxy" }).click();
}

/** Click something on the board and wait for the next state (or a refusal, which fails). */
async function act(page: Page, selector: string): Promise<void> {
  const before = await version(page);
  await onScreen(page, selector);
  await page.locator(selector).first().click();
  await page.waitForFunction(
    (v) =>
      Number(document.querySelector(".game-page")?.getAttribute("data-version")) > v ||
      document.querySelector(".refusal"),
    before,
    { timeout: 30_000 },
  );
  expect(await page.locator(".refusal").count(), `refused after ${selector}`).toBe(0);
}

/**
 * E-A4 by drag: press on the hull part of the supply, move in steps onto an empty blueprint slot
 * (one the rules let change), release; the table chooses that slot and places the part there.
 */
async function dragPartOntoSlot(page: Page): Promise<{ hull: string; slot: number }> {
  const slot = page.locator(".ec-blueprints .ec-slot[role=button][aria-label$=': empty']").first();
  const target =
    (await slot.count()) > 0 ? slot : page.locator(".ec-blueprints .ec-slot[role=button]").first();
  const hull = (await target.evaluate((el) => el.closest("[data-hull]")?.getAttribute("data-hull"))) ?? "";
  const index = Number(await target.getAttribute("data-slot"));
  await page.locator(".ec-blueprints").evaluate((el) => el.scrollIntoView({ block: "start" }));
  const from = (await page.locator('.ec-part[data-part="hull"]').boundingBox())!;
  const to = (await target.boundingBox())!;
  const before = await version(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  expect(await page.locator(".ec-dragged").count()).toBe(1);
  await page.mouse.up();
  await page.waitForFunction(
    (v) => Number(document.querySelector(".game-page")?.getAttribute("data-version")) > v,
    before,
    { timeout: 30_000 },
  );
  return { hull, slot: index };
}

async function playWholeGame(page: Page, url: string, name: string, bots: string[]): Promise<Played> {
  const { gameId, token } = await createGameWithBot(page, url, {
    ruleset: "eclipse",
    players: 3,
    bots,
    seed: `e2e-ectable-${name}`,
  });
  const state = () => readState<EcState>(url, gameId, token);
  await page.waitForSelector(".ec-galaxy");
  const played: Played = {
    explored: false,
    researched: false,
    built: false,
    upgraded: false,
    dragged: false,
    refusal: "",
    battles: 0,
    dice: 0,
    attacks: 0,
    rounds: 0,
  };
  let acted = 0;
  let shotBattle = false;
  await page.screenshot({ path: join(ARTIFACTS, `eclipse-${name}-setup.png`) });
  const bar = (type: string) => `.ec-stepbar button[data-type=${type}]`;
  for (let step = 0; step < 900; step++) {
    if ((await waitMyTurn(page)) === "over") break;
    const s = await state();
    const kind = s.view.step.kind;
    const legal = new Set(s.legalActions.map((a) => a.type));
    played.rounds = s.view.round;
    // a battle ended since the last decision is told with its dice until dismissed
    if (s.view.step.kind !== "battle" && !shotBattle) {
      const dice = await page.locator(".ec-battle-report .ec-die").count();
      played.dice = Math.max(played.dice, dice);
      if (dice > 0) {
        await page.locator(".ec-battle-report").scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(ARTIFACTS, `eclipse-${name}-battle.png`) });
        shotBattle = true;
      }
    }
    if (kind === "explore-place") {
      if (s.legalActions.filter((a) => a.type === "explore-place").length > 1) {
        const before = await page.locator(".ec-preview").getAttribute("data-rotation");
        await page.locator(".ec-explore button:has-text('Next rotation')").click();
        expect(await page.locator(".ec-preview").getAttribute("data-rotation")).not.toBe(before);
      }
      if (!played.explored) await page.screenshot({ path: join(ARTIFACTS, `eclipse-${name}-explore.png`) });
      played.explored = true;
      if (legal.has("explore-place")) await act(page, ".ec-explore button:has-text('Place it like this')");
      else await act(page, ".ec-explore button:has-text('Discard')");
      continue;
    }
    if (kind === "battle") {
      played.battles++;
      if (legal.has("battle-assign")) {
        await act(page, ".ec-combat button");
        continue;
      }
    }
    if (kind === "upgrade") {
      if (s.view.step.slot == null && !played.upgraded && legal.has("upgrade-slot")) {
        if (name === "desktop" && !played.dragged) {
          const dropped = await dragPartOntoSlot(page);
          // the slot is chosen at once; the part then placed (or refused, its reason shown)
          let took = false;
          for (let i = 0; i < 60 && !took; i++) {
            const after = await state();
            const placed = (after.view.step.placed ?? 0) > 0;
            const chosen = after.view.step.hull === dropped.hull && after.view.step.slot === dropped.slot;
            took = placed || (chosen && (await page.locator(".ec-parts [role=alert]").count()) > 0);
            if (!took) await page.waitForTimeout(500);
          }
          expect(took, `drag onto ${dropped.hull} ${dropped.slot}`).toBe(true);
          played.dragged = true;
          continue;
        }
        await act(page, ".ec-blueprints .ec-slot[role=button]");
        continue;
      }
      if (s.view.step.slot != null) {
        if (!played.refusal) {
          await page.locator(".ec-part.ec-refused").first().click();
          played.refusal = (await page.locator(".ec-parts [role=alert]").textContent()) ?? "";
          await page.locator(".ec-parts [role=alert]").scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(ARTIFACTS, `eclipse-${name}-upgrade.png`) });
        }
        played.upgraded = true;
        if (legal.has("upgrade-part")) await act(page, ".ec-part:not(.ec-refused)");
        else await act(page, ".ec-blueprints button:has-text('Done upgrading')");
        continue;
      }
      await act(page, ".ec-blueprints button:has-text('Done upgrading')");
      continue;
    }
    if (kind === "move" && !legal.has("battle-attack")) {
      // into a hex with enemies when one is in reach (the map shows the odds there), else anywhere
      if (s.view.step.hull != null) {
        const attack = ".ec-hex-target:has([data-testid^=odds-])";
        if ((await page.locator(attack).count()) > 0) {
          played.attacks++;
          await act(page, attack);
        } else await act(page, ".ec-galaxy [role=button][aria-label^='Move here']");
        continue;
      }
      if ((s.view.step.done ?? 0) === 0 && legal.has("move-ship")) await act(page, ".ec-ship-target");
      else await act(page, bar("move-done"));
      continue;
    }
    if (kind === "build") {
      if (!played.built && legal.has("build")) {
        await page.locator(".ec-buildable:not([disabled])").first().click();
        await act(page, ".ec-galaxy [role=button][aria-label^='Build here']");
        played.built = true;
        continue;
      }
      await act(page, bar("build-done"));
      continue;
    }
    if (kind === "turn" && acted < s.view.round) {
      acted = s.view.round;
      const plan = s.view.round;
      if ((plan === 5 || plan === 7 || plan === 9) && legal.has("move-start")) {
        await act(page, bar("move-start"));
        continue;
      }
      if ((plan === 1 || plan === 6) && legal.has("explore")) {
        await act(page, ".ec-galaxy [role=button][aria-label^='Explore here']");
        continue;
      }
      if ((plan === 2 || plan === 8) && legal.has("research")) {
        // on a phone the technologies are a sheet over the galaxy
        if (await page.locator(".ec-phonebar").isVisible()) await page.locator("[data-sheet=tech]").click();
        await act(page, ".ec-tech-tile:not([disabled])");
        played.researched = true;
        continue;
      }
      if (plan === 3 && legal.has("build-start")) {
        await act(page, bar("build-start"));
        continue;
      }
      if (plan === 4 && legal.has("upgrade")) {
        await act(page, bar("upgrade"));
        continue;
      }
    }
    if (kind === "turn" && legal.has("pass")) {
      await act(page, bar("pass"));
      continue;
    }
    // colony ships on a square of the map, then the step's other choices (done, keep, take, attack)
    if ((kind === "colonize" || kind === "upkeep-colonize") && legal.has("colonize")) {
      const before = await version(page);
      await onScreen(page, ".ec-square-target");
      await page.locator(".ec-square-target").first().click();
      if ((await page.locator(".ec-colony-choice button").count()) > 0)
        await page.locator(".ec-colony-choice button").first().click();
      await page.waitForFunction(
        (v) => Number(document.querySelector(".game-page")?.getAttribute("data-version")) > v,
        before,
      );
      continue;
    }
    const prefer = [
      "explore-influence",
      "discovery-keep",
      "reputation-keep",
      "diplomacy-decline",
      "claim-done",
      "colonize-done",
      "influence-done",
      "move-done",
      "battle-attack",
      "kill-cube",
      "artifact-key",
      "bankrupt-trade",
      "discovery-part",
      "battle-surrender",
    ].find((type) => legal.has(type));
    if (prefer) await act(page, bar(prefer));
    else if (s.legalActions.some((a) => a.type !== "trade")) await act(page, ".ec-stepbar button");
    else await act(page, ".ec-board [role=button].ec-target");
  }
  await page.waitForSelector("[data-testid=vp-breakdown]");
  await page.locator("[data-testid=vp-breakdown]").scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, `eclipse-${name}-end.png`) });
  return played;
}

describe("browser: a whole Eclipse game through the table", () => {
  it("at 1280×800: pieces named, text ≥ 12 px, explore in place, build, research, upgrade refusals, the end's breakdown", async () => {
    const { page, consoleErrors } = table.session;
    const started = Date.now();
    await page.setViewportSize({ width: 1280, height: 800 });
    const { gameId } = await createGameWithBot(page, table.server.url, {
      ruleset: "eclipse",
      players: 3,
      bots: ["heuristic", "heuristic"],
      seed: "e2e-ectable-names",
    });
    expect(gameId).toBeTruthy();
    await page.waitForSelector(".ec-galaxy [aria-label$='influence disc']");
    const names = await page
      .locator(".ec-galaxy [role=img]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    expect(names.filter((n) => n.endsWith(" influence disc")).length).toBe(3);
    expect(names.some((n) => /^1 (Red|Blue|Green|Yellow|White|Black) interceptor$/.test(n))).toBe(true);
    expect(names).toContain("Galactic Center defence system");
    expect(names).toContain("discovery tile, face down");
    expect(names.some((n) => /^(advanced )?(money|science|materials) square, empty$/.test(n))).toBe(true);
    expect(names.some((n) => / square, (Red|Blue|Green|Yellow|White|Black) cube$/.test(n))).toBe(true);
    const least = await smallestText(page);
    expect(least.px, `smallest text: "${least.text}"`).toBeGreaterThanOrEqual(12);

    const played = await playWholeGame(page, table.server.url, "desktop", ["heuristic", "random"]);
    expect(played.rounds).toBe(9);
    expect(played.explored && played.researched && played.built && played.upgraded && played.dragged).toBe(
      true,
    );
    expect(played.refusal).toMatch(/^Refused — /);
    // the battle this seed brings (the player's interceptor attacks the Ancients): dice drawn, hits marked
    expect(played.dice).toBeGreaterThan(0);
    const rows = await page.locator("[data-testid=vp-breakdown] tbody tr").count();
    expect(rows).toBeGreaterThanOrEqual(3);
    const end = await smallestText(page);
    expect(end.px, `smallest text at the end: "${end.text}"`).toBeGreaterThanOrEqual(12);
    expect(consoleErrors).toEqual([]);
    console.log(
      `desktop game: ${Math.round((Date.now() - started) / 1000)} s, battles seen ${played.battles}, dice ${played.dice}, attacks ${played.attacks}`,
    );
  }, 280_000);

  it("on a phone (390×844, touch): the galaxy fills the screen, 44 px targets, text ≥ 12 px, a whole game", async () => {
    phone = await openBrowser({ width: 390, height: 844 }, { hasTouch: true });
    const page = phone.page;
    const started = Date.now();
    await createGameWithBot(page, table.server.url, {
      ruleset: "eclipse",
      players: 3,
      bots: ["heuristic", "heuristic"],
      seed: "e2e-ectable-fit",
    });
    await page.waitForSelector(".ec-galaxy");
    // the first-game hint is put away, as a player who read it would
    const hint = page.locator(".first-game-hint-ok");
    if ((await hint.count()) > 0) await hint.click();
    const box = await page.locator(".ec-galaxy").boundingBox();
    // the galaxy fills the width and most of the height; the page is about one screen
    expect(box!.width).toBeGreaterThanOrEqual(360);
    expect(box!.height).toBeGreaterThanOrEqual(0.6 * 844);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(
      `phone page height ${pageHeight} px, galaxy ${Math.round(box!.width)}×${Math.round(box!.height)}`,
    );
    await page.screenshot({ path: join(ARTIFACTS, "eclipse-phone-page.png"), fullPage: true });
    expect(pageHeight).toBeLessThanOrEqual(PHONE_PAGE_MAX);
    expect(await smallTargets(page)).toEqual([]);
    // a player board opens as a sheet: a modal dialog over the galaxy, closed by Escape
    await page.locator("[data-sheet=boards]").click();
    const sheet = page.getByRole("dialog", { name: "Player boards" });
    expect(await sheet.getAttribute("aria-modal")).toBe("true");
    expect(await sheet.locator(".ec-player").count()).toBe(3);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("ec-sheet-close");
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "eclipse-phone-sheet.png") });
    await page.keyboard.press("Escape");
    expect(await page.getByRole("dialog").count()).toBe(0);
    const least = await smallestText(page);
    expect(least.px, `smallest text: "${least.text}"`).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: join(ARTIFACTS, "eclipse-phone-fit.png") });
    const played = await playWholeGame(page, table.server.url, "phone", ["random", "random"]);
    expect(played.rounds).toBe(9);
    expect(await page.locator("[data-testid=vp-breakdown]").count()).toBe(1);
    expect(phone.consoleErrors).toEqual([]);
    console.log(
      `phone game: ${Math.round((Date.now() - started) / 1000)} s, battles seen ${played.battles}, dice ${played.dice}, attacks ${played.attacks}`,
    );
  }, 280_000);

  it("the lobby's species choice: picked at the table as cards, each with its summary", async () => {
    const { page, consoleErrors } = table.session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await createGameWithBot(page, table.server.url, {
      ruleset: "eclipse",
      players: 3,
      bots: ["random", "random"],
      seed: "e2e-ectable-species",
      extra: async (p) => {
        await p.selectOption('select[name="species"]', "choose");
        expect(await p.locator(".ec-lobby-summaries li").count()).toBe(7);
      },
    });
    await page.waitForSelector(".ec-species-card");
    expect(await page.locator(".ec-species-card").first().textContent()).toMatch(/·/);
    await page.screenshot({ path: join(ARTIFACTS, "eclipse-species.png") });
    const card = page.locator(".ec-species-card").first();
    const name = (await card.locator("strong").textContent()) ?? "";
    await card.click();
    await page.waitForFunction(() => !document.querySelector(".ec-species-card"), null, { timeout: 60_000 });
    await page.waitForSelector(".ec-galaxy [aria-label$='influence disc']");
    expect(await page.locator(".ec-players").textContent()).toContain(name.replace(/^the /, ""));
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it("E-P2 diplomacy: an offer shown to the partner, accepted on the table, ambassadors on both boards", async () => {
    const { page, consoleErrors } = table.session;
    await page.setViewportSize({ width: 1280, height: 800 });
    const game = await createApiGame(table.server.url, {
      ruleset: "eclipse",
      players: 3,
      seats: ["Ann", "Ben", "Cid"].map((name) => ({ kind: "human", name })),
      options: { players: 3, rounds: 9 },
      // a seed whose homes are neighbours joined by a wormhole: relations in round 1
      seed: "dip-3",
    });
    type DipState = Omit<ApiState, "legalActions"> & {
      view: { step: { kind: string; proposer?: number; partner?: number } };
      legalActions: { type: string; take?: boolean; to?: string }[];
    };
    // Everyone explores toward the others and takes control; relations are proposed when possible.
    const prefer = ["diplomacy-propose", "explore-influence", "explore-place", "explore", "influence-from"];
    const offer = await driveOverApi<DipState>(table.server.url, game, {
      reached: (s) => s.view.step.kind === "diplomacy",
      choose: (s) =>
        prefer
          .map((type) =>
            s.legalActions.find(
              (a) => a.type === type && a.take !== false && !(a.type === "influence-to" && a.to === "track"),
            ),
          )
          .find(Boolean) ??
        s.legalActions.find((a) => a.type.endsWith("-done")) ??
        s.legalActions.find((a) => a.type === "pass") ??
        s.legalActions[0],
      maxSteps: 200,
      keyPrefix: "dip-",
    });
    const partner = offer.view.step.partner!;
    await page.goto(
      `${table.server.url}/play/${encodeURIComponent(game.gameId)}?token=${encodeURIComponent(game.tokens[partner]!)}`,
    );
    await page.waitForSelector("[data-testid=diplomacy]");
    expect(await page.getByTestId("diplomacy").textContent()).toMatch(
      /propose relations to .*an ambassador with a/,
    );
    await act(page, ".ec-stepbar button[data-type=diplomacy-accept]");
    // each side holds the other's ambassador on its reputation track, named on the player boards
    // (another's board may be folded: the ambassador is there, not necessarily on screen)
    await page.waitForSelector("[data-testid=ambassador]", { state: "attached" });
    const ambassadors = await page.getByTestId("ambassador").allTextContents();
    expect(ambassadors.length).toBe(2);
    for (const a of ambassadors)
      expect(a).toMatch(
        /^ambassador of (Red|Blue|Green|Yellow|White|Black) Terrans \((money|science|materials) cube\)$/,
      );
    await page.screenshot({ path: join(ARTIFACTS, "eclipse-diplomacy.png") });
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
