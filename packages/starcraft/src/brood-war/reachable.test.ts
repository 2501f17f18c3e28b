/**
 * Mind control and installations reached through the ruleset's own actions (Mobilize, battle,
 * aftermath, Build), not by calling their helpers: the events the simulation counts can happen.
 */
import { describe, expect, it } from "vitest";
import type { StarcraftAction } from "../actions";
import { newBuildFrame } from "../orders/build";
import { legalActions, pending } from "../ruleset";
import type { StarcraftState } from "../state";
import { act, lineGalaxy, patchPlayer, withBases, withFrame, withUnits } from "../testing";
import { startedBroodWar } from "./testing";

function board(factions: string[]): StarcraftState {
  let s = startedBroodWar(factions, "reachable");
  s = lineGalaxy(s, ["tarsonis", "braken", "chau-sara"]);
  return withBases(s, [
    [0, "tarsonis#0"],
    [1, "chau-sara#0"],
  ]);
}

const mobilize = (s: StarcraftState, p: number, planet: string) =>
  withFrame(s, {
    kind: "mobilize",
    player: p,
    planet,
    gold: false,
    moved: [],
    from: [],
    contested: null,
    tookBack: false,
  });

/** Play the battle out: `prefer` picks an action when it returns one, else the first legal one. */
function fight(
  s: StarcraftState,
  prefer: (legal: StarcraftAction[], p: number) => StarcraftAction | undefined,
) {
  for (let i = 0; i < 200 && (s.battle || s.battleContext); i++) {
    const p = pending(s)[0]?.player;
    if (p === undefined) break;
    const legal = legalActions(s, p);
    s = act(s, p, prefer(legal, p) ?? legal[0]);
  }
  return s;
}

describe("Brood War events reached through the ruleset", () => {
  it("BW-MC1: a Dark Archon's Mind Control card steals the surviving enemy front-line unit, which changes hands with a token under it", () => {
    let s = board(["tassadar", "raynor"]);
    s = withUnits(s, [
      [0, "protoss-dark-archon", "braken#1"],
      [1, "terran-marine", "braken#0"],
    ]);
    s = patchPlayer(s, 0, { hand: ["protoss-mind-control", ...s.players[0].hand] });
    const archon = s.units.find((u) => u.type === "protoss-dark-archon")!.id;
    const marine = s.units.find((u) => u.type === "terran-marine")!.id;
    s = act(mobilize(s, 0, "braken"), 0, { type: "move-unit", unit: archon, area: "braken#0" });
    s = act(s, 0, { type: "end-mobilize" });
    expect(s.battle).not.toBeNull();
    s = fight(s, (legal, p) =>
      p === 0
        ? legal.find((a) => a.type === "battle-place" && a.reinforcement === "protoss-mind-control")
        : undefined,
    );
    expect(s.broodWar!.stats.mindControlled).toBe(1);
    expect(s.units.find((u) => u.id === marine)?.owner).toBe(0);
    expect(s.broodWar!.mindControlled[marine]).toBe(1);
  });

  it("BW-I1/I3: a Zerg attack won on a Terran base with Infest Command Center leaves an Infested Command Center, where Infested Terrans are built", () => {
    let s = board(["raynor", "overmind"]);
    s = patchPlayer(s, 1, { techs: ["zerg-infest-command-center"] });
    s = withUnits(s, [
      [1, "zerg-ultralisk", "tarsonis#1"],
      [1, "zerg-ultralisk", "tarsonis#1"],
      [0, "terran-marine", "tarsonis#0"],
    ]);
    const ultras = s.units.filter((u) => u.type === "zerg-ultralisk").map((u) => u.id);
    let m = mobilize(s, 1, "tarsonis");
    for (const id of ultras) m = act(m, 1, { type: "move-unit", unit: id, area: "tarsonis#0" });
    m = act(m, 1, { type: "end-mobilize" });
    expect(m.battle).not.toBeNull();
    m = fight(m, () => undefined);
    const zergHolds = m.units.filter((u) => u.area === "tarsonis#0").every((u) => u.owner === 1);
    expect(zergHolds).toBe(true);
    expect(m.bases.some((b) => b.area === "tarsonis#0")).toBe(false);
    expect(m.broodWar!.installations).toEqual([
      { owner: 1, kind: "infested-command-center", area: "tarsonis#0" },
    ]);
    expect(m.broodWar!.stats.installationsBuilt).toBe(1);
    // BW-I3: a Build on that planet offers Infested Terrans although the Zerg has no base there.
    const b = withFrame(m, newBuildFrame(1, "tarsonis", false));
    expect(legalActions(b, 1).some((a) => a.type === "build-unit" && a.unit === "zerg-infested-terran")).toBe(
      true,
    );
  });
});
