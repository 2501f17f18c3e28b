/**
 * E-A5, E-A6 asked cheaply: the turn menu offers Build and Move when there is at least one build
 * or one ship group that can go somewhere, found without listing them all (`canLeave` instead of
 * each group's whole reach). Compared with the full lists on every turn of random games.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { buildOptions, moveGroups } from "./actions";
import { canLeave, moveDestinations, ownShips } from "./galaxy";
import { eclipse } from "./ruleset";
import { legal, playRandom } from "./testing";
import { HULLS } from "./types";

describe("the menu's Build and Move, and where a ship can leave to", () => {
  it("E-A6: canLeave is exactly whether moveDestinations finds somewhere to go", () => {
    let asked = 0;
    let yes = 0;
    for (const [players, seed] of [
      [2, "mc-a"],
      [4, "mc-b"],
    ] as const) {
      playRandom(eclipse.setup({ players, rounds: 9 }, seed), Rng.fromSeed(seed), 50_000, (s) => {
        for (const h of Object.values(s.hexes))
          for (let seat = 0; seat < players; seat++)
            for (const hull of HULLS) {
              if (!ownShips(h, seat).some((x) => x.hull === hull)) continue;
              const can = canLeave(s, seat, h.pos, hull);
              expect(can).toBe(moveDestinations(s, seat, h.pos, hull).length > 0);
              asked++;
              if (can) yes++;
            }
      });
    }
    // Both answers occur (starbases never move; ships do).
    expect(yes).toBeGreaterThan(100);
    expect(asked - yes).toBeGreaterThan(100);
  });

  it("E-A5, E-A6: the menu offers build-start and move-start exactly when a build or a move exists", () => {
    const offered = { build: 0, move: 0, neither: 0 };
    for (const [players, seed] of [
      [2, "mc-c"],
      [3, "mc-d"],
    ] as const) {
      playRandom(eclipse.setup({ players, rounds: 9 }, seed), Rng.fromSeed(seed), 50_000, (s) => {
        if (s.step.kind !== "turn" || s.phase === "over") return;
        const seat = s.turn;
        const p = s.players[seat]!;
        const types = new Set(legal(s, seat).map((a) => a.type));
        const hasDisc = p.discsOnTrack > 0;
        const build = hasDisc && buildOptions(s, seat).length > 0;
        const move = hasDisc && moveGroups(s, seat).length > 0;
        expect(types.has("build-start")).toBe(build);
        expect(types.has("move-start")).toBe(move);
        if (build) offered.build++;
        if (move) offered.move++;
        if (!build && !move) offered.neither++;
      });
    }
    expect(offered.build).toBeGreaterThan(20);
    expect(offered.move).toBeGreaterThan(20);
    expect(offered.neither).toBeGreaterThan(5);
  });
});
