import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkContent, countProvisional, loadContent } from "./load";

const EXAMPLE = "packages/starcraft/content/overrides/example.json";
const example = () => ({
  file: EXAMPLE,
  data: JSON.parse(readFileSync(new URL(`../../content/overrides/example.json`, import.meta.url), "utf8")),
});

describe("override packs merge over the bundled packs by record id", () => {
  it("an override pack replaces a provisional card", () => {
    const before = loadContent().techCards["terran-nuke"]!;
    expect(before.provisional).toBe(true);
    const after = loadContent({ overrides: [example()] });
    const nuke = after.techCards["terran-nuke"]!;
    expect(nuke.provisional).toBe(false);
    expect(nuke.provisionalReason).toBeUndefined();
    expect(nuke.cost).toEqual({ minerals: 2, gas: 2 });
    // untouched fields survive the merge
    expect(nuke.units).toEqual(before.units);
    expect(after.origins["techCards:terran-nuke"]).toEqual(["content/base/tech-cards.json", EXAMPLE]);
    expect(countProvisional(after)).toBe(countProvisional(loadContent()) - 2);
  });

  it("is validated like a bundled pack: errors name the override file", () => {
    const bad = { file: "mine.json", data: { records: { techCards: [{ id: "terran-nuke", copies: 0 }] } } };
    const { errors } = checkContent({ overrides: [bad] });
    expect(errors).toEqual([expect.objectContaining({ file: "mine.json", record: "terran-nuke" })]);
  });

  it("can add a new record and remove one, keeping the deck shape", () => {
    const rich = loadContent().eventCards["rich-vein"]!;
    const pack = {
      file: "swap.json",
      data: {
        records: {
          eventCards: [
            { ...rich, id: "gold-rush", name: "Gold Rush", provisional: false, provisionalReason: "$delete" },
          ],
        },
        remove: { eventCards: ["rich-vein"] },
      },
    };
    const c = loadContent({ overrides: [pack] });
    expect(c.eventCards["rich-vein"]).toBeUndefined();
    expect(c.eventCards["gold-rush"]).toMatchObject({ stage: 1, copies: 2, provisional: false });
  });

  it("applies after the expansions, so it can patch Brood War records", () => {
    const pack = {
      file: "bw.json",
      data: { records: { heroes: [{ id: "sarah-kerrigan", unit: "zerg-zergling" }] } },
    };
    const c = loadContent({ expansions: ["brood-war"], overrides: [pack] });
    expect(c.heroes["sarah-kerrigan"]!.unit).toBe("zerg-zergling");
  });

  it("removing a record that does not exist is an error", () => {
    const { errors } = checkContent({
      overrides: [{ file: "x.json", data: { records: {}, remove: { units: ["terran-spectre"] } } }],
    });
    expect(errors).toEqual([
      {
        file: "x.json",
        record: "terran-spectre",
        message: "units: cannot remove 'terran-spectre': no such record",
      },
    ]);
  });
});
