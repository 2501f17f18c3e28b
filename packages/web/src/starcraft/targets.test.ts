import { describe, expect, it } from "vitest";
import { clickKey, key, offBoard, pathOf, targetIndex } from "./targets";

const moves = [
  { type: "move-unit", unit: 1, area: "char#0" },
  { type: "move-unit", unit: 1, area: "char#1" },
  { type: "move-unit", unit: 2, area: "char#0" },
  { type: "end-mobilize" },
];

describe("board targets from legal actions", () => {
  it("Brood War: the Defend order is placed by clicking its area on the map", () => {
    expect(pathOf({ type: "place-defend", area: "erebus-station#0" })).toEqual([
      key.area("erebus-station#0"),
    ]);
  });

  it("a transport is built on its route and taken back from its route (the route's key in both)", () => {
    expect(pathOf({ type: "build-transport", route: 2 })).toEqual([key.route(2)]);
    expect(pathOf({ type: "remove-transport", route: 5 })).toEqual([key.route(5)]);
    expect(offBoard([{ type: "remove-transport", route: 5 }])).toEqual([]);
  });

  it("a base is taken back from its piece on the map, not from its area (the area stays free for builds)", () => {
    expect(pathOf({ type: "remove-base", area: "korhal#0" })).toEqual([key.base("korhal#0")]);
    expect(key.base("korhal#0")).not.toBe(key.area("korhal#0"));
    expect(offBoard([{ type: "remove-base", area: "korhal#0" }])).toEqual([]);
  });

  it("Brood War Leadership decisions are taken in place: hero, tokens, installation, transports, stacks, the sacrifice", () => {
    expect(pathOf({ type: "place-hero", area: "char#0" })).toEqual([key.area("char#0")]);
    expect(pathOf({ type: "place-hero", area: "char#0", replace: 7 })).toEqual([key.area("char#0")]);
    expect(pathOf({ type: "place-cp-token", area: "char#1" })).toEqual([key.area("char#1")]);
    expect(pathOf({ type: "place-installation", area: "char#1" })).toEqual([key.area("char#1")]);
    expect(pathOf({ type: "place-transport", route: 3 })).toEqual([key.route(3)]);
    expect(pathOf({ type: "reorder-stack", planet: "char" })).toEqual([key.stack("char")]);
    expect(pathOf({ type: "ultimate-sacrifice", unit: 4, area: "char#1" })).toEqual([
      key.unit(4),
      key.area("char#1"),
    ]);
    // Emperor Arcturus I names planets not yet on the map: those stay in the decision bar
    const off = offBoard([
      { type: "leadership-planet", planet: "char" },
      { type: "choose-first-player", seat: 1 },
    ]);
    expect(off).toHaveLength(2);
  });

  it("highlights only the first step of each legal action until one is chosen", () => {
    expect([...targetIndex(moves, []).next].sort()).toEqual([key.unit(1), key.unit(2)]);
    expect([...targetIndex(moves, [key.unit(1)]).next].sort()).toEqual([
      key.area("char#0"),
      key.area("char#1"),
    ]);
  });

  it("a first click selects, the second submits the single matching action", () => {
    expect(clickKey(moves, [], key.unit(2))).toEqual({ kind: "select", selection: [key.unit(2)] });
    expect(clickKey(moves, [key.unit(2)], key.area("char#0"))).toEqual({ kind: "submit", action: moves[2] });
  });

  it("several complete actions on one element ask which", () => {
    const orders = ["build", "research"].map((order) => ({
      type: "place-order",
      planet: "char",
      order,
      gold: false,
    }));
    expect(clickKey(orders, [], key.planet("char"))).toEqual({ kind: "choose", actions: orders });
  });

  it("clicking something that is no next step restarts the selection from it", () => {
    expect(clickKey(moves, [key.unit(2)], key.unit(1))).toEqual({ kind: "select", selection: [key.unit(1)] });
    expect(clickKey(moves, [], key.area("korhal#0"))).toEqual({ kind: "none" });
  });

  it("actions with no place on the board go to the decision bar", () => {
    expect(offBoard(moves)).toEqual([{ type: "end-mobilize" }]);
    expect(pathOf({ type: "battle-place", skirmish: 0, card: "top" })).toEqual([
      key.bcard("top"),
      key.skirmish(0),
    ]);
  });

  it("event choices that name a place are taken on the board; the others stay in the bar", () => {
    const pick = (p: string) => ({ type: "event-pick", pick: p });
    expect(pathOf(pick("12>char#0"))).toEqual([key.unit(12), key.area("char#0")]);
    expect(pathOf(pick("unit:7"))).toEqual([key.unit(7)]);
    expect(pathOf(pick("base:korhal#1"))).toEqual([key.area("korhal#1")]);
    expect(pathOf(pick("terran-marine@char#1"))).toEqual([key.area("char#1")]);
    expect(pathOf(pick("force:char#1"))).toEqual([key.area("char#1")]);
    expect(pathOf(pick("korhal#0"))).toEqual([key.area("korhal#0")]);
    expect(pathOf(pick("permanent-gas"))).toEqual([key.resource("permanent-gas")]);
    for (const inBar of ["char", "3", "rich-vein", "1:cease-fire", "worker", "transport:2", "pay"])
      expect(pathOf(pick(inBar)), inBar).toBeNull();
    // Moving a unit by an event: the unit, then its destination, as in a Mobilize order.
    const moves = [pick("12>char#0"), pick("12>char#1"), { type: "event-pass" }];
    expect([...targetIndex(moves, []).next]).toEqual([key.unit(12)]);
    expect(clickKey(moves, [key.unit(12)], key.area("char#1"))).toEqual({ kind: "submit", action: moves[1] });
  });
});
