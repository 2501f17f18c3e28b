import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "@koprulu/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { run as replay, winnerWords } from "./replay";
import { run as simulate } from "./simulate";

const MAIN = join(import.meta.dirname, "..", "main.ts");

function cli(args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", MAIN, ...args], {
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs a command in this process (cheaper than spawning), capturing stdout. */
async function inProcess(command: (argv: string[]) => Promise<number>, args: string[]) {
  let stdout = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    return { code: await command(args), stdout };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe("koprulu replay", () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "koprulu-replay-"));
    const r = await inProcess(simulate, [
      "--bots",
      "mcts@100,random",
      "--games",
      "2",
      "--seed",
      "r",
      "--save",
      dir,
      "--json",
    ]);
    expect(r.code).toBe(0);
  });

  it("--verify replays a record saved by simulate and confirms its state hash", async () => {
    const r = cli(["replay", join(dir, "game-0000.json"), "--verify", "--json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(true);
    expect(out.verified).toBe(true);
    expect(out.hash).toBe(out.expectedHash);
    const rec = JSON.parse(readFileSync(join(dir, "game-0000.json"), "utf8"));
    expect(out.actions).toBe(rec.log.length);
    expect(out.outcome).toEqual(rec.outcome);
    const text = await inProcess(replay, [join(dir, "game-0001.json"), "--verify"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/hash [0-9a-f]{16} verified/);
  });

  it("the text output counts seats from 1 (a person reads it)", async () => {
    const rec = JSON.parse(readFileSync(join(dir, "game-0001.json"), "utf8"));
    const text = await inProcess(replay, [join(dir, "game-0001.json")]);
    const winners = (rec.outcome?.winners ?? []) as number[];
    expect(text.stdout).not.toMatch(/winners \[/);
    if (winners.length === 1) expect(text.stdout).toContain(`won by seat ${winners[0] + 1} (`);
    expect(winnerWords([3])).toBe("won by seat 4");
    expect(winnerWords([0, 2])).toBe("won by seats 1, 3");
  });

  it("--verify fails with exit 1 when the record's hash does not match", async () => {
    const rec = JSON.parse(readFileSync(join(dir, "game-0000.json"), "utf8"));
    const bad = join(dir, "tampered-hash.json");
    writeFileSync(bad, JSON.stringify({ ...rec, hash: "0000000000000000" }));
    const r = await inProcess(replay, [bad, "--verify", "--json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error.code).toBe("hash-mismatch");
  });

  it("fails on an illegal logged action and names the entry", async () => {
    const rec = JSON.parse(readFileSync(join(dir, "game-0000.json"), "utf8"));
    rec.log[1] = { ...rec.log[1], action: rec.log[0].action }; // mark an already-marked cell
    const bad = join(dir, "tampered-log.json");
    writeFileSync(bad, JSON.stringify(rec));
    const r = await inProcess(replay, [bad, "--json"]);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.error.code).toBe("illegal-entry");
    expect(out.error.index).toBe(1);
  });

  it("needs exactly one file", async () => {
    expect((await inProcess(replay, [])).code).toBe(2);
  });
});

describe("koprulu replay of a game served by koprulu serve", () => {
  it("the record served by GET /api/games/:id/log, saved as a file, passes replay --verify", async () => {
    const server = await createServer({
      databaseUrl: ":memory:",
      rulesetModules: ["@koprulu/tictactoe"],
      botWorkers: 0,
      logger: false,
      webDist: null,
      limits: { requestsPerMinute: 0, createsPerMinute: 0 },
    });
    try {
      const created = await server.app.inject({
        method: "POST",
        url: "/api/games",
        payload: { ruleset: "tictactoe", players: 2, seats: [{ kind: "human" }, { kind: "human" }] },
      });
      const { gameId, seats } = created.json() as { gameId: string; seats: { token: string }[] };
      for (const [version, cell] of [0, 3, 1, 4, 2].entries()) {
        const res = await server.app.inject({
          method: "POST",
          url: `/api/games/${gameId}/actions`,
          headers: { authorization: `Bearer ${seats[version % 2].token}` },
          payload: { action: { type: "mark", cell }, version, idempotencyKey: `m${version}` },
        });
        expect(res.statusCode).toBe(200);
      }
      const served = await server.app.inject({ method: "GET", url: `/api/games/${gameId}/log` });
      expect(served.json().finished).toBe(true);
      const dir = mkdtempSync(join(tmpdir(), "koprulu-served-"));
      const file = join(dir, "served-log.json");
      writeFileSync(file, served.body);
      const r = cli(["replay", file, "--verify", "--json"]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ ok: true, verified: true, ruleset: "tictactoe", actions: 5 });
      expect(out.hash).toBe(served.json().record.hash);
    } finally {
      await server.close();
    }
  }, 60_000);
});
