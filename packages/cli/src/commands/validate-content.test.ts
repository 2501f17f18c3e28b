import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { run } from "./validate-content";

async function capture(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s) => {
    out += String(s);
    return true;
  });
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s) => {
    err += String(s);
    return true;
  });
  try {
    const code = await run(argv);
    return { code, out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

const KEYS = [
  "ruleset",
  "factions",
  "planets",
  "units",
  "buildings",
  "modules",
  "combatCards",
  "techCards",
  "eventCards",
  "leadershipCards",
  "provisional",
  "errors",
];

describe("koprulu validate-content", () => {
  it("--json prints exactly the agreed keys, with counts, and exits 0 on valid content", async () => {
    const { code, out } = await capture(["--ruleset", "starcraft", "--json"]);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(Object.keys(report)).toEqual(KEYS);
    expect(report).toMatchObject({
      ruleset: "starcraft",
      factions: 6,
      planets: 12,
      leadershipCards: 0,
      errors: [],
    });
    expect(report.provisional).toBeGreaterThan(0);
  });

  it("--expansion brood-war counts the Brood War records", async () => {
    const { code, out } = await capture(["--ruleset", "starcraft", "--expansion", "brood-war", "--json"]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ planets: 18, leadershipCards: 42, errors: [] });
  });

  it("--override with a bad record exits 1 and lists {file, record, message}", async () => {
    const dir = mkdtempSync(join(tmpdir(), "koprulu-vc-"));
    const file = join(dir, "bad.json");
    writeFileSync(
      file,
      JSON.stringify({ records: { units: [{ id: "terran-marine", cost: { minerals: -2, gas: 0 } }] } }),
    );
    const { code, out } = await capture(["--ruleset", "starcraft", "--override", file, "--json"]);
    expect(code).toBe(1);
    const report = JSON.parse(out);
    expect(report.errors).toEqual([
      { file, record: "terran-marine", message: expect.stringContaining("cost.minerals") },
    ]);
  });

  it("an override file that is not JSON is an error naming the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "koprulu-vc-"));
    const file = join(dir, "broken.json");
    writeFileSync(file, "{ nope");
    const { code, out } = await capture(["--ruleset", "starcraft", "--override", file]);
    expect(code).toBe(1);
    expect(out).toContain(`error: ${file} [-] not valid JSON`);
  });

  it("bad usage exits 2", async () => {
    expect((await capture([])).code).toBe(2);
    expect((await capture(["--ruleset", "chess"])).code).toBe(2);
    expect((await capture(["--ruleset", "eclipse", "--expansion", "rise-of-the-ancients"])).code).toBe(2);
    expect((await capture(["--ruleset", "starcraft", "--frobnicate"])).code).toBe(2);
  });

  it("--check-coverage passes on the committed COVERAGE.md", async () => {
    const { code, out } = await capture(["--ruleset", "starcraft", "--check-coverage"]);
    expect(out).toContain("up to date");
    expect(code).toBe(0);
  });

  it("the real command exits non-zero on an error (process exit code)", () => {
    const dir = mkdtempSync(join(tmpdir(), "koprulu-vc-"));
    const file = join(dir, "bad.json");
    writeFileSync(
      file,
      JSON.stringify({
        records: { techCards: [{ id: "terran-nuke", abilities: [{ key: "no-such-effect" }] }] },
      }),
    );
    const bin = new URL("../../bin/koprulu.js", import.meta.url).pathname;
    const res = spawnSync(
      process.execPath,
      [bin, "validate-content", "--ruleset", "starcraft", "--override", file, "--json"],
      {
        encoding: "utf8",
      },
    );
    expect(res.status).toBe(1);
    expect(JSON.parse(res.stdout).errors[0]).toMatchObject({ file, record: "terran-nuke" });
  });

  it("--ruleset eclipse --json reports the 1st-edition counts, 0 errors and the provisional list", async () => {
    const { code, out } = await capture(["--ruleset", "eclipse", "--json"]);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report).toMatchObject({
      ruleset: "eclipse",
      sectors: 50,
      technologies: 24,
      parts: 23,
      species: 7,
      discoveryTiles: 21,
      reputationTiles: 32,
      errors: [],
    });
    expect(report.discovery).toBeGreaterThan(0);
    expect(report.reputation).toBeGreaterThan(0);
    expect(report.provisional.length).toBeGreaterThan(0);
    expect(report.provisional[0]).toEqual({
      kind: expect.any(String),
      id: expect.any(String),
      reason: expect.any(String),
    });
  });

  it("--ruleset eclipse takes override packs (a 2nd-edition cost is an error, exit 1) and checks its COVERAGE.md", async () => {
    const dir = mkdtempSync(join(tmpdir(), "koprulu-vc-"));
    const file = join(dir, "2e.json");
    writeFileSync(
      file,
      JSON.stringify({ ruleset: "eclipse", records: { technologies: [{ id: "orbital", cost: 6 }] } }),
    );
    const { code, out } = await capture(["--ruleset", "eclipse", "--override", file, "--json"]);
    expect(code).toBe(1);
    expect(JSON.parse(out).errors[0]).toMatchObject({ file, record: "orbital" });
    const cov = await capture(["--ruleset", "eclipse", "--check-coverage"]);
    expect(cov.out).toContain("up to date");
    expect(cov.code).toBe(0);
  });
});
