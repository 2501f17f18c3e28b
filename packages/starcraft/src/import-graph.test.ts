// Guard: the modules of this package import each other one way (a shared helper lives below its
// callers), so the runtime import graph has no cycle. The graph is read from the sources with the
// TypeScript parser: every static `import … from "./…"` and `export … from "./…"` of every
// non-test .ts file under src. `import type …` and `export type … from` are left out because they
// vanish at runtime (nothing is evaluated, no module order depends on them). An import whose
// bindings are all `type` is NOT left out: under verbatimModuleSyntax it stays as `import {} from`,
// which still evaluates the module. Bare package imports (`@koprulu/engine`, `zod`) are outside.
// Run it with `npx vitest run packages/starcraft/src/import-graph.test.ts`: it prints every cycle.
// History: one cycle of 33 files, then 22 (terrainOk into terrain.ts, the payment decision into
// orders/payment.ts), then none: the phases' transitions go up as FlowStep values to flow.ts,
// Regrouping steps 9–10 moved below step 8 (regrouping-end.ts), an event effect asks for another
// card to be played (PlayCard) and payment.ts returns what was paid. A new cycle: move the shared
// helper below its callers, or return the step to the caller — not a registry set at import time.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The relative specifiers this file imports or re-exports at runtime. */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  // Data files (`…/buildings.json`) import nothing, so they can close no cycle.
  return specifiers.filter((specifier) => specifier.startsWith(".") && !specifier.endsWith(".json"));
}

function resolveSpecifier(from: string, specifier: string, known: Set<string>): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, "index.ts")]) {
    if (known.has(candidate)) return candidate;
  }
  throw new Error(`${relative(SRC, from)} imports ${specifier}, which is no source file`);
}

/** The package's runtime import graph: each file (relative to src) and the files it imports. */
export function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file, readFileSync(file, "utf8")).map((specifier) =>
      relative(SRC, resolveSpecifier(file, specifier, known)),
    );
    graph.set(relative(SRC, file), [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length);
}

describe("the import graph of packages/starcraft/src", () => {
  it("reads type-only imports as no edge and value imports as edges", () => {
    const text = [
      'import type { A } from "./a";',
      'import { type B, c } from "./b";',
      'import { type D } from "./d";',
      'export type { E } from "./e";',
      'export { f } from "./f";',
      'import { g } from "@koprulu/engine";',
    ].join("\n");
    expect(runtimeImports("x.ts", text)).toEqual(["./b", "./d", "./f"]);
  });

  it("finds a cycle and leaves a one-way chain alone", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("has no import cycle", () => {
    const found = cycles(importGraph());
    for (const component of found)
      console.log(`import cycle of ${component.length} files:\n  ${component.join("\n  ")}`);
    expect(found).toEqual([]);
  });
});
