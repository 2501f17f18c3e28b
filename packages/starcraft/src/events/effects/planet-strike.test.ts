import { describe, expect, it } from "vitest";
import { areaOf, asked, board, pick, picks, play, withUnits } from "../testing";

describe("event-planet-strike", () => {
  it("each area of the chosen planet loses one cheap unit, chosen by its owner (Energy Storm)", () => {
    let s = withUnits(board(), [
      [1, "zerg-hydralisk", areaOf("braken", "cp")],
      [1, "zerg-zergling", areaOf("braken", "gas")],
    ]);
    s = pick(play(s, 0, "energy-storm"), "braken");
    // braken#0 holds a zergling and a hydralisk: seat 1 chooses; braken gas: one zergling, no choice.
    expect(asked(s)).toEqual([1]);
    const hydra = s.units.find((u) => u.type === "zerg-hydralisk")!.id;
    expect(picks(s)).toContain(String(hydra));
    s = pick(s, String(hydra));
    expect(s.units.filter((u) => u.owner === 1).map((u) => u.type)).toEqual(["zerg-zergling"]);
    expect(s.units.filter((u) => u.area === areaOf("braken", "gas"))).toEqual([]);
  });

  it("units costing more than maxCost are not touched", () => {
    const s = withUnits(board(), [[1, "zerg-ultralisk", areaOf("braken", "gas")]]);
    const t = pick(play(s, 0, "energy-storm"), "braken");
    expect(t.units.some((u) => u.type === "zerg-ultralisk")).toBe(true);
  });

  it("Psionic Tempest also destroys the transports on routes touching the planet", () => {
    const s = {
      ...board(),
      transports: [
        { owner: 0, route: 0 },
        { owner: 2, route: 1 },
        { owner: 2, route: 1 },
      ],
    };
    const t = pick(play(s, 0, "psionic-tempest"), "abaddon");
    expect(t.transports).toEqual([
      { owner: 2, route: 1 },
      { owner: 2, route: 1 },
    ]);
  });
});
