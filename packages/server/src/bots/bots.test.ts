/** Bot seats play by themselves on worker threads; a leaving player can be replaced by a bot. */
import { tictactoe } from "@koprulu/tictactoe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_MODULES, type TestServer, TTT_HUMANS } from "../testing/harness";
import { chooseForJob } from "./choose";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ botWorkers: 1 });
});
afterAll(async () => {
  await s.stop();
});

describe("chooseForJob", () => {
  it("uses @koprulu/bots and returns one of the legal actions, the same for the same seed", async () => {
    const state = tictactoe.setup({}, "x");
    const job = {
      modules: TEST_MODULES,
      rulesetId: "tictactoe",
      view: tictactoe.view(state, 0),
      decisions: tictactoe.pending(state),
      legalActions: tictactoe.legalActions(state, 0),
      seat: 0,
      bot: "random" as const,
      strength: null,
      seed: "s1",
      gameId: "g",
      maxMs: 2000,
    };
    const a = await chooseForJob(job);
    const b = await chooseForJob(job);
    expect(a).toEqual(b);
    expect(a.ok && a.bot).toBe("random");
    if (a.ok) expect(job.legalActions).toContainEqual(a.action);
  });

  it("a named level plays: the seat's bot is 'hard', the ruleset's bot and thinking time for that level", async () => {
    const state = tictactoe.setup({}, "lvl");
    const legalActions = tictactoe.legalActions(state, 0);
    const res = await chooseForJob({
      modules: TEST_MODULES,
      rulesetId: "tictactoe",
      view: tictactoe.view(state, 0),
      decisions: tictactoe.pending(state),
      legalActions,
      seat: 0,
      bot: "hard",
      strength: "normal",
      seed: "lvl",
      gameId: "g",
      maxMs: 2000,
    });
    expect(res.ok && res.bot).toBe("hard");
    if (res.ok) expect(legalActions).toContainEqual(res.action);
  });

  it("refuses a job without legal actions instead of inventing one", async () => {
    const res = await chooseForJob({
      modules: TEST_MODULES,
      rulesetId: "tictactoe",
      view: {},
      decisions: [],
      legalActions: [],
      seat: 0,
      bot: "random",
      strength: null,
      seed: "s",
      gameId: "g",
      maxMs: 2000,
    });
    expect(res.ok).toBe(false);
  });
});

describe("bot seats", () => {
  it("a bot-vs-bot game plays to the end by itself", async () => {
    const { gameId } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [
        { kind: "bot", bot: "random" },
        { kind: "bot", bot: "mcts", strength: 50 },
      ],
    });
    await s.service.idle();
    const st = await s.state(gameId);
    expect(st.body.status).toBe("finished");
    expect(st.body.outcome).not.toBeNull();
    expect(st.body.version).toBeGreaterThanOrEqual(5);
  });

  it("a bot answers a person's move, and bots play the test ruleset loaded from its module in the worker", async () => {
    const { gameId, tokens } = await s.createGame({
      ruleset: "duel",
      players: 2,
      seats: [{ kind: "human" }, { kind: "bot", bot: "random" }],
    });
    await s.act(gameId, tokens[0]!, { type: "done" }, 0);
    await s.service.idle();
    const st = await s.state(gameId, tokens[0]!);
    // The bot prepared, said done and made its simultaneous pick, which the person cannot see.
    expect(st.body.view.phase).toBe("pick");
    expect(st.body.view.picks).toEqual([null, "hidden"]);
    expect(st.body.pending).toEqual([expect.objectContaining({ player: 0, kind: "pick" })]);
    await s.act(gameId, tokens[0]!, { type: "pick", n: 1 }, st.body.version);
    await s.service.idle();
    expect((await s.state(gameId)).body.status).toBe("finished");
  });

  it("a player who leaves is replaced by a bot that finishes the game", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0);
    const res = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/seats/1/bot`,
      headers: { authorization: `Bearer ${tokens[1]}` },
      payload: { bot: "heuristic" },
    });
    expect(res.statusCode).toBe(200);
    await s.service.idle();
    const st = await s.state(gameId, tokens[0]!);
    expect(st.body.version).toBe(2);
    expect(st.body.seats[1]).toMatchObject({ kind: "bot", bot: "heuristic" });
    expect(st.body.pending).toEqual([expect.objectContaining({ player: 0 })]);
  });
});
