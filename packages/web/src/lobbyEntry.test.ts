/**
 * The lobby's entry stays light (issue 34, "How the bundle is split" in the README): following
 * the static imports from main.tsx — what the first page load downloads — reaches no rules
 * package, no ruleset's table or lobby options, and no ruleset's catalog areas. A ruleset's code
 * and words come in through `import()` only (boards/registry.ts, lobby/rulesetOptions.ts,
 * i18n/catalogs/index.ts). Reads the sources, so it runs in milliseconds without a build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AREA_FILES } from "./i18n/catalogs";
import { areaGroup } from "./i18n/catalogs/chunks";

const src = dirname(fileURLToPath(import.meta.url));

/** The value imports and re-exports of a module (`import type` and `export type` carry no code). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^";]*?\sfrom\s+)?"([^"]+)";?/gm))
    specs.push(m[1]);
  return specs;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ])
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  return null; // a style sheet or asset
}

/** Every source file and package the entry reaches through static imports. */
function entryGraph(): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith(".")) {
        const next = resolveLocal(file, spec);
        if (next) visit(next);
      } else packages.add(spec);
    }
  };
  visit(join(src, "main.tsx"));
  return { files: [...files].map((f) => relative(src, f)).sort(), packages: [...packages].sort() };
}

describe("the lobby's entry", () => {
  const graph = entryGraph();

  it("imports no rules package (the engine's types only)", () => {
    expect(graph.packages.filter((p) => p.startsWith("@koprulu/"))).toEqual([]);
  });

  it("reaches no ruleset's table, lobby options or game page", () => {
    expect(graph.files).toContain("lobby/Lobby.tsx");
    const rulesetCode = graph.files.filter((f) =>
      /^(starcraft|starcraft-lite|eclipse|replay)\/|^game\/GamePage\.tsx$/.test(f),
    );
    expect(rulesetCode).toEqual([]);
  });

  it("carries English core words only: a ruleset's catalog areas are fetched with its table", () => {
    const english = AREA_FILES.englishCore.map((p) => p.replace(/^\.\/en\/|\.ts$/g, ""));
    expect(english).toContain("core");
    expect(english.filter((area) => areaGroup(area) !== "core")).toEqual([]);
    // The globs' exclusions and chunks.ts agree: every English area is in the entry or lazy, by its group.
    const lazyEnglish = AREA_FILES.lazy
      .filter((p) => p.startsWith("./en/"))
      .map((p) => p.replace(/^\.\/en\/|\.ts$/g, ""));
    expect(lazyEnglish.length).toBeGreaterThan(0);
    expect(lazyEnglish.filter((area) => areaGroup(area) === "core")).toEqual([]);
    const areaFiles = readdirSync(join(src, "i18n", "catalogs", "en"))
      .filter((f) => f.endsWith(".ts") && f !== "index.ts" && !f.endsWith(".test.ts"))
      .map((f) => f.replace(/\.ts$/, ""));
    expect([...english, ...lazyEnglish].sort()).toEqual(areaFiles.sort());
  });
});
