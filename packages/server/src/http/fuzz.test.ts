/**
 * Property-based fuzzing of the routes (fast-check): whatever arrives — random JSON, broken
 * JSON, wrong types, odd paths and headers — the server answers 2xx or 4xx with a JSON error
 * body, never 5xx, and a refused request changes no game.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUEL_HUMANS, startTestServer, type TestServer, TTT_HUMANS } from "../testing/harness";

let s: TestServer;
let ttt: { gameId: string; tokens: (string | null)[] };
let duel: { gameId: string; tokens: (string | null)[] };
beforeAll(async () => {
  s = await startTestServer();
  ttt = await s.createGame(TTT_HUMANS);
  duel = await s.createGame(DUEL_HUMANS);
});
afterAll(async () => {
  await s.stop();
});

const versions = async () => [
  (await s.state(ttt.gameId)).body.version,
  (await s.state(duel.gameId)).body.version,
];

const idArb = fc.oneof(
  fc.constant("GAME"),
  fc.string({ maxLength: 20 }),
  fc.constantFrom("..", "%00", "a%2Fb", "x".repeat(100), "__proto__"),
);
const pathArb = fc
  .tuple(
    fc.constantFrom(
      "/api/games",
      "/api/games/ID",
      "/api/games/ID/state",
      "/api/games/ID/actions",
      "/api/games/ID/undo",
      "/api/games/ID/log",
      "/api/games/ID/join",
      "/api/games/ID/seats/SEAT/bot",
      "/api/rulesets",
    ),
    idArb,
    fc.oneof(fc.constantFrom("0", "1", "2", "99", "-1", "x"), fc.string({ maxLength: 4 })),
    fc.option(fc.string({ maxLength: 30 })),
  )
  .map(([tpl, id, seat, query]) => {
    const realId = id === "GAME" ? ttt.gameId : encodeURIComponent(id);
    const path = tpl.replace("ID", realId).replace("SEAT", encodeURIComponent(seat));
    return query === null ? path : `${path}?${encodeURIComponent(query)}=${encodeURIComponent(query)}`;
  });
const bodyArb = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc
    .record({
      action: fc.oneof(
        fc.jsonValue(),
        fc.record({ type: fc.string(), cell: fc.oneof(fc.integer(), fc.jsonValue()) }),
      ),
      version: fc.oneof(fc.integer(), fc.jsonValue()),
      idempotencyKey: fc.oneof(fc.string(), fc.jsonValue()),
    })
    .map((v) => JSON.stringify(v)),
);
const authArb = fc.option(
  fc.oneof(
    fc.constant("SEAT0"),
    fc.constant("SEAT1"),
    fc.string({ maxLength: 40 }).map((t) => `Bearer ${t}`),
    fc.string({ maxLength: 40 }),
  ),
);

function expectJsonError(status: number, body: string) {
  expect(status).toBeLessThan(500);
  if (status >= 400) expect(JSON.parse(body).error.code).toEqual(expect.any(String));
}

describe("route fuzzing", () => {
  it("random requests never cause a 5xx", async () => {
    const before = await versions();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE"),
        pathArb,
        bodyArb,
        authArb,
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", undefined),
        async (method, url, body, auth, contentType) => {
          const headers: Record<string, string> = {};
          if (contentType) headers["content-type"] = contentType;
          if (auth === "SEAT0" || auth === "SEAT1")
            headers.authorization = `Bearer ${ttt.tokens[auth === "SEAT0" ? 0 : 1]}`;
          else if (auth !== null) headers.authorization = auth;
          const res = await s.app.inject({
            method: method as "GET",
            url,
            headers,
            ...(method === "GET" || method === "DELETE" ? {} : { payload: body }),
          });
          expectJsonError(res.statusCode, res.body);
          if (res.statusCode === 200 && url.endsWith("/actions")) accepted++;
        },
      ),
      { numRuns: 250, seed: 20261125 },
    );
    // Only accepted actions may have moved a game.
    const after = await versions();
    expect(after[0] - before[0]).toBeLessThanOrEqual(accepted);
    expect(after[1]).toBe(before[1]);
  });

  it("random actions from a seat are either applied (200) or refused (4xx) without change", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ type: fc.constantFrom("add", "done", "pick", "mark", ""), n: fc.jsonValue() }),
        ),
        fc.integer({ min: -2, max: 12 }),
        async (action, version) => {
          const before = (await s.state(duel.gameId)).body.version;
          const res = await s.app.inject({
            method: "POST",
            url: `/api/games/${duel.gameId}/actions`,
            headers: { authorization: `Bearer ${duel.tokens[0]}` },
            payload: { action, version, idempotencyKey: `fuzz-${Math.random()}` },
          });
          expectJsonError(res.statusCode, res.body);
          const after = (await s.state(duel.gameId)).body.version;
          expect(after).toBe(res.statusCode === 200 ? before + 1 : before);
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });

  it("random game creations never cause a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            ruleset: fc.oneof(fc.constantFrom("tictactoe", "duel", "nope"), fc.string()),
            players: fc.oneof(fc.integer({ min: -1, max: 20 }), fc.jsonValue()),
            options: fc.jsonValue(),
            seed: fc.string(),
            seats: fc.array(
              fc.record(
                {
                  kind: fc.constantFrom("human", "bot", "x"),
                  name: fc.string(),
                  bot: fc.constantFrom("random", "mcts", "zzz"),
                  strength: fc.oneof(fc.integer(), fc.constantFrom("easy", "hard", "max")),
                  webhook: fc.oneof(fc.webUrl(), fc.string()),
                },
                { requiredKeys: ["kind"] },
              ),
              { maxLength: 4 },
            ),
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const res = await s.app.inject({ method: "POST", url: "/api/games", payload });
          expectJsonError(res.statusCode, res.body);
        },
      ),
      { numRuns: 100, seed: 11 },
    );
  });
});
