import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CALCULATORS } from "../odds/index";
import { parseOddsArgs, run } from "./odds";

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

describe("koprulu odds --ruleset starcraft-lite", () => {
  it("--json answers with attacker, defender, bothDestroyed, exact and samples (2 Marines vs a Hydralisk: 19/21)", async () => {
    const r = await capture([
      "--ruleset",
      "starcraft-lite",
      "--attacker",
      "marine,marine",
      "--defender",
      "hydralisk",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ exact: true, samples: 0 });
    expect(j.attacker).toBeCloseTo(19 / 21, 12);
    expect(j.defender).toBeCloseTo(1 / 21, 12);
    expect(j.bothDestroyed).toBeCloseTo(1 / 21, 12);
    expect(j.expectedLosses.attacker).toBeCloseTo(2 / 3, 12);
  });

  it("prints a human-readable summary by default", async () => {
    const r = await capture([
      "--ruleset",
      "starcraft-lite",
      "--attacker",
      "terran-vulture",
      "--defender",
      "protoss-zealot",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("exact");
    expect(r.out).toContain("attacker (terran-vulture) wins: 9.09%");
    expect(r.out).toContain("both wiped out: 45.45%");
  });

  it("passes other flags to the calculator (--defender-base with a Sunken Colony helps the defender)", async () => {
    const base = [
      "--ruleset",
      "starcraft-lite",
      "--attacker",
      "marine,marine,marine",
      "--defender",
      "zergling,zergling",
      "--json",
    ];
    const plain = JSON.parse((await capture(base)).out);
    const sunken = JSON.parse(
      (await capture([...base, "--defender-base", "--defender-modules", "zerg-sunken-colony"])).out,
    );
    expect(sunken.defender).toBeGreaterThan(plain.defender);
  });

  it("--samples with --method monte-carlo samples instead of solving", async () => {
    const r = await capture([
      "--ruleset",
      "starcraft-lite",
      "--attacker",
      "marine",
      "--defender",
      "zergling",
      "--samples",
      "2000",
      "--method",
      "monte-carlo",
      "--json",
    ]);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ exact: false, samples: 2000 });
  });

  it("an unknown unit exits 2 and lists the valid ids", async () => {
    const r = await capture([
      "--ruleset",
      "starcraft-lite",
      "--attacker",
      "marine,dragon",
      "--defender",
      "zergling",
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown attacker unit 'dragon'");
    expect(r.err).toContain("protoss-dragoon");
  });

  it("an unknown ruleset exits 2 and lists the rulesets that have a calculator", async () => {
    const r = await capture(["--ruleset", "chess", "--attacker", "a", "--defender", "b"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`rulesets with one: ${Object.keys(CALCULATORS).join(", ")}`);
  });

  it("parses --flag value, --flag=value and bare --flag", () => {
    const p = parseOddsArgs([
      "--ruleset=starcraft-lite",
      "--attacker",
      "a,b",
      "--defender-base",
      "--upgrades",
      "x",
      "--policy=bot",
    ]);
    expect(p).toMatchObject({
      ruleset: "starcraft-lite",
      req: { attacker: ["a", "b"], flags: { "defender-base": true, upgrades: "x", policy: "bot" } },
    });
    expect(typeof parseOddsArgs(["stray"])).toBe("string");
  });
});

describe("koprulu odds --ruleset eclipse", () => {
  it("passes every other --flag [value] to the calculator", () => {
    const p = parseOddsArgs([
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
      req: {
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

describe("the starcraft-lite calculator", () => {
  it("answers for any two units of the pack (every 1-against-1 pairing, exact, summing to 1)", async () => {
    const { loadLiteContent } = await import("@koprulu/starcraft-lite/content");
    const ids = Object.keys(loadLiteContent().units);
    for (const a of ids)
      for (const d of ids) {
        const r = CALCULATORS["starcraft-lite"].run({ attacker: [a], defender: [d], flags: {} });
        expect(r.exact, `${a} vs ${d}`).toBe(true);
        expect(r.attacker + r.defender + r.bothDestroyed, `${a} vs ${d}`).toBeCloseTo(1, 9);
      }
  });
});
