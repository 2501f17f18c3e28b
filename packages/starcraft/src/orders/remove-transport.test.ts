import { describe, expect, it } from "vitest";
import { legalActions } from "../ruleset";
import type { StarcraftState } from "../state";
import {
  act,
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  payAll,
  started,
  withBases,
  withCards,
  withFrame,
} from "../testing";
import { newBuildFrame } from "./build";

/**
 * Tassadar (0) executes a Build on Pridewater (his base, cards to pay with). Pridewater — Braken —
 * Abaddon in a row, plus `extra` more routes Braken–Abaddon; his transports stand on `laid` routes.
 */
function board(laid: number[], extra = 5): StarcraftState {
  let s = lineGalaxy(started(["tassadar", "overmind"]), ["pridewater", "braken", "abaddon"]);
  const more = Array.from({ length: extra }, (_, i) => ({
    id: 2 + i,
    a: { planet: "braken", side: 2 },
    b: { planet: "abaddon", side: 4 },
    z: false,
  }));
  s = { ...s, routes: [...s.routes, ...more], transports: laid.map((route) => ({ owner: 0, route })) };
  s = withBases(s, [[0, areaOf("pridewater", 0)]]);
  s = withCards(s, 0, [areaOf("pridewater", 0), areaOf("pridewater", 1), areaOf("pridewater", 2)]);
  s = patchPlayer(s, 0, { workerPool: 12 });
  return withFrame(s, newBuildFrame(0, "pridewater", false));
}

const ALL_LAID = [1, 2, 3, 4, 5, 6]; // 7 tokens: with the route 0 transport still to lay, one is free
const removals = (s: StarcraftState) => legalActions(s, 0).filter((a) => a.type === "remove-transport");

describe("Removing own pieces: a transport taken back to be laid again", () => {
  it("Component limits: with all seven transport tokens on the board, one is taken back in his Build and laid on a route of the active planet", () => {
    let s = board([...ALL_LAID, 7], 6);
    expect(err(s, 0, { type: "build-transport", route: 0 })?.code).toBe("token-limit");
    expect(removals(s).map((a) => a.route)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    s = act(s, 0, { type: "remove-transport", route: 3 });
    expect(s.transports.some((t) => t.owner === 0 && t.route === 3)).toBe(false);
    expect((s.frame as { purchases: number }).purchases).toBe(0); // nothing bought yet
    s = payAll(act(s, 0, { type: "build-transport", route: 0 }));
    expect(
      s.transports
        .filter((t) => t.owner === 0)
        .map((t) => t.route)
        .sort(),
    ).toEqual([0, 1, 2, 4, 5, 6, 7]);
  });

  it("Component limits: no removal while a transport token is still free", () => {
    const s = board(ALL_LAID);
    expect(removals(s)).toEqual([]);
    expect(err(s, 0, { type: "remove-transport", route: 1 })?.code).toBe("transport-removal");
  });

  it("Component limits: no removal when every route of the active planet already holds his transport", () => {
    const s = board([0, ...ALL_LAID]);
    expect(removals(s)).toEqual([]);
    expect(err(s, 0, { type: "remove-transport", route: 1 })?.code).toBe("transport-removal");
  });

  it("Component limits: only his own transport, and not outside his Build order", () => {
    const s = board([...ALL_LAID, 7], 6);
    expect(err(s, 0, { type: "remove-transport", route: 0 })?.code).toBe("transport-removal");
    expect(err(s, 1, { type: "remove-transport", route: 1 })).not.toBeNull();
  });
});
