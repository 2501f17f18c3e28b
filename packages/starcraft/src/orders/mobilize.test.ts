import { describe, expect, it } from "vitest";
import { legalActions, pending } from "../ruleset";
import type { MobilizeFrame, StarcraftState } from "../state";
import {
  act,
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  started,
  withBases,
  withFrame,
  withUnits,
} from "../testing";

const frame = (planet: string, gold = false): MobilizeFrame => ({
  kind: "mobilize",
  player: 0,
  planet,
  gold,
  moved: [],
  from: [],
  contested: null,
  tookBack: false,
});

// abaddon (CP limit 4, M limit 3) - braken (CP 4, G 3, M 2) - chau-sara
function board(): StarcraftState {
  let s = lineGalaxy(started(["raynor", "overmind"]), ["abaddon", "braken", "chau-sara"]);
  s = withBases(s, [[0, areaOf("abaddon", "minerals")]]);
  s = withUnits(s, [
    [0, "terran-marine", areaOf("abaddon", "cp")],
    [0, "terran-marine", areaOf("abaddon", "cp")],
    [0, "terran-firebat", areaOf("abaddon", "cp")],
    [0, "terran-vulture", areaOf("braken", "minerals")],
    [1, "zerg-zergling", areaOf("braken", "cp")],
  ]);
  s = { ...s, transports: [{ owner: 0, route: 0 }] };
  return withFrame(s, frame("braken"));
}

const unit = (s: StarcraftState, type: string) => s.units.find((u) => u.owner === 0 && u.type === type)!.id;

describe("mobilize", () => {
  it("Mobilize moves units to the active planet, not from it", () => {
    const s = withFrame(board(), frame("abaddon"));
    const vulture = unit(s, "terran-vulture");
    expect(err(s, 0, { type: "move-unit", unit: vulture, area: areaOf("braken", "gas") })?.code).toBe(
      "mobilize-to-active-planet",
    );
    expect(err(s, 0, { type: "move-unit", unit: vulture, area: areaOf("abaddon", "cp") })).toBeNull();
  });

  it("Units reach the active planet from an adjacent planet only over the player's own transport", () => {
    let s = board();
    const marine = unit(s, "terran-marine");
    expect(err(s, 0, { type: "move-unit", unit: marine, area: areaOf("braken", "gas") })).toBeNull();
    s = { ...s, transports: [{ owner: 1, route: 0 }] };
    expect(err(s, 0, { type: "move-unit", unit: marine, area: areaOf("braken", "gas") })?.code).toBe(
      "mobilize-needs-transport",
    );
  });

  it("Z-axis routes carry transports like any route", () => {
    let s = board();
    // A Z-axis route from abaddon to chau-sara, with a transport of seat 0.
    s = {
      ...s,
      routes: [
        ...s.routes,
        { id: 2, a: { planet: "abaddon", side: 0 }, b: { planet: "chau-sara", side: 2 }, z: true },
      ],
    };
    s = { ...s, transports: [...s.transports, { owner: 0, route: 2 }] };
    s = withFrame(s, frame("chau-sara"));
    expect(
      err(s, 0, { type: "move-unit", unit: unit(s, "terran-marine"), area: areaOf("chau-sara", "minerals") }),
    ).toBeNull();
  });

  it("Units move between areas of the active planet; each unit once per order", () => {
    let s = board();
    const vulture = unit(s, "terran-vulture");
    s = act(s, 0, { type: "move-unit", unit: vulture, area: areaOf("braken", "gas") });
    expect(err(s, 0, { type: "move-unit", unit: vulture, area: areaOf("braken", "minerals") })?.code).toBe(
      "mobilize-unit-once",
    );
  });

  it("Mobilize: movement may pass through a full area if it ends within unit limits", () => {
    // braken minerals (limit 2) and gas (limit 3) are both full: a swap goes through a full area.
    let s = withUnits(board(), [
      [0, "terran-marine", areaOf("braken", "minerals")],
      [0, "terran-marine", areaOf("braken", "gas")],
      [0, "terran-marine", areaOf("braken", "gas")],
      [0, "terran-marine", areaOf("braken", "gas")],
    ]);
    s = withFrame(s, frame("braken"));
    const m = areaOf("braken", "minerals");
    const g = areaOf("braken", "gas");
    const inGas = s.units.find((u) => u.owner === 0 && u.area === g)!.id;
    s = act(s, 0, { type: "move-unit", unit: unit(s, "terran-vulture"), area: g });
    expect(s.units.filter((u) => u.owner === 0 && u.area === g).length).toBe(4);
    s = act(s, 0, { type: "move-unit", unit: inGas, area: m });
    s = act(s, 0, { type: "end-mobilize" });
    expect(s.frame.kind).not.toBe("mobilize");
    expect(s.units.filter((u) => u.owner === 0 && u.area === g).length).toBe(3);
    expect(s.units.filter((u) => u.owner === 0 && u.area === m).length).toBe(2);
  });

  it("Mobilize: the order cannot end over the unit limit", () => {
    let s = board();
    const m = areaOf("braken", "minerals"); // limit 2, holds the Vulture
    const marines = s.units.filter((u) => u.owner === 0 && u.type === "terran-marine").map((u) => u.id);
    s = act(s, 0, { type: "move-unit", unit: marines[0], area: m });
    s = act(s, 0, { type: "move-unit", unit: marines[1], area: m });
    expect(s.units.filter((u) => u.owner === 0 && u.area === m).length).toBe(3);
    expect(err(s, 0, { type: "end-mobilize" })?.code).toBe("mobilize-unit-limit");
    expect(legalActions(s, 0)).not.toContainEqual({ type: "end-mobilize" });
    // Moving the Vulture on makes the end legal again.
    s = act(s, 0, { type: "move-unit", unit: unit(s, "terran-vulture"), area: areaOf("braken", "gas") });
    expect(err(s, 0, { type: "end-mobilize" })).toBeNull();
    expect(legalActions(s, 0)).toContainEqual({ type: "end-mobilize" });
  });

  it("Mobilize: a move after which the movement could no longer end within the limits is refused", () => {
    // Every area of braken full of own units (no enemy to contest): nothing more can come in,
    // but units of the planet may still swap areas.
    let s = withUnits(lineGalaxy(started(["raynor", "overmind"]), ["abaddon", "braken", "chau-sara"]), [
      [0, "terran-marine", areaOf("abaddon", "cp")],
      ...[1, 2, 3, 4].map((): [number, string, string] => [0, "terran-marine", areaOf("braken", "cp")]),
      ...[1, 2, 3].map((): [number, string, string] => [0, "terran-marine", areaOf("braken", "gas")]),
      ...[1, 2].map((): [number, string, string] => [0, "terran-marine", areaOf("braken", "minerals")]),
    ]);
    s = withFrame({ ...s, transports: [{ owner: 0, route: 0 }] }, frame("braken"));
    const outsider = s.units.find((u) => u.owner === 0 && u.area === areaOf("abaddon", "cp"))!.id;
    expect(err(s, 0, { type: "move-unit", unit: outsider, area: areaOf("braken", "gas") })?.code).toBe(
      "mobilize-unit-limit",
    );
    expect(legalActions(s, 0).some((a) => a.type === "move-unit" && a.unit === outsider)).toBe(false);
    const inCp = s.units.find((u) => u.owner === 0 && u.area === areaOf("braken", "cp"))!.id;
    expect(err(s, 0, { type: "move-unit", unit: inCp, area: areaOf("braken", "gas") })).toBeNull();
  });

  it("Mobilize: an overfilled area may be emptied into the contested area", () => {
    // braken gas is full; a fourth unit arrives; one of the gas units then attacks the Zergling.
    let s = withUnits(board(), [
      [0, "terran-marine", areaOf("braken", "gas")],
      [0, "terran-marine", areaOf("braken", "gas")],
      [0, "terran-marine", areaOf("braken", "gas")],
      [0, "terran-marine", areaOf("braken", "minerals")],
    ]);
    s = withFrame(s, frame("braken"));
    const g = areaOf("braken", "gas");
    const inGas = s.units.find((u) => u.owner === 0 && u.area === g)!.id;
    s = act(s, 0, { type: "move-unit", unit: unit(s, "terran-firebat"), area: g });
    s = act(s, 0, { type: "move-unit", unit: inGas, area: areaOf("braken", "cp") });
    expect(s.frame).toMatchObject({ contested: areaOf("braken", "cp") });
    expect(err(s, 0, { type: "end-mobilize" })).toBeNull();
  });

  it("Mobilize: an area closed by Maelstrom never absorbs an overfilled area's excess", () => {
    // As above, but Maelstrom closed the Zergling's area: the fourth unit in gas would be a dead end.
    const s = withFrame(
      withUnits(board(), [
        [0, "terran-marine", areaOf("braken", "gas")],
        [0, "terran-marine", areaOf("braken", "gas")],
        [0, "terran-marine", areaOf("braken", "gas")],
        [0, "terran-marine", areaOf("braken", "minerals")],
      ]),
      { ...frame("braken"), blocked: [areaOf("braken", "cp")] },
    );
    const firebat = unit(s, "terran-firebat");
    expect(err(s, 0, { type: "move-unit", unit: firebat, area: areaOf("braken", "gas") })?.code).toBe(
      "mobilize-unit-limit",
    );
    expect(err(s, 0, { type: "move-unit", unit: firebat, area: areaOf("braken", "cp") })?.code).toBe(
      "maelstrom-blocked",
    );
  });

  it("Mobilize after Maelstrom: the committed order may end without a move", () => {
    const s = withFrame(board(), { ...frame("braken"), blocked: [areaOf("braken", "cp")] });
    expect(err(s, 0, { type: "end-mobilize" })).toBeNull();
    expect(legalActions(s, 0)).toContainEqual({ type: "end-mobilize" });
    expect(legalActions(s, 0)).not.toContainEqual({ type: "take-back-moves" });
  });

  it("Mobilize: taking back the moves restores the positions at the start of the order", () => {
    let s = board();
    const before = s.units.map((u) => ({ id: u.id, area: u.area }));
    expect(err(s, 0, { type: "take-back-moves" })?.code).toBe("nothing-done");
    const marines = s.units.filter((u) => u.owner === 0 && u.type === "terran-marine").map((u) => u.id);
    s = act(s, 0, { type: "move-unit", unit: marines[0], area: areaOf("braken", "minerals") });
    s = act(s, 0, { type: "move-unit", unit: marines[1], area: areaOf("braken", "minerals") });
    s = act(s, 0, { type: "move-unit", unit: unit(s, "terran-vulture"), area: areaOf("braken", "cp") });
    expect(s.frame).toMatchObject({ contested: areaOf("braken", "cp") });
    expect(legalActions(s, 0)).toContainEqual({ type: "take-back-moves" });
    s = act(s, 0, { type: "take-back-moves" });
    expect(s.units.map((u) => ({ id: u.id, area: u.area }))).toEqual(before);
    expect(s.frame).toMatchObject({ kind: "mobilize", moved: [], from: [], contested: null });
    // The order goes on: units may move again (once each), and it still must move one to end.
    expect(err(s, 0, { type: "end-mobilize" })?.code).toBe("nothing-done");
    expect(err(s, 0, { type: "move-unit", unit: marines[0], area: areaOf("braken", "gas") })).toBeNull();
  });

  it("Mobilize (ruling): the moves are taken back at most once per order, so the order always ends", () => {
    let s = board();
    s = act(s, 0, { type: "move-unit", unit: unit(s, "terran-vulture"), area: areaOf("braken", "gas") });
    s = act(s, 0, { type: "take-back-moves" });
    s = act(s, 0, { type: "move-unit", unit: unit(s, "terran-vulture"), area: areaOf("braken", "gas") });
    expect(err(s, 0, { type: "take-back-moves" })?.code).toBe("mobilize-take-back-once");
    expect(legalActions(s, 0)).not.toContainEqual({ type: "take-back-moves" });
    expect(legalActions(s, 0)).toContainEqual({ type: "end-mobilize" });
  });

  it("A contested area may be overstacked by 2, and only one area is contested per order", () => {
    let s = withUnits(board(), [
      [0, "terran-marine", areaOf("abaddon", "cp")],
      [1, "zerg-zergling", areaOf("braken", "gas")],
    ]);
    s = withFrame(s, frame("braken"));
    const cp = areaOf("braken", "cp"); // limit 4, holds an enemy Zergling
    const mine = s.units.filter((u) => u.owner === 0 && planetOfArea(u.area) === "abaddon").map((u) => u.id);
    s = act(s, 0, { type: "move-unit", unit: mine[0], area: cp });
    expect(s.frame).toMatchObject({ contested: cp });
    expect(err(s, 0, { type: "move-unit", unit: mine[1], area: areaOf("braken", "gas") })?.code).toBe(
      "mobilize-one-battle",
    );
    for (const id of mine.slice(1)) s = act(s, 0, { type: "move-unit", unit: id, area: cp });
    s = act(s, 0, { type: "move-unit", unit: unit(s, "terran-vulture"), area: cp });
    expect(s.units.filter((u) => u.owner === 0 && u.area === cp).length).toBe(5);
    // 4 + 2 = 6 is the most: a limit-4 area with 6 attackers is full.
    s = withUnits(s, [[0, "terran-ghost", areaOf("abaddon", "cp")]]);
    const ghost = s.units[s.units.length - 1].id;
    s = act(s, 0, { type: "move-unit", unit: ghost, area: cp });
    s = withUnits(s, [[0, "terran-ghost", areaOf("abaddon", "cp")]]);
    expect(err(s, 0, { type: "move-unit", unit: s.units[s.units.length - 1].id, area: cp })?.code).toBe(
      "mobilize-unit-limit",
    );
  });

  it("Air Support bars moves from other planets straight into an area with that player's base", () => {
    let s = withBases(board(), [[1, areaOf("braken", "gas")]]);
    s = patchPlayer(s, 1, { modules: { supply: 0, research: 0, "air-support": 1 } });
    s = withFrame(s, frame("braken"));
    expect(
      err(s, 0, { type: "move-unit", unit: unit(s, "terran-marine"), area: areaOf("braken", "gas") })?.code,
    ).toBe("air-support");
    // From an area of the same planet it is allowed.
    expect(
      err(s, 0, { type: "move-unit", unit: unit(s, "terran-vulture"), area: areaOf("braken", "gas") }),
    ).toBeNull();
  });

  it("Ending the movement with a contested area starts a battle, resolved before the order ends", () => {
    let s = board();
    s = act(s, 0, { type: "move-unit", unit: unit(s, "terran-vulture"), area: areaOf("braken", "cp") });
    s = act(s, 0, { type: "end-mobilize" });
    expect(s.battle).not.toBeNull();
    expect(pending(s).length).toBeGreaterThan(0);
    // While the battle runs, every decision is the battle's.
    for (let i = 0; i < 200 && s.battle; i++) {
      const d = pending(s)[0];
      const a = legalActions(s, d.player)[0];
      expect(a.type.startsWith("battle-")).toBe(true);
      s = act(s, d.player, a);
    }
    expect(s.battle).toBeNull();
    const owners = new Set(s.units.filter((u) => u.area === areaOf("braken", "cp")).map((u) => u.owner));
    expect(owners.size).toBeLessThanOrEqual(1);
    expect(s.frame.kind).not.toBe("mobilize");
  });

  it("An executed Mobilize must move at least one unit", () => {
    const s = board();
    expect(err(s, 0, { type: "end-mobilize" })?.code).toBe("nothing-done");
    expect(legalActions(s, 0)).not.toContainEqual({ type: "end-mobilize" });
  });
});

function planetOfArea(a: string) {
  return a.slice(0, a.indexOf("#"));
}
