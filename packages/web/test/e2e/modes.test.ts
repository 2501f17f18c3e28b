/**
 * End to end, in Debian's Chromium against the real server: the game modes and optional rules of
 * issue 14 as a person meets them. From the lobby, against a bot: a Survival game with Brood War
 * and its Leadership cards, a Faster Survival game, a Galactic Conquest game, a Larger Galaxy game
 * and a More Starting Planet Tokens game; each plays its setup through the UI (the Stage I
 * Leadership card picked by clicking it, the planets placed through the placement preview: the
 * third planet in Larger Galaxy, two of three drawn with More Starting Planet Tokens) and the page
 * then says how the game is won: no conquest track but a mode banner in Galactic Conquest and
 * Survival, the bases each seat may still have in Survival (3 in Faster Survival), the goal of 25
 * in Larger Galaxy. Survival's resource-token choice for conquest points is reached by playing a
 * two-seat game over the API (first legal action) into it, then taken in the browser by clicking
 * a token. Screenshots go to artifacts/web-e2e/ (gitignored).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { de } from "../../src/i18n/catalogs/de";
import { he } from "../../src/i18n/catalogs/he";
import { readState, starcraftOverApi } from "./apiGame";
import { type Action, legal, version, waitMyTurn, waitNewVersion } from "./gamePage";
import { createGameWithBot, type NewGame } from "./lobby";
import { take } from "./sc-ui";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 900 });

interface ModeState {
  version: number;
  view: {
    phase: string;
    options: { mode?: string; expansions?: string[]; variants?: Record<string, boolean> };
    players: { eliminated?: boolean; resourceTokens?: { minerals: number; gas: number } }[];
    winners?: number[] | null;
    endReason?: string | null;
    survival?: { basesLost: number[]; tokensOwed: number[] };
  };
  pending: { player: number; kind: string }[];
  legalActions: Action[];
}

const apiState = (gameId: string, token: string) => readState<ModeState>(table.server.url, gameId, token);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The window scrolled to the side panels' top: the mode banner and the track, where a player reads them. */
async function shotPanels(page: Page, name: string) {
  await page.locator(".sc-panels").evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

interface SetupPlayed {
  gameId: string;
  token: string;
  leadershipPicked: string | null;
  /** Planets this seat placed, and how many planets the placement bar offered at each. */
  placements: number[];
  /** At the Leadership choice: the Special Victory cards offered, and the mode notes on them. */
  specialVictoryCards: number;
  noVictoryNotes: number;
}

/**
 * Create the game from the lobby and play its setup through the UI: the Leadership card by
 * clicking it, the faction from its sheet, the planets through the placement preview, the rest
 * through the board or the decision bar. Ends when the game leaves setup.
 */
async function playSetup(page: Page, game: NewGame, screenshotPrefix: string): Promise<SetupPlayed> {
  const { gameId, token } = await createGameWithBot(page, table.server.url, game);
  const played: SetupPlayed = {
    gameId,
    token,
    leadershipPicked: null,
    placements: [],
    specialVictoryCards: 0,
    noVictoryNotes: 0,
  };
  let phase = (await apiState(gameId, token)).view.phase;
  for (let step = 0; step < 200 && phase === "setup"; step++) {
    if ((await waitMyTurn(page)) === "over") break;
    const actions = await legal(page);
    const before = await version(page);
    if (actions.some((a) => a.type === "choose-leadership")) {
      const card = page.locator(".leadership-choice button.lead-pick").first();
      played.specialVictoryCards += await page
        .locator(".leadership-choice button.lead-pick:has(.kind-special-victory)")
        .count();
      played.noVictoryNotes += await page
        .locator(".leadership-choice button.lead-pick:has(.kind-special-victory) .lead-mode-note")
        .count();
      played.leadershipPicked = await card.getAttribute("data-card");
      if (step < 3) await shot(page, `${screenshotPrefix}-leadership`);
      await card.click();
    } else {
      const action = actions.find((a) => a.type === "choose-faction") ?? actions[0];
      if (action.type === "place-planet") {
        const offered = await page.locator(".placement-bar [data-planet-choice]").count();
        played.placements.push(Math.max(offered, 1));
        if (played.placements.length === 1) await shot(page, `${screenshotPrefix}-placement`);
        expect(await take(page, action)).toBe("board");
      } else {
        await take(page, action);
      }
    }
    await waitNewVersion(page, before);
    phase = (await apiState(gameId, token)).view.phase;
  }
  expect(phase).not.toBe("setup");
  return played;
}

describe("browser: StarCraft game modes and optional rules", () => {
  it("Survival with Brood War and Leadership: the Stage I card picked by a click, no conquest track, a banner saying the last player left wins, each seat's bases", async () => {
    const { page, consoleErrors } = table.session;
    const played = await playSetup(
      page,
      { ruleset: "starcraft", broodWar: true, mode: "survival", seed: "e2e-modes-survival" },
      "modes-survival",
    );
    const s = await apiState(played.gameId, played.token);
    expect(s.view.options.mode).toBe("survival");
    // a game mode is played with the Leadership cards, ticked or not
    expect(s.view.options.variants?.leadershipCards).toBe(true);
    expect(played.leadershipPicked).not.toBeNull();
    expect(played.placements).toHaveLength(2);
    // every faction has a Special Victory card in Stage I: in Survival it is marked as no victory
    expect(played.specialVictoryCards).toBeGreaterThan(0);
    expect(played.noVictoryNotes).toBe(played.specialVictoryCards);

    const banner = page.locator(".mode-banner");
    await expect.poll(() => banner.getAttribute("data-mode")).toBe("survival");
    expect(await banner.locator("h3").textContent()).toBe("Survival");
    expect(await banner.locator(".mode-win").textContent()).toContain("last player left");
    expect(await page.locator(".sc-panels .conquest").count()).toBe(0);
    // each seat placed its base(s) at setup and may have the faction's 6 (none destroyed yet)
    for (const seat of [0, 1])
      expect(await banner.locator(`.survival-bases [data-seat="${seat}"] .bases-left`).textContent()).toMatch(
        /^[1-6] bases? on the board, 6 at most$/,
      );
    await shotPanels(page, "modes-survival-panels");
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);

  it("Faster Survival: the banner says 3 bases per faction, and each seat's limit is 3", async () => {
    const { page, consoleErrors } = table.session;
    await playSetup(
      page,
      { ruleset: "starcraft", broodWar: true, mode: "faster-survival", seed: "e2e-modes-faster" },
      "modes-faster-survival",
    );
    const banner = page.locator(".mode-banner");
    await expect.poll(() => banner.getAttribute("data-mode")).toBe("faster-survival");
    expect(await banner.locator(".mode-win").textContent()).toContain("3 bases per faction");
    expect(await banner.locator('.survival-bases [data-seat="0"] .bases-left').textContent()).toMatch(
      /^[1-3] bases? on the board, 3 at most$/,
    );
    expect(await page.locator(".sc-panels .conquest").count()).toBe(0);
    await shotPanels(page, "modes-faster-survival-panels");
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);

  it("Galactic Conquest: no conquest track; the banner says the last player left wins", async () => {
    const { page, consoleErrors } = table.session;
    const played = await playSetup(
      page,
      { ruleset: "starcraft", mode: "galactic-conquest", seed: "e2e-modes-conquest" },
      "modes-galactic-conquest",
    );
    expect((await apiState(played.gameId, played.token)).view.options.mode).toBe("galactic-conquest");
    const banner = page.locator(".mode-banner");
    await expect.poll(() => banner.getAttribute("data-mode")).toBe("galactic-conquest");
    expect(await banner.locator("h3").textContent()).toBe("Galactic Conquest");
    // the lobby's round limit (60 by default) told as the safety net it is
    expect(await banner.locator(".mode-limit").textContent()).toContain(
      "after round 60, the tiebreakers decide",
    );
    expect(await banner.locator(".mode-win").textContent()).toContain("last player left");
    expect(await page.locator(".sc-panels .conquest").count()).toBe(0);
    expect(await page.locator(".sc-panels").textContent()).not.toContain("goal 15");
    await shotPanels(page, "modes-galactic-conquest-panels");
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);

  it("Larger Galaxy: three planets placed each through the preview, the conquest goal 25 and the rule named", async () => {
    const { page, consoleErrors } = table.session;
    const played = await playSetup(
      page,
      {
        ruleset: "starcraft",
        broodWar: true,
        leadership: true,
        seed: "e2e-modes-larger",
        extra: (p) => p.locator('input[name="largerGalaxy"]').check(),
      },
      "modes-larger-galaxy",
    );
    expect((await apiState(played.gameId, played.token)).view.options.variants?.largerGalaxy).toBe(true);
    // a standard game with Leadership: no mode note (Larger Galaxy offers no Special Victory card)
    expect(played.noVictoryNotes).toBe(0);
    expect(played.placements).toHaveLength(3);
    // three planets drawn: the first placement offers all three
    expect(played.placements[0]).toBe(3);
    await expect
      .poll(() => page.locator(".sc-panels .conquest h3").textContent())
      .toBe("Conquest points (goal 25)");
    expect(await page.locator(".mode-banner .optional-rules").textContent()).toContain("Larger Galaxy");
    expect(await page.locator(".mode-banner h3").count()).toBe(0);
    await shotPanels(page, "modes-larger-galaxy-panels");
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);

  it("More Starting Planet Tokens without Leadership cards: three planets drawn, two placed; both rules named", async () => {
    const { page, consoleErrors } = table.session;
    const played = await playSetup(
      page,
      {
        ruleset: "starcraft",
        broodWar: true,
        seed: "e2e-modes-more-planets",
        extra: (p) => p.locator('input[name="moreStartingPlanets"]').check(),
      },
      "modes-more-planets",
    );
    expect(played.leadershipPicked).toBeNull();
    expect(played.placements).toHaveLength(2);
    expect(played.placements[0]).toBe(3);
    const rules = page.locator(".mode-banner .optional-rules");
    await expect.poll(() => rules.textContent()).toContain("More Starting Planet Tokens");
    expect(await rules.textContent()).toContain("No Leadership Cards");
    expect(await page.locator(".sc-panels .conquest h3").textContent()).toBe("Conquest points (goal 15)");
    await shotPanels(page, "modes-more-planets-panels");
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);

  it("Survival: conquest points scored become resource tokens, taken in the browser by clicking a token", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await survivalGame(
      "e2e-survival-1",
      (s0) => s0.pending[0]?.player === 0 && s0.pending[0].kind === "survival-tokens",
    );
    const before = await apiState(gameId, token);
    const owed = before.view.survival!.tokensOwed[0];
    const held = before.view.players[0].resourceTokens ?? { minerals: 0, gas: 0 };
    expect(owed).toBeGreaterThan(0);

    await page.goto(
      `${table.server.url}/play/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`,
    );
    const choice = page.locator(".survival-choice");
    await choice.waitFor();
    expect(await choice.locator("h3").textContent()).toBe("Survival: your conquest points become resources");
    expect(await choice.textContent()).toContain(
      owed === 1 ? "1 token left to take" : `${owed} tokens left to take`,
    );
    expect(await choice.locator("button svg.token-icon").count()).toBe(2);
    // the choice is not repeated as decision-bar lines
    expect(await page.locator(".decision-bar .bar-take-resource-token").count()).toBe(0);
    await page.locator(".survival-choice").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, "modes-survival-token-choice.png") });

    const v = await version(page);
    await choice.locator('button[data-resource="gas"]').click();
    await waitNewVersion(page, v);
    const after = await apiState(gameId, token);
    expect(after.view.players[0].resourceTokens?.gas ?? 0).toBe(held.gas + 1);
    expect(after.view.survival!.tokensOwed[0]).toBe(owed - 1);
    if (owed > 1) {
      await expect
        .poll(() => choice.textContent())
        .toContain(owed - 1 === 1 ? "1 token left" : `${owed - 1} tokens left`);
      await choice.locator('button[data-resource="minerals"]').click();
      await expect
        .poll(async () => (await apiState(gameId, token)).view.players[0].resourceTokens?.minerals ?? 0)
        .toBe(held.minerals + 1);
    }
    await page.screenshot({ path: join(ARTIFACTS, "modes-survival-token-taken.png") });
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);

  it("Survival: a player left without a base is out, and the last player left wins; the page says so", async () => {
    const { page, consoleErrors } = table.session;
    const { gameId, token } = await survivalGame(
      "e2e-modes-survival-tokens",
      (s0) => s0.view.phase === "over",
    );
    const over = await apiState(gameId, token);
    expect(over.view.endReason).toBe("elimination");
    expect(over.view.winners).toEqual([0]);
    expect(over.view.players[1].eliminated).toBe(true);

    await page.goto(
      `${table.server.url}/play/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`,
    );
    const outcome = page.getByTestId("outcome");
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain("the last player standing");
    // no conquest points in Survival: the outcome names no scores, the panels no ★
    expect(await outcome.textContent()).not.toContain("scores");
    expect(await page.locator(".player-panel .cp").count()).toBe(0);
    const banner = page.locator(".mode-banner");
    expect(await banner.locator('.survival-bases [data-seat="1"]').getAttribute("class")).toBe("out");
    expect(await banner.locator('.survival-bases [data-seat="1"] .bases-left').textContent()).toBe(
      "out of the game",
    );
    await shotPanels(page, "modes-survival-elimination-panels");
    await shot(page, "modes-survival-elimination");

    // the banner in Hebrew and German, from their catalogs
    const path = `/play/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`;
    for (const [lang, words] of [
      ["he", he],
      ["de", de],
    ] as const) {
      await page.goto(`${table.server.url}${path}&lang=${lang}`);
      await page.locator(".mode-banner h3").waitFor();
      expect(await page.locator(".mode-banner h3").textContent()).toBe(words["sc.mode.survival"]);
      expect(await page.locator(".mode-banner .mode-win").textContent()).toBe(words["sc.mode.survivalWin"]);
      expect(await page.locator('.survival-bases [data-seat="1"] .bases-left').textContent()).toBe(
        words["sc.mode.out"],
      );
      await shotPanels(page, `modes-survival-elimination-${lang}`);
    }
    await page.goto(`${table.server.url}${path}&lang=en`);
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  }, 600_000);
});

/**
 * A two-seat Survival game (Brood War, Leadership cards) played over the API, each seat taking
 * its first legal action, until `reached` holds for seat 0's state. With seed `e2e-survival-1`
 * seat 0 must take 2 resource tokens for the conquest points of the first Regrouping; with seed
 * `e2e-modes-survival-tokens` seat 1 loses its last base in round 2 and is out: the game is over.
 */
const survivalGame = (seed: string, reached: (s0: ModeState) => boolean) =>
  starcraftOverApi(table.server.url, {
    seed,
    options: { expansions: ["brood-war"], variants: { leadershipCards: true }, mode: "survival" },
    reached,
    maxSteps: 1500,
    keyPrefix: "surv-",
  });
