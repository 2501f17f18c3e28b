/**
 * Wiring: storage + registry + bot workers + GameService + HTTP app. `createServer` builds it
 * all (tests use it in-process with app.inject or a real port); `koprulu serve` listens.
 */
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { FairBotRunner } from "./bots/fair-runner";
import { WorkerBotRunner } from "./bots/pool";
import type { BotRunner } from "./bots/types";
import { BullBotQueue, type BullBotQueueOptions } from "./cluster/bot-queue";
import { RedisBus } from "./cluster/redis-bus";
import { GameService } from "./game/service";
import { buildApp } from "./http/app";
import { resolveLimits, type ServerLimits } from "./limits";
import { createLogger } from "./logger";
import { DEFAULT_RULESET_MODULES, loadRegistry, type RulesetRegistry } from "./registry";
import { DEFAULT_SQLITE_PATH, type OpenOptions, openDatabase } from "./storage/connect";
import { GameStore } from "./storage/store";
import { type WebhookSender, webhookSender } from "./webhooks";

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface ServerConfig {
  /** SQLite path / URL, or a postgres:// URL. Default: $DATABASE_URL, else ./data/koprulu.sqlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate runs this way). */
  databaseSchema?: string;
  /** Ruleset modules (default: tictactoe, rps, starcraft — each only if it loads). */
  rulesetModules?: readonly string[];
  /** Ready registry (tests); overrides rulesetModules. */
  registry?: RulesetRegistry;
  /** Bot worker threads (default 1); 0 = no bots run. */
  botWorkers?: number;
  bots?: BotRunner;
  /** Allow http:// and loopback webhook URLs (tests, local use). */
  webhooksAllowInsecure?: boolean;
  webhookSender?: WebhookSender;
  /** false: no logs; a level name; or a ready pino logger. */
  logger?: false | string | FastifyBaseLogger;
  webDist?: string | null;
  /**
   * Limits of a public server (rate, size, streams, bot budget, memory cache, chosen seeds):
   * defaults in limits.ts; `koprulu serve` reads them from the environment (limitsFromEnv).
   */
  limits?: Partial<ServerLimits>;
  /** Behind a reverse proxy: X-Forwarded-For hops to trust (see AppOptions.trustProxy). */
  trustProxy?: boolean | string;
  /**
   * Scale-out: a redis:// URL makes this node one of several sharing the database (which must
   * then be PostgreSQL): each tells the others of its changes over Redis pub/sub. Default:
   * $REDIS_URL; none = a single node.
   */
  redisUrl?: string;
  /** Redis channel shared by the nodes of one deployment (default "koprulu:changes"). */
  busChannel?: string;
  /**
   * With redisUrl: the prefix of the rate-limit counters in Redis, shared by the nodes of one
   * deployment (default "koprulu:rate:"; tests use their own).
   */
  rateLimitPrefix?: string;
  /** With redisUrl: the BullMQ bot-turn queue's name and timings (tests shorten them). */
  botQueue?: Partial<Pick<BullBotQueueOptions, "name" | "lockDuration" | "stalledInterval">>;
  /** Clocks: the server's time (tests inject one) and how often this node sweeps deadlines (ms). */
  now?: () => number;
  clockSweepMs?: number;
}

export interface Server {
  app: FastifyInstance;
  service: GameService;
  /** The BullMQ bot-turn queue when Redis is configured (tests stop its worker to play a crash). */
  botQueue?: BullBotQueue;
  store: GameStore;
  registry: RulesetRegistry;
  limits: ServerLimits;
  close(): Promise<void>;
}

export async function createServer(cfg: ServerConfig = {}): Promise<Server> {
  const logger =
    cfg.logger === false
      ? createLogger("silent")
      : typeof cfg.logger === "string" || cfg.logger === undefined
        ? createLogger(cfg.logger)
        : cfg.logger;
  const url = cfg.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_SQLITE_PATH;
  const openOpts: OpenOptions = cfg.databaseSchema ? { schema: cfg.databaseSchema } : {};
  const handle = await openDatabase(url, openOpts);
  const store = new GameStore(handle);
  await store.migrate();
  const registry = cfg.registry ?? (await loadRegistry(cfg.rulesetModules ?? DEFAULT_RULESET_MODULES));
  for (const f of registry.failures)
    logger.warn({ module: f.module, reason: f.reason }, "ruleset not registered");
  const limits = resolveLimits(cfg.limits);
  const workers = cfg.botWorkers ?? 1;
  let bots = cfg.bots;
  if (!bots && workers > 0) {
    const runner = new WorkerBotRunner(workers);
    runner.warm();
    bots = runner;
  }
  // Bot threads are shared round-robin between games (one game's bots cannot starve another's).
  if (bots)
    bots = new FairBotRunner(bots, Math.max(1, workers), { msPerClientMinute: limits.botMsPerClientMinute });
  const redisUrl = cfg.redisUrl ?? process.env.REDIS_URL;
  if (redisUrl && handle.dialect === "sqlite")
    logger.warn({}, "REDIS_URL is set with a SQLite database: only nodes on this machine can share it");
  const bus = redisUrl
    ? await RedisBus.connect({
        url: redisUrl,
        logger,
        ...(cfg.busChannel ? { channel: cfg.busChannel } : {}),
      })
    : undefined;
  // With Redis, bot turns are jobs any node with bot threads may take (cluster/bot-queue.ts).
  const botQueue = redisUrl
    ? new BullBotQueue({ url: redisUrl, logger, concurrency: Math.max(1, workers), ...cfg.botQueue })
    : undefined;
  const webhookPolicy = { allowInsecure: cfg.webhooksAllowInsecure ?? false, ports: limits.webhookPorts };
  const service = new GameService({
    store,
    registry,
    logger,
    ...(bots ? { bots } : {}),
    webhook: {
      policy: webhookPolicy,
      send: cfg.webhookSender ?? webhookSender(webhookPolicy, undefined, limits.webhookDeadlineMs),
    },
    limits,
    ...(bus ? { bus } : {}),
    ...(botQueue ? { botQueue } : {}),
    ...(cfg.now ? { now: cfg.now } : {}),
    ...(cfg.clockSweepMs !== undefined ? { clockSweepMs: cfg.clockSweepMs } : {}),
  });
  // With Redis, the rate-limit counters are shared by every node (N nodes must not give N budgets).
  const rateLimitRedis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  rateLimitRedis?.on("error", (err: Error) =>
    logger.warn({ role: "rate-limit", err: err.message }, "redis connection error"),
  );
  const app = await buildApp({
    service,
    logger: cfg.logger === false ? false : logger,
    webDist: cfg.webDist === undefined ? DEFAULT_WEB_DIST : cfg.webDist,
    limits,
    ...(cfg.trustProxy !== undefined ? { trustProxy: cfg.trustProxy } : {}),
    ...(rateLimitRedis ? { rateLimitRedis, rateLimitPrefix: cfg.rateLimitPrefix ?? "koprulu:rate:" } : {}),
  });
  logger.info(
    {
      database: handle.description,
      rulesets: registry.list().map((r) => r.id),
      ...(bus ? { node: bus.node, bus: "redis" } : {}),
    },
    "koprulu server ready",
  );
  let closed = false;
  return {
    app,
    service,
    ...(botQueue ? { botQueue } : {}),
    store,
    registry,
    limits,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await service.close();
      await store.close();
      rateLimitRedis?.disconnect();
    },
  };
}
