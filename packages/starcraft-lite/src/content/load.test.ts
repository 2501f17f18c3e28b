import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import example from "../../content/overrides/example.json" with { type: "json" };
import { checkLiteContent, countProvisional, LiteContentError, loadLiteContent } from "./load";

describe("Lite content pack", () => {
  it("loads 25 units, 18 modules, 3 races and every ability the units name", () => {
    const c = loadLiteContent();
    expect(Object.keys(c.units)).toHaveLength(25);
    expect(Object.keys(c.modules)).toHaveLength(18);
    expect(Object.keys(c.races)).toEqual(["terran", "zerg", "protoss"]);
    for (const u of Object.values(c.units))
      for (const a of [...u.abilities, ...u.upgrade.abilities])
        expect(c.abilities[a], `${u.id}: ${a}`).toBeDefined();
  });

  it("holds the Unit stats table (GA FA HT GS FS AS) and the upgrades (splash replaces)", () => {
    const c = loadLiteContent();
    const row = (id: string) => Object.values(c.units[id].stats);
    expect(row("terran-marine")).toEqual([3, 3, 3, 0, 0, 1]);
    expect(row("terran-battlecruiser")).toEqual([7, 7, 7, 0, 0, 2]);
    expect(row("zerg-scourge")).toEqual([0, "X", 3, 0, 0, 0]);
    expect(row("protoss-archon")).toEqual([7, 7, 3, 4, 4, 2]);
    expect(row("protoss-carrier")).toEqual([0, 0, 7, 8, 8, 2]);
    expect(c.units["protoss-carrier"].upgrade).toMatchObject({ gs: 12, fs: 12 });
    expect(c.units["terran-siege-tank"].upgrade.abilities).toEqual([
      "first-splash-defending",
      "splash-attacking",
    ]);
    expect(c.units["zerg-queen"].upgrade.abilities).toEqual(["auto-splash", "detector", "ensnare"]);
  });

  it("races: Protoss hit on 2+ (Advanced Technology), the others on 4+", () => {
    const c = loadLiteContent();
    expect([c.races.terran.hitOn, c.races.zerg.hitOn, c.races.protoss.hitOn]).toEqual([4, 4, 2]);
  });

  it("every provisional record says why; the sheet-only facts (special types, stars) are provisional", () => {
    const c = loadLiteContent();
    for (const u of Object.values(c.units)) {
      expect(u.provisional).toBe(true);
      expect(u.provisionalReason).toMatch(/special types/);
    }
    expect(countProvisional(c)).toMatchObject({ units: 25, modules: 2 });
  });

  it("an override pack patches records by id and may drop the provisional mark", () => {
    const c = loadLiteContent({ overrides: [{ file: "example.json", data: example }] });
    expect(c.units["protoss-zealot"].provisional).toBe(false);
    expect(c.units["protoss-zealot"].provisionalReason).toBeUndefined();
    expect(c.units["protoss-zealot"].stats.ht).toBe(5);
    expect(c.origins["units:protoss-zealot"]).toEqual(["content/base/units.json", "example.json"]);
    expect(loadLiteContent().units["protoss-zealot"].provisional).toBe(true);
  });

  it("a broken override is reported with file and record, never loaded", () => {
    const bad = {
      ruleset: "starcraft-lite",
      records: { units: [{ id: "terran-marine", stats: { ht: -1 } }] },
    };
    const r = checkLiteContent([{ file: "bad.json", data: bad }]);
    expect(r.content).toBeNull();
    expect(r.errors[0]).toMatchObject({ file: "bad.json", record: "terran-marine" });
    expect(() => loadLiteContent({ overrides: [{ file: "bad.json", data: bad }] })).toThrow(LiteContentError);
  });

  it("an unknown module prerequisite is an error", () => {
    const bad = {
      ruleset: "starcraft-lite",
      records: { modules: [{ id: "zerg-hive", requires: ["zerg-nest"] }] },
    };
    expect(checkLiteContent([{ file: "x.json", data: bad }]).errors.map((e) => e.message)).toContain(
      "requires unknown module zerg-nest",
    );
  });

  it("the README's ability list names every ability of the pack", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    for (const a of Object.keys(loadLiteContent().abilities)) expect(readme, a).toContain(`\`${a}\``);
  });
});
