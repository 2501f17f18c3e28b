import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MAIN = join(import.meta.dirname, "..", "main.ts");

function cli(args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", MAIN, ...args], {
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("koprulu simulate", () => {
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

  it("gives the same games with 2 worker threads as in one thread", () => {
    const one = JSON.parse(cli(["simulate", "--bots", "random,random", "--games", "8", "--json"]).stdout);
    const two = JSON.parse(
      cli(["simulate", "--bots", "random,random", "--games", "8", "--threads", "2", "--json"]).stdout,
    );
    const strip = (rows: { ms: number }[]) => rows.map(({ ms: _ms, ...rest }) => rest);
    expect(strip(two.results)).toEqual(strip(one.results));
  });

  it("prints a table with win rates and 95% intervals", () => {
    const r = cli(["simulate", "--bots", "random,random", "--games", "10"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/95% CI/);
    expect(r.stdout).toMatch(/random#2\s+\d+\s+[\d.]+%\s+\[[\d.]+%, [\d.]+%\]/);
    expect(r.stdout).toMatch(/endings: /);
  });

  it("--save writes one record per game", () => {
    const dir = mkdtempSync(join(tmpdir(), "koprulu-sim-"));
    const r = cli(["simulate", "--bots", "random,random", "--games", "3", "--save", dir, "--json"]);
    expect(r.code).toBe(0);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(["game-0000.json", "game-0001.json", "game-0002.json"]);
    const rec = JSON.parse(readFileSync(join(dir, files[0]), "utf8"));
    expect(rec.ruleset).toBe("tictactoe");
    expect(rec.log.length).toBe(JSON.parse(r.stdout).results[0].actions);
  });

  it("rejects bad arguments with exit code 2 and a reason", () => {
    const r = cli(["simulate", "--bots", "random,random", "--games", "zero"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--games/);
    const bad = cli(["simulate", "--bots", "random,wizard", "--games", "1"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/unknown bot 'wizard'/);
  });
});
