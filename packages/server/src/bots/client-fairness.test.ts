/**
 * Bot time is shared fairly between clients (issue 33 item 1), on a real server (127.0.0.1,
 * port 0). The bot thread is a stand-in with a fixed cost per decision (an MCTS decision takes
 * 150 ms, a random one 1 ms), so the test measures the scheduling, not this machine's speed.
 * Clients are told apart by X-Forwarded-For from a trusted local proxy.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ServerLimits } from "../limits";
import { startTestServer, type TestServer } from "../testing/harness";
import { until } from "../testing/until";
import type { BotAnswer, BotJob, BotRunner } from "./types";

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON bodies
type Json = any;

const MCTS_MS = 150;

/** One "thread": MCTS decisions cost MCTS_MS, others 1 ms; plays the first legal action. */
const timedRunner = (): BotRunner => ({
  choose: (job: BotJob) =>
    new Promise<BotAnswer>((r) =>
      setTimeout(
        () => r({ ok: true, action: job.legalActions[0], bot: job.bot }),
        job.bot === "mcts" ? MCTS_MS : 1,
      ),
    ),
  close: async () => {},
});

let server: TestServer | null = null;
let http = "";

async function start(limits: Partial<ServerLimits>) {
  server = await startTestServer({ bots: timedRunner(), trustProxy: "127.0.0.1", limits });
  http = await server.app.listen({ port: 0, host: "127.0.0.1" });
}

afterEach(async () => {
  await server?.stop();
  server = null;
});

async function post(url: string, body: unknown, client: string, token?: string) {
  const res = await fetch(`${http}${url}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": client,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const ALL_MCTS = {
  ruleset: "tictactoe",
  players: 2,
  seats: [
    { kind: "bot", bot: "mcts", strength: 20_000 },
    { kind: "bot", bot: "mcts", strength: 20_000 },
  ],
};
const VS_RANDOM = {
  ruleset: "tictactoe",
  players: 2,
  seats: [{ kind: "human" }, { kind: "bot", bot: "random" }],
};

describe("fair bot time across clients", () => {
  it("a light bot's reply in another client's game stays fast while one client runs many MCTS games", async () => {
    await start({ mctsGamesPerClient: 10, mctsGames: 20 });
    // Client A fills the bot thread: eight all-MCTS games (about 10 s of bot work).
    for (let i = 0; i < 8; i++) expect((await post("/api/games", ALL_MCTS, "203.0.113.10")).status).toBe(201);
    await new Promise((r) => setTimeout(r, 2 * MCTS_MS));
    // Client B plays against a random bot: each reply waits for at most the decision running now.
    const b = await post("/api/games", VS_RANDOM, "198.51.100.20");
    const gameId = b.body.gameId as string;
    const token = b.body.seats[0].token as string;
    const waits: number[] = [];
    let version = 0;
    for (const cell of [0, 1, 2]) {
      const state = (await (
        await fetch(`${http}/api/games/${gameId}/state`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as Json;
      if (state.status !== "active") break;
      const mine = state.legalActions.find((a: Json) => a.cell === cell) ?? state.legalActions[0];
      const t0 = Date.now();
      const moved = await post(
        `/api/games/${gameId}/actions`,
        { action: mine, version, idempotencyKey: `b${cell}` },
        "198.51.100.20",
        token,
      );
      expect(moved.status).toBe(200);
      version = moved.body.version;
      // The bot's reply is the next version.
      const target = version + 1;
      for (let polls = 0; polls < 500; polls++) {
        const g = await server!.service.read(gameId);
        if (g && (g.runtime.version >= target || g.runtime.finished)) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      waits.push(Date.now() - t0);
      version = target;
    }
    expect(waits.length).toBeGreaterThanOrEqual(2);
    // Fair per game only, each reply would wait behind one decision of each of A's eight games
    // (≈ 1200 ms); fair per client it waits behind at most the one running (≤ 150 ms + overhead).
    for (const w of waits) expect(w).toBeLessThan(4 * MCTS_MS);
    const metrics = (await (await fetch(`${http}/api/metrics`)).json()) as Json;
    expect(metrics.bots.mctsGames).toBeGreaterThan(0);
  });

  it("MCTS games are capped per client (429 too-many-bot-games) and in total (429 bot-capacity-full)", async () => {
    await start({ mctsGamesPerClient: 2, mctsGames: 3 });
    const a1 = await post("/api/games", ALL_MCTS, "203.0.113.10");
    const a2 = await post("/api/games", ALL_MCTS, "203.0.113.10");
    const a3 = await post("/api/games", ALL_MCTS, "203.0.113.10");
    expect([a1.status, a2.status, a3.status]).toEqual([201, 201, 429]);
    expect(a3.body.error.code).toBe("too-many-bot-games");
    expect(a3.body.error.message).toMatch(/at most 2 active games with an MCTS bot/);
    // The same client may still play light bots.
    expect((await post("/api/games", VS_RANDOM, "203.0.113.10")).status).toBe(201);
    // Another client takes the last place on the server; a third finds it full.
    expect((await post("/api/games", ALL_MCTS, "198.51.100.20")).status).toBe(201);
    const c = await post("/api/games", ALL_MCTS, "192.0.2.30");
    expect(c.status).toBe(429);
    expect(c.body.error.code).toBe("bot-capacity-full");
    // Handing a seat to an MCTS bot counts too.
    const human = await post("/api/games", VS_RANDOM, "192.0.2.30");
    const handed = await post(
      `/api/games/${human.body.gameId}/seats/0/bot`,
      { bot: "mcts", strength: "easy" },
      "192.0.2.30",
      human.body.seats[0].token,
    );
    expect(handed.status).toBe(429);
    expect(handed.body.error.code).toBe("bot-capacity-full");
  });

  it("a finished MCTS game frees its client's place", async () => {
    await start({ mctsGamesPerClient: 1, mctsGames: 10 });
    const first = await post("/api/games", ALL_MCTS, "203.0.113.10");
    expect(first.status).toBe(201);
    expect((await post("/api/games", ALL_MCTS, "203.0.113.10")).status).toBe(429);
    await until(
      async () => ((await server!.service.read(first.body.gameId))?.runtime.finished ? true : null),
      10_000,
    );
    expect((await post("/api/games", ALL_MCTS, "203.0.113.10")).status).toBe(201);
  });
});
