import { describe, expect, it } from "vitest";
import { areaOf, board, pick, picks, play, withUnits } from "../testing";

describe("event-place-units", () => {
  it("places the free units of the player's race in one friendly or empty area (Rapid Deployment: 2 Marines)", () => {
    const s = play(board(), 0, "rapid-deployment");
    expect(picks(s)).toContain(areaOf("abaddon", "minerals"));
    expect(picks(s)).not.toContain(areaOf("braken", "cp")); // enemy units and base
    const t = pick(s, areaOf("abaddon", "minerals"));
    expect(t.units.filter((u) => u.area === areaOf("abaddon", "minerals")).map((u) => u.type)).toEqual([
      "terran-marine",
      "terran-marine",
    ]);
  });

  it("an area holding only an enemy base is not empty (Reinforcements FAQ)", () => {
    const s = { ...board(), units: board().units.filter((u) => u.owner !== 1) };
    expect(picks(play(s, 0, "reinforcements"))).not.toContain(areaOf("braken", "cp"));
  });

  it("the unit limit holds: units beyond the limit are not placed", () => {
    const area = areaOf("braken", "minerals"); // unit limit 2
    const s = withUnits(board(), [[1, "zerg-zergling", area]]);
    const t = pick(play(s, 1, "rapid-deployment"), area);
    expect(t.units.filter((u) => u.area === area).length).toBe(2);
  });

  it("Air Patrol goes only in an area holding the player's own base", () => {
    expect(picks(play(board(), 2, "air-patrol"))).toEqual([areaOf("chau-sara", "cp")]);
  });

  it("Zerg get both listed units (Air Support Wing: Guardian and Scourge)", () => {
    const t = pick(play(board(), 1, "air-support-wing"), areaOf("braken", "cp"));
    expect(
      t.units
        .filter((u) => u.owner === 1)
        .map((u) => u.type)
        .sort(),
    ).toEqual(["zerg-guardian", "zerg-scourge", "zerg-zergling"]);
  });
});
