import { describe, expect, it, vi } from "vitest";
import { run } from "./ladder";

/** Runs the command in this process, capturing stdout and stderr. */
async function inProcess(args: string[]) {
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await run(args);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe("koprulu ladder", () => {
  it("--json prints the documented report: ratings best first with intervals, and each pair", async () => {
    const r = await inProcess([
      "--ruleset",
      "tictactoe",
      "--bots",
      "random,mcts@300",
      "--games",
      "4",
      "--seed",
      "cli",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report).sort()).toEqual(
      ["gamesPerPair", "meanMs", "pairs", "players", "ratings", "ruleset", "seed", "unfinished"].sort(),
    );
    expect(report.ruleset).toBe("tictactoe");
    expect(report.ratings[0].bot).toBe("mcts@300");
    expect(Object.keys(report.ratings[0]).sort()).toEqual(["bot", "ci95", "elo", "games", "score", "se"]);
    expect(report.pairs[0]).toMatchObject({ a: "random", b: "mcts@300", wins: 0 });
    // Progress goes to stderr (lines when it is not a terminal), never into the JSON.
    expect(r.stderr).toMatch(/ladder: 4\/4 games/);
  });

  it("the table names each bot's Elo and 95% interval", async () => {
    const r = await inProcess(["--bots", "random,heuristic", "--games", "2", "--seed", "t"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/bot\s+Elo\s+95% interval/);
    expect(r.stdout).toMatch(/random vs heuristic: \d+-\d+-\d+ \(win-draw-loss\)/);
  });

  it("refuses a single bot and a bad game count (exit 2, usage)", async () => {
    expect((await inProcess(["--bots", "random"])).code).toBe(2);
    const bad = await inProcess(["--bots", "random,random", "--games", "0"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/usage: koprulu ladder/);
  });
});
