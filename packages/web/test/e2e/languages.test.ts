/**
 * End to end, in Debian's Chromium against the real server: the lobby and a StarCraft game page
 * in Hebrew (right to left) and German. Checks `<html lang dir>`, that no English word is left
 * in the visible text of the he/de lobby except proper names, that the RTL page mirrors the
 * panels but not the map, and that the language switch is remembered. Screenshots go to
 * artifacts/web-e2e/ (gitignored).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { de } from "../../src/i18n/catalogs/de";
import { LANGUAGE_NAMES } from "../../src/i18n/languages";
import { ARTIFACTS, setUpE2eTable } from "./table";

/** Proper names that stay as they are in every language, and each language's own name (the switch). */
const PROPER_NAMES = new Set(
  [
    "Koprulu",
    "StarCraft",
    "The",
    "Board",
    "Game",
    "Brood",
    "War",
    "Eclipse",
    "MCTS",
    "Lite",
    ...Object.values(LANGUAGE_NAMES),
  ].map((w) => w.toLowerCase()),
);

const table = setUpE2eTable({ width: 1280, height: 800 });

/** Everything a person reads: the rendered text plus every option of every select. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll("option")].map((o) => o.textContent ?? ""),
      ...[...document.querySelectorAll("input[placeholder]")].map((i) => i.getAttribute("placeholder") ?? ""),
    ].join("\n"),
  );
}

const latinWords = (text: string) => (text.match(/[A-Za-zÄÖÜäöüß]{2,}/g) ?? []).map((w) => w.toLowerCase());

async function openLobby(page: Page, lang: string) {
  await page.goto(`${table.server.url}/?lang=${lang}`);
  await page.waitForSelector("form.create-game select[name=ruleset] option", { state: "attached" });
}

async function htmlAttrs(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

describe("browser: languages", () => {
  it("the lobby reads in Hebrew (right to left) and German with no English left but proper names", async () => {
    const { page, consoleErrors } = table.session;
    await openLobby(page, "en");
    const english = new Set(latinWords(await visibleText(page)));
    expect(english.has("players")).toBe(true);

    await openLobby(page, "he");
    expect(await htmlAttrs(page)).toEqual({ lang: "he", dir: "rtl" });
    expect(await page.locator("form.create-game h2").innerText()).toBe("משחק חדש");
    await page.screenshot({ path: join(ARTIFACTS, "lobby-he.png") });
    const leftInHebrew = latinWords(await visibleText(page)).filter((w) => !PROPER_NAMES.has(w));
    expect(leftInHebrew).toEqual([]);
    // Right to left: the create-game form's first column starts at the right edge.
    const seatHeader = await page.locator("table.seats th").first().boundingBox();
    const lastHeader = await page.locator("table.seats th").last().boundingBox();
    expect(seatHeader!.x).toBeGreaterThan(lastHeader!.x);

    await openLobby(page, "de");
    expect(await htmlAttrs(page)).toEqual({ lang: "de", dir: "ltr" });
    expect(await page.locator("form.create-game h2").innerText()).toBe("Neue Partie");
    await page.screenshot({ path: join(ARTIFACTS, "lobby-de.png") });
    // German shares the Latin alphabet: an English word of the English lobby is untranslated
    // unless the German catalog itself uses it (e.g. "normal", "Bot", "Link").
    const german = new Set(latinWords(Object.values(de).join(" ")));
    const leftInGerman = latinWords(await visibleText(page)).filter(
      (w) => english.has(w) && !german.has(w) && !PROPER_NAMES.has(w),
    );
    expect(leftInGerman).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it("a StarCraft game page in Hebrew mirrors the panels but not the map; the switch is remembered", async () => {
    const { page, consoleErrors } = table.session;
    const res = await fetch(`${table.server.url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ruleset: "starcraft",
        players: 2,
        seats: [
          { kind: "human", name: "Ann" },
          { kind: "bot", bot: "heuristic", strength: "easy" },
        ],
        options: { players: 2, factionSelection: "random", maxRounds: 60 },
        seed: "e2e-languages",
      }),
    });
    expect(res.status).toBeLessThan(300);
    const created = (await res.json()) as { gameId: string; seats: { token?: string }[] };
    const token = created.seats.find((s) => s.token)!.token!;
    const path = `/play/${encodeURIComponent(created.gameId)}?token=${encodeURIComponent(token)}`;

    await page.goto(`${table.server.url}${path}&lang=he`);
    await page.waitForSelector(".game-page svg");
    expect(await htmlAttrs(page)).toEqual({ lang: "he", dir: "rtl" });
    expect(await page.getByTestId("seat-badge").innerText()).toContain("את/ה:");
    // The side panel moves to the left of the board; the map keeps left-to-right geometry.
    const side = await page.locator("aside.side").boundingBox();
    const board = await page.locator("main.board-area").boundingBox();
    expect(side!.x).toBeLessThan(board!.x);
    const svgDirection = await page
      .locator(".board-area svg")
      .first()
      .evaluate((el) => getComputedStyle(el).direction);
    expect(svgDirection).toBe("ltr");
    await page.screenshot({ path: join(ARTIFACTS, "starcraft-he.png") });

    await page.getByTestId("language-switch").selectOption("de");
    await page.waitForFunction(() => document.documentElement.lang === "de");
    expect(await page.getByTestId("seat-badge").innerText()).toContain("Du:");
    expect(new URL(page.url()).searchParams.has("lang")).toBe(false);
    await page.reload();
    await page.waitForSelector(".game-page svg");
    expect(await htmlAttrs(page)).toEqual({ lang: "de", dir: "ltr" });
    await page.screenshot({ path: join(ARTIFACTS, "starcraft-de.png") });
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
