/**
 * `koprulu serve [--port N] [--host H] [--db URL] [--redis URL] [--bots N]`: the game server and
 * web client in one process. Defaults: localhost:8080 (env PORT / HOST), SQLite in ./data (or
 * $DATABASE_URL for PostgreSQL), one bot worker thread, a single node (or $REDIS_URL: one of
 * several nodes sharing PostgreSQL).
 */
import { createServer, limitsFromEnv, limitsUsage } from "@koprulu/server";

function flag(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i >= 0) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

const USAGE = `usage: koprulu serve [--port N] [--host H] [--db URL] [--redis URL] [--bots N]

  --port N    listen port (default $PORT or 8080)
  --host H    listen address (default $HOST or 127.0.0.1)
  --db URL    SQLite file / sqlite:PATH, or postgres://… (default $DATABASE_URL or ./data/koprulu.sqlite)
  --redis URL redis://… : run as one of several nodes sharing the PostgreSQL database; each node
              tells the others of its changes over Redis pub/sub (default $REDIS_URL; none = one node)
  --bots N    bot worker threads (default 1)

Limits of a public server (environment variables, with their defaults):
${limitsUsage()}
  KOPRULU_TRUST_PROXY=                 behind a reverse proxy: 1, or the proxies' addresses/CIDRs
                                       (so the limits per address see the client's address)
`;

export async function run(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const port = Number(flag(argv, "--port") ?? process.env.PORT ?? 8080);
  const host = flag(argv, "--host") ?? process.env.HOST ?? "127.0.0.1";
  const bots = Number(flag(argv, "--bots") ?? 1);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !Number.isInteger(bots) || bots < 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  const db = flag(argv, "--db");
  const redis = flag(argv, "--redis");
  const server = await createServer({
    ...(db ? { databaseUrl: db } : {}),
    ...(redis ? { redisUrl: redis } : {}),
    ...botQueueTimings(),
    botWorkers: bots,
    webhooksAllowInsecure: process.env.KOPRULU_WEBHOOKS_ALLOW_INSECURE === "1",
    limits: limitsFromEnv(),
    ...trustProxy(),
  });
  await server.service.resumeBots();
  const address = await server.app.listen({ port, host });
  process.stderr.write(`koprulu: serving on ${address} (API docs: ${address}/docs)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await server.close();
  return 0;
}

/**
 * With Redis: how long a node's hold on a bot turn lasts (KOPRULU_BOT_TURN_LOCK_MS, default 30 s
 * from BullMQ) — the time before another node takes over the turns of a node that died.
 */
function botQueueTimings(): { botQueue?: { lockDuration: number; stalledInterval: number } } {
  const ms = Number(process.env.KOPRULU_BOT_TURN_LOCK_MS);
  if (!Number.isInteger(ms) || ms < 100) return {};
  return { botQueue: { lockDuration: ms, stalledInterval: Math.max(50, Math.floor(ms / 2)) } };
}

/**
 * KOPRULU_TRUST_PROXY behind a reverse proxy: "1"/"true" (trust X-Forwarded-For), or the
 * proxies' addresses/CIDRs, comma-separated; unset = the TCP peer is the client.
 */
function trustProxy(): { trustProxy?: boolean | string } {
  const v = process.env.KOPRULU_TRUST_PROXY?.trim();
  if (!v) return {};
  return { trustProxy: v === "1" || v === "true" ? true : v };
}
