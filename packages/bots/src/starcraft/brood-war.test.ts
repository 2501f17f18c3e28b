/**
 * The HeuristicBot in Brood War games: invariants after every action (guard tokens, the Special
 * Order Pool, installations, mind control, the Assist exemption), and the Brood War choices it is
 * meant to make: Defend orders, gold orders only as the pool allows, the new modules.
 */
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { randomBot } from "../random";
import type { Bot } from "../types";
import { playCheckedGame } from "./checked-game.testing";
import { starcraftHeuristic } from "./heuristic";

describe("HeuristicBot in Brood War", () => {
  it("plays Brood War games to their end without breaking an invariant, using the Defend order and guard tokens", () => {
    let ended = 0;
    let defend = 0;
    let guards = 0;
    let goldBeyondPool = 0;
    for (let g = 0; g < 3; g++) {
      const players = [2, 4, 6][g];
      const start = starcraft.setup(
        { players, factionSelection: "random", maxRounds: 20, expansions: ["brood-war"] },
        `bw-inv-${g}`,
      );
      const botOf = (seat: number): Bot => (seat % 3 === 2 ? randomBot : starcraftHeuristic);
      const s = playCheckedGame(start, botOf, `bw-inv-${g}`, {
        label: `game ${g}: `,
        // The heuristic seats never place more pooled gold orders than their R&D modules allow.
        onAction: (after, seat, a) => {
          if (
            after.phase === "planning" &&
            botOf(seat) === starcraftHeuristic &&
            a.type === "place-order" &&
            a.gold
          ) {
            let gold = 0;
            for (const id in after.stacks)
              for (const o of after.stacks[id]) if (o.owner === seat && o.gold) gold++;
            if (gold > after.players[seat].modules.research + 1) goldBeyondPool++;
          }
        },
      });
      if (s.phase === "over") ended++;
      defend += s.broodWar!.stats.defendOrders;
      guards += s.broodWar!.stats.guardTokensUsed;
    }
    expect(ended).toBe(3);
    expect(defend).toBeGreaterThan(0);
    expect(guards).toBeGreaterThan(0);
    expect(goldBeyondPool).toBe(0);
  }, 180_000);
});
