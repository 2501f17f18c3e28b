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
  /** Limits per client key on IPv6 addresses by this prefix length (an IPv6 client holds a /64). */
  ipv6Prefix: number;
  /** Bot thinking time (ms) a client's games may use a minute before others' bots go first. */
  botMsPerClientMinute: number;
  /** Unfinished games with an MCTS seat, recently active, one client may hold (429 beyond). */
  mctsGamesPerClient: number;
  /** Unfinished games with an MCTS seat, recently active, on this node (429 beyond). */
  mctsGames: number;
  /** Messages a WebSocket client may send a minute, per connection. */
  wsMessagesPerMinute: number;
  /** Messages a minute over all of one client's WebSocket connections. */
  wsClientMessagesPerMinute: number;
  /** Bytes a WebSocket connection may send a minute. */
  wsBytesPerMinute: number;
  /** Bytes a minute over all of one client's WebSocket connections. */
  wsClientBytesPerMinute: number;
  /** Pings (protocol pings and {"type":"ping"}) a WebSocket connection may send a minute. */
  wsPingsPerMinute: number;
  /** Largest inbound WebSocket frame (bytes): a larger one closes the socket (1009). */
  wsFrameBytes: number;
  /** Spectator streams one game may have open on this node. */
  spectatorsPerGame: number;
  /** A webhook delivery's whole deadline (connect, send, answer), ms. */
  webhookDeadlineMs: number;
  /** Webhook deliveries in flight at once on this node. */
  webhookConcurrency: number;
  /** Webhook deliveries in flight at once to one host. */
  webhookPerTarget: number;
  /** Webhook deliveries waiting for a slot; beyond, new ones are dropped (counted, logged). */
  webhookQueue: number;
  /** Ports a webhook URL may name (the scheme's default port is always 443 or 80). */
  webhookPorts: number[];
  /** A request's headers must arrive within this many ms. */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must arrive within this many ms. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many ms. */
  keepAliveTimeoutMs: number;
  /** Open TCP connections per client key (0 = off; off behind a trusted proxy). */
  connectionsPerClient: number;
  /** Longest table-chat message, in characters (code points). */
  chatChars: number;
  /** Chat messages a minute per writer (seat token, or a spectator's address) per game; 0 = off. */
  chatPerMinute: number;
  /** Open-table seats claimed a minute per address; 0 = off. */
  joinsPerMinute: number;
  /** Chat messages one game holds; beyond, 422 chat-full (storage stays bounded per game). */
  chatMessagesPerGame: number;
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
  ipv6Prefix: 64,
  botMsPerClientMinute: 30_000,
  mctsGamesPerClient: 2,
  mctsGames: 32,
  wsMessagesPerMinute: 120,
  wsClientMessagesPerMinute: 600,
  wsBytesPerMinute: 64 * 1024,
  wsClientBytesPerMinute: 256 * 1024,
  wsPingsPerMinute: 30,
  wsFrameBytes: 16 * 1024,
  spectatorsPerGame: 256,
  webhookDeadlineMs: 5000,
  webhookConcurrency: 16,
  webhookPerTarget: 2,
  webhookQueue: 256,
  webhookPorts: [443, 80],
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5000,
  connectionsPerClient: 64,
  chatChars: 500,
  chatPerMinute: 12,
  joinsPerMinute: 10,
  chatMessagesPerGame: 5000,
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
  ipv6Prefix: "KOPRULU_IPV6_PREFIX",
  botMsPerClientMinute: "KOPRULU_BOT_S_PER_CLIENT_MINUTE",
  mctsGamesPerClient: "KOPRULU_MCTS_GAMES_PER_CLIENT",
  mctsGames: "KOPRULU_MCTS_GAMES",
  wsMessagesPerMinute: "KOPRULU_WS_MESSAGES",
  wsClientMessagesPerMinute: "KOPRULU_WS_CLIENT_MESSAGES",
  wsBytesPerMinute: "KOPRULU_WS_KB",
  wsClientBytesPerMinute: "KOPRULU_WS_CLIENT_KB",
  wsPingsPerMinute: "KOPRULU_WS_PINGS",
  wsFrameBytes: "KOPRULU_WS_FRAME_BYTES",
  spectatorsPerGame: "KOPRULU_SPECTATORS_PER_GAME",
  webhookDeadlineMs: "KOPRULU_WEBHOOK_DEADLINE_MS",
  webhookConcurrency: "KOPRULU_WEBHOOK_CONCURRENCY",
  webhookPerTarget: "KOPRULU_WEBHOOK_PER_TARGET",
  webhookQueue: "KOPRULU_WEBHOOK_QUEUE",
  webhookPorts: "KOPRULU_WEBHOOK_PORTS",
  headersTimeoutMs: "KOPRULU_HEADERS_TIMEOUT_MS",
  requestTimeoutMs: "KOPRULU_REQUEST_TIMEOUT_MS",
  keepAliveTimeoutMs: "KOPRULU_KEEP_ALIVE_TIMEOUT_MS",
  connectionsPerClient: "KOPRULU_CONNECTIONS_PER_CLIENT",
  chatChars: "KOPRULU_CHAT_CHARS",
  chatPerMinute: "KOPRULU_CHAT_PER_MINUTE",
  joinsPerMinute: "KOPRULU_JOINS_PER_MINUTE",
  chatMessagesPerGame: "KOPRULU_CHAT_MESSAGES_PER_GAME",
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
  ipv6Prefix: ["IPv6 clients are limited per prefix of this length", "64"],
  botMsPerClientMinute: [
    "bot thinking seconds a client's games use a minute before others' bots go first",
    String(DEFAULT_LIMITS.botMsPerClientMinute / 1000),
  ],
  mctsGamesPerClient: [
    "active games with an MCTS seat per client",
    String(DEFAULT_LIMITS.mctsGamesPerClient),
  ],
  mctsGames: ["active games with an MCTS seat on this node", String(DEFAULT_LIMITS.mctsGames)],
  wsMessagesPerMinute: [
    "WebSocket messages a minute per connection",
    String(DEFAULT_LIMITS.wsMessagesPerMinute),
  ],
  wsClientMessagesPerMinute: [
    "WebSocket messages a minute per client",
    String(DEFAULT_LIMITS.wsClientMessagesPerMinute),
  ],
  wsBytesPerMinute: ["WebSocket KB a minute per connection", String(DEFAULT_LIMITS.wsBytesPerMinute / 1024)],
  wsClientBytesPerMinute: [
    "WebSocket KB a minute per client",
    String(DEFAULT_LIMITS.wsClientBytesPerMinute / 1024),
  ],
  wsPingsPerMinute: ["WebSocket pings a minute per connection", String(DEFAULT_LIMITS.wsPingsPerMinute)],
  wsFrameBytes: ["largest inbound WebSocket frame, bytes", String(DEFAULT_LIMITS.wsFrameBytes)],
  spectatorsPerGame: ["spectator streams per game", String(DEFAULT_LIMITS.spectatorsPerGame)],
  webhookDeadlineMs: ["whole time of one webhook delivery, ms", String(DEFAULT_LIMITS.webhookDeadlineMs)],
  webhookConcurrency: ["webhook deliveries at once", String(DEFAULT_LIMITS.webhookConcurrency)],
  webhookPerTarget: ["webhook deliveries at once to one host", String(DEFAULT_LIMITS.webhookPerTarget)],
  webhookQueue: ["webhook deliveries waiting (more are dropped)", String(DEFAULT_LIMITS.webhookQueue)],
  webhookPorts: ["ports a webhook URL may name (comma-separated)", DEFAULT_LIMITS.webhookPorts.join(",")],
  headersTimeoutMs: ["time to send a request's headers, ms", String(DEFAULT_LIMITS.headersTimeoutMs)],
  requestTimeoutMs: ["time to send a whole request, ms", String(DEFAULT_LIMITS.requestTimeoutMs)],
  keepAliveTimeoutMs: [
    "idle keep-alive connection closed after, ms",
    String(DEFAULT_LIMITS.keepAliveTimeoutMs),
  ],
  connectionsPerClient: [
    "open connections per client (0 = off; off behind a proxy)",
    String(DEFAULT_LIMITS.connectionsPerClient),
  ],
  chatChars: ["longest table-chat message, characters", String(DEFAULT_LIMITS.chatChars)],
  chatPerMinute: [
    "chat messages a minute per writer per game (0 = off)",
    String(DEFAULT_LIMITS.chatPerMinute),
  ],
  joinsPerMinute: [
    "open seats claimed a minute per address (0 = off)",
    String(DEFAULT_LIMITS.joinsPerMinute),
  ],
  chatMessagesPerGame: [
    "chat messages one game holds (then 422 chat-full)",
    String(DEFAULT_LIMITS.chatMessagesPerGame),
  ],
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
  num("ipv6Prefix");
  num("botMsPerClientMinute", 1000);
  num("mctsGamesPerClient");
  num("mctsGames");
  num("wsMessagesPerMinute");
  num("wsClientMessagesPerMinute");
  num("wsBytesPerMinute", 1024);
  num("wsClientBytesPerMinute", 1024);
  num("wsPingsPerMinute");
  num("wsFrameBytes");
  num("spectatorsPerGame");
  num("webhookDeadlineMs");
  num("webhookConcurrency");
  num("webhookPerTarget");
  num("webhookQueue");
  num("headersTimeoutMs");
  num("requestTimeoutMs");
  num("keepAliveTimeoutMs");
  num("connectionsPerClient");
  num("chatChars");
  num("chatPerMinute");
  num("joinsPerMinute");
  num("chatMessagesPerGame");
  const ports = env[LIMIT_ENV.webhookPorts];
  if (ports !== undefined && ports.trim() !== "") {
    const list = ports.split(",").map((p) => Number(p.trim()));
    if (list.every((p) => Number.isInteger(p) && p > 0 && p < 65536)) out.webhookPorts = list;
  }
  const seeds = env[LIMIT_ENV.chosenSeeds];
  if (seeds !== undefined) out.chosenSeeds = seeds === "1" || seeds === "true";
  return out;
}

export function resolveLimits(...parts: (Partial<ServerLimits> | undefined)[]): ServerLimits {
  return Object.assign({}, DEFAULT_LIMITS, ...parts.filter(Boolean));
}
