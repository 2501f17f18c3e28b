/**
 * Golden playthroughs: recorded Lite games whose replay must reproduce the recorded final hash.
 * A rule change that alters them must re-record them on purpose:
 *   KOPRULU_UPDATE_GOLDEN=1 npx vitest run packages/starcraft-lite/src/ruleset/golden.test.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MatchRecord } from "@koprulu/engine";
import { checkGolden, recordGolden } from "@koprulu/engine/conformance";
import { describe, expect, it } from "vitest";
import { defaultLiteOptions } from "./options";
import { starcraftLite } from "./ruleset";

const DIR = join(import.meta.dirname, "..", "..", "golden");
const GAMES = {
  "two-players": { options: defaultLiteOptions(2), seed: "golden-lite-2" },
  "four-players-options": {
    options: { ...defaultLiteOptions(4), endAt: 25 as const, catchUpEvents: true, slowHarvest: true },
    seed: "golden-lite-4",
  },
};

if (process.env.KOPRULU_UPDATE_GOLDEN === "1") {
  for (const [name, g] of Object.entries(GAMES))
    writeFileSync(
      join(DIR, `${name}.json`),
      `${JSON.stringify(recordGolden(starcraftLite, g.options, g.seed))}\n`,
    );
}

describe("starcraft-lite golden playthroughs", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".json"));
  it("has recorded games", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`${file} replays to its recorded hash`, () => {
      const record = JSON.parse(readFileSync(join(DIR, file), "utf8")) as MatchRecord;
      expect(record.ruleset).toBe("starcraft-lite");
      expect(record.log.length).toBeGreaterThan(0);
      expect(checkGolden(starcraftLite, record)).toBe(record.hash);
    });
  }
});
