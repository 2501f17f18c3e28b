/**
 * End to end, in Debian's Chromium against the real server: an Eclipse game page in German
 * (`?lang=de`) — board, action list, player boards, prompt and log, its story included (the
 * sector an exploration drew) — has no English word of the same page in English left, except
 * proper names (the allowed-names mechanism of languages.test.ts, plus Eclipse's star names and
 * the players' names); in Hebrew it reads right to left with no Latin word but names.
 * Screenshots go to artifacts/web-e2e/ (gitignored).
 */
import { join } from "node:path";
import { content } from "@koprulu/eclipse";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { de } from "../../src/i18n/catalogs/de";
import { he } from "../../src/i18n/catalogs/he";
import { createApiGame, readState, sendAction } from "./apiGame";
import type { Action } from "./gamePage";
import { ARTIFACTS, setUpE2eTable } from "./table";
import { latinWords, PROPER_NAMES_EVERYWHERE } from "./words";

interface State {
  version: number;
  pending: { player: number }[];
  legalActions: Action[];
}

/**
 * Proper names that stay as they are in every language (words.ts: the games' names, each
 * language's own name), and Eclipse's: the sectors' star names.
 */
const PROPER_NAMES = new Set(
  [
    ...PROPER_NAMES_EVERYWHERE,
    ...Object.values(content().sectors).flatMap((s) => latinWords(s.gcds ? "" : s.name)),
  ].map((w) => w.toLowerCase()),
);

const table = setUpE2eTable({ width: 1280, height: 900 });

/** Everything a person reads or hears: the rendered text, options, placeholders and aria labels. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: only the rendered (visible) text counts
      document.body.innerText,
      ...[...document.querySelectorAll("option")].map((o) => o.textContent ?? ""),
      ...[...document.querySelectorAll("input[placeholder]")].map((i) => i.getAttribute("placeholder") ?? ""),
      ...[...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label") ?? ""),
    ].join("\n"),
  );
}

async function openGame(page: Page, path: string, lang: string) {
  await page.goto(`${table.server.url}${path}&lang=${lang}`);
  await page.waitForSelector(".ec-galaxy");
  await page.waitForSelector(".action-list button.action-button");
  await page.waitForSelector(".log-panel li[data-seat]");
}

describe("browser: the Eclipse table in German and Hebrew", () => {
  it("an Eclipse game page at ?lang=de has no English word left but proper names", async () => {
    const { page, consoleErrors } = table.session;
    const names = ["Ann", "Ben"];
    const created = await createApiGame(table.server.url, {
      ruleset: "eclipse",
      players: 2,
      seats: names.map((name) => ({ kind: "human", name })),
      options: { players: 2, rounds: 9 },
      seed: "e2e-eclipse-de",
    });
    const { tokens } = created;
    const stateOf = (seat: number) => readState<State>(table.server.url, created.gameId, tokens[seat]!);

    // The first player explores (and answers what follows) until the turn passes: the log then
    // has his lines and the second player's page shows the turn menu.
    const first = (await stateOf(0)).pending[0]!.player;
    for (let i = 0; i < 12; i++) {
      const s = await stateOf(first);
      if (s.pending[0]?.player !== first) break;
      const pick =
        s.legalActions.find((a) => a.type === "explore") ??
        s.legalActions.find((a) => a.type === "explore-place") ??
        s.legalActions.find((a) => a.type === "explore-influence" && a.take === true) ??
        s.legalActions.find((a) => a.type === "discovery-keep") ??
        s.legalActions.find((a) => a.type.endsWith("-done")) ??
        s.legalActions[0]!;
      await sendAction(table.server.url, created, first, pick, s.version, `de-${i}`);
    }
    const second = 1 - first;
    expect((await stateOf(second)).pending[0]!.player).toBe(second);
    const path = `/play/${encodeURIComponent(created.gameId)}?token=${encodeURIComponent(tokens[second]!)}`;

    await openGame(page, path, "en");
    const english = new Set(latinWords(await visibleText(page)));
    expect(english.has("explore")).toBe(true);
    expect(english.has("terrans")).toBe(true);

    await openGame(page, path, "de");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(await page.getByTestId("ec-status").textContent()).toMatch(/^Runde 1 · Aktionsphase/);
    expect(await page.locator(".log-panel li[data-seat]").first().textContent()).toMatch(
      /Terraner: Erkundung bei \u2066-?\d+,-?\d+\u2069/,
    );
    // What followed the exploration (the story the server keeps as data) reads in German too.
    expect(await page.locator(".log-panel").textContent()).toMatch(/Terraner ziehen Sektor \d+/);
    await page.screenshot({ path: join(ARTIFACTS, "eclipse-de.png"), fullPage: true });
    // German shares the Latin alphabet: an English word of the English page is untranslated
    // unless the German catalog itself uses it (Computer, Initiative, Orbital, …) or it is a name.
    const german = new Set(latinWords(Object.values(de).join(" ")));
    const allowed = new Set([...PROPER_NAMES, ...latinWords([...names, created.gameId].join(" "))]);
    const leftInGerman = latinWords(await visibleText(page)).filter(
      (w) => english.has(w) && !german.has(w) && !allowed.has(w),
    );
    expect([...new Set(leftInGerman)]).toEqual([]);

    // Hebrew: right to left, and no Latin word at all but names (and the catalog's own, e.g. E-A4).
    await openGame(page, path, "he");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await page.getByTestId("ec-status").textContent()).toMatch(/^סיבוב 1 · שלב הפעולות/);
    expect(await page.locator(".log-panel").textContent()).toMatch(/טרנים \S+ שולפים את גזרה \d+/);
    await page.screenshot({ path: join(ARTIFACTS, "eclipse-he.png"), fullPage: true });
    const hebrewCatalog = new Set(latinWords(Object.values(he).join(" ")));
    const leftInHebrew = latinWords(await visibleText(page)).filter(
      (w) => !hebrewCatalog.has(w) && !allowed.has(w),
    );
    expect([...new Set(leftInHebrew)]).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
