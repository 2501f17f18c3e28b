/**
 * Issue 29, "found by the review": cubes from grey squares go back to the track the player
 * chooses (QR l.32 "grau = beliebig", E-A2), bankruptcy too; trading and colony ships at any time
 * of one's own turn, between the activations of Move and Build too (QR l.66, E-R8).
 */
import { describe, expect, it } from "vitest";
import { eclipse } from "./ruleset";
import { act, addShip, edit, legal, newGame, placeConnected, turnOf } from "./testing";
import type { EclipseState } from "./types";

/** P0 controls sector 313 (one grey square) at 0,-3 with a money cube on it. */
function greyPosition(): EclipseState {
  return edit(newGame(2, "grey"), (s) => {
    turnOf(s, 0);
    const h = placeConnected(s, "0,-3", "313", "0,-2");
    h.owner = 0;
    s.players[0]!.discsOnTrack--;
    h.cubes.push({ square: 0, resource: "money" });
    s.players[0]!.cubeTracks.money--;
  });
}

describe("E-A2 grey squares", () => {
  it("E-A2: a cube taken back from a grey square goes to the track the player chooses, not the one it came from", () => {
    let s = greyPosition();
    const science = s.players[0]!.cubeTracks.science;
    const money = s.players[0]!.cubeTracks.money;
    s = act(s, 0, { type: "influence" });
    s = act(s, 0, { type: "influence-from", from: "0,-3" });
    s = act(s, 0, { type: "influence-to", to: "track" });
    expect(s.step).toMatchObject({ kind: "grey-cubes", player: 0, count: 1 });
    // Any track with an empty space: science has one (the home's science cube is out).
    expect(legal(s, 0)).toContainEqual({ type: "grey-cube", to: "science" });
    expect(legal(s, 0)).toContainEqual({ type: "grey-cube", to: "money" });
    s = act(s, 0, { type: "grey-cube", to: "science" });
    expect(s.players[0]!.cubeTracks.science).toBe(science + 1);
    expect(s.players[0]!.cubeTracks.money).toBe(money);
    expect(s.step).toMatchObject({ kind: "influence", moves: 1 });
  });

  it("E-E3: bankruptcy the same — abandoning a sector asks where its grey-square cubes go", () => {
    let s = edit(greyPosition(), (x) => {
      x.phase = "upkeep";
      x.players[0]!.money = -20;
      x.upkeepQueue = [0, 1];
      x.step = { kind: "bankrupt", player: 0 };
      x.players[0]!.science = 0;
      x.players[0]!.materials = 0;
    });
    s = act(s, 0, { type: "bankrupt-abandon", pos: "0,-3" });
    expect(s.step).toMatchObject({ kind: "grey-cubes", player: 0, count: 1 });
    s = act(s, 0, { type: "grey-cube", to: "materials" });
    expect(s.hexes["0,-3"]!.owner).toBe(null);
    expect(s.step.kind).not.toBe("grey-cubes");
  });
});

describe("E-R8 at any time", () => {
  it("E-R8: trading and colony ships between the activations of a Build action", () => {
    let s = edit(greyPosition(), (x) => {
      x.hexes["0,-3"]!.cubes = [];
      x.players[0]!.cubeTracks.money++;
      x.players[0]!.materials = 10;
    });
    s = act(s, 0, { type: "build-start" });
    s = act(s, 0, { type: "build", what: "interceptor", pos: "0,-2" });
    expect(legal(s, 0)).toContainEqual({ type: "trade", from: "materials", to: "money" });
    expect(legal(s, 0)).toContainEqual({ type: "colonize", pos: "0,-3", square: 0, resource: "science" });
    s = act(s, 0, { type: "trade", from: "materials", to: "science" });
    expect(s.step).toMatchObject({ kind: "build", built: 1 });
    s = act(s, 0, { type: "colonize", pos: "0,-3", square: 0, resource: "science" });
    expect(s.step).toMatchObject({ kind: "build", built: 1 });
    s = act(s, 0, { type: "build", what: "interceptor", pos: "0,-2" });
    expect(s.step).toMatchObject({ kind: "build", built: 2 });
  });

  it("E-R8: trading between the activations of a Move action, not while a ship is on its way", () => {
    let s = edit(greyPosition(), (x) => {
      x.players[0]!.materials = 4;
      addShip(x, "0,-2", 0, "interceptor");
    });
    s = act(s, 0, { type: "move-start" });
    expect(legal(s, 0)).toContainEqual({ type: "trade", from: "materials", to: "money" });
    const ship = legal(s, 0).find((a) => a.type === "move-ship")!;
    const moving = act(s, 0, ship);
    expect(legal(moving, 0).every((a) => a.type === "move-to")).toBe(true);
    s = act(s, 0, { type: "trade", from: "materials", to: "money" });
    expect(s.step).toMatchObject({ kind: "move", done: 0 });
    expect(eclipse.validate(s, 1, { type: "trade", from: "materials", to: "money" })?.code).toBe(
      "not-your-decision",
    );
  });
});
