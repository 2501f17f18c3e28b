/**
 * Bots must not peek: a bot's decision may depend only on its seat's view. By construction a
 * Bot receives nothing else (types.ts); these tests check it on a game with a hidden secret.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { secretGuess } from "./fixtures/secret-guess";
import { ismctsSearch } from "./ismcts";
import { playGame } from "./play";
import { randomBot } from "./random";
import { createBot } from "./registry";
import type { Bot, BotInput } from "./types";

describe("fairness: decisions depend only on the seat's view", () => {
  it("ISMCTS chooses identically for different full states with the same view", () => {
    const states = [0, 1, 2].map((n) =>
      secretGuess.apply(secretGuess.setup({}, "s"), 0, { type: "pick", n }),
    );
    const views = states.map((s) => secretGuess.view(s, 1));
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
    const results = states.map((s) =>
      ismctsSearch(
        {
          ruleset: secretGuess,
          seat: 1,
          view: secretGuess.view(s, 1),
          decisions: secretGuess.pending(s),
          legalActions: secretGuess.legalActions(s, 1),
          rng: Rng.fromSeed("same-seed"),
        },
        { iterations: 300 },
      ),
    );
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it("the game runner hands each bot its view, never the state", () => {
    const seen: BotInput[] = [];
    const spy: Bot = {
      name: "spy",
      choose(input) {
        seen.push(input as BotInput);
        return randomBot.choose(input);
      },
    };
    for (let g = 0; g < 10; g++) playGame(secretGuess, [randomBot, spy], `spy-${g}`);
    expect(seen).toHaveLength(10);
    for (const input of seen) expect((input.view as { secret: number | null }).secret).toBeNull();
  });

  it("a searching guesser wins no more than chance (it cannot see the secret)", () => {
    const mcts = createBot("mcts@200", secretGuess.id);
    let guessed = 0;
    const games = 150;
    for (let g = 0; g < games; g++) {
      const r = playGame(secretGuess, [randomBot, mcts], `chance-${g}`);
      if (r.outcome!.winners[0] === 1) guessed++;
    }
    // Chance is 1/3 (50 of 150); a peeking bot would guess all 150.
    expect(guessed).toBeGreaterThan(30);
    expect(guessed).toBeLessThan(72);
  });
});
