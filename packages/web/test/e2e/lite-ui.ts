/**
 * A player at the StarCraft Lite table, for the browser tests and the screenshot script (issue
 * 31): each decision is picked sensibly from the legal ones (place, grow, attack an enemy when a
 * movement reaches one) and taken where a person takes it — the placement bar for the revealed
 * planet, a tapped enemy unit on the battle panel, the map (one or two clicks, a menu when one
 * place offers several), else the decision bar. The generic action list is the last resort and
 * is counted, so a test can require that no decision needed it.
 */
import type { Locator, Page } from "playwright-core";
import { canonical } from "../../src/api/useGame";
import { litePath } from "../../src/starcraft-lite/targets";
import { type Action, legal, version, waitNewVersion } from "./gamePage";

/** What the driver reads of the seat's state (GET /state). */
export interface LiteBody {
  seat: number;
  version: number;
  pending: { player: number }[];
  legalActions: Action[];
  outcome: unknown;
  view: {
    round: number;
    phase: string;
    board: { units: { id: number; owner: number; area: string }[] };
    battle: { reports: unknown[]; pending: { kind: string } | null } | null;
    lastBattle: unknown;
    stats: { battles: number };
  };
}

export type Via = "placement" | "tap" | "board" | "bar" | "list";

/** What chooseLite reads: whose seat, and where the units stand. */
export interface LiteUnits {
  seat: number;
  view: { board: { units: { id: number; owner: number; area: string }[] } };
}

/**
 * Attack whenever an inter-planetary movement reaches an enemy; else grow. `also`: the Lite table
 * test (lite.test.ts) also turns the revealed planet first (`rotate`) and builds bases (`base`),
 * where this driver places the planet on the placement bar and leaves bases alone.
 */
export function chooseLite(
  actions: Action[],
  s: LiteUnits,
  also: { rotate?: boolean; base?: boolean } = {},
): Action {
  const enemyAt = (area: unknown) => s.view.board.units.some((u) => u.area === area && u.owner !== s.seat);
  const find = (type: string, f: (a: Action) => boolean = () => true) =>
    actions.find((a) => a.type === type && f(a));
  return (
    (also.rotate ? find("rotate") : undefined) ??
    find("expand") ??
    find("warp-pair") ??
    find("home") ??
    find("place-unit") ??
    find("place-transport") ??
    find("warp", (a) => enemyAt(a.area)) ??
    find("send") ??
    find("warp") ??
    find("research", (a) => a.unit === null) ??
    find("build-unit") ??
    (also.base ? find("base") : undefined) ??
    find("harvest") ??
    find("end-mobilize") ??
    find("end-build") ??
    find("end-harvest") ??
    find("pass") ??
    actions[0]!
  );
}

/**
 * Tap `target` where it shows: on a phone the sticky decision bar or the map's zoom buttons may
 * cover its middle, or the zoomed-in map may not show it, so a point of it that is not covered is
 * tapped, as a person would (the page scrolled a little, else the map zoomed out, when none is).
 */
async function tapVisible(page: Page, target: Locator): Promise<void> {
  const zoomOut = page.locator(".zoom-controls button").nth(1);
  for (let zoomedOut = 0; zoomedOut <= 4; zoomedOut++) {
    await target.scrollIntoViewIfNeeded();
    for (const scroll of [0, -200, 400]) {
      if (scroll !== 0) await page.evaluate((dy) => window.scrollBy(0, dy), scroll);
      const point = await target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85])
          for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
            const x = r.left + fx * r.width;
            const y = r.top + fy * r.height;
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && (el === hit || el.contains(hit))) return { x, y };
          }
        return null;
      });
      if (point) {
        await page.mouse.click(point.x, point.y);
        return;
      }
    }
    // out of the map's view (a phone's map starts zoomed in): zoom out, as a person would
    if ((await zoomOut.count()) === 0) break;
    await zoomOut.click();
  }
  await target.click(); // fails with Playwright's account of what covers it
}

/** Take `action` where a person would: a tapped unit, the map, the decision bar, else the list. */
export async function takeLite(page: Page, action: Action): Promise<Via> {
  if ((action.type === "lite-target" || action.type === "lite-splash") && typeof action.choice === "number") {
    await page.locator(`.lite-unit-pick[data-unit="${action.choice}"]`).click();
    return "tap";
  }
  const canon = canonical(action);
  const listButton = page.locator(
    `.action-list button.action-button[data-action='${canon.replace(/'/g, "\\'")}']`,
  );
  const text = (await listButton.textContent())?.trim() ?? "";
  const path = litePath(action);
  if (path && (await page.locator(`.galaxy [role=button][data-key="${path[0]}"]`).count()) > 0) {
    for (const k of path) {
      const target = page.locator(`.galaxy [role=button][data-key="${k}"]`).first();
      if (k.startsWith("route:")) {
        await target.focus();
        await target.press("Enter");
      } else await tapVisible(page, target);
    }
    const menu = page.locator(".choice-menu");
    if (await menu.isVisible().catch(() => false))
      await menu.getByRole("button", { name: text, exact: true }).click();
    return "board";
  }
  const bar = page.locator(".decision-bar button", { hasText: text }).first();
  if (text && (await bar.count()) > 0) {
    await bar.click();
    return "bar";
  }
  await listButton.click();
  return "list";
}

/** Wait until this seat must decide (true) or the game is over (false). */
export async function liteTurn(page: Page, timeout = 120_000): Promise<boolean> {
  await page.waitForFunction(
    () =>
      (document.querySelector(".your-turn") && document.querySelector(".action-list button.action-button")) ||
      document.querySelector("[data-testid=outcome]"),
    null,
    { timeout },
  );
  return (await page.locator("[data-testid=outcome]").count()) === 0;
}

/** The revealed planet placed by sight: the turn the placement bar previews, confirmed. */
export async function confirmPlacement(page: Page): Promise<void> {
  const bar = page.locator("[data-testid=lite-placement]");
  await bar.waitFor();
  const before = await version(page);
  await bar.locator(".confirm-placement").click();
  await waitNewVersion(page, before);
}

export interface LitePlay {
  via: Record<Via, number>;
  /** Decisions that needed the generic action list (none expected). */
  listed: Action[];
  decisions: number;
}

/**
 * Play the seat to the end banner (or `maxDecisions`). `state` reads the seat's state;
 * `onDecision` runs before each decision (screenshots), with the legal actions.
 */
export async function playLiteToEnd(
  page: Page,
  state: () => Promise<LiteBody>,
  options: { maxDecisions?: number; onDecision?(s: LiteBody, actions: Action[]): Promise<void> } = {},
): Promise<LitePlay> {
  const via: Record<Via, number> = { placement: 0, tap: 0, board: 0, bar: 0, list: 0 };
  const listed: Action[] = [];
  let decisions = 0;
  for (; decisions < (options.maxDecisions ?? 3000); decisions++) {
    if (!(await liteTurn(page))) break;
    const s = await state();
    const actions = await legal(page);
    await options.onDecision?.(s, actions);
    if (actions.some((a) => a.type === "rotate")) {
      await confirmPlacement(page);
      via.placement++;
      continue;
    }
    const action = chooseLite(actions, s);
    const before = await version(page);
    const how = await takeLite(page, action);
    via[how]++;
    if (how === "list") listed.push(action);
    await waitNewVersion(page, before, action);
  }
  return { via, listed, decisions };
}
