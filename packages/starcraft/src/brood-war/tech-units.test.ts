/** Units made by a technology from a consumed unit (Lurker, Devourer, Dark Archon) in a Build order. */
import { describe, expect, it } from "vitest";
import { draft } from "../draft";
import { planetOf } from "../queries";
import { legalActions, validate } from "../ruleset";
import { startedBroodWar } from "./testing";

describe("Brood War units from a technology", () => {
  it("a Devourer is not offered from a Mutalisk that shares its area with an enemy base (every offer validates)", () => {
    const d = draft(startedBroodWar(["overmind", "raynor"], "devourer"));
    const enemyBase = d.bases.find((b) => b.owner === 1)!;
    const planet = planetOf(enemyBase.area);
    const mutalisk = { id: d.nextUnitId, owner: 0, type: "zerg-mutalisk", area: enemyBase.area };
    d.nextUnitId++;
    d.units = [...d.units.filter((u) => u.area !== enemyBase.area), mutalisk];
    d.players[0].techs = [...d.players[0].techs, "zerg-devourer-aspect"];
    d.players[0].workerPool = 9;
    d.phase = "execution";
    d.frame = {
      kind: "build",
      player: 0,
      planet,
      gold: false,
      step: 1,
      unitsBuilt: 0,
      newUnits: [],
      boughtBuilding: false,
      boughtModule: false,
      builtBase: false,
      discountUsed: false,
      purchases: 0,
    };
    const offers = legalActions(d, 0);
    expect(offers.some((a) => a.type === "build-unit" && a.unit === "zerg-devourer")).toBe(false);
    for (const a of offers) expect(validate(d, 0, a)).toBeNull();
  });
});
