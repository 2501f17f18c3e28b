import { describe, expect, it } from "vitest";
import { BW_SCOPE, startedBroodWar } from "../brood-war/testing";
import { draft } from "../draft";
import { planetAreas } from "../queries";
import { lineGalaxy, withUnits } from "../testing";
import { startBattleFor } from "./battle-start";

describe("withdrawal and retreat on Brood War planets", () => {
  it("BW-S6 terrain: a cloaked unit withdraws and a side retreats only to areas whose ground/flying icon admits its units", () => {
    let s = lineGalaxy(startedBroodWar(["tassadar", "overmind"], "terrain"), ["hydrax", "braken"]);
    const areas = planetAreas(BW_SCOPE, "hydrax");
    const open = areas.filter((a) => a.terrain === "all").map((a) => a.id);
    const flyingOnly = areas.filter((a) => a.terrain === "flying").map((a) => a.id);
    expect(flyingOnly.length).toBeGreaterThan(0);
    const [fight, ...rest] = open;
    s = withUnits(s, [
      [0, "protoss-dark-templar", fight],
      [1, "zerg-zergling", fight],
    ]);
    const d = draft(s);
    startBattleFor(d, 0, "hydrax", fight, false);
    const dt = d.battle!.sides.find((x) => x.player === 0)!;
    expect(dt.withdrawAreas).toEqual(rest);
    for (const a of flyingOnly) {
      expect(dt.withdrawAreas).not.toContain(a);
      expect(dt.retreatDestinations.map((r) => r.area)).not.toContain(a);
    }
  });
});
