import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseArgs, run } from "./odds";

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
    return { code: await run(argv), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("koprulu odds", () => {
  it("passes every other --flag [value] to the calculator", () => {
    const p = parseArgs([
      "--ruleset",
      "eclipse",
      "--attacker",
      "cruiser,interceptor",
      "--defender=interceptor",
      "--targeting",
      "heuristic",
      "--verbose",
      "--samples",
      "500",
    ]);
    expect(p).toMatchObject({
      ruleset: "eclipse",
      request: {
        attacker: ["cruiser", "interceptor"],
        defender: ["interceptor"],
        samples: 500,
        flags: { targeting: "heuristic", verbose: true },
      },
    });
  });

  it("--ruleset eclipse --json answers with the shared fields, exactly", async () => {
    const { code, out } = await capture([
      "--ruleset",
      "eclipse",
      "--attacker",
      "interceptor",
      "--defender",
      "interceptor",
      "--json",
    ]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ exact: true, samples: 0, bothDestroyed: 0 });
    expect(r.attacker).toBeCloseTo(5 / 11, 10); // S2: the defender shoots first on the initiative tie
    expect(r.defender).toBeCloseTo(6 / 11, 10);
  });

  it("species, blueprint files and targeting reach the calculator", async () => {
    const dir = mkdtempSync(join(tmpdir(), "koprulu-odds-"));
    const file = join(dir, "bp.json");
    writeFileSync(
      file,
      JSON.stringify({
        attacker: {
          interceptor: { slots: ["plasma-missile", "ion-cannon", "nuclear-source", "nuclear-drive"] },
        },
      }),
    );
    const base = ["--ruleset", "eclipse", "--attacker", "interceptor", "--defender", "cruiser", "--json"];
    const plain = JSON.parse((await capture(base)).out);
    const missile = JSON.parse((await capture([...base, "--blueprint", file])).out);
    expect(missile.attacker).toBeGreaterThan(plain.attacker);
    const orion = JSON.parse(
      (await capture([...base, "--defender-species", "orion", "--targeting", "heuristic"])).out,
    );
    expect(orion.attacker).toBeLessThan(plain.attacker); // Orion's gauss shield and initiative
    expect(orion.targeting).toBe("heuristic");
  });

  it("unknown ships, parts, species and rulesets exit 2 with the valid ids", async () => {
    const bad = await capture(["--ruleset", "eclipse", "--attacker", "frigate", "--defender", "interceptor"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/valid: interceptor, cruiser, dreadnought, starbase, ancient, gcds/);
    const dir = mkdtempSync(join(tmpdir(), "koprulu-odds-"));
    const file = join(dir, "bp.json");
    writeFileSync(
      file,
      JSON.stringify({ interceptor: { slots: ["soliton-cannon", "nuclear-source", "nuclear-drive"] } }),
    );
    const part = await capture([
      "--ruleset",
      "eclipse",
      "--attacker",
      "interceptor",
      "--defender",
      "interceptor",
      "--blueprint",
      file,
    ]);
    expect(part.code).toBe(2);
    expect(part.err).toMatch(/unknown part 'soliton-cannon' \(known: .*ion-cannon/);
    const species = await capture([
      "--ruleset",
      "eclipse",
      "--attacker",
      "interceptor",
      "--defender",
      "interceptor",
      "--attacker-species",
      "vulcan",
    ]);
    expect(species.code).toBe(2);
    expect(species.err).toMatch(/valid: terran, eridani/);
    const ruleset = await capture(["--ruleset", "chess", "--attacker", "a", "--defender", "b"]);
    expect(ruleset.code).toBe(2);
    expect(ruleset.err).toMatch(/rulesets with one: eclipse/);
  });
});
