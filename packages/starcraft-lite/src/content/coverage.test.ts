import { readFileSync, writeFileSync } from "node:fs";
import { expect, it } from "vitest";
import { renderLiteCoverage } from "./coverage";
import { loadLiteContent } from "./load";

const FILE = new URL("../../content/COVERAGE.md", import.meta.url);

it("content/COVERAGE.md is what the pack generates (UPDATE_COVERAGE=1 rewrites it)", () => {
  const text = renderLiteCoverage(loadLiteContent());
  if (process.env.UPDATE_COVERAGE) writeFileSync(FILE, text);
  expect(readFileSync(FILE, "utf8")).toBe(text);
});
