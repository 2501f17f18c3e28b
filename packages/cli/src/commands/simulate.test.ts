import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { run } from "./simulate";

const MAIN = join(import.meta.dirname, "..", "main.ts");

function cli(args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", MAIN, ...args], {
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs the command in this process (cheaper than spawning), capturing stdout and stderr. */
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
    const code = await run(args.slice(1));
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe("koprulu simulate", () => {
  it("--options leadershipCards reports leadershipCardsResolved (card id → count) in --json", async () => {
    const r = await inProcess([
      "simulate",
      "--ruleset",
      "starcraft",
      "--players",
      "2",
      "--expansion",
      "brood-war",
      "--options",
      '{"variants":{"leadershipCards":true}}',
      "--bots",
      "random,random",
      "--games",
      "2",
      "--seed",
      "lead",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    const counts = Object.values(report.leadershipCardsResolved) as number[];
    // Two seats choose at least their Stage I card in each of the two games.
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
    for (const id of Object.keys(report.leadershipCardsResolved)) expect(id).toMatch(/^[a-z-]+$/);
  });

  it("--expansion brood-war plays Brood War games and reports the broodWar counters at the top of --json", async () => {
    const r = await inProcess([
      "simulate",
      "--ruleset",
      "starcraft",
      "--players",
      "2",
      "--expansion",
      "brood-war",
      "--bots",
      "heuristic,heuristic",
      "--games",
      "1",
      "--seed",
      "bw",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report.broodWar).sort()).toEqual(
      [
        "assistExemptions",
        "defendOrders",
        "goldRefusedPoolFull",
        "guardTokensUsed",
        "installationsBuilt",
        "mindControlled",
        "strategicExecutions",
      ].sort(),
    );
    expect(report.counters).toBeUndefined();
    const bad = await inProcess([
      "simulate",
      "--ruleset",
      "starcraft",
      "--expansion",
      "lotv",
      "--bots",
      "random,random",
      "--games",
      "1",
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("lotv");
  }, 60_000);

  it("--json prints games, per-game results with the documented fields, and win rates", () => {
    const r = cli([
      "simulate",
      "--ruleset",
      "tictactoe",
      "--bots",
      "mcts@300,random",
      "--games",
      "6",
      "--seed",
      "7",
      "--rotate",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.games).toBe(6);
    expect(out.results).toHaveLength(6);
    for (const g of out.results) {
      expect(Object.keys(g).sort()).toEqual(["actions", "ms", "reason", "rounds", "seed", "winner"]);
      expect(["line", "draw"]).toContain(g.reason);
    }
    expect(Object.keys(out.winRates)).toEqual(["mcts@300", "random"]);
    const w = out.winRates["mcts@300"];
    expect(w.ci95[0]).toBeLessThanOrEqual(w.rate);
    expect(w.ci95[1]).toBeGreaterThanOrEqual(w.rate);
    // Piped stderr is not a terminal: no progress bar.
    expect(r.stderr).toBe("");
  });

  it("counts a tuned bot's wins although its name holds a '+' (mcts@40+finalMargin=0.05)", async () => {
    const spec = "mcts@40+finalMargin=0.05";
    const r = await inProcess([
      "simulate",
      "--ruleset",
      "tictactoe",
      "--bots",
      `${spec},random`,
      "--games",
      "6",
      "--seed",
      "p",
      "--rotate",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const won = out.results.filter((g: { winner: string | null }) => g.winner === spec).length;
    expect(won).toBeGreaterThan(0);
    expect(out.winRates[spec].wins).toBe(won);
    expect(out.winRates.random.wins).toBe(
      out.results.filter((g: { winner: string | null }) => g.winner === "random").length,
    );
  });

  it("gives the same games with 2 worker threads as in one thread", async () => {
    const one = JSON.parse(
      (await inProcess(["simulate", "--bots", "random,random", "--games", "8", "--json"])).stdout,
    );
    const two = JSON.parse(
      (await inProcess(["simulate", "--bots", "random,random", "--games", "8", "--threads", "2", "--json"]))
        .stdout,
    );
    const strip = (rows: { ms: number }[]) => rows.map(({ ms: _ms, ...rest }) => rest);
    expect(strip(two.results)).toEqual(strip(one.results));
  });

  it("prints a table with win rates and 95% intervals", async () => {
    const r = await inProcess(["simulate", "--bots", "random,random", "--games", "10"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/95% CI/);
    expect(r.stdout).toMatch(/random#2\s+\d+\s+[\d.]+%\s+\[[\d.]+%, [\d.]+%\]/);
    expect(r.stdout).toMatch(/endings: /);
  });

  it("--save writes one record per game", async () => {
    const dir = mkdtempSync(join(tmpdir(), "koprulu-sim-"));
    const r = await inProcess([
      "simulate",
      "--bots",
      "random,random",
      "--games",
      "3",
      "--save",
      dir,
      "--json",
    ]);
    expect(r.code).toBe(0);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(["game-0000.json", "game-0001.json", "game-0002.json"]);
    const rec = JSON.parse(readFileSync(join(dir, files[0]), "utf8"));
    expect(rec.ruleset).toBe("tictactoe");
    expect(rec.log.length).toBe(JSON.parse(r.stdout).results[0].actions);
  });

  it("--max-actions stops a game after that many actions and reports it as action-limit", async () => {
    const args = ["simulate", "--ruleset", "starcraft", "--bots", "random,random", "--games", "1", "--json"];
    const cut = await inProcess([...args, "--max-actions", "40"]);
    expect(cut.code).toBe(0);
    const row = JSON.parse(cut.stdout).results[0];
    expect(row.reason).toBe("action-limit");
    expect(row.actions).toBe(40);
    const bad = await inProcess([...args, "--max-actions", "0"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--max-actions/);
  });

  it("rejects bad arguments with exit code 2 and a reason", async () => {
    const r = await inProcess(["simulate", "--bots", "random,random", "--games", "zero"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--games/);
    const bad = await inProcess(["simulate", "--bots", "random,wizard", "--games", "1"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/unknown bot 'wizard'/);
  });
});
