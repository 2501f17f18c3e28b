/**
 * Rock-paper-scissors: a simultaneous hidden choice. The runner asks seat 0 first, so when
 * the bot at seat 1 decides, seat 0's hand is already in the state, but not in seat 1's view.
 */
import { Rng } from "@koprulu/engine";
import { rps } from "@koprulu/rps";
import { describe, expect, it } from "vitest";
import { ismctsSearch } from "./ismcts";
import { playGame } from "./play";
import { randomBot } from "./random";
import { createBot } from "./registry";

describe("ISMCTS at rock-paper-scissors", () => {
  it("decides identically whatever hand the opponent committed (same view, different states)", () => {
    const start = rps.setup(rps.defaultOptions(2), "fair");
    const states = (["rock", "paper", "scissors"] as const).map((hand) =>
      rps.apply(start, 0, { type: "choose", hand }),
    );
    const views = states.map((s) => rps.view(s, 1));
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
    const results = states.map((s) =>
      ismctsSearch(
        {
          ruleset: rps,
          seat: 1,
          view: rps.view(s, 1),
          decisions: rps.pending(s).filter((d) => d.player === 1),
          legalActions: rps.legalActions(s, 1),
          rng: Rng.fromSeed("same"),
        },
        { iterations: 400 },
      ),
    );
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it("plays no worse than random, and no better than chance when moving second (it cannot peek)", () => {
    const mcts = createBot("mcts@150", rps.id);
    const games = 80;
    let secondWins = 0;
    let firstWins = 0;
    for (let g = 0; g < games; g++) {
      if (playGame(rps, [randomBot, mcts], `second-${g}`).outcome!.winners[0] === 1) secondWins++;
      if (playGame(rps, [mcts, randomBot], `first-${g}`).outcome!.winners[0] === 0) firstWins++;
    }
    // Against a uniform opponent every strategy wins half; a peeking bot would win all 80.
    for (const wins of [secondWins, firstWins]) {
      expect(wins).toBeGreaterThanOrEqual(26);
      expect(wins).toBeLessThanOrEqual(54);
    }
  });
});
