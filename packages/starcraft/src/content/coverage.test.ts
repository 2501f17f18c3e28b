import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderCoverage } from "./coverage";
import { loadContent } from "./load";

describe("COVERAGE.md", () => {
  it("is exactly what the packs generate (run `npx koprulu validate-content --ruleset starcraft --write-coverage`)", () => {
    const committed = readFileSync(new URL("../../content/COVERAGE.md", import.meta.url), "utf8");
    expect(committed).toBe(renderCoverage(loadContent(), loadContent({ expansions: ["brood-war"] })));
  });

  it("counts confirmed and provisional records per kind", () => {
    const text = renderCoverage(loadContent(), loadContent({ expansions: ["brood-war"] }));
    expect(text).toMatch(/\| factions \| 6 \| 6 \| 0 \|/);
    expect(text).toContain("`terran-ghost` Ghost (base): Cost conflict");
  });
});
