/**
 * Restart with a game that no longer replays (saved under older rules, or a tampered log):
 * the server reports it and keeps serving every other game instead of refusing to start.
 */
import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { createServer } from "../server";
import { startTestServer, TEST_MODULES } from "../testing/harness";

const HUMAN_VS_BOT = {
  ruleset: "tictactoe",
  players: 2,
  seats: [{ kind: "human" }, { kind: "bot", bot: "random" }],
};

describe("restart with an unreplayable game", () => {
  let dir = "";
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("skips the broken game on resume and still serves the healthy one", async () => {
    const first = await startTestServer();
    dir = first.dir;
    const broken = await first.createGame(HUMAN_VS_BOT);
    const healthy = await first.createGame(HUMAN_VS_BOT);
    expect((await first.act(broken.gameId, broken.tokens[0]!, { type: "mark", cell: 4 }, 0)).status).toBe(
      200,
    );
    await first.service.idle();
    await first.close();

    // Rewrite the recorded move into one the rules refuse (a cell off the board).
    const db = new Database(first.dbFile);
    const seqs = db
      .prepare("SELECT seq FROM actions WHERE game_id = ? AND kind = 'action' ORDER BY seq")
      .all(broken.gameId) as { seq: number }[];
    expect(seqs.length).toBe(1); // no bot workers here: only the human's move is recorded
    const changed = db
      .prepare("UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?")
      .run(JSON.stringify({ type: "mark", cell: 9 }), broken.gameId, seqs[0].seq);
    db.close();
    expect(changed.changes).toBe(1);

    const second = await createServer({
      databaseUrl: first.dbFile,
      rulesetModules: TEST_MODULES,
      botWorkers: 0,
      logger: false,
      webDist: null,
    });
    try {
      await expect(second.service.resumeBots()).resolves.toBe(2);
      const res = await second.app.inject({ method: "GET", url: `/api/games/${healthy.gameId}/state` });
      expect(res.statusCode).toBe(200);
      expect(res.json().gameId).toBe(healthy.gameId);
    } finally {
      await second.close();
    }
  });
});
