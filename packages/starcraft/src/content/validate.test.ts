import { describe, expect, it } from "vitest";
import { ContentError, type ContentIssue, checkContent, loadContent } from "./load";
import { applyPack, deepMerge, emptyRaw } from "./merge";

const FILE = "overrides/bad.json";
const errorsFor = (
  records: Record<string, unknown[]>,
  extra: Record<string, unknown> = {},
  expansions: string[] = [],
) => checkContent({ expansions, overrides: [{ file: FILE, data: { records, ...extra } }] }).errors;
const only = (errors: ContentIssue[], record: string) => errors.filter((e) => e.record === record);

describe("bad content is rejected with the file and the record named", () => {
  it("a dangling unit reference", () => {
    const errors = errorsFor({
      combatCards: [{ id: "terran-combat-02", units: ["terran-marine", "terran-spectre"] }],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: FILE, record: "terran-combat-02" });
    expect(errors[0]!.message).toContain("unknown unit 'terran-spectre'");
  });

  it("a negative cost", () => {
    const errors = errorsFor({ units: [{ id: "terran-marine", cost: { minerals: -1, gas: 0 } }] });
    expect(errors).toEqual([
      expect.objectContaining({
        file: FILE,
        record: "terran-marine",
        message: expect.stringContaining("cost.minerals"),
      }),
    ]);
  });

  it("a duplicate id inside one pack file", () => {
    const rec = { id: "terran-marine", notes: "x" };
    const errors = errorsFor({ units: [rec, rec] });
    expect(errors).toEqual([
      { file: FILE, record: "terran-marine", message: "units: duplicate id 'terran-marine' in this file" },
    ]);
  });

  it("a duplicate id across base packs (base packs add, they never patch)", () => {
    const raw = emptyRaw();
    const issues: ContentIssue[] = [];
    applyPack(raw, "content/base/a.json", { records: { units: [{ id: "terran-marine" }] } }, "add", issues);
    applyPack(raw, "content/base/b.json", { records: { units: [{ id: "terran-marine" }] } }, "add", issues);
    expect(issues).toEqual([
      {
        file: "content/base/b.json",
        record: "terran-marine",
        message: "units: duplicate id 'terran-marine' (already defined in content/base/a.json)",
      },
    ]);
  });

  it("an unknown effect key", () => {
    const errors = errorsFor({ techCards: [{ id: "terran-nuke", abilities: [{ key: "yamato-cannon" }] }] });
    expect(errors).toEqual([
      {
        file: FILE,
        record: "terran-nuke",
        message: "techCards: abilities: unknown effect key 'yamato-cannon'",
      },
    ]);
  });

  it("bad effect parameters and an effect of the wrong kind", () => {
    const bad = errorsFor({
      combatCards: [{ id: "terran-combat-07", abilities: [{ key: "gain-attack", params: { amount: 0 } }] }],
    });
    expect(bad[0]!.message).toContain("effect 'gain-attack' has bad params: amount");
    const kind = errorsFor({ eventCards: [{ id: "rich-vein", effect: { key: "module-supply" } }] });
    expect(kind[0]!.message).toContain("is a module effect, not allowed here");
  });

  it("a unit named only inside effect parameters must exist too", () => {
    const errors = errorsFor({
      techCards: [
        {
          id: "protoss-summon-archon",
          abilities: [{ key: "enable-unit", params: { unit: "protoss-mothership" } }],
        },
      ],
    });
    expect(errors[0]).toMatchObject({
      record: "protoss-summon-archon",
      message: expect.stringContaining("protoss-mothership"),
    });
  });

  it("a unit of another race in a faction's starting forces", () => {
    const errors = errorsFor({
      factions: [{ id: "raynor", startingForces: { units: [{ unit: "zerg-zergling", count: 2 }] } }],
    });
    expect(only(errors, "raynor")[0]!.message).toContain("is zerg, not terran");
  });

  it("a unit whose building level does not list it", () => {
    const errors = errorsFor({
      units: [{ id: "terran-firebat", unlockedBy: { building: "terran-barracks", level: 3 } }],
    });
    expect(only(errors, "terran-firebat")[0]!.message).toContain("does not list it");
  });

  it("a resource card that does not match its area", () => {
    const errors = errorsFor({ resourceCards: [{ id: "resource-abaddon-2", capacity: 2 }] });
    expect(errors).toEqual([
      expect.objectContaining({
        record: "abaddon",
        message: expect.stringContaining("resource card 'resource-abaddon-2' does not match"),
      }),
    ]);
  });

  it("a technology and its combat card must agree (copies, back-reference)", () => {
    const errors = errorsFor({ techCards: [{ id: "terran-spider-mines", copies: 3 }] });
    expect(errors).toContainEqual(
      expect.objectContaining({
        record: "terran-spider-mines",
        message: expect.stringContaining("its copies"),
      }),
    );
  });

  it("a hero and its Leadership card must name each other (Brood War)", () => {
    const errors = errorsFor({ heroes: [{ id: "zeratul", leadershipCard: "tassadar-gantrithor" }] }, {}, [
      "brood-war",
    ]);
    expect(errors.map((e) => e.record).sort()).toEqual(["tassadar-zeratul", "zeratul"]);
  });

  it("unknown fields are errors (a typo is never silently ignored)", () => {
    const errors = errorsFor({ units: [{ id: "terran-marine", sopport: 2 }] });
    expect(errors[0]).toMatchObject({ record: "terran-marine", message: expect.stringContaining("sopport") });
  });

  it("a provisional record without a reason", () => {
    const errors = errorsFor({ units: [{ id: "terran-marine", provisional: true }] });
    expect(errors).toEqual([
      {
        file: FILE,
        record: "terran-marine",
        message: "units: a provisional record needs a provisionalReason",
      },
    ]);
  });

  it("a Brood War record smuggled into a base-game load", () => {
    const medic = loadContent({ expansions: ["brood-war"] }).units["terran-medic"]!;
    const errors = errorsFor({
      units: [{ ...medic, id: "terran-medic-2", unlockedBy: null, requiresTech: "terran-heal" }],
    });
    expect(
      errors.some(
        (e) => e.record === "terran-medic-2" && e.message.includes("'brood-war', which is not loaded"),
      ),
    ).toBe(true);
  });

  it("a malformed pack file is reported against the file", () => {
    const errors = checkContent({
      overrides: [{ file: FILE, data: { records: { spaceships: [] } } }],
    }).errors;
    expect(errors[0]).toMatchObject({ file: FILE, record: "" });
  });

  it("an unknown expansion", () => {
    expect(checkContent({ expansions: ["wings-of-liberty"] }).errors[0]!.message).toContain(
      "unknown expansion",
    );
  });

  it("loadContent throws a ContentError listing the problems", () => {
    const bad = {
      file: FILE,
      data: { records: { units: [{ id: "terran-marine", cost: { minerals: -1, gas: 0 } }] } },
    };
    expect(() => loadContent({ overrides: [bad] })).toThrow(ContentError);
    try {
      loadContent({ overrides: [bad] });
    } catch (e) {
      expect((e as ContentError).errors[0]).toMatchObject({ file: FILE, record: "terran-marine" });
      expect((e as Error).message).toContain("overrides/bad.json [terran-marine]");
    }
  });
});

describe("count checks", () => {
  it("removing a combat card breaks the 18-card deck", () => {
    const errors = errorsFor({}, { remove: { combatCards: ["zerg-combat-03"] } });
    expect(errors.map((e) => e.message)).toContain("combatCards: zerg deck has 17 cards, expected 18");
  });

  it("a fourth 'The End Draws Near' breaks the event deck", () => {
    const errors = errorsFor({ eventCards: [{ id: "the-end-draws-near", copies: 4 }] });
    expect(errors.some((e) => e.message.includes("'the-end-draws-near' must exist as 3"))).toBe(true);
    expect(errors.some((e) => e.message.includes("stages hold 25/25/21"))).toBe(true);
  });

  it("a wrong token count is reported per faction", () => {
    const errors = errorsFor({ factions: [{ id: "overmind", tokens: { workers: 14 } }] });
    expect(errors).toEqual([
      { file: FILE, record: "overmind", message: "factions: tokens.workers: expected 15, found 14" },
    ]);
  });

  it("module tokens must match the facts (Terran 8, Protoss 7, Zerg 4) even when sheet and modules agree", () => {
    const errors = errorsFor({
      modules: [{ id: "supply", tokens: { terran: 5, protoss: 3, zerg: 0 } }],
      factions: [
        { id: "raynor", tokens: { modules: 9 } },
        { id: "mengsk", tokens: { modules: 9 } },
      ],
    });
    expect(errors.map((e) => e.message)).toEqual([
      "factions: tokens.modules: expected 8, found 9",
      "factions: tokens.modules: expected 8, found 9",
    ]);
  });

  it("changing a unit's miniatures breaks the 180-figure total", () => {
    const errors = errorsFor({ units: [{ id: "zerg-zergling", miniatures: 8 }] });
    expect(errors.some((e) => e.message.includes("178 miniatures"))).toBe(true);
  });
});

describe("merging", () => {
  it("deep-merges objects, replaces arrays and deletes with $delete", () => {
    const merged = deepMerge(
      { a: { x: 1, y: 2 }, list: [1, 2], gone: "yes", keep: true },
      { a: { y: 3 }, list: [9], gone: "$delete" },
    );
    expect(merged).toEqual({ a: { x: 1, y: 3 }, list: [9], keep: true });
  });
});
