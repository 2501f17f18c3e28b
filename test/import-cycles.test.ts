// Guard for the guide's "imports point one way": within each package's src (and each example's),
// the runtime import graph has no cycle. How the graph is read is in import-graph.ts (TypeScript
// parser; type-only imports and dynamic import() are no edge). Run it alone with
// `npx vitest run test/import-cycles.test.ts`: it prints every cycle it finds.
// History: starcraft had one cycle of 33 files, then 22, then none (its phases hand FlowStep values
// back to flow.ts). Eclipse (actions/discovery/phases), Lite (events/payment/phases/technology)
// and the web's StarCraft words (describe/eventPick/placement/Galaxy) lost theirs when the shared
// step moved below its callers (gain-tech.ts, discovery.ts's takeDiscovery, event-card.ts,
// build.ts's startBuild, names.ts, worldSides.ts) or the continuation went back to the caller
// (applyDiscovery returns whether the action is over). A new cycle: move the shared helper below
// its callers, or return the step to the caller — not a registry set at import time.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cycles, importGraph, runtimeImports } from "./import-graph";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

function sourceRoots(): string[] {
  return ["packages", "examples"].flatMap((group) =>
    readdirSync(join(ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(group, entry.name, "src")),
  );
}

describe("import graph", () => {
  it("reads type-only imports and dynamic imports as no edge, value imports as edges", () => {
    const text = [
      'import type { A } from "./a";',
      'import { type B, c } from "./b";',
      'import { type D } from "./d";',
      'export type { E } from "./e";',
      'export { f } from "./f";',
      'import { g } from "@koprulu/engine";',
      'import "./h.css";',
      'const later = () => import("./i");',
    ].join("\n");
    expect(runtimeImports("x.ts", text)).toEqual(["./b", "./d", "./f", "./h.css"]);
  });

  it("finds a cycle and leaves a one-way chain alone", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"]]);
    expect(cycles(new Map([["a", ["a"]]]))).toEqual([["a"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("covers every package and example", () => {
    const roots = sourceRoots();
    for (const name of ["engine", "starcraft", "starcraft-lite", "eclipse", "bots", "server", "web", "cli"])
      expect(roots).toContain(join("packages", name, "src"));
  });

  for (const root of sourceRoots()) {
    it(`${root} has no import cycle`, () => {
      const graph = importGraph(join(ROOT, root));
      expect(graph.size).toBeGreaterThan(0);
      const found = cycles(graph);
      for (const component of found)
        console.log(`${root}: import cycle of ${component.length} files:\n  ${component.join("\n  ")}`);
      expect(found).toEqual([]);
    });
  }
});
