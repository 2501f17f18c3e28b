/**
 * Miniatures (issue 32 item 5, ruling in the README): a Lite player has no more units of a type
 * than the base game's miniatures of it (the StarCraft pack's counts); with all of them on the
 * board he may take one back (`make-room`) to build it again.
 */
import { cat } from "@koprulu/starcraft/board";
import { describe, expect, it } from "vitest";
import { figuresOf } from "./figures";
import { checkLiteInvariants } from "./invariants";
import { starcraftLite } from "./ruleset";
import {
  addUnits,
  areasOf,
  edit,
  has,
  homeArea,
  homePlanet,
  legal,
  payAll,
  play,
  started,
  toBuild,
} from "./testing";

/** A Terran Build turn with Firebats unlocked, resources to spare and `firebats` of them on the home planet. */
function terranBuild(seed: string, firebats: number) {
  let s = toBuild(started(2, seed));
  const p = s.frame.kind === "build" ? s.frame.player : 0;
  s = edit(s, (d) => {
    d.players[p] = { ...d.players[p], race: "terran", unlocked: ["terran-marine", "terran-firebat"] };
    d.board.units = d.board.units.filter((u) => u.owner !== p);
    const areas = areasOf(d, homePlanet(d, p));
    for (let i = 0; i < firebats; i++) addUnits(d, p, "terran-firebat", areas[i % areas.length]);
    d.board.players[p] = { ...d.board.players[p], workerPool: 12 };
    for (const id of Object.keys(d.board.resources))
      d.board.resources[id] = { ...d.board.resources[id], owner: p };
    d.forced = Object.keys(d.board.resources);
  });
  return { s, p, area: homeArea(s, p) };
}

describe("Lite miniatures (the base game's components)", () => {
  it("the counts are the StarCraft pack's: 3 Firebats, 6 Marines, 9 Zergling bases, 6 Hydralisks, 3 Archons", () => {
    const s = started(2, "figures");
    expect(figuresOf(s, "terran-firebat")).toBe(3);
    expect(figuresOf(s, "terran-marine")).toBe(6);
    expect(figuresOf(s, "zerg-zergling")).toBe(9);
    expect(figuresOf(s, "zerg-hydralisk")).toBe(6);
    expect(figuresOf(s, "protoss-archon")).toBe(3);
    expect(cat(s.board).units["terran-firebat"].figures).toBe(3);
  });

  it("Miniatures: no 4th Firebat while the player's 3 are on the board (unit-figures)", () => {
    const { s, p, area } = terranBuild("figures-3", 3);
    const build = { type: "build-unit", unit: "terran-firebat", area } as const;
    expect(legal(s, p).some((a) => a.type === "build-unit" && a.unit === "terran-firebat")).toBe(false);
    expect(starcraftLite.validate(s, p, build)?.code).toBe("unit-figures");
    expect(legal(s, p).some((a) => a.type === "build-unit" && a.unit === "terran-marine")).toBe(true);
  });

  it("Miniatures: a 3rd Firebat may be built; then the player may take one back from the board to build another", () => {
    let { s, p, area } = terranBuild("figures-2", 2);
    const build = { type: "build-unit", unit: "terran-firebat", area } as const;
    s = payAll(play(s, p, build), p);
    expect(s.board.units.filter((u) => u.owner === p && u.type === "terran-firebat")).toHaveLength(3);
    expect(has(s, p, build)).toBe(false);
    const firebats = s.board.units
      .filter((u) => u.owner === p && u.type === "terran-firebat")
      .map((u) => u.id);
    const back = legal(s, p).find((a) => a.type === "make-room" && firebats.includes(a.unit));
    expect(back).toBeDefined();
    s = play(s, p, back!);
    s = payAll(play(s, p, build), p);
    expect(s.board.units.filter((u) => u.owner === p && u.type === "terran-firebat")).toHaveLength(3);
    expect(checkLiteInvariants(s)).toEqual([]);
  });

  it("Miniatures: no Archon fusion while the player's 3 Archons are on the board", () => {
    let s = toBuild(started(2, "figures-archon"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const area = homeArea(s, p);
    s = edit(s, (d) => {
      d.players[p] = {
        ...d.players[p],
        race: "protoss",
        unlocked: ["protoss-zealot", "protoss-dragoon", "protoss-high-templar", "protoss-archon"],
      };
      d.board.units = d.board.units.filter((u) => u.owner !== p);
      addUnits(d, p, "protoss-high-templar", area, 2);
      const other = areasOf(d, homePlanet(d, p)).find((a) => a !== area)!;
      addUnits(d, p, "protoss-archon", other, 3);
      d.board.players[p] = { ...d.board.players[p], workerPool: 12 };
      d.forced = Object.keys(d.board.resources);
    });
    expect(legal(s, p).some((a) => a.type === "fuse-archon")).toBe(false);
    expect(starcraftLite.validate(s, p, { type: "fuse-archon", area })?.code).toBe("unit-figures");
  });
});
