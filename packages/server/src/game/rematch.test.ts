/**
 * "Play again" (issue 36): the rematch has the same ruleset, options, clock and seats (bots stay
 * bots), one call or many make one game, and every old seat — and only it — gets its own link,
 * in its state and on its stream.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { dropPostgresSchema } from "../storage/connect";
import { startTestServer, type TestServer } from "../testing/harness";
import { until } from "../testing/until";

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON
type Json = any;

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
if (!PG_URL) console.warn("\n*** rematch on PostgreSQL SKIPPED: set KOPRULU_TEST_DATABASE_URL ***\n");
const BACKENDS = [{ name: "SQLite", pg: false }, ...(PG_URL ? [{ name: "PostgreSQL", pg: true }] : [])];

let s: TestServer;
let wsBase: string;

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const rematch = (gameId: string, token?: string) =>
  s.app.inject({ method: "POST", url: `/api/games/${gameId}/rematch`, headers: bearer(token) });
const clock = { kind: "live", bankSeconds: 600, bonusSeconds: 15, onTimeout: "bot" };

/** Rock-paper-scissors between Ann and Ben, best of one: Ann plays rock, Ben paper until Ben wins. */
async function finishedRps() {
  const { gameId, tokens } = await s.createGame({
    ruleset: "rps",
    players: 2,
    options: { bestOf: 1 },
    seats: [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Ben" },
    ],
    clock,
  });
  expect((await s.act(gameId, tokens[0]!, { type: "choose", hand: "rock" }, 0)).status).toBe(200);
  expect((await s.act(gameId, tokens[1]!, { type: "choose", hand: "paper" }, 1)).status).toBe(200);
  return { gameId, tokens: tokens as string[] };
}

describe.each(BACKENDS)("rematch on $name", ({ pg }) => {
  const schema = `rematch_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  beforeAll(async () => {
    s = await startTestServer({
      botWorkers: 1,
      ...(pg ? { databaseUrl: PG_URL!, databaseSchema: schema } : {}),
    });
    wsBase = (await s.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  });
  afterAll(async () => {
    await s.stop();
    if (pg) await dropPostgresSchema(PG_URL!, schema);
  });

  it("is refused before the end, and to anyone but a seat", async () => {
    const { gameId, tokens } = await s.createGame({
      ruleset: "rps",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const early = await rematch(gameId, tokens[0]!);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("game-not-finished");
    expect((await rematch(gameId)).statusCode).toBe(401);
    expect((await rematch(gameId, "not-a-token")).statusCode).toBe(403);
  });

  it("makes one new game with the same ruleset, options, clock and seats; each old seat gets only its own link", async () => {
    const { gameId, tokens } = await finishedRps();
    const ben = new WebSocket(`${wsBase}/api/games/${gameId}/stream?token=${tokens[1]}`);
    const benMessages: Json[] = [];
    ben.on("message", (d) => benMessages.push(JSON.parse(String(d))));
    await until(async () => (benMessages.length > 0 ? true : null), 5000);

    const first = await rematch(gameId, tokens[0]);
    expect(first.statusCode).toBe(201);
    const ann = first.json();
    const again = await rematch(gameId, tokens[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(ann); // idempotent: same game, same link
    expect(ann.invitation).toBe(`/play/${ann.gameId}?token=${ann.token}`);

    const next: Json = (await s.app.inject({ method: "GET", url: `/api/games/${ann.gameId}` })).json();
    expect(next.ruleset).toBe("rps");
    expect(next.clock).toEqual(clock);
    expect(next.seats.map((x: Json) => [x.kind, x.name])).toEqual([
      ["human", "Ann"],
      ["human", "Ben"],
    ]);
    expect(next.status).toBe("active");
    // Each old seat got its own link at once (Ben's is pushed to him below): both clocks run.
    expect(next.seats.map((x: Json) => x.clock.running)).toEqual([true, true]);

    // Ben's old page hears of it on its stream, with his own link…
    const notice = await until(async () => benMessages.find((m) => m.type === "rematch") ?? null, 5000);
    ben.close();
    expect(notice.gameId).toBe(ann.gameId);
    expect(notice.token).not.toBe(ann.token);
    // …the same one his state gives, and the same one his own rematch call gives.
    const benState = (await s.state(gameId, tokens[1])).body;
    expect(benState.rematch).toEqual({
      gameId: ann.gameId,
      token: notice.token,
      invitation: notice.invitation,
    });
    const benCall = await rematch(gameId, tokens[1]);
    expect(benCall.statusCode).toBe(200);
    expect(benCall.json().token).toBe(notice.token);
    // Spectators see that there is a rematch, and no link.
    expect((await s.state(gameId)).body.rematch).toEqual({ gameId: ann.gameId });
    // Each link is its own seat in the rematch, and plays there; options carried over (best of one).
    expect((await s.state(ann.gameId, ann.token)).body.seat).toBe(0);
    expect((await s.state(ann.gameId, notice.token)).body.seat).toBe(1);
    expect((await s.act(ann.gameId, ann.token, { type: "choose", hand: "rock" }, 0)).status).toBe(200);
    expect((await s.act(ann.gameId, notice.token, { type: "choose", hand: "scissors" }, 1)).status).toBe(200);
    expect((await s.state(ann.gameId)).body.status).toBe("finished");
  });

  it("two seats pressing Play again at once get one rematch, each with their own seat", async () => {
    const { gameId, tokens } = await finishedRps();
    const [a, b] = await Promise.all([rematch(gameId, tokens[0]), rematch(gameId, tokens[1])]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().gameId).toBe(b.json().gameId);
    expect((await s.state(a.json().gameId, a.json().token)).body.seat).toBe(0);
    expect((await s.state(b.json().gameId, b.json().token)).body.seat).toBe(1);
  });

  it("bots stay bots", async () => {
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "bot", bot: "random", name: "Robo" },
      ],
    });
    let state = (await s.state(gameId, tokens[0]!)).body;
    while (state.status !== "finished") {
      if (state.legalActions.length > 0)
        expect((await s.act(gameId, tokens[0]!, state.legalActions[0], state.version)).status).toBe(200);
      state = await until(async () => {
        const now = (await s.state(gameId, tokens[0]!)).body;
        return now.status === "finished" || now.legalActions.length > 0 ? now : null;
      }, 10_000);
    }
    const made = await rematch(gameId, tokens[0]!);
    expect(made.statusCode).toBe(201);
    const next: Json = (
      await s.app.inject({ method: "GET", url: `/api/games/${made.json().gameId}` })
    ).json();
    expect(next.seats[1]).toMatchObject({ kind: "bot", bot: "random", name: "Robo" });
    expect(next.clock).toEqual({ kind: "none" });
  });
});
