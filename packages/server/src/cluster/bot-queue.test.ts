/**
 * Bot turns as BullMQ jobs in real Redis, played by nodes sharing real PostgreSQL. Needs
 * KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL (.ci/run sets both); without them the run
 * says so and these tests are skipped visibly.
 */
import { Queue } from "bullmq";
import { afterAll, describe, expect, it } from "vitest";
import type { BotAnswer, BotJob, BotRunner } from "../bots/types";
import { createServer, type Server } from "../server";
import { dropPostgresSchema } from "../storage/connect";
import { TEST_MODULES } from "../testing/harness";
import { until } from "../testing/until";
import { BullBotQueue } from "./bot-queue";

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
const REDIS_URL = process.env.KOPRULU_TEST_REDIS_URL;
const READY = Boolean(PG_URL && REDIS_URL);
if (!READY) {
  console.warn(
    "\n*** SKIPPED: BullMQ bot-turn tests — set KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL to run them. ***\n",
  );
}

const run = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const silent = { info() {}, warn() {}, error() {} };
const HUMAN_VS_BOT = {
  ruleset: "tictactoe",
  players: 2,
  seats: [{ kind: "human" }, { kind: "bot", bot: "random" }],
};

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON
type Json = any;

/** A bot runner that plays the first legal action and records that it did (which node played). */
function firstLegal(log: BotJob[]): BotRunner {
  return {
    async choose(job: BotJob): Promise<BotAnswer> {
      log.push(job);
      return { ok: true, action: job.legalActions[0], bot: "first-legal" };
    },
    async close() {},
  };
}

/** A bot runner that never answers until it is closed (a node stuck, then dying). */
function stuck(started: () => void): BotRunner {
  const waiting: ((a: BotAnswer) => void)[] = [];
  return {
    choose() {
      started();
      return new Promise<BotAnswer>((resolve) => waiting.push(resolve));
    },
    async close() {
      for (const w of waiting.splice(0)) w({ ok: false, error: "closed" });
    },
  };
}

const waitFor = <T>(probe: () => Promise<T | null>) => until(probe, 15_000);

const versionOf = async (node: Server, gameId: string): Promise<number> =>
  ((await node.app.inject({ method: "GET", url: `/api/games/${gameId}` })).json() as Json).version;

async function humanMoves(node: Server, gameId: string, token: string, version: number) {
  const res = await node.app.inject({
    method: "POST",
    url: `/api/games/${gameId}/actions`,
    headers: { authorization: `Bearer ${token}` },
    payload: { action: { type: "mark", cell: 4 }, version, idempotencyKey: `h${version}` },
  });
  expect(res.statusCode).toBe(200);
}

describe.runIf(READY)("BullBotQueue (real Redis)", () => {
  it("queuing one turn twice makes one job", async () => {
    const name = `koprulu-test-${run}-dedupe`;
    const q = new BullBotQueue({ url: REDIS_URL!, name, logger: silent });
    const probe = new Queue(name, { connection: { url: REDIS_URL! } });
    try {
      await q.enqueue({ gameId: "g", version: 3, seat: 1 });
      await q.enqueue({ gameId: "g", version: 3, seat: 1 });
      await q.enqueue({ gameId: "g", version: 4, seat: 1 });
      expect(await probe.getWaitingCount()).toBe(2);
    } finally {
      await probe.obliterate({ force: true });
      await probe.close();
      await q.close();
    }
  });
});

describe.runIf(READY)("bot turns shared by server nodes (PostgreSQL + Redis + BullMQ)", () => {
  const schema = `koprulu_botq_${run}`;
  const nodes: Server[] = [];
  const node = async (name: string, bots?: BotRunner) => {
    const s = await createServer({
      databaseUrl: PG_URL!,
      databaseSchema: schema,
      redisUrl: REDIS_URL!,
      busChannel: `koprulu:test:${run}:${name}`,
      botQueue: { name: `koprulu-test-${run}-${name}`, lockDuration: 1000, stalledInterval: 500 },
      rulesetModules: TEST_MODULES,
      botWorkers: 0,
      ...(bots ? { bots } : {}),
      logger: false,
      webDist: null,
    });
    nodes.push(s);
    return s;
  };

  afterAll(async () => {
    for (const n of nodes) await n.close();
    if (PG_URL) await dropPostgresSchema(PG_URL, schema);
    for (const name of ["q1", "q2"]) {
      const q = new Queue(`koprulu-test-${run}-${name}`, { connection: { url: REDIS_URL! } });
      await q.obliterate({ force: true });
      await q.close();
    }
  });

  it("a bot turn queued by a node without bot threads is played by a node that has them", async () => {
    const played: BotJob[] = [];
    const front = await node("q1"); // no bot threads: queues bot turns, plays none
    const back = await node("q1", firstLegal(played));
    const created = (
      await front.app.inject({ method: "POST", url: "/api/games", payload: HUMAN_VS_BOT })
    ).json() as Json;
    await humanMoves(front, created.gameId, created.seats[0].token, 0);
    await waitFor(async () => ((await versionOf(front, created.gameId)) === 2 ? true : null));
    expect(played.map((j) => j.seat)).toEqual([1]);
    expect(await versionOf(back, created.gameId)).toBe(2);
  }, 30_000);

  it("a node that dies while working on a bot turn leaves it to another node, which plays it", async () => {
    let started = false;
    const dying = await node(
      "q2",
      stuck(() => {
        started = true;
      }),
    );
    const created = (
      await dying.app.inject({ method: "POST", url: "/api/games", payload: HUMAN_VS_BOT })
    ).json() as Json;
    await humanMoves(dying, created.gameId, created.seats[0].token, 0);
    await waitFor(async () => (started ? true : null));
    // The node dies: its worker stops without finishing or giving the job back.
    await dying.botQueue!.close(true);
    const played: BotJob[] = [];
    const survivor = await node("q2", firstLegal(played));
    await waitFor(async () => ((await versionOf(survivor, created.gameId)) === 2 ? true : null));
    expect(played).toHaveLength(1);
  }, 30_000);
});

if (!READY) {
  describe("BullMQ bot-turn tests", () => {
    it.skip("SKIPPED: set KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL to run them", () => {});
  });
}
