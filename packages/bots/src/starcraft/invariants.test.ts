/**
 * The StarCraft invariants (unit limits and miniatures, every event card in one place, combat
 * cards within their copies, no negative resources, token supplies) after every action of games
 * the HeuristicBot plays — which fights far more battles than random play, so battle, retreat
 * and technology paths are exercised the way real games exercise them.
 */
import { Rng } from "@koprulu/engine";
import { allEventCards, checkInvariants, type StarcraftState, starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { randomBot } from "../random";
import type { Bot } from "../types";
import { starcraftHeuristic } from "./heuristic";

describe("StarCraft invariants under heuristic play", () => {
  it("no action of 10 heuristic games (2–6 players, a random seat among them) breaks an invariant", () => {
    let battles = 0;
    let ended = 0;
    for (let g = 0; g < 10; g++) {
      const players = 2 + (g % 5);
      let s: StarcraftState = starcraft.setup(
        { players, factionSelection: "random", maxRounds: 20 },
        `inv-${g}`,
      );
      const expected = allEventCards(s);
      const rngs = Array.from({ length: players }, (_, i) => Rng.fromSeed(`inv-${g}-${i}`));
      const botOf = (seat: number): Bot => (seat % 3 === 2 ? randomBot : starcraftHeuristic);
      let inBattle = false;
      for (let i = 0; i < 20_000 && s.phase !== "over"; i++) {
        const asked = starcraft.pending(s);
        expect(asked.length, `game ${g}: nobody to act at action ${i}`).toBeGreaterThan(0);
        const seat = asked[0].player;
        const legalActions = starcraft.legalActions(s, seat);
        const a = botOf(seat).choose({
          ruleset: starcraft,
          seat,
          view: starcraft.view(s, seat),
          decisions: asked.filter((d) => d.player === seat),
          legalActions,
          rng: rngs[seat],
        });
        s = starcraft.apply(s, seat, a);
        if (s.battle && !inBattle) battles++;
        inBattle = s.battle !== null;
        const bad = checkInvariants(s, expected);
        expect(bad, `game ${g}, action ${i}: ${JSON.stringify(a)}`).toEqual([]);
      }
      if (s.phase === "over") ended++;
    }
    expect(ended).toBe(10);
    expect(battles).toBeGreaterThan(50);
  }, 180_000);
});
