// The runtime import graph of one source folder, read with the TypeScript parser, and its cycles.
// Every static `import … from "./…"` and `export … from "./…"` of every non-test .ts/.tsx file is an
// edge. `import type …` and `export type … from` are left out because they vanish at runtime
// (nothing is evaluated, no module order depends on them). An import whose bindings are all `type`
// is NOT left out: under verbatimModuleSyntax it stays as `import {} from`, which still evaluates
// the module. Dynamic `import()` is left out too: it runs later, when the importer is already
// evaluated. Bare package imports (`@koprulu/engine`, `zod`) and assets (`./x.css`, `./x.json`)
// are outside, and so is a relative path into another package's folder: they import no source of
// the folder, so they can close no cycle within it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const SOURCE = /\.tsx?$/;
const TEST = /\.(test|shots)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
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
  return specifiers.filter((specifier) => specifier.startsWith("."));
}

/** The source file a relative specifier names, or null for an asset (css, json, svg, `?url`). */
function resolveSpecifier(root: string, from: string, specifier: string, known: Set<string>): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ""));
  const stem = base.replace(/\.js$/, "");
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  // Another package's source (the CLI's bench reads starcraft's combat module): not this graph.
  if (relative(root, base).startsWith("..")) return null;
  if (/\.(css|json|svg|png|jpe?g|webp|woff2?|txt|md)$/.test(base) || specifier.includes("?")) return null;
  throw new Error(`${relative(root, from)} imports ${specifier}, which is no source file`);
}

/** A folder's runtime import graph: each file (relative to the folder) and the files it imports. */
export function importGraph(root: string): Map<string, string[]> {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file, readFileSync(file, "utf8"))
      .map((specifier) => resolveSpecifier(root, file, specifier, known))
      .filter((target): target is string => target !== null)
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
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
