/**
 * Creating a game from the lobby as a person does (shared by the e2e tests): open the lobby,
 * choose the ruleset, set its options, seat the bot(s), create the game and wait for its page. The
 * game's id and this seat's token are read off the page's address (the API is asked with them).
 */
import type { Page } from "playwright-core";

export interface NewGame {
  /** A ruleset id of the lobby's select: "starcraft", "starcraft-lite", "eclipse", "tictactoe". */
  ruleset: string;
  /** The bot seated at seat 2 (the test player takes seat 1); with `players`, at every other seat. */
  bot?: string;
  /** The number of seats (the lobby's players select); unset: the lobby's default, two. */
  players?: number;
  /** With `players`: the bot of seat 2, 3, … in order (a missing one: `bot`, else heuristic). */
  bots?: string[];
  /** A fixed seed, typed into the seed field, for a game that plays the same each run. */
  seed?: string;
  /** StarCraft: tick the Brood War expansion. */
  broodWar?: boolean;
  /** StarCraft with Brood War: tick the Leadership cards variant (BW-L1). */
  leadership?: boolean;
  /** StarCraft: the game mode (the select's value), when not the standard game. */
  mode?: string;
  /** Anything else to set in the form before it is sent. */
  extra?: (page: Page) => Promise<void>;
}

export interface CreatedGame {
  gameId: string;
  token: string;
}

/**
 * Create a game against a bot (or, with `players`, a bot at every other seat) from the lobby at
 * `serverUrl`; resolves on the game's page.
 */
export async function createGameWithBot(page: Page, serverUrl: string, game: NewGame): Promise<CreatedGame> {
  await page.goto(serverUrl);
  await page.waitForSelector("form.create-game");
  await page.selectOption('select[name="ruleset"]', game.ruleset);
  // The seat count first: the seat rows and the modes a count allows (Team Play: 4 or 6) follow it.
  if (game.players !== undefined) await page.selectOption('select[name="players"]', String(game.players));
  for (let seat = 2; seat <= (game.players ?? 2); seat++) {
    await page.waitForSelector(`select[aria-label="Seat ${seat} kind"]`);
    await page.selectOption(`select[aria-label="Seat ${seat} kind"]`, "bot");
    await page.selectOption(
      `select[aria-label="Seat ${seat} bot"]`,
      game.bots?.[seat - 2] ?? game.bot ?? "heuristic",
    );
  }
  // by its role: the game-mode select's note also names Brood War
  if (game.broodWar) await page.getByRole("checkbox", { name: "Brood War", exact: true }).check();
  if (game.leadership) await page.locator('input[name="leadershipCards"]').check();
  if (game.mode) await page.selectOption('select[name="mode"]', game.mode);
  if (game.seed !== undefined) await page.fill('input[placeholder="random"]', game.seed);
  if (game.extra) await game.extra(page);
  await page.click("form.create-game button[type=submit]");
  await page.waitForSelector(".game-page");
  const url = new URL(page.url());
  return { gameId: url.pathname.split("/")[2]!, token: url.searchParams.get("token") ?? "" };
}
