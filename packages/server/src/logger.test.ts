/** Server logs: requests at debug (a game in progress must not print a line per poll at info). */
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { startTestServer } from "./testing/harness";

function capture(level: string) {
  const lines: { msg: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe("request logging", () => {
  it("requests are logged at debug, not at the default info level", async () => {
    for (const [level, expected] of [
      ["info", 0],
      ["debug", 4],
    ] as const) {
      const { logger, lines } = capture(level);
      const s = await startTestServer({ logger });
      await s.app.inject({ method: "GET", url: "/api/health" });
      await s.app.inject({ method: "GET", url: "/api/games/nope" });
      await s.stop();
      const requestLines = lines.filter((l) => /request/.test(l.msg));
      expect(requestLines, level).toHaveLength(expected);
      expect(requestLines.every((l) => l.level === 20)).toBe(true);
    }
  });
});
