/**
 * What a game of one ruleset may fetch beyond the entry: never another ruleset's table, even when
 * a chunk the entry loads (the router, shared by pages) lazily imports every table.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chunkFigures } from "./chunks";

function build(manifest: Record<string, unknown>, sizes: Record<string, number>): string {
  const dist = mkdtempSync(join(tmpdir(), "koprulu-chunks-"));
  mkdirSync(join(dist, ".vite"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  // Random bytes do not compress, so each file's gzip size follows its length.
  for (const [file, n] of Object.entries(sizes)) writeFileSync(join(dist, file), randomBytes(n));
  return dist;
}

describe("web chunk figures", () => {
  it("a game's share excludes the entry's chunks and the other tables they import lazily", () => {
    const dist = build(
      {
        "index.html": { file: "assets/index.js", isEntry: true, imports: ["_router.js"] },
        "_router.js": {
          file: "assets/router.js",
          dynamicImports: ["src/game/GamePage.tsx", "src/starcraft/ui.ts", "src/eclipse/ui.ts"],
        },
        "src/game/GamePage.tsx": { file: "assets/GamePage.js", imports: ["_router.js"] },
        "src/starcraft/ui.ts": { file: "assets/sc.js" },
        "src/starcraft-lite/ui.ts": { file: "assets/lite.js", imports: ["src/starcraft/ui.ts"] },
        "src/eclipse/ui.ts": { file: "assets/eclipse.js" },
      },
      {
        "assets/index.js": 10_240,
        "assets/router.js": 2_048,
        "assets/GamePage.js": 4_096,
        "assets/sc.js": 40_960,
        "assets/lite.js": 8_192,
        "assets/eclipse.js": 20_480,
      },
    );
    const f = chunkFigures(dist);
    expect(f.entryFiles.sort()).toEqual(["assets/index.js", "assets/router.js"]);
    // Game page + the ruleset's own table (Lite's includes StarCraft's), gzip adds a little.
    expect(f.gameKbGzip.eclipse).toBeGreaterThanOrEqual(24);
    expect(f.gameKbGzip.eclipse).toBeLessThan(25);
    expect(f.gameKbGzip.starcraft).toBeGreaterThanOrEqual(44);
    expect(f.gameKbGzip.starcraft).toBeLessThan(45);
    expect(f.gameKbGzip["starcraft-lite"]).toBeGreaterThanOrEqual(52);
    expect(f.gameKbGzip["starcraft-lite"]).toBeLessThan(53);
  });
});
