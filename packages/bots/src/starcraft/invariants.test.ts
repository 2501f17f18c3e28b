/**
 * The StarCraft invariants (unit limits and miniatures, every event card in one place, combat
 * cards within their copies, no negative resources, token supplies) after every action of games
 * the HeuristicBot plays — which fights far more battles than random play, so battle, retreat
 * and technology paths are exercised the way real games exercise them.
 */
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { randomBot } from "../random";
import type { Bot } from "../types";
import { playCheckedGame } from "./checked-game.testing";
import { starcraftHeuristic } from "./heuristic";

describe("StarCraft invariants under heuristic play", () => {
  it("no action of 10 heuristic games (2–6 players, a random seat among them) breaks an invariant", () => {
    let battles = 0;
    let ended = 0;
    for (let g = 0; g < 10; g++) {
      const players = 2 + (g % 5);
      const start = starcraft.setup({ players, factionSelection: "random", maxRounds: 20 }, `inv-${g}`);
      const botOf = (seat: number): Bot => (seat % 3 === 2 ? randomBot : starcraftHeuristic);
      let inBattle = false;
      const s = playCheckedGame(start, botOf, `inv-${g}`, {
        label: `game ${g}: `,
        onAction: (after) => {
          if (after.battle && !inBattle) battles++;
          inBattle = after.battle !== null;
        },
      });
      if (s.phase === "over") ended++;
    }
    expect(ended).toBe(10);
    expect(battles).toBeGreaterThan(50);
  }, 180_000);
});
