import { describe, expect, it } from "vitest";
import { loadContent } from "../content/index";
import { npcStats, shipStats, speciesShipStats } from "./ships";

const c = loadContent();
const pick = (s: ReturnType<typeof npcStats>) => ({
  initiative: s.initiative,
  computer: s.computer,
  shield: s.shield,
  hull: s.hull,
  cannons: s.cannons,
  missiles: s.missiles,
});

describe("ship statistics from blueprints (E-A4, EF §3)", () => {
  it("the default (Terran) blueprints give the derived statistics", () => {
    expect(pick(speciesShipStats(c, "terran", "interceptor"))).toEqual({
      initiative: 3,
      computer: 0,
      shield: 0,
      hull: 0,
      cannons: [1],
      missiles: [],
    });
    expect(pick(speciesShipStats(c, "terran", "cruiser"))).toEqual({
      initiative: 2,
      computer: 1,
      shield: 0,
      hull: 1,
      cannons: [1],
      missiles: [],
    });
    expect(pick(speciesShipStats(c, "terran", "dreadnought"))).toEqual({
      initiative: 1,
      computer: 1,
      shield: 0,
      hull: 2,
      cannons: [1, 1],
      missiles: [],
    });
    expect(pick(speciesShipStats(c, "terran", "starbase"))).toEqual({
      initiative: 4,
      computer: 1,
      shield: 0,
      hull: 2,
      cannons: [1],
      missiles: [],
    });
    expect(speciesShipStats(c, "terran", "starbase").mobile).toBe(false);
  });

  it("species blueprints: Orion's Gauss Shields and initiative, Planta's weaker ships", () => {
    expect(pick(speciesShipStats(c, "orion", "cruiser"))).toMatchObject({
      initiative: 3,
      computer: 1,
      shield: 1,
      hull: 1,
    });
    expect(pick(speciesShipStats(c, "planta", "interceptor"))).toMatchObject({
      initiative: 1,
      computer: 1,
      hull: 0,
    });
    expect(pick(speciesShipStats(c, "planta", "cruiser"))).toMatchObject({
      initiative: 1,
      computer: 1,
      hull: 1,
    });
  });

  it("parts add up: a Plasma Missile gives two orange missile dice, a Plasma Cannon an orange cannon die", () => {
    const ship = c.blueprints.terran!.ships.interceptor;
    const missile = shipStats(c, "interceptor", {
      ...ship,
      slots: ["plasma-missile", ...ship.slots.slice(1)],
    });
    expect(missile.missiles).toEqual([2, 2]);
    const plasma = shipStats(c, "interceptor", { ...ship, slots: ["plasma-cannon", ...ship.slots.slice(1)] });
    expect(plasma.cannons.sort()).toEqual([1, 2]);
    const antimatter = shipStats(c, "dreadnought", {
      ...c.blueprints.terran!.ships.dreadnought,
      slots: ["antimatter-cannon"],
    });
    expect(antimatter.cannons).toEqual([4]);
  });

  it("E-D3: the Ancient ship and the GCDS", () => {
    expect(pick(npcStats(c.npcs.ancient!))).toEqual({
      initiative: 2,
      computer: 1,
      shield: 0,
      hull: 1,
      cannons: [1, 1],
      missiles: [],
    });
    expect(pick(npcStats(c.npcs.gcds!))).toEqual({
      initiative: 0,
      computer: 1,
      shield: 0,
      hull: 7,
      cannons: [1, 1, 1, 1],
      missiles: [],
    });
  });
});
