import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { run } from "./validate-content";

async function capture(argv: string[]) {
  let out = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s) => {
    out += String(s);
    return true;
  });
  const e = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    return { code: await run(argv), out };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

it("validate-content --ruleset starcraft-lite checks the Lite pack and its override packs", async () => {
  const ok = await capture(["--ruleset", "starcraft-lite", "--json"]);
  expect(ok.code).toBe(0);
  expect(JSON.parse(ok.out)).toMatchObject({
    ruleset: "starcraft-lite",
    units: 25,
    modules: 18,
    races: 3,
    errors: [],
  });
  const dir = mkdtempSync(join(tmpdir(), "lite-override-"));
  const file = join(dir, "bad.json");
  writeFileSync(
    file,
    JSON.stringify({
      ruleset: "starcraft-lite",
      records: { units: [{ id: "terran-marine", assist: "no" }] },
    }),
  );
  const bad = await capture(["--ruleset", "starcraft-lite", "--override", file, "--json"]);
  expect(bad.code).toBe(1);
  expect(JSON.parse(bad.out).errors[0]).toMatchObject({ file, record: "terran-marine" });
});
