/**
 * JSON schemas of the API: they validate requests (Fastify/Ajv), shape responses
 * (fast-json-stringify) and document everything at /docs (OpenAPI 3 through @fastify/swagger).
 * Game views and actions are ruleset-defined JSON, so they are open objects here; the ruleset's
 * `validate` is what checks an action's content.
 */
import { clockAndRematch, clockSchema, seatClockSchema } from "../clock/clock-schemas";

export const ruleErrorSchema = {
  type: "object",
  required: ["code", "message", "rule"],
  properties: {
    code: { type: "string", description: "Stable machine code, e.g. cell-taken, stale-version" },
    message: { type: "string", description: "A sentence a player understands" },
    rule: { type: "string", description: "The rule this enforces" },
  },
} as const;

export const errorBody = {
  type: "object",
  required: ["error"],
  properties: {
    error: ruleErrorSchema,
    version: { type: "integer", description: "The game's current version (stale-version only)" },
  },
} as const;

export const errorResponses = {
  400: { description: "Malformed request (bad JSON or schema violation)", ...errorBody },
  401: { description: "A seat token is required", ...errorBody },
  403: { description: "The token is not for this game or seat", ...errorBody },
  404: { description: "No such game", ...errorBody },
  422: { description: "Refused by the rules (RuleError)", ...errorBody },
  429: {
    description: "Rate limited (rate-limited): too many requests from this address or token",
    ...errorBody,
  },
} as const;

const anyJson = { description: "Ruleset-defined JSON" } as const;

export const gameIdParams = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" } },
} as const;

export const seatParams = {
  type: "object",
  required: ["id", "seat"],
  properties: {
    id: gameIdParams.properties.id,
    seat: { type: "string", pattern: "^[0-9]{1,2}$", description: "Seat number, 0-based" },
  },
} as const;

const strength = {
  description:
    'Bot strength: "easy" | "normal" | "hard", or MCTS iterations per decision (at most 20,000, and the server caps thinking time per decision: KOPRULU_BOT_MAX_MS)',
  anyOf: [
    { type: "string", enum: ["easy", "normal", "hard"] },
    { type: "integer", minimum: 1, maximum: 20_000 },
  ],
} as const;

// A bot, or a named level: the ruleset's bot and thinking time (@koprulu/bots LEVELS).
const botKind = {
  type: "string",
  enum: ["random", "heuristic", "mcts", "easy", "normal", "hard", "expert"],
} as const;

export const createGameBody = {
  type: "object",
  required: ["ruleset", "players", "seats"],
  additionalProperties: false,
  properties: {
    ruleset: { type: "string", minLength: 1, maxLength: 64 },
    players: { type: "integer", minimum: 1, maximum: 16 },
    options: { ...anyJson, description: "Ruleset options; default: the ruleset's defaultOptions(players)" },
    seed: {
      type: "string",
      minLength: 1,
      maxLength: 200,
      description:
        "Seed of the game's PRNG; default random. Used as given only for games without a human seat (or on a server run with KOPRULU_CHOSEN_SEEDS=1): otherwise secret server randomness is mixed in, so nobody can deal the game in advance. The finished game's record states which (seedSource).",
    },
    seats: {
      type: "array",
      minItems: 1,
      maxItems: 16,
      items: {
        type: "object",
        required: ["kind"],
        additionalProperties: false,
        properties: {
          kind: { type: "string", enum: ["human", "bot"] },
          name: { type: "string", minLength: 1, maxLength: 60 },
          webhook: {
            type: "string",
            maxLength: 2000,
            description: "Human seats: POSTed when it becomes your turn",
          },
          bot: botKind,
          strength,
          open: {
            type: "boolean",
            description:
              "Human seats: left free (no token now) for the first joiner from the open tables (POST /api/games/{id}/claim)",
          },
        },
      },
    },
    listed: {
      type: "boolean",
      description:
        "On the public list of open tables (GET /api/games/open) and games to watch (GET /api/games/live); default: true when a seat is open, else false (invitation only)",
    },
    chat: {
      type: "object",
      additionalProperties: false,
      properties: {
        spectators: {
          type: "boolean",
          description: "Spectators may write in the table chat too (default false)",
        },
      },
    },
    clock: clockSchema,
  },
} as const;

const seatSummary = {
  type: "object",
  required: ["seat", "kind", "name"],
  properties: {
    seat: { type: "integer" },
    kind: { type: "string", enum: ["human", "bot"] },
    name: { type: "string" },
    bot: { type: "string" },
    strength: { anyOf: [{ type: "string" }, { type: "number" }, { type: "null" }] },
    clock: seatClockSchema,
  },
} as const;

export const createGameResponse = {
  type: "object",
  required: ["gameId", "seats"],
  properties: {
    gameId: { type: "string" },
    ruleset: { type: "string" },
    version: { type: "integer" },
    seedSource: {
      type: "string",
      enum: ["chosen", "server"],
      description:
        '"server" when secret server randomness was mixed into the seed (any game with a human seat, unless the server honours chosen seeds); the seed itself is revealed in the record once the game is over',
    },
    seats: {
      type: "array",
      items: {
        type: "object",
        required: ["seat", "kind", "name"],
        properties: {
          seat: { type: "integer" },
          kind: { type: "string" },
          name: { type: "string" },
          token: {
            type: "string",
            description: "Human seats only: the seat's secret (invitation link /play/<gameId>?token=…)",
          },
          invitation: { type: "string", description: "Path of the invitation link" },
        },
      },
    },
  },
} as const;

export const rulesetsResponse = {
  type: "array",
  items: {
    type: "object",
    required: ["id", "minPlayers", "maxPlayers"],
    properties: {
      id: { type: "string" },
      minPlayers: { type: "integer" },
      maxPlayers: { type: "integer" },
      forfeit: {
        type: "boolean",
        description:
          'A clock may end with onTimeout "forfeit" (true for every ruleset: its own forfeit rule, else the engine default that ends the game with the forfeiter last)',
      },
    },
  },
} as const;

/** GET /api/games/:id/log paging: the `limit` newest entries older than `before` (a seq). */
export const logQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    before: {
      type: "string",
      pattern: "^[0-9]{1,9}$",
      description: "Only entries with a sequence number below this one (the page before it)",
    },
    limit: {
      type: "string",
      pattern: "^[0-9]{1,4}$",
      description: "At most this many entries, the newest of the range (1..1000); absent: all",
    },
  },
} as const;

export const listQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    token: {
      type: "string",
      maxLength: 4000,
      description: "Comma-separated seat tokens: list those seats' games",
    },
    limit: {
      type: "string",
      pattern: "^[0-9]{1,3}$",
      description: "Public lobby page size (no token), default 50, at most 200",
    },
    before: {
      type: "string",
      maxLength: 200,
      pattern: "^[0-9T:.Z+-]{10,40}\\|[A-Za-z0-9_-]{1,64}$",
      description:
        "Public lobby: the next page, after the last game of the previous one, given as `<updatedAt>|<gameId>`",
    },
  },
} as const;

export const listResponse = {
  type: "array",
  items: {
    type: "object",
    required: ["gameId", "ruleset", "players", "status", "version"],
    properties: {
      gameId: { type: "string" },
      ruleset: { type: "string" },
      players: { type: "integer" },
      status: { type: "string", enum: ["active", "finished"] },
      version: { type: "integer" },
      yourSeat: { type: "integer" },
      yourTurn: { type: "boolean" },
      updatedAt: { type: "string" },
    },
  },
} as const;

const outcome = {
  anyOf: [
    {
      type: "object",
      properties: {
        winners: { type: "array", items: { type: "integer" } },
        reason: { type: "string" },
        scores: { type: "array", items: { type: "number" } },
      },
    },
    { type: "null" },
  ],
} as const;

export const summaryResponse = {
  type: "object",
  required: ["gameId", "ruleset", "players", "status", "version", "seats"],
  properties: {
    gameId: { type: "string" },
    ruleset: { type: "string" },
    players: { type: "integer" },
    status: { type: "string" },
    version: { type: "integer" },
    seats: { type: "array", items: seatSummary },
    pendingSeats: { type: "array", items: { type: "integer" } },
    outcome,
    createdAt: { type: "string" },
    ...clockAndRematch,
  },
} as const;

const logLine = {
  type: "object",
  required: ["seq", "seat", "kind", "text"],
  properties: {
    seq: { type: "integer" },
    seat: { type: "integer" },
    kind: { type: "string", enum: ["action", "undo", "forfeit"] },
    text: { type: "string", description: "Plain words; another seat's hidden choice is redacted" },
    action: { ...anyJson, description: "The action, when this viewer may see it" },
    story: {
      type: "array",
      items: anyJson,
      description:
        "What followed the action, as data: messages { id, args } the ruleset defines (ids of things, numbers), for clients that tell it in their reader's language; absent for older entries",
    },
    at: { type: "string" },
  },
} as const;

export const stateResponse = {
  type: "object",
  required: ["gameId", "ruleset", "version", "seat", "view", "pending", "legalActions", "outcome", "log"],
  properties: {
    gameId: { type: "string" },
    ruleset: { type: "string" },
    version: { type: "integer" },
    status: { type: "string" },
    seat: {
      anyOf: [{ type: "integer" }, { type: "null" }],
      description: "Your seat, or null for a spectator",
    },
    seats: { type: "array", items: seatSummary },
    view: { ...anyJson, description: "ruleset.view(state, you): what your seat may know" },
    pending: {
      type: "array",
      items: {
        type: "object",
        properties: {
          player: { type: "integer" },
          kind: { type: "string" },
          prompt: { type: "string" },
          args: {
            type: "object",
            additionalProperties: true,
            description: "The prompt's particulars as data (skirmish number, counts, event effect and step)",
          },
          simultaneous: { type: "boolean" },
        },
      },
    },
    legalActions: {
      type: "array",
      items: anyJson,
      description: "Your legal actions now (empty for spectators)",
    },
    canUndo: { type: "boolean" },
    unavailable: {
      type: "array",
      description:
        "Choices your seat may look for that are not possible now, each with its rule error (ruleset.explain; empty for spectators and rulesets without explain)",
      items: {
        type: "object",
        required: ["about", "error"],
        properties: {
          about: { type: "string" },
          action: anyJson,
          args: { type: "object", additionalProperties: true },
          error: {
            type: "object",
            required: ["code", "message", "rule"],
            properties: { code: { type: "string" }, message: { type: "string" }, rule: { type: "string" } },
          },
        },
      },
    },
    outcome,
    log: { type: "array", items: logLine },
    ...clockAndRematch,
  },
} as const;

export const logResponse = {
  type: "object",
  required: ["gameId", "ruleset", "finished", "version", "entries"],
  properties: {
    gameId: { type: "string" },
    ruleset: { type: "string" },
    players: { type: "integer" },
    finished: { type: "boolean" },
    version: { type: "integer" },
    seat: { anyOf: [{ type: "integer" }, { type: "null" }] },
    record: {
      type: "object",
      description:
        "Finished games: the replay as an engine MatchRecord (options + seed + log reproduce the game; hash = hashState of the final state). Load it with `koprulu replay`.",
      properties: {
        ruleset: { type: "string" },
        options: anyJson,
        seed: { type: "string" },
        seedSource: {
          type: "string",
          enum: ["chosen", "server"],
          description:
            '"chosen": the seed the creator gave (games without a human seat, or a server run with KOPRULU_CHOSEN_SEEDS=1); "server": secret server randomness was mixed in',
        },
        log: {
          type: "array",
          items: { type: "object", properties: { player: { type: "integer" }, action: anyJson } },
        },
        hash: { type: "string" },
      },
    },
    entries: { type: "array", items: logLine },
    more: {
      type: "boolean",
      description: "Paged requests (before/limit): older entries exist before the first one sent",
    },
    outcome,
  },
} as const;

export const actionBody = {
  type: "object",
  required: ["action", "version", "idempotencyKey"],
  additionalProperties: false,
  properties: {
    action: {
      type: "object",
      required: ["type"],
      properties: { type: { type: "string", minLength: 1, maxLength: 64 } },
      description: "A ruleset action, discriminated by type",
    },
    version: { type: "integer", minimum: 0, description: "The game version this action was decided against" },
    idempotencyKey: {
      type: "string",
      minLength: 1,
      maxLength: 128,
      description: "Unique per intended action: a resend with the same key returns the original result",
    },
  },
} as const;

export const versionResponse = {
  type: "object",
  required: ["version"],
  properties: {
    version: { type: "integer" },
    duplicate: { type: "boolean", description: "True when this key was already committed (a resend)" },
  },
} as const;

export const joinBody = {
  anyOf: [
    {
      type: "object",
      additionalProperties: false,
      properties: { name: { type: "string", minLength: 1, maxLength: 60 } },
    },
    { type: "null" },
  ],
} as const;

export const botBody = {
  anyOf: [
    {
      type: "object",
      additionalProperties: false,
      properties: { bot: botKind, strength },
    },
    { type: "null" },
  ],
} as const;

export const streamQuery = {
  type: "object",
  additionalProperties: false,
  properties: { token: { type: "string", maxLength: 200 } },
} as const;

export const bearer: { [scheme: string]: string[] }[] = [{ bearer: [] }, {}];

export const metricsResponse = {
  type: "object",
  properties: {
    rssBytes: { type: "integer", description: "Resident memory of the process" },
    heapUsedBytes: { type: "integer" },
    heapTotalBytes: { type: "integer", description: "V8 heap reserved by the main thread" },
    externalBytes: { type: "integer", description: "Memory outside the V8 heap held by JS objects" },
    uptimeSeconds: { type: "integer" },
    cache: {
      type: "object",
      description:
        "Live games held in memory (bounded by count, estimated bytes, and — for finished games — time idle)",
      properties: {
        games: { type: "integer" },
        finishedGames: { type: "integer" },
        bytes: { type: "integer", description: "Estimated bytes held (state and log)" },
        maxGames: { type: "integer" },
        maxBytes: { type: "integer" },
        finishedTtlMs: { type: "integer" },
        evicted: { type: "integer", description: "Games dropped from memory so far" },
      },
    },
    streams: { type: "integer", description: "Open WebSocket streams" },
    fanOut: {
      type: "object",
      description:
        "Stream pushes since start, and the projections they took (one per distinct view per change)",
      properties: { pushes: { type: "integer" }, projections: { type: "integer" } },
    },
    webhooks: {
      type: "object",
      description:
        "Webhook deliveries: in flight, waiting, and counts since start (dropped: the queue was full)",
      properties: {
        running: { type: "integer" },
        queued: { type: "integer" },
        sent: { type: "integer" },
        failed: { type: "integer" },
        dropped: { type: "integer" },
      },
    },
    bots: {
      type: "object",
      description: "Bot decisions waiting for a thread, and active games with an MCTS seat",
      properties: { waiting: { type: "integer" }, mctsGames: { type: "integer" } },
    },
  },
} as const;

export const replayViewQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    at: {
      type: "string",
      maxLength: 32,
      description:
        "The step: the state after the log entry with this sequence number (0: the initial state, at most `total`); absent: the latest. Anything else: 400 bad-replay-step",
    },
  },
} as const;

export const replayViewResponse = {
  type: "object",
  required: ["gameId", "ruleset", "players", "status", "seat", "at", "total", "view", "entry"],
  properties: {
    gameId: { type: "string" },
    ruleset: { type: "string" },
    players: { type: "integer" },
    status: { type: "string" },
    seat: {
      anyOf: [{ type: "integer" }, { type: "null" }],
      description: "Your seat, or null for a spectator (the public view)",
    },
    seats: { type: "array", items: seatSummary },
    at: { type: "integer", description: "The step shown: the state after log entry `at`" },
    total: { type: "integer", description: "How many log entries the game has now (the last step)" },
    view: {
      ...anyJson,
      description: "ruleset.view(state after entry `at`, you): what your seat could know at that point",
    },
    entry: {
      anyOf: [{ type: "null" }, logLine],
      description: "The log entry that led to this step, as your log shows it (null at step 0)",
    },
  },
} as const;
