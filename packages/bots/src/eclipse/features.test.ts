import { type EclipseState, eclipse, production, scoreOf } from "@koprulu/eclipse";
import { describe, expect, it } from "vitest";
import { worthOf } from "./evaluate";
import { ECLIPSE_FEATURES, eclipseFeatures, SHIP_WEIGHT } from "./features";

const fresh = (): EclipseState => eclipse.setup({ players: 2, rounds: 9 }, "features");
const feature = (s: EclipseState, name: (typeof ECLIPSE_FEATURES)[number]) =>
  eclipseFeatures(s, 0)[ECLIPSE_FEATURES.indexOf(name)]!;

describe("Eclipse's evaluation features", () => {
  it("lists one value per feature name, victory points first as scoreOf counts them", () => {
    const s = fresh();
    expect(eclipseFeatures(s, 0)).toHaveLength(ECLIPSE_FEATURES.length);
    expect(feature(s, "vp")).toBe(scoreOf(s, 0).total);
  });

  it("weighs incomes and technologies by the rounds left: nothing more comes of them in the last round", () => {
    const s = { ...fresh(), round: 3 };
    const p = s.players[0]!;
    expect(feature(s, "scienceLeft")).toBe(production(p, "science") * 6);
    expect(feature(s, "materialsLeft")).toBe(production(p, "materials") * 6);
    const researched = {
      ...s,
      players: [{ ...p, techs: { ...p.techs, grid: ["improved-hull"] } }, s.players[1]!],
    };
    expect(feature(researched, "techs")).toBe(feature(s, "techs") + 1);
    expect(feature(researched, "techsLeft")).toBe(feature(s, "techsLeft") + 6);
    const last = { ...researched, round: 9 };
    expect(feature(last, "techsLeft")).toBe(0);
    expect(feature(last, "scienceLeft")).toBe(0);
  });

  it("counts a warship by its hull's weight, and the worth moves with the features it is made of", () => {
    const s = fresh();
    const home = s.hexes[s.players[0]!.home]!;
    const armed: EclipseState = {
      ...s,
      hexes: {
        ...s.hexes,
        [home.pos]: { ...home, ships: [...home.ships, { id: 901, owner: 0, hull: "dreadnought" }] },
      },
    };
    expect(feature(armed, "ships") - feature(s, "ships")).toBeCloseTo(SHIP_WEIGHT.dreadnought!);
    expect(worthOf(armed, 0) - worthOf(s, 0)).toBeCloseTo(SHIP_WEIGHT.dreadnought!);
    const rich = {
      ...s,
      players: [{ ...s.players[0]!, science: s.players[0]!.science + 10 }, s.players[1]!],
    };
    expect(feature(rich, "storage") - feature(s, "storage")).toBe(10);
  });
});
