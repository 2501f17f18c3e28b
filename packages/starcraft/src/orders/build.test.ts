import { describe, expect, it } from "vitest";
import { PERMANENT_GAS, PERMANENT_MINERALS } from "../actions";
import { emptyBroodWar } from "../brood-war/state";
import { planetAreas } from "../queries";
import { cat } from "../rules-catalog";
import { legalActions } from "../ruleset";
import type { BuildFrame, StarcraftState } from "../state";
import {
  act,
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  payAll,
  started,
  withBases,
  withCards,
  withFrame,
  withUnits,
} from "../testing";
import { buildLimit, newBuildFrame } from "./build";

const frame = (player: number, planet: string, gold = false): BuildFrame =>
  newBuildFrame(player, planet, gold);

/** Tassadar (0) with a base on pridewater and its cards; Overmind (1) with units on braken. */
const s0 = (): StarcraftState => board();

function board(): StarcraftState {
  let s = lineGalaxy(started(["tassadar", "overmind"]), ["pridewater", "braken", "abaddon"]);
  s = withBases(s, [[0, areaOf("pridewater", 0)]]);
  s = withCards(s, 0, [areaOf("pridewater", 0), areaOf("pridewater", 1), areaOf("pridewater", 2)]);
  s = withUnits(s, [
    [1, "zerg-zergling", areaOf("braken", "cp")],
    [0, "protoss-zealot", areaOf("braken", "gas")],
  ]);
  s = patchPlayer(s, 0, { workerPool: 12 });
  return withFrame(s, frame(0, "pridewater"));
}

describe("build", () => {
  it("Build limit: Terran and Protoss 2 plus one per Supply module; gold Build +1", () => {
    let s = board();
    expect(buildLimit(s, 0, false)).toBe(2);
    expect(buildLimit(s, 0, true)).toBe(3);
    s = patchPlayer(s, 0, { modules: { supply: 2, research: 0, "air-support": 0 } });
    expect(buildLimit(s, 0, false)).toBe(4);
  });

  it("Build limit: Zerg 2 x the number of distinct building types", () => {
    let s = board();
    expect(buildLimit(s, 1, false)).toBe(2);
    s = patchPlayer(s, 1, { buildings: { "zerg-spawning-pool": 3, "zerg-spire": 1 } });
    expect(buildLimit(s, 1, false)).toBe(4); // an upgrade does not add, a new type does
  });

  it("Units are built up to the build limit", () => {
    let s = board();
    for (let i = 0; i < 2; i++) {
      s = act(s, 0, { type: "build-unit", unit: "protoss-zealot", area: areaOf("pridewater", 1) });
      s = payAll(s);
    }
    expect(s.units.filter((u) => u.owner === 0 && u.area === areaOf("pridewater", 1)).length).toBe(2);
    expect(
      err(s, 0, { type: "build-unit", unit: "protoss-zealot", area: areaOf("pridewater", 2) })?.code,
    ).toBe("build-limit");
  });

  it("Workers, transports and units need a base on the active planet", () => {
    const s = withFrame(board(), frame(0, "braken"));
    expect(err(s, 0, { type: "build-worker" })?.code).toBe("build-needs-base");
    expect(err(s, 0, { type: "build-transport", route: 0 })?.code).toBe("build-needs-base");
    expect(
      err(s, 0, { type: "build-unit", unit: "protoss-zealot", area: areaOf("braken", "gas") })?.code,
    ).toBe("build-needs-base");
  });

  it("Units come only from buildings owned before the order", () => {
    const s = board();
    expect(
      err(s, 0, { type: "build-unit", unit: "protoss-dragoon", area: areaOf("pridewater", 1) })?.code,
    ).toBe("unit-not-unlocked");
  });

  it("Build steps run in order: after a building no more units (never on the same order as the units it unlocks)", () => {
    let s = board();
    s = payAll(act(s, 0, { type: "build-building", building: "protoss-gateway-2" }));
    expect(s.players[0].buildings["protoss-gateway"]).toBe(2);
    expect(
      err(s, 0, { type: "build-unit", unit: "protoss-dragoon", area: areaOf("pridewater", 1) })?.code,
    ).toBe("build-step-order");
    expect(err(s, 0, { type: "build-worker" })?.code).toBe("build-step-order");
  });

  it("Buildings: one per order, exactly one level above the last of its type", () => {
    let s = board();
    expect(err(s, 0, { type: "build-building", building: "protoss-gateway-3" })?.code).toBe("one-building");
    expect(err(s, 0, { type: "build-building", building: "protoss-stargate-2" })?.code).toBe("one-building");
    s = payAll(act(s, 0, { type: "build-building", building: "protoss-stargate-1" }));
    expect(err(s, 0, { type: "build-building", building: "protoss-gateway-2" })?.code).toBe("one-building");
  });

  it("New units go in friendly or empty areas within the unit limit; own units may be removed to make room", () => {
    let s = withFrame(board(), frame(0, "pridewater"));
    const m1 = areaOf("pridewater", 2); // limit 3
    s = withUnits(s, [
      [0, "protoss-zealot", m1],
      [0, "protoss-zealot", m1],
      [0, "protoss-zealot", m1],
    ]);
    expect(err(s, 0, { type: "build-unit", unit: "protoss-zealot", area: m1 })?.code).toBe("unit-area");
    const victim = s.units.find((u) => u.area === m1)!.id;
    s = payAll(act(s, 0, { type: "build-unit", unit: "protoss-zealot", area: m1, remove: [victim] }));
    expect(s.units.filter((u) => u.area === m1).length).toBe(3);
    expect(s.units.some((u) => u.id === victim)).toBe(false);
    // Another player's units make an area hostile.
    let t = withUnits(board(), [[1, "zerg-zergling", areaOf("pridewater", 1)]]);
    t = withFrame(t, frame(0, "pridewater"));
    expect(
      err(t, 0, { type: "build-unit", unit: "protoss-zealot", area: areaOf("pridewater", 1) })?.code,
    ).toBe("unit-area");
  });

  it("Miniatures limit: with every figure of a type on the board, one is taken from the board", () => {
    let s = board();
    // 6 Zealot figures: 1 on braken, put 5 more on abaddon.
    s = withUnits(
      s,
      Array.from(
        { length: 5 },
        () => [0, "protoss-zealot", areaOf("abaddon", 0)] as [number, string, string],
      ),
    );
    s = withFrame(s, frame(0, "pridewater"));
    expect(
      err(s, 0, { type: "build-unit", unit: "protoss-zealot", area: areaOf("pridewater", 1) })?.code,
    ).toBe("unit-figures");
    const far = s.units.find((u) => u.owner === 0 && u.area === areaOf("abaddon", 0))!.id;
    s = payAll(
      act(s, 0, { type: "build-unit", unit: "protoss-zealot", area: areaOf("pridewater", 1), remove: [far] }),
    );
    expect(s.units.filter((u) => u.type === "protoss-zealot").length).toBe(6);
  });

  it("Miniatures limit: a mind-controlled unit is its original owner's miniature — removing it frees none (Brood War)", () => {
    // Every Zealot figure of seat 0 on the board (1 on braken, 5 on abaddon), and a Zealot he
    // mind-controls, seat 1's miniature (found by a Galactic Conquest simulation: a Carrier built
    // by removing a stolen Carrier made a fourth Carrier of three).
    let s = board();
    s = withUnits(s, [
      ...Array.from(
        { length: 5 },
        () => [0, "protoss-zealot", areaOf("abaddon", 0)] as [number, string, string],
      ),
      [0, "protoss-zealot", areaOf("abaddon", 1)],
    ]);
    const stolen = s.units[s.units.length - 1].id;
    s = withFrame(
      { ...s, broodWar: { ...emptyBroodWar(2), mindControlled: { [stolen]: 1 } } },
      frame(0, "pridewater"),
    );
    const a = { type: "build-unit" as const, unit: "protoss-zealot", area: areaOf("pridewater", 1) };
    expect(err(s, 0, { ...a, remove: [stolen] })?.code).toBe("unit-figures");
    const zealots = legalActions(s, 0).filter((x) => x.type === "build-unit" && x.unit === "protoss-zealot");
    expect(zealots.length).toBeGreaterThan(0);
    for (const x of zealots) expect((x as { remove?: number[] }).remove ?? []).not.toContain(stolen);
    const own = s.units.find((u) => u.owner === 0 && u.area === areaOf("abaddon", 0))!.id;
    s = payAll(act(s, 0, { ...a, remove: [own] }));
    expect(
      s.units.filter((u) => u.type === "protoss-zealot" && u.id !== stolen && u.owner === 0).length,
    ).toBe(6);
  });

  it("Build: as many own units as needed are removed to make room (a full area and every miniature on the board)", () => {
    let s = board();
    const m1 = areaOf("pridewater", 2); // limit 3
    s = withUnits(s, [
      [0, "protoss-dragoon", m1],
      [0, "protoss-dragoon", m1],
      [0, "protoss-dragoon", m1],
      ...Array.from(
        { length: 5 },
        () => [0, "protoss-zealot", areaOf("abaddon", 0)] as [number, string, string],
      ),
    ]);
    s = withFrame(s, frame(0, "pridewater"));
    const far = s.units.find((u) => u.owner === 0 && u.area === areaOf("abaddon", 0))!.id;
    const [d1, d2] = s.units.filter((u) => u.area === m1).map((u) => u.id);
    const a = { type: "build-unit" as const, unit: "protoss-zealot", area: m1 };
    expect(err(s, 0, { ...a, remove: [d1] })?.code).toBe("unit-figures");
    expect(err(s, 0, { ...a, remove: [far] })?.code).toBe("unit-area");
    // A unit not needed for room or a miniature is not removed.
    expect(err(s, 0, { ...a, remove: [far, d1, d2] })?.code).toBe("remove-unit");
    // One spelling per action: the removed units are listed in id order, as legalActions lists them.
    const both = [far, d1].sort((x, y) => x - y);
    expect(err(s, 0, { ...a, remove: both })).toBeNull();
    expect(err(s, 0, { ...a, remove: both.slice().reverse() })?.code).toBe("not-enumerated");
    expect(
      legalActions(s, 0).some((x) => x.type === "build-unit" && x.area === m1 && x.remove?.length === 2),
    ).toBe(true);
    s = payAll(act(s, 0, { ...a, remove: both }));
    expect(
      s.units
        .filter((u) => u.area === m1)
        .map((u) => u.type)
        .sort(),
    ).toEqual(["protoss-dragoon", "protoss-dragoon", "protoss-zealot"]);
    expect(s.units.filter((u) => u.type === "protoss-zealot").length).toBe(6);
  });

  it("Build: the removals validate accepts are exactly the ones legalActions lists (identical figures, lowest id first)", () => {
    const m1 = areaOf("pridewater", 2); // limit 3
    const far = areaOf("abaddon", 0);
    const cases: [number, string, string][][] = [
      // A full area of two types (room only).
      [
        [0, "protoss-dragoon", m1],
        [0, "protoss-dragoon", m1],
        [0, "protoss-zealot", m1],
      ],
      // A full area and every Zealot on the board (room and a miniature).
      [
        [0, "protoss-dragoon", m1],
        [0, "protoss-zealot", m1],
        [0, "protoss-zealot", m1],
        ...Array.from({ length: 3 }, () => [0, "protoss-zealot", far] as [number, string, string]),
      ],
    ];
    for (const extra of cases) {
      const s = withFrame(withUnits(board(), extra), frame(0, "pridewater"));
      const mine = s.units.filter((u) => u.owner === 0).map((u) => u.id);
      const listed = new Set(
        legalActions(s, 0)
          .filter((a) => a.type === "build-unit" && a.unit === "protoss-zealot" && a.area === m1)
          .map((a) => JSON.stringify((a as { remove?: number[] }).remove ?? [])),
      );
      const accepted = new Set<string>();
      const subsets = (from: number, acc: number[]) => {
        if (acc.length > 0) {
          const e = err(s, 0, { type: "build-unit", unit: "protoss-zealot", area: m1, remove: acc });
          if (e === null) accepted.add(JSON.stringify(acc));
        }
        if (acc.length === 3) return;
        for (let i = from; i < mine.length; i++) subsets(i + 1, [...acc, mine[i]]);
      };
      subsets(0, []);
      if (err(s, 0, { type: "build-unit", unit: "protoss-zealot", area: m1 }) === null) accepted.add("[]");
      expect([...accepted].sort()).toEqual([...listed].sort());
      expect(listed.size).toBeGreaterThan(1);
    }
  });

  it("Technology units: an Archon replaces two High Templar on the active planet and needs its technology", () => {
    let s = withUnits(board(), [
      [0, "protoss-high-templar", areaOf("braken", "gas")],
      [0, "protoss-high-templar", areaOf("braken", "gas")],
    ]);
    s = withFrame(s, frame(0, "braken")); // no base needed
    const templars = s.units.filter((u) => u.type === "protoss-high-templar").map((u) => u.id);
    const a = {
      type: "build-unit" as const,
      unit: "protoss-archon",
      area: areaOf("braken", "gas"),
      remove: templars,
    };
    expect(err(s, 0, a)?.code).toBe("tech-unit");
    s = patchPlayer(s, 0, { techs: ["protoss-summon-archon"] });
    expect(err(s, 0, { ...a, remove: [templars[0]] })?.code).toBe("tech-unit");
    s = payAll(act(s, 0, a));
    expect(
      s.units
        .filter((u) => u.owner === 0 && u.area === areaOf("braken", "gas"))
        .map((u) => u.type)
        .sort(),
    ).toEqual(["protoss-archon", "protoss-zealot"]);
  });

  it("Technology units are offered only where the rules accept them (an over-full area of a consumed unit is passed over)", () => {
    const full = areaOf("braken", "gas");
    const other = planetAreas(s0(), "braken").find(
      (x) => x.id !== full && x.terrain !== "flying" && !s0().units.some((u) => u.area === x.id),
    )!.id;
    const limit = cat(s0()).areas[full].limit;
    // The gas area holds the zealot, a High Templar and more zealots: one over its limit (as an
    // Assist exemption can leave it); the other High Templar stands alone elsewhere.
    let s = withUnits(board(), [
      [0, "protoss-high-templar", full],
      ...Array.from({ length: limit - 1 }, (): [number, string, string] => [0, "protoss-zealot", full]),
      [0, "protoss-high-templar", other],
    ]);
    s = patchPlayer(withFrame(s, frame(0, "braken")), 0, { techs: ["protoss-summon-archon"] });
    const archons = legalActions(s, 0).filter((a) => a.type === "build-unit" && a.unit === "protoss-archon");
    expect(archons.length).toBeGreaterThan(0);
    for (const a of archons) expect(err(s, 0, a), JSON.stringify(a)).toBeNull();
  });

  it("Miniatures limit: a technology unit is built only while one of its miniatures is free (the consumed units free none)", () => {
    // Every Archon miniature on the board (on abaddon), and two High Templars on braken to merge
    // (found by the invariant probe on Faster Survival: a fourth Guardian of three).
    const figures = cat(s0()).units["protoss-archon"].figures;
    const templars = areaOf("braken", "gas");
    let s = withUnits(board(), [
      ...Array.from({ length: figures }, (): [number, string, string] => [
        0,
        "protoss-archon",
        areaOf("abaddon", 0),
      ]),
      [0, "protoss-high-templar", templars],
      [0, "protoss-high-templar", templars],
    ]);
    s = patchPlayer(withFrame(s, frame(0, "braken")), 0, { techs: ["protoss-summon-archon"] });
    const remove = s.units.filter((u) => u.type === "protoss-high-templar").map((u) => u.id);
    const archon = { type: "build-unit" as const, unit: "protoss-archon", area: templars, remove };
    expect(err(s, 0, archon)?.code).toBe("unit-figures");
    expect(legalActions(s, 0).some((a) => a.type === "build-unit" && a.unit === "protoss-archon")).toBe(
      false,
    );
    // One Archon fewer on the board: the merge is offered and accepted.
    const one = s.units.find((u) => u.type === "protoss-archon")!.id;
    const freed = { ...s, units: s.units.filter((u) => u.id !== one) };
    expect(err(freed, 0, archon)).toBeNull();
    expect(legalActions(freed, 0)).toContainEqual(archon);
  });

  it("Transports go on routes of the active planet, one per route per player", () => {
    let s = board();
    expect(err(s, 0, { type: "build-transport", route: 1 })?.code).toBe("transport-route");
    s = payAll(act(s, 0, { type: "build-transport", route: 0 }));
    expect(s.transports).toContainEqual({ owner: 0, route: 0 });
    expect(err(s, 0, { type: "build-transport", route: 0 })?.code).toBe("transport-route");
  });

  it("Workers are built without limit (but within the 15 tokens) and wait unavailable until regrouping", () => {
    let s = board();
    s = payAll(act(s, 0, { type: "build-worker" }));
    s = payAll(act(s, 0, { type: "build-worker" }));
    expect(s.players[0].workersUnavailable).toBe(2);
    s = patchPlayer(s, 0, { workersUnavailable: 13 });
    expect(err(s, 0, { type: "build-worker" })?.code).toBe("token-limit");
  });

  it("Modules: one per order, within tokens and faction-sheet slots; Supply is not for Zerg", () => {
    let s = board();
    s = payAll(act(s, 0, { type: "build-module", module: "research" }));
    expect(s.players[0].modules.research).toBe(1);
    expect(err(s, 0, { type: "build-module", module: "supply" })?.code).toBe("one-module");
    let z = withBases(board(), [[1, areaOf("braken", "cp")]]);
    z = withCards(z, 1, [areaOf("braken", "gas"), areaOf("braken", "minerals")]);
    z = withFrame(z, frame(1, "braken"));
    expect(err(z, 1, { type: "build-module", module: "supply" })?.code).toBe("one-module");
    let full = patchPlayer(board(), 0, { modules: { supply: 3, research: 2, "air-support": 0 } });
    full = withFrame(full, frame(0, "pridewater"));
    expect(err(full, 0, { type: "build-module", module: "air-support" })?.code).toBe("one-module");
  });

  it("Buildings and modules need a unit or base on the active planet", () => {
    const s = withFrame(board(), frame(0, "abaddon"));
    expect(err(s, 0, { type: "build-module", module: "research" })?.code).toBe("build-needs-presence");
  });

  it("Base: only with own units and no own base on the planet, in an area with own units, never beside another player's base", () => {
    let s = withFrame(board(), frame(0, "braken"));
    expect(err(s, 0, { type: "build-base", area: areaOf("braken", "cp") })?.code).toBe("base-placement");
    s = payAll(act(s, 0, { type: "build-base", area: areaOf("braken", "gas") }));
    expect(s.bases).toContainEqual({ owner: 0, area: areaOf("braken", "gas") });
    expect(err(s, 0, { type: "build-base", area: areaOf("braken", "gas") })?.code).toBe("base-placement");
    const home = withFrame(board(), frame(0, "pridewater"));
    expect(err(home, 0, { type: "build-base", area: areaOf("pridewater", 1) })?.code).toBe("base-placement");
  });

  it("Gold Build: a one-resource discount on one purchase", () => {
    let s = withFrame(board(), frame(0, "pridewater", true));
    s = act(s, 0, { type: "build-unit", unit: "protoss-zealot", area: areaOf("pridewater", 1) });
    expect(s.payment).toMatchObject({ minerals: 2, gas: 0, discountAvailable: true });
    s = act(s, 0, { type: "use-discount", resource: "minerals" });
    s = act(s, 0, { type: "pay", source: PERMANENT_MINERALS });
    expect(s.payment).toBeNull();
    expect(s.players[0].permanentUsed.minerals).toBe(1);
    s = act(s, 0, { type: "build-unit", unit: "protoss-zealot", area: areaOf("pridewater", 1) });
    expect(err(s, 0, { type: "use-discount", resource: "minerals" })?.code).toBe("discount");
  });

  it("An executed Build must buy something before it ends", () => {
    const s = board();
    expect(err(s, 0, { type: "end-build" })?.code).toBe("nothing-done");
    expect(legalActions(s, 0)).not.toContainEqual({ type: "end-build" });
    expect(err(s, 0, { type: "pay", source: PERMANENT_GAS })?.code).toBe("wrong-decision");
  });
});
