/**
 * The HeuristicBot in the elimination modes (modes.ts): it takes Survival's resource tokens, and
 * it plays a Faster Survival game to an elimination without breaking an invariant.
 */
import { Rng } from "@koprulu/engine";
import {
  allEventCards,
  checkInvariants,
  type StarcraftOptions,
  type StarcraftState,
  type StarcraftView,
  starcraft,
} from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { randomBot } from "../random";
import { starcraftHeuristic } from "./heuristic";
import { huntWorth, tokenScore } from "./modes";

const SURVIVAL: StarcraftOptions = {
  players: 2,
  factionSelection: "random",
  maxRounds: 200,
  expansions: ["brood-war"],
  variants: { leadershipCards: true },
  mode: "faster-survival",
};

describe("HeuristicBot in Galactic Conquest and Survival", () => {
  it("takes Survival's resource token of the kind it holds fewer of", () => {
    const s = starcraft.setup(SURVIVAL, "tokens");
    const view = (tokens: { minerals: number; gas: number }) => {
      const v = starcraft.view(s, 0) as StarcraftView;
      return { ...v, players: v.players.map((p, i) => (i === 0 ? { ...p, resourceTokens: tokens } : p)) };
    };
    const pick = (tokens: { minerals: number; gas: number }) =>
      (["minerals", "gas"] as const).reduce((best, r) =>
        tokenScore(view(tokens), 0, { type: "take-resource-token", resource: r }) >
        tokenScore(view(tokens), 0, { type: "take-resource-token", resource: best })
          ? r
          : best,
      );
    expect(pick({ minerals: 3, gas: 0 })).toBe("gas");
    expect(pick({ minerals: 0, gas: 3 })).toBe("minerals");
  });

  it("counts an enemy base's area as a target only when elimination wins", () => {
    const s = starcraft.setup(SURVIVAL, "hunt");
    const v = { ...(starcraft.view(s, 0) as StarcraftView), bases: [{ owner: 1, area: "braken#0" }] };
    expect(huntWorth(v, 0, "braken#0")).toBeGreaterThan(0);
    expect(huntWorth({ ...v, options: { ...v.options, mode: undefined } }, 0, "braken#0")).toBe(0);
  });

  it("plays a Faster Survival game to an elimination without breaking an invariant", () => {
    let s: StarcraftState = starcraft.setup(SURVIVAL, "modes-inv");
    const expected = allEventCards(s);
    const rngs = [0, 1].map((i) => Rng.fromSeed(`modes-inv-${i}`));
    const bots = [starcraftHeuristic, randomBot];
    for (let i = 0; i < 60_000 && s.phase !== "over"; i++) {
      const asked = starcraft.pending(s);
      expect(asked.length, `nobody to act at action ${i}`).toBeGreaterThan(0);
      const seat = asked[0].player;
      const a = bots[seat].choose({
        ruleset: starcraft,
        seat,
        view: starcraft.view(s, seat),
        decisions: asked.filter((d) => d.player === seat),
        legalActions: starcraft.legalActions(s, seat),
        rng: rngs[seat],
      });
      s = starcraft.apply(s, seat, a);
      expect(checkInvariants(s, expected), `action ${i}: ${JSON.stringify(a)}`).toEqual([]);
    }
    expect(s.phase).toBe("over");
    expect(s.endReason).toBe("elimination");
    expect(s.players.map((p) => p.cp)).toEqual([0, 0]);
  }, 180_000);
});
