/**
 * Webhook delivery under abuse (issue 33 item 3), from a real server (127.0.0.1, port 0) to
 * real local targets: a target that trickles its answer is cut at the delivery's deadline;
 * deliveries run under a global and a per-target cap with a bounded queue (drops counted and
 * logged); only ports 443 and 80 unless configured.
 */

import { createServer as createTcpServer, type Socket, type Server as TcpServer } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerLimits } from "./limits";
import { startTestServer, type TestServer, TTT_HUMANS } from "./testing/harness";
import { until } from "./testing/until";
import { webhookSender } from "./webhooks";

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON
type Json = any;

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** A TCP target that accepts, reads, and answers `onSocket`'s way; counts open connections. */
async function target(onSocket: (s: Socket) => void) {
  const stats = { open: 0, maxOpen: 0, total: 0, closedAfterMs: [] as number[], arrivals: [] as number[] };
  const sockets = new Set<Socket>();
  const srv: TcpServer = createTcpServer((s) => {
    const t0 = Date.now();
    sockets.add(s);
    stats.open++;
    stats.total++;
    stats.arrivals.push(t0);
    stats.maxOpen = Math.max(stats.maxOpen, stats.open);
    s.on("error", () => {});
    s.on("close", () => {
      stats.open--;
      stats.closedAfterMs.push(Date.now() - t0);
      sockets.delete(s);
    });
    onSocket(s);
  });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  cleanup.push(
    () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        srv.close(() => r());
      }),
  );
  return { url: `http://127.0.0.1:${(srv.address() as { port: number }).port}/hook`, stats };
}

/** Answers one byte of a status line every 200 ms, forever. */
const trickle = (s: Socket) => {
  const bytes = "HTTP/1.1 200 OK\r\nX-Slow: ";
  let i = 0;
  const t = setInterval(() => (s.writable ? s.write(bytes[i++ % bytes.length]) : clearInterval(t)), 200);
  s.on("close", () => clearInterval(t));
};

/** Reads the request and never answers. */
const hold = (_s: Socket) => {};

async function gameServer(limits: Partial<ServerLimits>, lines?: Json[]) {
  const logger = lines ? pino({ level: "warn" }, { write: (l: string) => lines.push(JSON.parse(l)) }) : false;
  const s: TestServer = await startTestServer({ limits, logger });
  cleanup.push(() => s.stop());
  const http = await s.app.listen({ port: 0, host: "127.0.0.1" });
  // A tic-tac-toe game whose first seat has a webhook: the seat is asked at once.
  const create = async (url: string) => {
    const res = await fetch(`${http}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...TTT_HUMANS, seats: [{ kind: "human", webhook: url }, { kind: "human" }] }),
    });
    expect(res.status).toBe(201);
  };
  const metrics = async () => ((await (await fetch(`${http}/api/metrics`)).json()) as Json).webhooks;
  return { s, create, metrics };
}

describe("webhook delivery deadline", () => {
  it("a target trickling its answer is cut at the whole-delivery deadline (an idle timeout never fires)", async () => {
    const t = await target(trickle);
    const { create, metrics } = await gameServer({ webhookDeadlineMs: 1000 });
    await create(t.url);
    await until(async () => (t.stats.closedAfterMs.length === 1 ? true : null), 4000);
    expect(t.stats.closedAfterMs[0]).toBeLessThan(2000);
    expect(await metrics()).toMatchObject({ failed: 1, running: 0 });
  });

  it("the sender alone: rejects at the deadline", async () => {
    const t = await target(trickle);
    const send = webhookSender({ allowInsecure: true }, undefined, 600);
    const t0 = Date.now();
    await expect(send(t.url, { type: "your-turn" })).rejects.toThrow(/deadline/);
    expect(Date.now() - t0).toBeLessThan(1500);
  });
});

describe("webhook concurrency", () => {
  it("at most the per-target cap of deliveries to one host at once, and the global cap over hosts", async () => {
    const a = await target(hold);
    const b = await target(hold);
    const { create, metrics } = await gameServer({
      webhookDeadlineMs: 800,
      webhookConcurrency: 3,
      webhookPerTarget: 2,
      webhookQueue: 100,
    });
    for (let i = 0; i < 4; i++) await create(a.url);
    for (let i = 0; i < 4; i++) await create(b.url);
    await until(async () => ((await metrics()).failed === 8 ? true : null), 10_000);
    expect(a.stats.total).toBe(4);
    expect(b.stats.total).toBe(4);
    // Deliveries held to the 800 ms deadline start in waves: within any 400 ms at most two
    // connections reach one target and at most three reach both (the next wave starts only
    // when a delivery of the previous one ended, so the target may see a close late).
    const most = (times: number[]) =>
      Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 400).length));
    expect(most(a.stats.arrivals)).toBe(2);
    expect(most(b.stats.arrivals)).toBeLessThanOrEqual(2);
    expect(most([...a.stats.arrivals, ...b.stats.arrivals])).toBe(3);
  });

  it("the waiting queue is bounded: deliveries beyond it are dropped, counted and logged", async () => {
    const a = await target(hold);
    const lines: Json[] = [];
    const { create, metrics } = await gameServer(
      { webhookDeadlineMs: 800, webhookConcurrency: 2, webhookPerTarget: 2, webhookQueue: 2 },
      lines,
    );
    for (let i = 0; i < 7; i++) await create(a.url);
    // Two running, two waiting, three dropped.
    const m = await metrics();
    expect(m.dropped).toBe(3);
    expect(lines.filter((l) => l.msg === "webhook dropped: the delivery queue is full")).toHaveLength(3);
    await until(async () => ((await metrics()).failed === 4 ? true : null), 6000);
    expect(a.stats.total).toBe(4);
  });
});

describe("webhook ports", () => {
  it("a public host's other ports are refused (e.g. :6379); 443/80 pass; more ports only when configured", async () => {
    const strict = await startTestServer({ webhooksAllowInsecure: false });
    cleanup.push(() => strict.stop());
    const http = await strict.app.listen({ port: 0, host: "127.0.0.1" });
    const create = async (webhook: string) => {
      const res = await fetch(`${http}/api/games`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...TTT_HUMANS, seats: [{ kind: "human", webhook }, { kind: "human" }] }),
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const redis = await create("https://93.184.215.14:6379/hook");
    expect(redis.status).toBe(422);
    expect(redis.body.error).toMatchObject({ code: "bad-webhook" });
    expect(redis.body.error.message).toMatch(/port 6379/);
    expect((await create("https://hooks.example.com:8443/x")).status).toBe(422);
    expect((await create("https://hooks.example.com:443/x")).status).toBe(201);
    expect((await create("https://hooks.example.com/x")).status).toBe(201);
    const configured = await startTestServer({
      webhooksAllowInsecure: false,
      limits: { webhookPorts: [443, 8443] },
    });
    cleanup.push(() => configured.stop());
    const res = await configured.app.inject({
      method: "POST",
      url: "/api/games",
      payload: {
        ...TTT_HUMANS,
        seats: [{ kind: "human", webhook: "https://hooks.example.com:8443/x" }, { kind: "human" }],
      },
    });
    expect(res.statusCode).toBe(201);
  });
});
