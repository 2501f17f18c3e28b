/**
 * The whole log of a running game for its seats, paged (`?before=<seq>&limit=<n>`): every page
 * goes through the per-seat projection, so another seat's secret stays hidden in every page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/harness";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.stop();
});

async function log(gameId: string, token: string | undefined, query = "") {
  const res = await s.app.inject({
    method: "GET",
    url: `/api/games/${gameId}/log${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** A duel-log game: seat 0 adds 3 tokens and is done, seat 1 adds 2 and is done, seat 1 picks 3 (hidden). */
async function playedGame() {
  const { gameId, tokens } = await s.createGame({
    ruleset: "duel-log",
    players: 2,
    seats: [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Ben" },
    ],
  });
  let version = (await s.state(gameId, tokens[0]!)).body.version;
  const act = async (seat: number, action: unknown) => {
    const r = await s.act(gameId, tokens[seat]!, action, version);
    expect(r.status).toBe(200);
    version = r.body.version;
  };
  for (let i = 0; i < 3; i++) await act(0, { type: "add" });
  await act(0, { type: "done" });
  for (let i = 0; i < 2; i++) await act(1, { type: "add" });
  await act(1, { type: "done" });
  await act(1, { type: "pick", n: 3 });
  return { gameId, tokens };
}

describe("GET /api/games/:id/log paged (the history of a running game)", () => {
  it("pages the seat's projected log from the newest backwards, with `more` while older entries exist", async () => {
    const { gameId, tokens } = await playedGame();
    const all = (await log(gameId, tokens[0]!)).body;
    expect(all.finished).toBe(false);
    expect(all.entries).toHaveLength(8);
    expect(all.more).toBeUndefined();
    const seqs = (b: { entries: { seq: number }[] }) => b.entries.map((e) => e.seq);
    const last = (await log(gameId, tokens[0]!, "?limit=3")).body;
    expect(seqs(last)).toEqual(seqs({ entries: all.entries.slice(5) }));
    expect(last.more).toBe(true);
    const older = (await log(gameId, tokens[0]!, `?before=${last.entries[0].seq}&limit=3`)).body;
    expect(seqs(older)).toEqual(seqs({ entries: all.entries.slice(2, 5) }));
    expect(older.more).toBe(true);
    const first = (await log(gameId, tokens[0]!, `?before=${older.entries[0].seq}&limit=3`)).body;
    expect(first.entries).toEqual(all.entries.slice(0, 2));
    expect(first.more).toBe(false);
  });

  it("hides another seat's secret in every page, and shows the seat its own", async () => {
    const { gameId, tokens } = await playedGame();
    const pick = (body: {
      entries: { seat: number; action?: { type: string; n?: number }; text: string }[];
    }) => body.entries.find((e) => (e.seat === 1 && e.action?.type === "pick") || e.text.includes("hidden"));
    const ann = (await log(gameId, tokens[0]!, "?limit=1")).body;
    expect(JSON.stringify(ann.entries)).not.toContain('"n":3');
    expect(pick(ann)?.action).toEqual({ type: "pick" });
    const spectator = (await log(gameId, undefined, "?limit=1")).body;
    expect(JSON.stringify(spectator.entries)).not.toContain('"n":3');
    const ben = (await log(gameId, tokens[1]!, "?limit=1")).body;
    expect(ben.entries[0].action).toEqual({ type: "pick", n: 3 });
  });

  it("refuses a limit outside 1..1000 and a malformed cursor", async () => {
    const { gameId, tokens } = await playedGame();
    expect((await log(gameId, tokens[0]!, "?limit=0")).status).toBe(400);
    expect((await log(gameId, tokens[0]!, "?before=x")).status).toBe(400);
  });
});
