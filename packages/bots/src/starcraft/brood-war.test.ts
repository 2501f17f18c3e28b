/**
 * The HeuristicBot in Brood War games: invariants after every action (guard tokens, the Special
 * Order Pool, installations, mind control, the Assist exemption), and the Brood War choices it is
 * meant to make: Defend orders, gold orders only as the pool allows, the new modules.
 */
import { Rng } from "@koprulu/engine";
import { allEventCards, checkInvariants, type StarcraftState, starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { randomBot } from "../random";
import type { Bot } from "../types";
import { starcraftHeuristic } from "./heuristic";

describe("HeuristicBot in Brood War", () => {
  it("plays Brood War games to their end without breaking an invariant, using the Defend order and guard tokens", () => {
    let ended = 0;
    let defend = 0;
    let guards = 0;
    let goldBeyondPool = 0;
    for (let g = 0; g < 3; g++) {
      const players = [2, 4, 6][g];
      let s: StarcraftState = starcraft.setup(
        { players, factionSelection: "random", maxRounds: 20, expansions: ["brood-war"] },
        `bw-inv-${g}`,
      );
      const expected = allEventCards(s);
      const rngs = Array.from({ length: players }, (_, i) => Rng.fromSeed(`bw-inv-${g}-${i}`));
      const botOf = (seat: number): Bot => (seat % 3 === 2 ? randomBot : starcraftHeuristic);
      for (let i = 0; i < 20_000 && s.phase !== "over"; i++) {
        const asked = starcraft.pending(s);
        expect(asked.length, `game ${g}: nobody to act at action ${i}`).toBeGreaterThan(0);
        const seat = asked[0].player;
        const a = botOf(seat).choose({
          ruleset: starcraft,
          seat,
          view: starcraft.view(s, seat),
          decisions: asked.filter((d) => d.player === seat),
          legalActions: starcraft.legalActions(s, seat),
          rng: rngs[seat],
        });
        s = starcraft.apply(s, seat, a);
        // The heuristic seats never place more pooled gold orders than their R&D modules allow.
        if (
          s.phase === "planning" &&
          botOf(seat) === starcraftHeuristic &&
          a.type === "place-order" &&
          a.gold
        ) {
          let gold = 0;
          for (const id in s.stacks) for (const o of s.stacks[id]) if (o.owner === seat && o.gold) gold++;
          if (gold > s.players[seat].modules.research + 1) goldBeyondPool++;
        }
        expect(checkInvariants(s, expected), `game ${g}, action ${i}: ${JSON.stringify(a)}`).toEqual([]);
      }
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
