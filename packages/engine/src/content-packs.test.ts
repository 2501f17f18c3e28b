import { describe, expect, it } from "vitest";
import {
  applyPack,
  type ContentIssue,
  ContentPackError,
  DELETE,
  deepMerge,
  emptyRaw,
  type PackRules,
} from "./content-packs";

type Kind = "units" | "cards";
const KINDS: readonly Kind[] = ["units", "cards"];
const rules: PackRules<Kind> = {
  kinds: KINDS,
  parse: (data) =>
    typeof data === "object" && data !== null && "records" in data
      ? { pack: data as { records: Partial<Record<Kind, unknown[]>> } }
      : { problems: ["(root): records is required"] },
};

describe("content packs (shared by every ruleset)", () => {
  it("a base pack adds records; an override merges objects by key, replaces arrays and values, $delete removes", () => {
    const raw = emptyRaw(KINDS);
    const issues: ContentIssue[] = [];
    applyPack(
      rules,
      raw,
      "base.json",
      { records: { units: [{ id: "a", stats: { hp: 1, atk: 2 }, tags: ["x"], note: "n" }] } },
      "add",
      issues,
    );
    applyPack(
      rules,
      raw,
      "fix.json",
      { records: { units: [{ id: "a", stats: { hp: 3 }, tags: ["y"], note: DELETE }] } },
      "merge",
      issues,
    );
    expect(issues).toEqual([]);
    expect(raw.units.get("a")).toEqual({
      record: { id: "a", stats: { hp: 3, atk: 2 }, tags: ["y"] },
      files: ["base.json", "fix.json"],
    });
  });

  it("duplicates, removals from a base pack, unknown removals and bad files are reported, never thrown", () => {
    const raw = emptyRaw(KINDS);
    const issues: ContentIssue[] = [];
    applyPack(
      rules,
      raw,
      "a.json",
      { records: { cards: [{ id: "c" }, { id: "c" }, { nope: 1 }] } },
      "add",
      issues,
    );
    applyPack(
      rules,
      raw,
      "b.json",
      { records: { cards: [{ id: "c" }] }, remove: { cards: ["c"] } },
      "add",
      issues,
    );
    applyPack(rules, raw, "o.json", { records: {}, remove: { cards: ["zz"] } }, "merge", issues);
    applyPack(rules, raw, "bad.json", 42, "merge", issues);
    expect(issues.map((i) => `${i.file} ${i.record}: ${i.message}`)).toEqual([
      "a.json c: cards: duplicate id 'c' in this file",
      "a.json #2: cards[2]: a record must be an object with an 'id'",
      "b.json c: cards: a base pack cannot remove records",
      "b.json c: cards: duplicate id 'c' (already defined in a.json)",
      "o.json zz: cards: cannot remove 'zz': no such record",
      "bad.json : pack file: (root): records is required",
    ]);
  });

  it("a ruleset may have patch objects replace a value whole", () => {
    const whole = (p: Record<string, unknown>) => typeof p.key === "string";
    const base = { ability: { key: "old", n: 2 } };
    expect(deepMerge(base, { ability: { key: "new" } }, whole)).toEqual({ ability: { key: "new" } });
    expect(deepMerge(base, { ability: { key: "new" } })).toEqual({ ability: { key: "new", n: 2 } });
  });

  it("a content error names the game, counts the problems and lists them with file and record", () => {
    const issues: ContentIssue[] = [
      { file: "a.json", record: "c", message: "bad" },
      { file: "b.json", record: "", message: "worse" },
    ];
    const e = new ContentPackError("Eclipse", issues);
    expect(e.message).toBe(
      "Eclipse content is invalid (2 error(s)):\n  a.json [c]: bad\n  b.json [-]: worse",
    );
    expect(e.errors).toBe(issues);
  });
});
