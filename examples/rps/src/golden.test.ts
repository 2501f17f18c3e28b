/**
 * Golden playthroughs: recorded games whose replay must reproduce the recorded final hash.
 * A rule change that alters them must re-record them on purpose:
 *   KOPRULU_UPDATE_GOLDEN=1 npx vitest run examples/rps/src/golden.test.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MatchRecord } from "@koprulu/engine";
import { checkGolden, recordGolden } from "@koprulu/engine/conformance";
import { describe, expect, it } from "vitest";
import { rps } from "./rps";

const DIR = join(import.meta.dirname, "..", "golden");
const GAMES = { "best-of-5": { options: { bestOf: 5 }, seed: "golden-rps-5" } };

if (process.env.KOPRULU_UPDATE_GOLDEN === "1") {
  for (const [name, g] of Object.entries(GAMES)) {
    writeFileSync(
      join(DIR, `${name}.json`),
      `${JSON.stringify(recordGolden(rps, g.options, g.seed), null, 2)}\n`,
    );
  }
}

describe("rps golden playthroughs", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".json"));
  it("has recorded games", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`${file} replays to its recorded hash`, () => {
      const record = JSON.parse(readFileSync(join(DIR, file), "utf8")) as MatchRecord;
      expect(record.ruleset).toBe("rps");
      expect(record.log.length).toBeGreaterThan(0);
      expect(checkGolden(rps, record)).toBe(record.hash);
    });
  }
});
