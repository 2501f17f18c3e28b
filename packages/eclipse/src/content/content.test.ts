import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkContent,
  contentCounts,
  FIRST_EDITION_COSTS,
  loadContent,
  provisionalList,
  renderCoverage,
  shipBlueprintProblemList,
  shipBlueprintProblems,
} from "./index";

const override = (records: Record<string, unknown[]>, remove?: Record<string, string[]>) => ({
  file: "test-override.json",
  data: { ruleset: "eclipse", records, ...(remove ? { remove } : {}) },
});

describe("Eclipse content pack", () => {
  it("loads the bundled 1st-edition pack with no errors and the box's counts", () => {
    const r = checkContent();
    expect(r.errors).toEqual([]);
    expect(contentCounts(r.records)).toMatchObject({
      sectors: 50,
      technologies: 24,
      parts: 23,
      species: 7,
      discoveryTiles: 21,
      reputationTiles: 32,
    });
  });

  it("E-EDITION: the eight technology costs Second Dawn changed keep their 1st-edition values", () => {
    const c = loadContent();
    const costs = Object.fromEntries(
      Object.keys(FIRST_EDITION_COSTS).map((id) => [id, c.technologies[id]?.cost]),
    );
    expect(costs).toEqual({
      "improved-hull": 4,
      "fusion-source": 6,
      "advanced-robotics": 6,
      orbital: 8,
      "plasma-missile": 14,
      "gluon-computer": 16,
      "artifact-key": 14,
      "wormhole-generator": 16,
    });
  });

  it("E-EDITION: a 2nd-edition cost, an energy-costing missile or a blue die is reported as an error", () => {
    const twoE = checkContent({
      overrides: [override({ technologies: [{ id: "plasma-missile", cost: 16 }] })],
    });
    expect(twoE.errors.map((e) => e.message).join()).toMatch(/not the 1st-edition cost 14/);
    const missile = checkContent({
      overrides: [override({ parts: [{ id: "plasma-missile", energy: -1 }] })],
    });
    expect(missile.errors.map((e) => e.message).join()).toMatch(/missile uses no energy/);
    const blue = checkContent({
      overrides: [
        override({
          parts: [{ id: "ion-cannon", weapon: { colour: "blue", dice: 1, damage: 3, missile: false } }],
        }),
      ],
    });
    expect(blue.errors.length).toBeGreaterThan(0);
  });

  it("every provisional record says why", () => {
    const list = provisionalList(loadContent());
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p.reason.length).toBeGreaterThan(10);
    expect(list.map((p) => `${p.kind}:${p.id}`)).toEqual(
      expect.arrayContaining([
        "blueprints:orion",
        "blueprints:planta",
        "npcs:gcds",
        "reputation:reputation-1",
      ]),
    );
  });

  it("override packs patch records by id, delete fields with $delete and remove records", () => {
    const r = checkContent({
      overrides: [
        override(
          { blueprints: [{ id: "orion", provisional: false, provisionalReason: "$delete" }] },
          { sectors: [] },
        ),
      ],
    });
    expect(r.errors).toEqual([]);
    expect(r.content!.blueprints.orion!.provisional).toBe(false);
    expect(r.content!.origins["blueprints:orion"]).toEqual([
      "content/base/blueprints.json",
      "test-override.json",
    ]);
    const removed = checkContent({ overrides: [override({}, { species: ["draco"] })] });
    expect(removed.errors.map((e) => e.message).join()).toMatch(/6 species, the 1st edition has 7/);
  });

  it("blueprints obey the upgrade rules: energy balance, a drive on mobile ships, none on starbases", () => {
    const noDrive = checkContent({
      overrides: [
        override({
          blueprints: [
            { id: "terran", ships: { interceptor: { slots: [null, "ion-cannon", "nuclear-source", null] } } },
          ],
        }),
      ],
    });
    expect(noDrive.errors.map((e) => e.message).join()).toMatch(/needs a drive/);
    const power = checkContent({
      overrides: [
        override({
          blueprints: [
            {
              id: "terran",
              ships: {
                interceptor: {
                  slots: ["antimatter-cannon", "ion-cannon", "nuclear-source", "nuclear-drive"],
                },
              },
            },
          ],
        }),
      ],
    });
    expect(power.errors.map((e) => e.message).join()).toMatch(/more energy/);
  });

  it("E-A4: blueprint problems are also given as data (for the table's words in every language)", () => {
    const c = loadContent();
    const starbase = {
      energy: 3,
      initiative: 4,
      computer: 0,
      slots: ["nuclear-drive", "antimatter-cannon", "hull", null],
    };
    const interceptor = { energy: 0, initiative: 2, computer: 0, slots: ["ion-cannon", null, null, null] };
    expect(shipBlueprintProblemList(c, "starbase", starbase).map((p) => p.kind)).toEqual([
      "energy",
      "immobile-drive",
    ]);
    expect(shipBlueprintProblemList(c, "interceptor", interceptor).map((p) => p.kind)).toEqual([
      "energy",
      "needs-drive",
    ]);
    expect(shipBlueprintProblems(c, "starbase", starbase)).toEqual([
      "uses more energy than it produces",
      "a starbase may not carry a drive",
    ]);
    expect(shipBlueprintProblemList(c, "cruiser", c.blueprints.terran!.ships.cruiser)).toEqual([]);
  });

  it("default blueprints give the derived Terran statistics (EF §3)", () => {
    const c = loadContent();
    const cruiser = c.blueprints.terran!.ships.cruiser;
    expect(cruiser.slots).toEqual([
      "hull",
      null,
      "ion-cannon",
      "nuclear-source",
      "electron-computer",
      "nuclear-drive",
    ]);
    expect(c.sectors["001"]!.gcds).toBe(true);
    expect(c.species.orion!.startingShip).toBe("cruiser");
  });

  it("COVERAGE.md is exactly what the pack generates (npx koprulu validate-content --ruleset eclipse --write-coverage)", () => {
    const committed = readFileSync(new URL("../../content/COVERAGE.md", import.meta.url), "utf8");
    expect(committed).toBe(renderCoverage(loadContent()));
  });
});
