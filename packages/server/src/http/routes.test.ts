import { Match } from "@koprulu/engine";
import { tictactoe } from "@koprulu/tictactoe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUEL_HUMANS, startTestServer, type TestServer, TTT_HUMANS } from "../testing/harness";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.stop();
});

describe("GET /api/rulesets", () => {
  it("lists every registered ruleset with its seat counts", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/rulesets" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { id: "tictactoe", minPlayers: 2, maxPlayers: 2, forfeit: true },
        { id: "duel", minPlayers: 2, maxPlayers: 2, forfeit: true },
      ]),
    );
  });
});

describe("POST /api/games", () => {
  it("creates a game: 201, tokens for human seats only, invitation links", async () => {
    const res = await s.app.inject({
      method: "POST",
      url: "/api/games",
      payload: {
        ruleset: "tictactoe",
        players: 2,
        seats: [
          { kind: "human", name: "Ann" },
          { kind: "bot", bot: "random" },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.gameId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(body.seats[0]).toMatchObject({ seat: 0, kind: "human", name: "Ann" });
    expect(body.seats[0].token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.seats[0].invitation).toBe(`/play/${body.gameId}?token=${body.seats[0].token}`);
    expect(body.seats[1]).toMatchObject({ seat: 1, kind: "bot" });
    expect(body.seats[1].token).toBeUndefined();
  });

  it("stores only the sha256 of seat tokens", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const rows = await s.store.db.selectFrom("seats").selectAll().where("game_id", "=", gameId).execute();
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(tokens[row.seat]!);
    }
  });

  it("refuses an unknown ruleset, a wrong player count and a seat-count mismatch with 422", async () => {
    const bad = [
      { ruleset: "chess", players: 2, seats: [{ kind: "human" }, { kind: "human" }] },
      { ruleset: "tictactoe", players: 3, seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }] },
      { ruleset: "tictactoe", players: 2, seats: [{ kind: "human" }] },
    ];
    const codes = [];
    for (const payload of bad) {
      const res = await s.app.inject({ method: "POST", url: "/api/games", payload });
      expect(res.statusCode).toBe(422);
      codes.push(res.json().error.code);
    }
    expect(codes).toEqual(["unknown-ruleset", "bad-player-count", "bad-seats"]);
  });

  it("refuses schema violations with 400", async () => {
    const res = await s.app.inject({
      method: "POST",
      url: "/api/games",
      payload: { ruleset: "tictactoe", players: 2, seats: [{ kind: "alien" }, { kind: "human" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("bad-request");
  });
});

describe("GET /api/games/:id and /state", () => {
  it("gives a public summary", async () => {
    const { gameId } = await s.createGame(TTT_HUMANS);
    const res = await s.app.inject({ method: "GET", url: `/api/games/${gameId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gameId,
      ruleset: "tictactoe",
      players: 2,
      status: "active",
      version: 0,
      pendingSeats: [0],
    });
  });

  it("gives a seat its view, pending decisions and only its own legal actions", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const mine = await s.state(gameId, tokens[0]!);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      gameId,
      seat: 0,
      version: 0,
      outcome: null,
      pending: [{ player: 0, kind: "mark" }],
    });
    expect(mine.body.legalActions).toHaveLength(9);
    const theirs = await s.state(gameId, tokens[1]!);
    expect(theirs.body.seat).toBe(1);
    expect(theirs.body.legalActions).toEqual([]);
    const spectator = await s.state(gameId);
    expect(spectator.body.seat).toBeNull();
    expect(spectator.body.legalActions).toEqual([]);
  });

  it("passes a decision's args (its particulars as data) on to the client, as the ruleset made them", async () => {
    const { gameId, tokens } = await s.createGame(DUEL_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "add" }, 0);
    const state = await s.state(gameId, tokens[0]!);
    expect(state.body.pending).toEqual([{ player: 0, kind: "prepare", args: { tokens: 1 } }]);
  });

  it("answers 404 for an unknown game", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/games/nope/state" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("no-such-game");
  });
});

describe("POST /api/games/:id/actions", () => {
  it("applies a legal action, 200 with the new version, and the log describes it in plain words", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const res = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0);
    expect(res).toEqual({ status: 200, body: { version: 1, duplicate: false } });
    const st = await s.state(gameId, tokens[1]!);
    expect(st.body.view.board[4]).toBe(0);
    expect(st.body.log).toEqual([
      expect.objectContaining({ seq: 1, seat: 0, text: "Seat 1: X marks cell 4" }),
    ]);
  });

  it("answers an illegal action with 422 and the ruleset's RuleError, and changes nothing", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0);
    const res = await s.act(gameId, tokens[1]!, { type: "mark", cell: 4 }, 1);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "cell-taken",
      message: "Cell 4 is already marked.",
      rule: "Mark an empty cell",
    });
    const notYours = await s.act(gameId, tokens[0]!, { type: "mark", cell: 0 }, 1);
    expect(notYours.status).toBe(422);
    expect(notYours.body.error.code).toBe("not-your-decision");
    expect((await s.state(gameId)).body.version).toBe(1);
  });

  it("needs a token (401) and refuses tokens of other games (403)", async () => {
    const a = await s.createGame(TTT_HUMANS);
    const b = await s.createGame(TTT_HUMANS);
    expect((await s.act(a.gameId, undefined, { type: "mark", cell: 0 }, 0)).status).toBe(401);
    const cross = await s.act(a.gameId, b.tokens[0]!, { type: "mark", cell: 0 }, 0);
    expect(cross.status).toBe(403);
    expect(cross.body.error.code).toBe("not-a-seat-here");
  });
});

describe("POST /api/games/:id/undo", () => {
  it("takes back the seat's own undoable action (200) and refuses once the decision passed (422)", async () => {
    const { gameId, tokens } = await s.createGame(DUEL_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "add" }, 0);
    await s.act(gameId, tokens[0]!, { type: "add" }, 1);
    expect((await s.state(gameId, tokens[0]!)).body.canUndo).toBe(true);
    const other = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/undo`,
      headers: { authorization: `Bearer ${tokens[1]}` },
    });
    expect(other.statusCode).toBe(422);
    const undo = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/undo`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().version).toBe(3);
    expect((await s.state(gameId)).body.view.tokens).toEqual([1, 0]);
    await s.act(gameId, tokens[0]!, { type: "done" }, 3);
    const late = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/undo`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe("undo-decision-passed");
  });

  it("refuses undo in tic-tac-toe: marking passes the turn", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "mark", cell: 0 }, 0);
    const res = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/undo`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe("GET /api/games/:id/log", () => {
  it("gives a running game's seat its own redacted log, and the full replay record once finished", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const moves: [number, number][] = [
      [0, 0],
      [1, 3],
      [0, 1],
      [1, 4],
      [0, 2],
    ];
    for (const [i, [seat, cell]] of moves.entries()) {
      expect((await s.act(gameId, tokens[seat]!, { type: "mark", cell }, i)).status).toBe(200);
      if (i === 1) {
        const running = await s.app.inject({
          method: "GET",
          url: `/api/games/${gameId}/log`,
          headers: { authorization: `Bearer ${tokens[0]}` },
        });
        expect(running.json()).toMatchObject({ finished: false, seat: 0, version: 2 });
        expect(running.json().record).toBeUndefined();
      }
    }
    const res = await s.app.inject({ method: "GET", url: `/api/games/${gameId}/log` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.finished).toBe(true);
    expect(body.outcome).toEqual({ winners: [0], reason: "line" });
    expect(body.record.log).toEqual(
      moves.map(([player, cell]) => ({ player, action: { type: "mark", cell } })),
    );
    expect(body.record.hash).toMatch(/^[0-9a-f]{16}$/);
    // The record is an engine MatchRecord: replaying it through the engine verifies its hash.
    expect(Match.fromJSON(tictactoe, body.record).hash()).toBe(body.record.hash);
    expect(body.entries).toHaveLength(5);
  });
});

describe("GET /api/games (lobby)", () => {
  it("lists a player's games with 'your turn' first", async () => {
    const g1 = await s.createGame(TTT_HUMANS);
    const g2 = await s.createGame(TTT_HUMANS);
    // In g1 seat 0 moves, so it is now seat 1's turn there; in g2 it is still seat 0's.
    await s.act(g1.gameId, g1.tokens[0]!, { type: "mark", cell: 0 }, 0);
    const res = await s.app.inject({
      method: "GET",
      url: `/api/games?token=${g1.tokens[0]},${g2.tokens[0]}`,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((g: { gameId: string }) => g.gameId)).toEqual([g2.gameId, g1.gameId]);
    expect(list[0]).toMatchObject({ yourSeat: 0, yourTurn: true, ruleset: "tictactoe" });
    expect(list[1]).toMatchObject({ yourSeat: 0, yourTurn: false, version: 1 });
  });

  it("without tokens lists recent games, without seats", async () => {
    const g = await s.createGame(TTT_HUMANS);
    const res = await s.app.inject({ method: "GET", url: "/api/games?limit=5" });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeLessThanOrEqual(5);
    expect(res.json().some((x: { gameId: string }) => x.gameId === g.gameId)).toBe(true);
    expect(res.json()[0].yourSeat).toBeUndefined();
  });
});

describe("POST /api/games/:id/join and /seats/:seat/bot", () => {
  it("lets the invited player take the seat under their name", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const res = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/join`,
      headers: { authorization: `Bearer ${tokens[1]}` },
      payload: { name: "Bo" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().seat).toBe(1);
    expect(res.json().seats[1].name).toBe("Bo");
  });

  it("hands a leaving player's seat to a bot; the old token stops working", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const res = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/seats/1/bot`,
      headers: { authorization: `Bearer ${tokens[1]}` },
      payload: { bot: "random" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().seats[1]).toMatchObject({ kind: "bot", bot: "random" });
    expect((await s.state(gameId, tokens[1]!)).status).toBe(403);
  });
});

describe("docs and errors", () => {
  it("serves the OpenAPI document with every API route", async () => {
    const res = await s.app.inject({ method: "GET", url: "/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      "/api/rulesets",
      "/api/games",
      "/api/games/{id}",
      "/api/games/{id}/state",
      "/api/games/{id}/actions",
      "/api/games/{id}/undo",
      "/api/games/{id}/log",
      "/api/games/{id}/replay/view",
      "/api/games/{id}/seats/{seat}/bot",
      "/api/games/{id}/stream",
    ]) {
      expect(paths).toContain(p);
    }
    expect((await s.app.inject({ method: "GET", url: "/docs" })).statusCode).toBeLessThan(400);
  });

  it("answers malformed JSON with 400 malformed-json", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const res = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/actions`,
      headers: { authorization: `Bearer ${tokens[0]}`, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("malformed-json");
  });

  it("answers unknown routes with a 404 error body", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not-found");
  });
});
