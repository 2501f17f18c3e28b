/**
 * End to end, in Debian's Chromium against the real server: the lobby and a StarCraft game page
 * in Hebrew (right to left) and German. Checks `<html lang dir>`, that no English word is left
 * in the visible text of the he/de lobby and of a StarCraft game played into its first Planning
 * phase (prompt, legal actions, log with the story after each action — a new round, the
 * Planning phase — panels, map) except proper names, that the RTL page
 * mirrors the panels but not the map, that the language switch is remembered, and that a
 * finished game's page and its replay word the outcome's reason in Hebrew and German with no
 * English left. Screenshots
 * go to artifacts/web-e2e/ (gitignored).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { de } from "../../src/i18n/catalogs/de";
import { he } from "../../src/i18n/catalogs/he";
import { catalog as starcraftCatalog } from "../../src/starcraft/catalogSource";
import { unitAbbrev } from "../../src/starcraft/Markers";
import { trackWords } from "../../src/starcraft/words";
import { createApiGame, readState, sendAction, starcraftOverApi } from "./apiGame";
import { ARTIFACTS, setUpE2eTable } from "./table";
import { latinWords, PROPER_NAMES_EVERYWHERE } from "./words";

/** Proper names that stay as they are in every language, and each language's own name (the switch). */
const PROPER_NAMES = new Set(
  [
    ...PROPER_NAMES_EVERYWHERE,
    // Team Play's note in the lobby names the faction leader whose objective raises the bar.
    "Aldaris",
  ].map((w) => w.toLowerCase()),
);

/**
 * StarCraft's proper names (planets, factions and their leaders and races, units, buildings,
 * cards, events, technologies), the players' own names, and the unit letters on the map's
 * miniatures: they stay as they are in every language.
 */
function starcraftNames(): Set<string> {
  const c = starcraftCatalog();
  if (!c) throw new Error("no StarCraft catalog");
  const names: string[] = [
    ...Object.values(c.planets).map((p) => p.name),
    ...Object.values(c.factions).flatMap((f) => [f.name, f.race ?? ""]),
    ...Object.values(c.units).flatMap((u) => [u.name, unitAbbrev(u.id, u.name)]),
    ...Object.values(c.buildings ?? {}).map((b) => trackWords(b.track, b.level)),
    ...Object.values(c.cards ?? {}).map((x) => x.name),
    ...Object.values(c.events ?? {}).map((x) => x.name),
    ...Object.values(c.techs ?? {}).map((x) => x.name),
    "Ann",
    "Ben",
  ];
  return new Set(names.flatMap((n) => latinWords(n)));
}

const table = setUpE2eTable({ width: 1280, height: 800 });

/** Everything a person reads: the rendered text plus every option of every select. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: only the rendered (visible) text counts
      document.body.innerText,
      ...[...document.querySelectorAll("option")].map((o) => o.textContent ?? ""),
      ...[...document.querySelectorAll("input[placeholder]")].map((i) => i.getAttribute("placeholder") ?? ""),
    ].join("\n"),
  );
}

/** The server's English story sentences (@koprulu/starcraft story-english.ts): none in he/de. */
const ENGLISH_STORY =
  /Battle in |Skirmish \d|is destroyed|wins the battle|draws (an|\d+) event cards?|conquest points?|Round \d+ begins|Planning phase|Execution phase|Regrouping phase|Stage I+ begins|Game over/;

type GameBody = {
  version: number;
  pending: { player: number; kind: string }[];
  legalActions: { type: string }[];
  log: { action?: { type: string }; story?: { id: string }[] }[];
};

/** Seat 0 plans, with orders on the table already (its own and a face-down one of seat 1). */
const planningWithOrders = (s0: GameBody) =>
  s0.pending[0]?.player === 0 &&
  s0.pending[0].kind === "planning" &&
  s0.log.filter((e) => e.action?.type === "place-order").length >= 3;

/** Drive a two-seat StarCraft game over the API (first legal action) into its Planning phase. */
const starcraftInPlanning = (
  reached: (s0: GameBody) => boolean = planningWithOrders,
  seed = "e2e-languages-planning",
) => starcraftOverApi(table.server.url, { seed, reached, maxSteps: 400, keyPrefix: "lang-" });

/** A tic-tac-toe game between two people over the API, played to its end (X: a line of three). */
async function finishedTicTacToe(): Promise<{ gameId: string; token: string }> {
  const game = await createApiGame(table.server.url, {
    ruleset: "tictactoe",
    players: 2,
    seats: [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Ben" },
    ],
    seed: "e2e-languages-outcome",
  });
  type Body = { version: number; pending: { player: number }[]; outcome: unknown };
  const get = (seat: number) => readState<Body>(table.server.url, game.gameId, game.tokens[seat]!);
  // X takes the top row while O plays the middle one.
  for (const [i, cell] of [0, 3, 1, 4, 2].entries()) {
    const s = await get(0);
    const seat = s.pending[0]?.player ?? i % 2;
    await sendAction(table.server.url, game, seat, { type: "mark", cell }, s.version, `ttt-${i}`);
  }
  expect((await get(0)).outcome).toMatchObject({ reason: "line" });
  return { gameId: game.gameId, token: game.tokens[0]! };
}

async function openPlanning(page: Page, path: string, lang: string) {
  await page.goto(`${table.server.url}${path}&lang=${lang}`);
  await page.waitForSelector(".action-list button.action-button");
  await page.waitForSelector(".log-panel li[data-seat]");
}

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
    expect(await page.locator("form.create-game h2").textContent()).toBe("משחק חדש");
    await page.screenshot({ path: join(ARTIFACTS, "lobby-he.png") });
    const leftInHebrew = latinWords(await visibleText(page)).filter((w) => !PROPER_NAMES.has(w));
    expect(leftInHebrew).toEqual([]);
    // Right to left: the create-game form's first column starts at the right edge.
    const seatHeader = await page.locator("table.seats th").first().boundingBox();
    const lastHeader = await page.locator("table.seats th").last().boundingBox();
    expect(seatHeader!.x).toBeGreaterThan(lastHeader!.x);

    await openLobby(page, "de");
    expect(await htmlAttrs(page)).toEqual({ lang: "de", dir: "ltr" });
    expect(await page.locator("form.create-game h2").textContent()).toBe("Neue Partie");
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
    const created = await createApiGame(table.server.url, {
      ruleset: "starcraft",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "bot", bot: "heuristic", strength: "easy" },
      ],
      options: { players: 2, factionSelection: "random", maxRounds: 60 },
      seed: "e2e-languages",
    });
    // the bot's seat has no token
    const token = created.tokens.find((t) => t)!;
    const path = `/play/${encodeURIComponent(created.gameId)}?token=${encodeURIComponent(token)}`;

    await page.goto(`${table.server.url}${path}&lang=he`);
    await page.waitForSelector(".board-area svg"); // the map drawn (the header has icons of its own)
    expect(await htmlAttrs(page)).toEqual({ lang: "he", dir: "rtl" });
    expect(await page.getByTestId("seat-badge").textContent()).toContain("את/ה:");
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
    expect(await page.getByTestId("seat-badge").textContent()).toContain("Du:");
    expect(new URL(page.url()).searchParams.has("lang")).toBe(false);
    await page.reload();
    await page.waitForSelector(".board-area svg"); // the map drawn (the header has icons of its own)
    expect(await htmlAttrs(page)).toEqual({ lang: "de", dir: "ltr" });
    await page.screenshot({ path: join(ARTIFACTS, "starcraft-de.png") });
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it("a StarCraft game in its Planning phase reads in Hebrew and German: prompt, actions, log, panels, map", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await starcraftInPlanning();
    const path = `/play/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`;
    const names = starcraftNames();
    // The game id is the only other Latin text (in the header); it is no word of any language.
    const textOf = async () => (await visibleText(page)).split(gameId).join(" ");

    await openPlanning(page, path, "en");
    expect(await page.getByTestId("status-line").textContent()).toContain("Place an order face down");
    const english = new Set(latinWords(await textOf()));
    expect(english.has("order")).toBe(true);

    await openPlanning(page, path, "he");
    expect(await htmlAttrs(page)).toEqual({ lang: "he", dir: "rtl" });
    // The prompt is worded from the decision's kind, the actions and the log from the catalog.
    expect(await page.getByTestId("status-line").textContent()).toContain("הניחו פקודה הפוכה");
    expect(await page.locator(".action-list").textContent()).toContain("להניח פקודת");
    expect(await page.locator(".log-panel li[data-seat]").count()).toBeGreaterThan(3);
    expect(await page.locator(".log-panel").textContent()).toContain("מניח פקודה הפוכה");
    // What followed an action (the story the server keeps as data) reads in Hebrew too.
    const logHe = (await page.locator(".log-panel").textContent()) ?? "";
    expect(logHe).toContain("סיבוב 1 מתחיל.");
    expect(logHe).toContain("שלב התכנון:");
    expect(logHe).not.toMatch(ENGLISH_STORY);
    await page.screenshot({ path: join(ARTIFACTS, "starcraft-planning-he.png"), fullPage: true });
    await page.locator(".log-panel").screenshot({ path: join(ARTIFACTS, "starcraft-planning-log-he.png") });
    const leftInHebrew = latinWords(await textOf()).filter((w) => !PROPER_NAMES.has(w) && !names.has(w));
    expect([...new Set(leftInHebrew)]).toEqual([]);

    await openPlanning(page, path, "de");
    expect(await htmlAttrs(page)).toEqual({ lang: "de", dir: "ltr" });
    expect(await page.getByTestId("status-line").textContent()).toContain("Lege einen Befehl verdeckt");
    expect(await page.locator(".action-list").textContent()).toContain("Befehl „");
    expect(await page.locator(".log-panel").textContent()).toContain("legt einen Befehl verdeckt");
    const logDe = (await page.locator(".log-panel").textContent()) ?? "";
    expect(logDe).toContain("Runde 1 beginnt.");
    expect(logDe).toContain("Planungsphase:");
    expect(logDe).not.toMatch(ENGLISH_STORY);
    await page.screenshot({ path: join(ARTIFACTS, "starcraft-planning-de.png"), fullPage: true });
    await page.locator(".log-panel").screenshot({ path: join(ARTIFACTS, "starcraft-planning-log-de.png") });
    const german = new Set(latinWords(Object.values(de).join(" ")));
    const leftInGerman = latinWords(await textOf()).filter(
      (w) => english.has(w) && !german.has(w) && !PROPER_NAMES.has(w) && !names.has(w),
    );
    expect([...new Set(leftInGerman)]).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 180_000);

  it("the Execution phase opened by the last face-down order is told in Hebrew and German, no English story", async () => {
    const { page, consoleErrors } = table.session;
    // The last order of the Planning phase opens the Execution phase: stop right after it.
    const { gameId, token } = await starcraftInPlanning(
      (s0) => s0.log.some((e) => e.story?.some((m) => m.id === "phase-execution")),
      "e2e-languages-execution",
    );
    const path = `/play/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`;
    for (const [lang, phase] of [
      ["he", "שלב הביצוע: הפקודות נחשפות ומבוצעות."],
      ["de", "Ausführungsphase: Befehle werden aufgedeckt und ausgeführt."],
    ] as const) {
      await page.goto(`${table.server.url}${path}&lang=${lang}`);
      await page.waitForSelector(".log-panel li[data-seat]");
      await expect.poll(() => page.locator(".log-panel").textContent()).toContain(phase);
      const log = (await page.locator(".log-panel").textContent()) ?? "";
      expect(log).not.toMatch(ENGLISH_STORY);
      await page
        .locator(".log-panel")
        .screenshot({ path: join(ARTIFACTS, `starcraft-execution-log-${lang}.png`) });
    }
    expect(consoleErrors).toEqual([]);
  }, 180_000);
  it("a finished game's page and its replay say why the game ended in Hebrew and German, no English left", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await finishedTicTacToe();
    const pages = [
      {
        name: "game",
        path: `/play/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`,
        ready: "[data-testid=outcome]",
        outcome: "[data-testid=outcome]",
      },
      {
        name: "replay",
        path: `/replay/${encodeURIComponent(gameId)}`,
        ready: "[data-testid=replay]",
        outcome: "header .outcome",
        // The replay's log list and step line are told from the record in the reader's words too:
        // nothing on the page is left out of the check.
      },
    ];
    const german = new Set(latinWords(Object.values(de).join(" ")));
    for (const p of pages) {
      const open = async (lang: string) => {
        await page.goto(`${table.server.url}${p.path}${p.path.includes("?") ? "&" : "?"}lang=${lang}`);
        await page.waitForSelector(p.ready);
        await page.waitForSelector(p.outcome);
        return {
          outcome: (await page.locator(p.outcome).textContent()) ?? "",
          // The game id is the only other Latin text (in the header); it is no word of any language.
          words: latinWords((await visibleText(page)).split(gameId).join(" ")),
        };
      };
      const en = await open("en");
      // The reason is worded, never the ruleset's code ("line").
      expect(en.outcome, p.name).toContain("three in a row");
      const english = new Set(en.words);

      const inHebrew = await open("he");
      expect(await htmlAttrs(page)).toEqual({ lang: "he", dir: "rtl" });
      expect(inHebrew.outcome, p.name).toContain(he["outcome.line"]);
      await page.screenshot({ path: join(ARTIFACTS, `outcome-${p.name}-he.png`) });
      const names = new Set(["ann", "ben"]);
      expect(
        inHebrew.words.filter((w) => !PROPER_NAMES.has(w) && !names.has(w)),
        p.name,
      ).toEqual([]);

      const inGerman = await open("de");
      expect(inGerman.outcome, p.name).toContain(de["outcome.line"]);
      await page.screenshot({ path: join(ARTIFACTS, `outcome-${p.name}-de.png`) });
      const leftInGerman = inGerman.words.filter(
        (w) => english.has(w) && !german.has(w) && !PROPER_NAMES.has(w) && !names.has(w),
      );
      expect([...new Set(leftInGerman)], p.name).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
