import type { PlayerId } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import type { StarcraftAction } from "../actions";
import { bwOptions } from "../brood-war/testing";
import { legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftOptions, StarcraftState } from "../state";
import { act } from "../testing";

const FACTIONS = ["raynor", "overmind", "tassadar"];

/** Play setup to its end, choosing factions, skipping every optional base; record who placed planets. */
function playGalaxy(extra: Partial<StarcraftOptions>) {
  let s = setupState(bwOptions(3, extra), "planets");
  const dealt = s.planetHands.map((h) => h.length);
  const placements: PlayerId[] = [];
  let handsAfterPlacement: string[][] | null = null;
  let skipped = 0;
  while (s.phase === "setup") {
    const p = pending(s)[0].player;
    const legal = legalActions(s, p);
    let a: StarcraftAction = legal[0];
    if (s.frame.kind === "choose-faction") a = { type: "choose-faction", faction: FACTIONS[p] };
    if (s.frame.kind === "place-planet") placements.push(p);
    if (s.frame.kind === "place-base" && legal.some((x) => x.type === "skip-base")) {
      a = { type: "skip-base" };
      skipped++;
    }
    if (s.frame.kind === "place-z-route" && handsAfterPlacement === null) handsAfterPlacement = s.planetHands;
    s = act(s, p, a);
  }
  return { s, dealt, placements, handsAfterPlacement, skipped };
}

function basesPerSeat(s: StarcraftState): number[] {
  return s.players.map((_, p) => s.bases.filter((b) => b.owner === p).length);
}

describe("starting planet tokens (BW p.11)", () => {
  it("standard Brood War: each player draws 2 planet tokens and places both", () => {
    const { s, dealt, placements } = playGalaxy({});
    expect(dealt).toEqual([2, 2, 2]);
    expect(placements).toHaveLength(6);
    expect(s.planetOrder).toHaveLength(6);
  });

  it("BW-X3 More Starting Planet Tokens: draw 3, place 2, the unplaced tokens go back to the box", () => {
    const { s, dealt, placements, handsAfterPlacement } = playGalaxy({
      variants: { moreStartingPlanets: true },
    });
    expect(dealt).toEqual([3, 3, 3]);
    expect(placements).toHaveLength(6);
    expect(s.planetOrder).toHaveLength(6);
    expect(handsAfterPlacement).toEqual([[], [], []]);
    expect(basesPerSeat(s)).toEqual([1, 1, 1]);
  });

  it("BW-X4 Larger Galaxy: draw and place 3, the third round clockwise from the first player, one base on any of them", () => {
    const { s, dealt, placements, skipped } = playGalaxy({ variants: { largerGalaxy: true } });
    expect(dealt).toEqual([3, 3, 3]);
    expect(s.planetOrder).toHaveLength(9);
    const first = s.firstPlayer;
    const order = [0, 1, 2].map((i) => (first + i) % 3);
    expect(placements).toEqual([...order, ...order.slice().reverse(), ...order]);
    // Skipping the base on the first two planets is allowed; the third one must take it.
    expect(skipped).toBe(6);
    expect(basesPerSeat(s)).toEqual([1, 1, 1]);
  });
});
