/**
 * Driving a StarCraft game through the UI as a player does (shared by the e2e tests): take a
 * legal action (gamePage.ts reads them off the action list) through the board (map clicks, the
 * Choose menu), the decision bar or the list.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { canonical } from "../../src/api/useGame";
import { pathOf } from "../../src/starcraft/targets";
import type { Action } from "./gamePage";

/** The Choose menu, when open, lies wholly inside the window (issue 19, item 1). */
export async function expectMenuInside(page: Page) {
  const menu = page.locator(".choice-menu.floating");
  if (!(await menu.isVisible().catch(() => false))) return;
  const box = (await menu.boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
}

/**
 * Click (or, on a touch screen, tap) a map element where it can be seen: on a phone the map starts zoomed in, so an
 * element may lie partly outside the map's window (a player would pan; the test clicks the
 * visible part, panning the map first when none of it shows).
 */
export async function clickOnMap(
  page: Page,
  target: ReturnType<Page["locator"]>,
  how: "click" | "tap" = "click",
) {
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.locator(".galaxy-wrap").scrollIntoViewIfNeeded();
    const map = (await page.locator("svg.galaxy").boundingBox())!;
    const box = (await target.boundingBox())!;
    const x0 = Math.max(box.x, map.x + 2);
    const x1 = Math.min(box.x + box.width, map.x + map.width - 2);
    const y0 = Math.max(box.y, map.y + 2, 0);
    const y1 = Math.min(box.y + box.height, map.y + map.height - 2, page.viewportSize()!.height - 2);
    if (x1 - x0 > 12 && y1 - y0 > 12) {
      // a point of the element itself (not a child drawn over it): probe a few
      for (const [fx, fy] of [
        [0.5, 0.5],
        [0.3, 0.3],
        [0.7, 0.7],
        [0.3, 0.7],
        [0.7, 0.3],
      ]) {
        const x = x0 + (x1 - x0) * fx;
        const y = y0 + (y1 - y0) * fy;
        const hit = await target.evaluate(
          (el, p) => {
            const top = document.elementFromPoint(p.x, p.y);
            return !!top && (el === top || el.contains(top)) && top.closest("[role=button]") === el;
          },
          { x, y },
        );
        if (hit) {
          if (how === "tap") await page.touchscreen.tap(x, y);
          else await page.mouse.click(x, y);
          return;
        }
      }
    }
    // pan the element towards the map's centre
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const mx = map.x + map.width / 2;
    const my = map.y + map.height / 2;
    const dx = Math.max(-150, Math.min(150, mx - cx));
    const dy = Math.max(-150, Math.min(150, my - cy));
    await page.mouse.move(mx, my);
    await page.mouse.down();
    await page.mouse.move(mx + dx / 2, my + dy / 2, { steps: 3 });
    await page.mouse.move(mx + dx, my + dy, { steps: 3 });
    await page.mouse.up();
  }
  if (how === "tap") await target.tap();
  else await target.click();
}

/** A planet placement through the preview: planet, turn, cell, then confirm in the bar. */
export async function placePlanet(page: Page, action: Action): Promise<boolean> {
  const bar = page.locator(".placement-bar");
  if ((await bar.count()) === 0) return false;
  const choice = bar.locator(`[data-planet-choice="${action.planet}"]`);
  if (await choice.count()) await choice.click();
  for (let i = 0; i < 4 && (await bar.getAttribute("data-rotation")) !== String(action.rotation); i++)
    await bar.getByRole("button", { name: "Turn the planet" }).click();
  if ((await bar.getAttribute("data-rotation")) !== String(action.rotation)) return false;
  await clickOnMap(page, page.locator(`.galaxy [role=button][data-key="cell:${action.x},${action.y}"]`));
  await page.locator(".galaxy .planet-preview").waitFor();
  await bar.locator(".confirm-placement").click();
  return true;
}

/** The board element of a key: a unit stack answers for every unit in it. */
export function boardTarget(page: Page, k: string) {
  const unit = /^unit:(\d+)$/.exec(k);
  if (unit) return page.locator(`.galaxy [data-units~="${unit[1]}"] [role=button]`).first();
  return page.locator(`.galaxy [role=button][data-key="${k}"], .sc-panels button[data-key="${k}"]`).first();
}

/** Take `action` through the board when it has a place there, else the decision bar, else the list. */
export async function take(page: Page, action: Action): Promise<"board" | "bar" | "list"> {
  const canon = canonical(action);
  const listButton = page.locator(
    `.action-list button.action-button[data-action='${canon.replace(/'/g, "\\'")}']`,
  );
  // the action's words, without the list's warning mark (the board's menu names it without one)
  const text = (
    await listButton.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const mark of copy.querySelectorAll(".action-warning")) mark.remove();
      return copy.textContent ?? "";
    })
  ).trim();
  if (action.type === "place-planet" && (await placePlanet(page, action))) return "board";
  if (action.type === "choose-faction") {
    const sheet = page.locator(`.faction-sheet[data-faction="${action.faction}"] button`);
    if (await sheet.count()) {
      await sheet.click();
      return "board";
    }
  }
  const path = pathOf(action);
  if (path) {
    let ok = true;
    for (const k of path) {
      const target = boardTarget(page, k);
      if ((await target.count()) === 0) {
        ok = false;
        break;
      }
      if (k.startsWith("route:") || k.startsWith("slot:")) {
        // Routes and small slots: operate them by keyboard (Tab focus + Enter).
        await target.focus();
        await target.press("Enter");
      } else if (await target.evaluate((el) => !!el.closest("svg.galaxy"))) {
        await clickOnMap(page, target);
      } else {
        await target.click();
      }
    }
    if (ok) {
      const menu = page.locator(".choice-menu");
      if (await menu.isVisible().catch(() => false)) {
        await expectMenuInside(page);
        await menu.getByRole("button", { name: text, exact: true }).click();
      }
      await placeAnyway(page);
      return "board";
    }
  }
  const barButton = page.locator(".decision-bar button", { hasText: text }).first();
  if (text && (await barButton.count()) > 0) {
    await barButton.click();
    await placeAnyway(page);
    return "bar";
  }
  await listButton.click();
  await placeAnyway(page);
  return "list";
}

/**
 * A placement that can only become an event draw asks first (the table warns, never refuses):
 * these drivers play on, as a player who read the warning and placed it anyway.
 */
async function placeAnyway(page: Page): Promise<void> {
  const confirm = page.locator("[data-testid=warning-confirm] .warning-confirm-buttons button").first();
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
}
