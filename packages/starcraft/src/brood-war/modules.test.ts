/** Brood War modules, installations and mind control. */
import { describe, expect, it } from "vitest";
import { mindControl as mindControlEffect } from "../combat/effects/mind-control";
import { draft } from "../draft";
import { allEventCards, checkInvariants } from "../events/invariants";
import { collateralTargets } from "../orders/battle-aftermath";
import { newBuildFrame } from "../orders/build";
import { controller } from "../queries";
import { destroyBasesAndTransports } from "../regrouping";
import { cat } from "../rules-catalog";
import { legalActions } from "../ruleset";
import type { StarcraftState } from "../state";
import { act, err, lineGalaxy, patchPlayer, withBases, withFrame, withUnits } from "../testing";
import { broodWarSide } from "./battle-side";
import { infestCommandCenter } from "./installations";
import { figureOwner, freeMindControlTokens, mindControl } from "./mind-control";
import { startedBroodWar } from "./testing";

const MODULES = { supply: 0, research: 0, "air-support": 0 };

function board(factions = ["raynor", "overmind"]): StarcraftState {
  let s = startedBroodWar(factions, "modules");
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

describe("Brood War modules (BW-M1..M3)", () => {
  it("BW-M1: the Defensive module is built (Brood War only) and handed to combat", () => {
    let s = patchPlayer(board(), 0, { workerPool: 6 });
    s = { ...s, resources: { ...s.resources, "tarsonis#2": { owner: 0, workers: 0, depletion: 0 } } };
    s = withFrame(s, newBuildFrame(0, "tarsonis", false));
    expect(legalActions(s, 0)).toContainEqual({ type: "build-module", module: "defensive" });
    const withModule = patchPlayer(s, 0, { modules: { ...MODULES, defensive: 1 } });
    expect(broodWarSide(withModule, 0, "tarsonis#0").defensiveModule).toBe(true);
    expect(broodWarSide(s, 0, "tarsonis#0").defensiveModule).toBeUndefined();
  });

  it("BW-M2 + FAQ (BW): with the Assist module one assist unit per area does not count toward the limit, in several areas at once", () => {
    // Tarsonis#0 and #2 hold 3 each (their limit) plus a Medic each.
    let s = board();
    const fill = (area: string): [number, string, string][] => [
      [0, "terran-marine", area],
      [0, "terran-marine", area],
      [0, "terran-marine", area],
      [0, "terran-medic", area],
    ];
    s = withUnits(s, [...fill("tarsonis#0"), ...fill("tarsonis#2")]);
    const events = allEventCards(s);
    expect(checkInvariants(s, events).some((b) => b.startsWith("unit limit"))).toBe(true);
    s = patchPlayer(s, 0, { modules: { ...MODULES, assist: 1 } });
    expect(checkInvariants(s, events)).toEqual([]);
  });

  it("BW-M2: a Mobilize may end with an assist unit beyond the limit (and it is counted)", () => {
    let s = withUnits(board(), [
      [0, "terran-marine", "tarsonis#0"],
      [0, "terran-marine", "tarsonis#0"],
      [0, "terran-marine", "tarsonis#0"],
      [0, "terran-medic", "tarsonis#1"],
    ]);
    const medic = s.units.find((u) => u.type === "terran-medic")!.id;
    let m = mobilize(s, 0, "tarsonis");
    m = act(m, 0, { type: "move-unit", unit: medic, area: "tarsonis#0" });
    expect(err(m, 0, { type: "end-mobilize" })?.code).toBe("mobilize-unit-limit");
    s = patchPlayer(s, 0, { modules: { ...MODULES, assist: 1 } });
    m = act(mobilize(s, 0, "tarsonis"), 0, { type: "move-unit", unit: medic, area: "tarsonis#0" });
    m = act(m, 0, { type: "end-mobilize" });
    expect(m.broodWar!.stats.assistExemptions).toBe(1);
  });

  it("BW-M3: the Offensive module lets units past an enemy's Air Support; the transports used are destroyed", () => {
    let s = withUnits(board(), [[0, "terran-marine", "braken#0"]]);
    s = withBases(s, [[1, "tarsonis#1"]]);
    s = patchPlayer(s, 1, { modules: { ...MODULES, "air-support": 1 } });
    s = { ...s, transports: [{ owner: 0, route: 0 }] };
    const marine = s.units.find((u) => u.area === "braken#0")!.id;
    expect(
      err(mobilize(s, 0, "tarsonis"), 0, { type: "move-unit", unit: marine, area: "tarsonis#1" })?.code,
    ).toBe("air-support");
    s = patchPlayer(s, 0, { modules: { ...MODULES, offensive: 1 } });
    let m = act(mobilize(s, 0, "tarsonis"), 0, { type: "move-unit", unit: marine, area: "tarsonis#1" });
    m = act(m, 0, { type: "end-mobilize" });
    expect(m.transports.filter((t) => t.owner === 0)).toEqual([]);
  });
});

describe("Brood War installations (BW-I1..I4)", () => {
  it("BW-I1: an area holding only an installation is its owner's; enemy units there destroy it at Regrouping step 1", () => {
    let s = board(["raynor", "queen-of-blades"]);
    s = {
      ...s,
      broodWar: {
        ...s.broodWar!,
        installations: [{ owner: 1, kind: "infested-command-center", area: "braken#0" }],
      },
    };
    expect(controller(s, "braken#0")).toBe(1);
    s = withUnits(s, [[0, "terran-marine", "braken#0"]]);
    const d = draft(s);
    destroyBasesAndTransports(d);
    expect(d.broodWar!.installations).toEqual([]);
  });

  it("BW-I2: Collateral Damage may destroy an enemy installation", () => {
    let s = board(["raynor", "queen-of-blades"]);
    s = {
      ...s,
      broodWar: {
        ...s.broodWar!,
        installations: [{ owner: 1, kind: "infested-command-center", area: "braken#0" }],
      },
    };
    expect(collateralTargets(s, 1, "braken#0")).toContain("installation");
  });

  it("BW-I4 + FAQ (BW): Infest Command Center needs a battle: a won attack on a Terran base infests it (provisional)", () => {
    let s = board(["raynor", "queen-of-blades"]);
    s = patchPlayer(s, 1, { techs: ["zerg-infest-command-center"] });
    const d = draft(s);
    infestCommandCenter(d, 1, 0, "tarsonis#0");
    expect(d.bases.some((b) => b.area === "tarsonis#0")).toBe(false);
    expect(d.broodWar!.installations).toEqual([
      { owner: 1, kind: "infested-command-center", area: "tarsonis#0" },
    ]);
    expect(d.broodWar!.stats.installationsBuilt).toBe(1);
    // Without the technology nothing happens.
    const e = draft(board(["raynor", "queen-of-blades"]));
    infestCommandCenter(e, 1, 0, "tarsonis#0");
    expect(e.broodWar!.installations).toEqual([]);
  });

  it("FAQ (BW): Infest Command Center needs a battle: moving onto a Terran base with no units infests nothing", () => {
    let s = board(["raynor", "queen-of-blades"]);
    s = patchPlayer(s, 1, { techs: ["zerg-infest-command-center"] });
    s = withUnits(s, [[1, "zerg-zergling", "tarsonis#1"]]);
    const ling = s.units.find((u) => u.type === "zerg-zergling")!.id;
    let m = act(mobilize(s, 1, "tarsonis"), 1, { type: "move-unit", unit: ling, area: "tarsonis#0" });
    m = act(m, 1, { type: "end-mobilize" });
    expect(m.battle).toBeNull();
    expect(m.broodWar!.installations).toEqual([]);
  });

  it("BW-A1: a unit is never built in an area of the wrong type", () => {
    let s = startedBroodWar(["raynor", "overmind"], "terrain");
    s = lineGalaxy(s, ["erebus-station", "braken"]);
    s = withBases(s, [[0, "erebus-station#0"]]);
    s = patchPlayer(s, 0, { workerPool: 6, buildings: { "terran-barracks": 1, "terran-starport": 1 } });
    s = withFrame(s, newBuildFrame(0, "erebus-station", false));
    const builds = legalActions(s, 0).filter((a) => a.type === "build-unit");
    expect(builds.length).toBeGreaterThan(0);
    for (const a of builds) {
      if (a.type !== "build-unit") continue;
      const flying = cat(s).units[a.unit].flying;
      expect(cat(s).areas[a.area].terrain).toBe(flying ? "flying" : "ground");
    }
  });

  it("BW-I3: Infested Terrans are built on a planet holding the builder's Infested Command Center, no base needed", () => {
    let s = board(["raynor", "queen-of-blades"]);
    s = {
      ...s,
      broodWar: {
        ...s.broodWar!,
        installations: [{ owner: 1, kind: "infested-command-center", area: "braken#0" }],
      },
    };
    s = patchPlayer(s, 1, { workerPool: 3, permanentUsed: { minerals: 0, gas: 0 } });
    s = withFrame(s, newBuildFrame(1, "braken", false));
    expect(legalActions(s, 1).some((a) => a.type === "build-unit" && a.unit === "zerg-infested-terran")).toBe(
      true,
    );
    const elsewhere = withFrame(s, newBuildFrame(1, "chau-sara", false));
    expect(
      legalActions(elsewhere, 1).some((a) => a.type === "build-unit" && a.unit === "zerg-infested-terran"),
    ).toBe(false);
  });
});

describe("Brood War mind control (BW-MC2, BW-MC5)", () => {
  it("BW-MC2: a Protoss faction holds at most 2 mind-controlled units; combat steals only with a free token", () => {
    let s = withUnits(board(["tassadar", "overmind"]), [
      [1, "zerg-zergling", "braken#0"],
      [1, "zerg-zergling", "braken#1"],
      [1, "zerg-hydralisk", "braken#2"],
    ]);
    expect(freeMindControlTokens(s, 0)).toBe(2);
    expect(freeMindControlTokens(s, 1)).toBe(0);
    const d = draft(s);
    const ids = d.units.filter((u) => u.owner === 1).map((u) => u.id);
    mindControl(d, 0, ids[0]);
    mindControl(d, 0, ids[1]);
    expect(freeMindControlTokens(d, 0)).toBe(0);
    expect(d.broodWar!.stats.mindControlled).toBe(2);
    // Combat's effect with no free token: the unit stays with its owner.
    const b = {
      skirmishes: [{ front: [100, ids[2]] }],
      sides: [
        { player: 0, units: [], mindControlTokens: 0 },
        { player: 1, units: [{ id: ids[2], type: "zerg-hydralisk" }] },
      ],
      aftermath: [] as unknown[],
      log: [] as unknown[],
    };
    mindControlEffect.after!(b as never, 0, undefined as never, "protoss-mind-control", 0);
    expect(b.aftermath).toEqual([]);
    b.sides[0].mindControlTokens = 1;
    mindControlEffect.after!(b as never, 0, undefined as never, "protoss-mind-control", 0);
    expect(b.aftermath).toHaveLength(1);
    void s;
    s = d;
  });

  it("BW-MC5: a mind-controlled unit is still its original owner's miniature", () => {
    const s = withUnits(board(["tassadar", "overmind"]), [[1, "zerg-zergling", "braken#0"]]);
    const d = draft(s);
    const id = d.units.find((u) => u.owner === 1 && u.type === "zerg-zergling")!.id;
    mindControl(d, 0, id);
    const u = d.units.find((x) => x.id === id)!;
    expect(u.owner).toBe(0);
    expect(figureOwner(d, u)).toBe(1);
    expect(checkInvariants(d, allEventCards(d))).toEqual([]);
  });
});
