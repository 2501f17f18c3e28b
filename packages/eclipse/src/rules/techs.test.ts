import { describe, expect, it } from "vitest";
import { connected } from "./galaxy";
import { battleInput } from "./phases";
import { act, addShip, edit, legal, newGame, placeConnected, placeHex, turnOf } from "./testing";

const base = () => edit(newGame(2, "techs"), (s) => turnOf(s, 0));

describe("technologies with instant or passive effects", () => {
  it("Advanced Robotics / Quantum Grid: more influence discs join the track at once", () => {
    let s = edit(base(), (x) => {
      x.tray = { "advanced-robotics": 1, "quantum-grid": 1 };
      x.players[0]!.science = 40;
    });
    s = act(s, 0, { type: "research", tech: "advanced-robotics" });
    expect(s.players[0]!.discs).toBe(14);
    expect(s.players[0]!.discsOnTrack).toBe(12); // 12 − 1 for the action + 1
    s = edit(s, (x) => turnOf(x, 0));
    s = act(s, 0, { type: "research", tech: "quantum-grid" });
    expect(s.players[0]!.discs).toBe(16);
  });

  it("E-D5: Artifact Key gives 5 of one resource per artifact in sectors one controls", () => {
    let s = edit(base(), (x) => {
      x.tray = { "artifact-key": 1 };
      x.players[0]!.science = 14;
    });
    s = act(s, 0, { type: "research", tech: "artifact-key" });
    expect(s.step.kind).toBe("artifact-key");
    s = act(s, 0, { type: "artifact-key", resource: "materials" });
    expect(s.players[0]!.materials).toBe(3 + 5); // the home sector has one artifact
  });

  it("Wormhole Generator: a half wormhole on either edge is enough", () => {
    const s = edit(base(), (x) => {
      // 0,-1 rotated so that no wormhole faces the home's bottom edge: only the home's half is there.
      for (let r = 0; r < 6; r++) {
        placeHex(x, "0,-1", "102", r);
        if (!connected(x, "0,-2", "0,-1", 0)) break;
      }
    });
    expect(connected(s, "0,-2", "0,-1", 0)).toBe(false);
    const wg = edit(s, (x) => x.players[0]!.techs.nano.push("wormhole-generator"));
    expect(connected(wg, "0,-2", "0,-1", 0)).toBe(true);
  });

  it("E-A6: a Starbase never moves", () => {
    const s = edit(base(), (x) => {
      placeConnected(x, "0,-3", "301", "0,-2");
      x.hexes["0,-2"]!.ships = [];
      addShip(x, "0,-2", 0, "starbase");
    });
    expect(legal(s, 0).some((a) => a.type === "move-start")).toBe(false);
  });
});

describe("battle input from the board", () => {
  it("E-C2: parties carry their order of entry and who holds the disc; E-C8: retreat only to own, connected, enemy-free sectors", () => {
    const s = edit(base(), (x) => {
      placeConnected(x, "0,-1", "101", "0,-2");
      addShip(x, "0,-1", 1, "cruiser");
      addShip(x, "0,-1", 0, "interceptor");
      x.hexes["0,-1"]!.ancients = 1;
    });
    const input = battleInput(s, s.hexes["0,-1"]!);
    const p0 = input.parties.find((p) => p.id === "p0")!;
    const p1 = input.parties.find((p) => p.id === "p1")!;
    expect(p1.entered).toBeLessThan(p0.entered);
    expect(p0.hasDisc || p1.hasDisc).toBe(false);
    expect(p0.retreatHexes).toEqual(["0,-2"]); // P0's home, joined by a full wormhole
    expect(p1.retreatHexes).toEqual([]);
    expect(input.parties.find((p) => p.id === "npc")!.ships).toHaveLength(1);
    expect(input.types["p1:cruiser"]!.hull).toBe(1);
  });
});

describe("pinning", () => {
  it("E-A6: each enemy ship pins one own ship; a Starbase is held first", () => {
    const s = edit(base(), (x) => {
      placeConnected(x, "0,-3", "301", "0,-2");
      addShip(x, "0,-2", 1, "interceptor"); // one enemy: the home interceptor is pinned
    });
    expect(legal(s, 0).some((a) => a.type === "move-start")).toBe(false);
    const withStarbase = edit(s, (x) => addShip(x, "0,-2", 0, "starbase"));
    expect(legal(withStarbase, 0).some((a) => a.type === "move-start")).toBe(true);
  });
});
