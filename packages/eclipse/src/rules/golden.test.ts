/**
 * Golden playthroughs: recorded random games whose replay must reproduce the recorded final hash.
 * Re-record only on an intended rule change:
 *   KOPRULU_UPDATE_GOLDEN=1 npx vitest run packages/eclipse/src/rules/golden.test.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MatchRecord } from "@koprulu/engine";
import { checkGolden, recordGolden } from "@koprulu/engine/conformance";
import { describe, expect, it } from "vitest";
import { eclipse } from "./ruleset";

const DIR = join(import.meta.dirname, "..", "..", "golden");
const GAMES = {
  "two-players-3-rounds": { options: { players: 2, rounds: 3 }, seed: "golden-eclipse-1" },
  "four-players-9-rounds": { options: { players: 4, rounds: 9 }, seed: "golden-eclipse-2" },
  "four-players-random-species": {
    options: { players: 4, rounds: 9, species: "random" as const },
    seed: "golden-eclipse-3",
  },
};

if (process.env.KOPRULU_UPDATE_GOLDEN === "1") {
  for (const [name, g] of Object.entries(GAMES)) {
    writeFileSync(join(DIR, `${name}.json`), `${JSON.stringify(recordGolden(eclipse, g.options, g.seed))}\n`);
  }
}

describe("eclipse golden playthroughs", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".json"));
  it("has recorded games", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`${file} replays to its recorded hash`, () => {
      const record = JSON.parse(readFileSync(join(DIR, file), "utf8")) as MatchRecord;
      expect(record.ruleset).toBe("eclipse");
      expect(record.log.length).toBeGreaterThan(100);
      expect(checkGolden(eclipse, record)).toBe(record.hash);
    });
  }
});
