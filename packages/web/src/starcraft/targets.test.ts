import { describe, expect, it } from "vitest";
import { clickKey, key, offBoard, pathOf, targetIndex } from "./targets";

const moves = [
  { type: "move-unit", unit: 1, area: "char#0" },
  { type: "move-unit", unit: 1, area: "char#1" },
  { type: "move-unit", unit: 2, area: "char#0" },
  { type: "end-mobilize" },
];

describe("board targets from legal actions", () => {
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
});
