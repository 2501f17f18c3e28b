/**
 * The limits a public server enforces, in one place: defaults for an internet-facing server,
 * each one changeable through `createServer({ limits })` or an environment variable of
 * `koprulu serve` (see `limitsFromEnv` and the README's server section). Tests and benchmarks
 * that drive thousands of requests from one address turn the rate limits off explicitly.
 */

export interface ServerLimits {
  /** Requests per minute per client (its seat token when it sends one, else its IP); 0 = off. */
  requestsPerMinute: number;
  /** Games created per minute per IP; 0 = off. */
  createsPerMinute: number;
  /** Open WebSocket streams per IP. */
  webSocketsPerClient: number;
  /** Largest accepted `options` of a new game, as JSON text (bytes). */
  optionsBytes: number;
  /** Largest accepted action, as JSON text (bytes): actions are small; the log keeps each one. */
  actionBytes: number;
  /** Deepest accepted nesting of arrays/objects in a JSON body. */
  jsonDepth: number;
  /** Largest MCTS budget a bot seat may be given (iterations per decision). */
  botIterations: number;
  /** Longest a bot may think per decision (ms): "hard" and iteration budgets stop here too. */
  botTimeMs: number;
  /** In-memory cache: most games held. */
  cacheGames: number;
  /** In-memory cache: most bytes held (estimated from each game's state and log). */
  cacheBytes: number;
  /** A finished game leaves the cache once nobody touched it for this long (ms). */
  finishedTtlMs: number;
  /** Honour a chosen `seed` for games with a human seat (local play and tests only). */
  chosenSeeds: boolean;
}

export const DEFAULT_LIMITS: ServerLimits = {
  requestsPerMinute: 600,
  createsPerMinute: 20,
  webSocketsPerClient: 16,
  optionsBytes: 4096,
  actionBytes: 16_384,
  jsonDepth: 64,
  botIterations: 20_000,
  botTimeMs: 2_000,
  cacheGames: 10_000,
  cacheBytes: 128 * 1024 * 1024,
  finishedTtlMs: 10 * 60_000,
  chosenSeeds: false,
};

/** The environment variable behind each limit (documented in the README). */
export const LIMIT_ENV: Record<keyof ServerLimits, string> = {
  requestsPerMinute: "KOPRULU_RATE_LIMIT",
  createsPerMinute: "KOPRULU_CREATE_LIMIT",
  webSocketsPerClient: "KOPRULU_MAX_STREAMS_PER_CLIENT",
  optionsBytes: "KOPRULU_MAX_OPTIONS_BYTES",
  actionBytes: "KOPRULU_MAX_ACTION_BYTES",
  jsonDepth: "KOPRULU_MAX_JSON_DEPTH",
  botIterations: "KOPRULU_BOT_MAX_ITERATIONS",
  botTimeMs: "KOPRULU_BOT_MAX_MS",
  cacheGames: "KOPRULU_CACHE_GAMES",
  cacheBytes: "KOPRULU_CACHE_MB",
  finishedTtlMs: "KOPRULU_CACHE_FINISHED_TTL_S",
  chosenSeeds: "KOPRULU_CHOSEN_SEEDS",
};

/** What each variable sets, and its default in the variable's unit. */
const LIMIT_HELP: Record<keyof ServerLimits, [string, string]> = {
  requestsPerMinute: [
    "requests a minute per address and per seat token (0 = off)",
    String(DEFAULT_LIMITS.requestsPerMinute),
  ],
  createsPerMinute: ["games created a minute per address (0 = off)", String(DEFAULT_LIMITS.createsPerMinute)],
  webSocketsPerClient: ["open streams per address", String(DEFAULT_LIMITS.webSocketsPerClient)],
  optionsBytes: ["largest game options, bytes of JSON", String(DEFAULT_LIMITS.optionsBytes)],
  actionBytes: ["largest action, bytes of JSON", String(DEFAULT_LIMITS.actionBytes)],
  jsonDepth: ["deepest nesting of a JSON body", String(DEFAULT_LIMITS.jsonDepth)],
  botIterations: [
    "most MCTS iterations a bot seat may be given (at most 20000)",
    String(DEFAULT_LIMITS.botIterations),
  ],
  botTimeMs: ["most thinking time per bot decision, ms", String(DEFAULT_LIMITS.botTimeMs)],
  cacheGames: ["most games held in memory", String(DEFAULT_LIMITS.cacheGames)],
  cacheBytes: [
    "most MB of games held in memory (estimated)",
    String(DEFAULT_LIMITS.cacheBytes / 1024 / 1024),
  ],
  finishedTtlMs: [
    "a finished game leaves memory after this many idle seconds",
    String(DEFAULT_LIMITS.finishedTtlMs / 1000),
  ],
  chosenSeeds: ["1: honour a chosen seed in games with a human seat (local play only)", "0"],
};

/** One line per limit: variable, default, meaning (for `koprulu serve --help`). */
export function limitsUsage(): string {
  return (Object.keys(LIMIT_ENV) as (keyof ServerLimits)[])
    .map((k) => `  ${`${LIMIT_ENV[k]}=${LIMIT_HELP[k][1]}`.padEnd(36)} ${LIMIT_HELP[k][0]}`)
    .join("\n");
}

/** Limits from the environment (unset or malformed variables keep the default). */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerLimits> {
  const out: Partial<ServerLimits> = {};
  const num = (key: keyof ServerLimits, scale = 1) => {
    const raw = env[LIMIT_ENV[key]];
    if (raw === undefined || raw.trim() === "") return;
    const n = Number(raw);
    if (Number.isFinite(n) && n >= 0) (out as Record<string, number>)[key] = Math.round(n * scale);
  };
  num("requestsPerMinute");
  num("createsPerMinute");
  num("webSocketsPerClient");
  num("optionsBytes");
  num("actionBytes");
  num("jsonDepth");
  num("botIterations");
  num("botTimeMs");
  num("cacheGames");
  num("cacheBytes", 1024 * 1024);
  num("finishedTtlMs", 1000);
  const seeds = env[LIMIT_ENV.chosenSeeds];
  if (seeds !== undefined) out.chosenSeeds = seeds === "1" || seeds === "true";
  return out;
}

export function resolveLimits(...parts: (Partial<ServerLimits> | undefined)[]): ServerLimits {
  return Object.assign({}, DEFAULT_LIMITS, ...parts.filter(Boolean));
}
