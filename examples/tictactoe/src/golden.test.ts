/**
 * Golden playthroughs: recorded games whose replay must reproduce the recorded final hash.
 * A rule change that alters them must re-record them on purpose:
 *   KOPRULU_UPDATE_GOLDEN=1 npx vitest run examples/tictactoe/src/golden.test.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MatchRecord } from "@koprulu/engine";
import { checkGolden, recordGolden } from "@koprulu/engine/conformance";
import { describe, expect, it } from "vitest";
import { tictactoe } from "./tictactoe";

const DIR = join(import.meta.dirname, "..", "golden");
const GAMES = {
  "game-1": { options: {}, seed: "golden-tictactoe-1" },
  "game-2": { options: {}, seed: "golden-tictactoe-2" },
};

if (process.env.KOPRULU_UPDATE_GOLDEN === "1") {
  for (const [name, g] of Object.entries(GAMES)) {
    writeFileSync(
      join(DIR, `${name}.json`),
      `${JSON.stringify(recordGolden(tictactoe, g.options, g.seed), null, 2)}\n`,
    );
  }
}

describe("tictactoe golden playthroughs", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".json"));
  it("has recorded games", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`${file} replays to its recorded hash`, () => {
      const record = JSON.parse(readFileSync(join(DIR, file), "utf8")) as MatchRecord;
      expect(record.ruleset).toBe("tictactoe");
      expect(record.log.length).toBeGreaterThan(0);
      expect(checkGolden(tictactoe, record)).toBe(record.hash);
    });
  }
});
