import { describe, expect, it } from "vitest";
import { startDiscovery } from "./discovery";
import { ringOf } from "./hex";
import { act, edit, legal, newGame, placeConnected, turnOf } from "./testing";
import type { EclipseState } from "./types";

/** P0 has just taken control of 0,-1 holding `tile`: the discovery decision is open. */
function discovering(tile: string, f?: (s: EclipseState) => void): EclipseState {
  return edit(newGame(2, "discovery"), (s) => {
    turnOf(s, 0);
    const h = placeConnected(s, "0,-1", "101", "0,-2");
    h.owner = 0;
    s.players[0]!.discsOnTrack--;
    h.discovery = tile;
    f?.(s);
    startDiscovery(s, 0, "0,-1", null);
  });
}

describe("E-D1 discovery tiles", () => {
  it("E-D1: Ancient Technology takes the cheapest technology on the supply board one lacks, free", () => {
    const s = discovering("ancient-technology", (x) => {
      x.tray = { "plasma-missile": 1, "gauss-shield": 1, starbase: 2 };
    });
    const after = act(s, 0, { type: "discovery-use" });
    expect(after.players[0]!.techs.grid).toEqual(["gauss-shield"]); // Starbase (4) is owned already
    expect(after.players[0]!.science).toBe(3);
    expect(after.tray["gauss-shield"]).toBeUndefined();
  });

  it("E-D1: Ancient Cruiser puts a free cruiser in the sector", () => {
    const after = act(discovering("ancient-cruiser"), 0, { type: "discovery-use" });
    expect(after.hexes["0,-1"]!.ships.filter((x) => x.owner === 0 && x.hull === "cruiser")).toHaveLength(1);
  });

  it("E-X5: an Ancient part goes at once on a slot where the design stays legal", () => {
    let s = discovering("ancient-part-axion-computer");
    s = act(s, 0, { type: "discovery-use" });
    expect(s.step.kind).toBe("discovery-part");
    const options = legal(s, 0);
    expect(options).toContainEqual({ type: "discovery-part", hull: "interceptor", slot: 0 });
    // Never on the Interceptor's only drive.
    expect(options).not.toContainEqual({ type: "discovery-part", hull: "interceptor", slot: 3 });
    s = act(s, 0, { type: "discovery-part", hull: "interceptor", slot: 0 });
    expect(s.players[0]!.blueprints.interceptor.slots[0]).toBe("axion-computer");
  });

  it("E-X5: an Ancient part that fits nowhere can only be kept for 2 VP", () => {
    const s = discovering("ancient-part-flux-shield", (x) => {
      // Every blueprint without spare energy: the Flux Shield (−2 energy) fits nowhere.
      for (const hull of ["interceptor", "cruiser", "dreadnought", "starbase"] as const)
        x.players[0]!.blueprints[hull].energy = -10;
    });
    expect(legal(s, 0)).toEqual([{ type: "discovery-keep" }]);
  });
});

describe("exploration beyond the outer ring", () => {
  it("E-D6: positions beyond ring 3 draw from the outer stack", () => {
    let s = edit(newGame(2, "ring4"), (x) => {
      turnOf(x, 0);
      const h = placeConnected(x, "0,-3", "301", "0,-2");
      h.owner = 0;
      x.players[0]!.discsOnTrack--;
    });
    const far = legal(s, 0).find((a) => a.type === "explore" && ringOf(a.pos) === 4);
    expect(far).toBeDefined();
    const top = s.stacks.outer[0]!;
    s = act(s, 0, far!);
    expect(s.step).toMatchObject({ kind: "explore-place", sector: top });
  });
});

describe("Upkeep colony ships", () => {
  it("E-R6 (a): colony ships left at Upkeep may still place cubes before money is settled", () => {
    let s = edit(newGame(2, "upkeep-col"), (x) => {
      turnOf(x, 0);
      x.players[0]!.techs.grid.push("advanced-economy");
      for (const p of x.players) p.passed = p.seat !== 0;
    });
    s = act(s, 0, { type: "pass" });
    expect(s.step).toMatchObject({ kind: "upkeep-colonize", player: 0 });
    s = act(s, 0, { type: "colonize", pos: "0,-2", square: 1, resource: "money" });
    s = act(s, 0, { type: "colonize-done" });
    // Production now reads two money cubes off the track: 4.
    expect(s.players[0]!.money).toBe(2 + 4);
  });
});
