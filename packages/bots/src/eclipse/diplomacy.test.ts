import {
  type EclipseAction,
  type EclipseState,
  eclipse,
  neighbours as neighbourPositions,
} from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { chooseEclipse } from "./heuristic";
import "./index";

/** Red (seat 0) at 0,-2 and Blue's disc next door at 0,-1 (sector 103, six wormhole halves); no ships. */
function neighbours(): EclipseState {
  const s = structuredClone(eclipse.setup({ players: 2, rounds: 9 }, "bot-dip"));
  s.turn = 0;
  s.step = { kind: "turn" };
  s.hexes["0,-2"]!.ships = [];
  for (let r = 0; r < 6; r++) {
    s.hexes["0,-1"] = {
      pos: "0,-1",
      sector: "103",
      rotation: r,
      owner: 1,
      cubes: [],
      ships: [],
      ancients: 0,
      gcds: false,
      discovery: null,
      orbital: false,
      monolith: false,
      entered: {},
    };
    if (eclipse.legalActions(s, 0).some((a) => a.type === "diplomacy-propose")) break;
  }
  s.players[1]!.discsOnTrack--;
  return s;
}

const choose = (s: EclipseState, seat: number) =>
  chooseEclipse(eclipse.view(s, seat), seat, eclipse.legalActions(s, seat));

describe("Eclipse heuristic bot: diplomacy", () => {
  it("proposes relations to an eligible neighbour, its cube from the track whose production rises most", () => {
    const s = neighbours();
    const a = choose(s, 0);
    expect(a.type).toBe("diplomacy-propose");
    expect(eclipse.legalActions(s, 0)).toContainEqual(a);
  });

  it("accepts a proposal from a player who does not lead it by much", () => {
    const s = eclipse.apply(neighbours(), 0, { type: "diplomacy-propose", to: 1, resource: "money" });
    expect(choose(s, 1).type).toBe("diplomacy-accept");
  });

  it("declines a proposal from a player far ahead in visible VP", () => {
    const s = eclipse.apply(neighbours(), 0, { type: "diplomacy-propose", to: 1, resource: "money" });
    for (const h of ["1,-2", "-1,-1", "1,-3"])
      s.hexes[h] = { ...s.hexes["0,-1"]!, pos: h, sector: "001", owner: 0 };
    expect(choose(s, 1)).toEqual({ type: "diplomacy-decline" } satisfies EclipseAction);
  });

  it("never moves a ship into a partner's hex (no Traitor card for the bot)", () => {
    let s = eclipse.apply(neighbours(), 0, { type: "diplomacy-propose", to: 1, resource: "money" });
    s = eclipse.apply(s, 1, { type: "diplomacy-accept", resource: "money" });
    s.hexes["0,-2"]!.ships.push({ id: 999, owner: 0, hull: "interceptor" });
    // Open sectors all around Red's home, so the ship has somewhere else to go.
    for (const pos of neighbourPositions("0,-2"))
      if (!s.hexes[pos]) s.hexes[pos] = { ...s.hexes["0,-1"]!, pos, owner: null, rotation: 0 };
    s.step = { kind: "move", done: 0, limit: 3, from: "0,-2", hull: "interceptor" };
    const legal = eclipse.legalActions(s, 0);
    expect(legal).toContainEqual({ type: "move-to", to: "0,-1" });
    expect(legal.length).toBeGreaterThan(1);
    for (const seed of ["a", "b", "c"]) {
      const a = chooseEclipse(eclipse.view(s, 0), 0, legal, Rng.fromSeed(seed));
      expect(a).not.toEqual({ type: "move-to", to: "0,-1" });
    }
  });
});
