import { describe, expect, it } from "vitest";
import { bwOptions } from "../brood-war/testing";
import { legalActions } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftState } from "../state";
import {
  act,
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  payAll,
  playSetup,
  withBases,
  withCards,
  withFrame,
  withUnits,
} from "../testing";
import { baseLimit } from "../variants/modes";
import { newBuildFrame } from "./build";

/**
 * Faster Survival (three base tokens each). Pridewater — Braken — Abaddon — Chau Sara — Tarsonis
 * in a row. Tassadar (0) executes a Build on Braken, where a Zealot of his stands; his bases are
 * on `bases` (Pridewater first, with the cards he pays with); Overmind (1) has a base on Tarsonis.
 */
function board(bases: string[] = ["pridewater", "abaddon", "chau-sara"]): StarcraftState {
  const start = setupState(
    bwOptions(2, { variants: { leadershipCards: true }, mode: "faster-survival" }),
    "remove-base",
  );
  let s = lineGalaxy(playSetup(start, ["tassadar", "overmind"]), [
    "pridewater",
    "braken",
    "abaddon",
    "chau-sara",
    "tarsonis",
  ]);
  s = withBases(s, [...bases.map((p) => [0, areaOf(p, 0)] as [number, string]), [1, areaOf("tarsonis", 0)]]);
  s = withCards(s, 0, [areaOf("pridewater", 0), areaOf("pridewater", 1), areaOf("pridewater", 2)]);
  s = withUnits(s, [
    [0, "protoss-zealot", areaOf("braken", 0)],
    [1, "zerg-zergling", areaOf("tarsonis", 0)],
  ]);
  s = patchPlayer(s, 0, { workerPool: 12 });
  return withFrame(s, newBuildFrame(0, "braken", false));
}

const removals = (s: StarcraftState) => legalActions(s, 0).filter((a) => a.type === "remove-base");
const ownBases = (s: StarcraftState) =>
  s.bases
    .filter((b) => b.owner === 0)
    .map((b) => b.area)
    .sort();

describe("Removing own pieces: a base taken back to be founded again", () => {
  it("Component limits: with every base token on the board, one base is taken back in his Build and a base founded on the active planet", () => {
    let s = board();
    expect(legalActions(s, 0).some((a) => a.type === "build-base")).toBe(false);
    expect(err(s, 0, { type: "build-base", area: areaOf("braken", 0) })?.code).toBe("token-limit");
    expect(removals(s).map((a) => a.area)).toEqual([
      areaOf("pridewater", 0),
      areaOf("abaddon", 0),
      areaOf("chau-sara", 0),
    ]);
    s = act(s, 0, { type: "remove-base", area: areaOf("chau-sara", 0) });
    expect(ownBases(s)).toEqual([areaOf("abaddon", 0), areaOf("pridewater", 0)].sort());
    expect((s.frame as { purchases: number }).purchases).toBe(0); // nothing bought yet
    s = payAll(act(s, 0, { type: "build-base", area: areaOf("braken", 0) }));
    expect(ownBases(s)).toEqual([areaOf("abaddon", 0), areaOf("braken", 0), areaOf("pridewater", 0)].sort());
  });

  it("Survival: a base taken back was not destroyed and does not leave the game", () => {
    const s = act(board(), 0, { type: "remove-base", area: areaOf("abaddon", 0) });
    expect(s.survival?.basesLost).toEqual([0, 0]);
    expect(baseLimit(s, 0)).toBe(3);
  });

  it("Component limits: no removal while a base token is still free", () => {
    const s = board(["pridewater", "abaddon"]);
    expect(removals(s)).toEqual([]);
    expect(legalActions(s, 0)).toContainEqual({ type: "build-base", area: areaOf("braken", 0) });
    expect(err(s, 0, { type: "remove-base", area: areaOf("abaddon", 0) })?.code).toBe("base-removal");
  });

  it("Component limits: no removal where no base could be founded on the active planet", () => {
    // His base already stands on Braken.
    const founded = board(["pridewater", "abaddon", "braken"]);
    expect(removals(founded)).toEqual([]);
    // His only unit on Braken shares its area with another player's base.
    const s = board();
    const taken: StarcraftState = { ...s, bases: [...s.bases, { owner: 1, area: areaOf("braken", 0) }] };
    expect(removals(taken)).toEqual([]);
    expect(err(taken, 0, { type: "remove-base", area: areaOf("abaddon", 0) })?.code).toBe("base-removal");
  });

  it("Component limits: only his own base, and not by another player", () => {
    const s = board();
    expect(err(s, 0, { type: "remove-base", area: areaOf("tarsonis", 0) })?.code).toBe("base-removal");
    expect(err(s, 1, { type: "remove-base", area: areaOf("abaddon", 0) })).not.toBeNull();
  });
});
