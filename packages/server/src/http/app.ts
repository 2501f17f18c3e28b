/**
 * The HTTP + WebSocket API (Fastify). Every route has a JSON schema (validation, response
 * shape, OpenAPI docs at /docs). Route handlers only parse, authenticate and hand over to the
 * GameService; every game payload they send comes from `project` (the per-seat projection).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fastifyWebsocket from "@fastify/websocket";
import type { Viewer } from "@koprulu/engine";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { Redis } from "ioredis";
import { hashToken } from "../crypto";
import type { ViewTexts } from "../game/fan-out";
import type { LiveGame } from "../game/live";
import type { CreateRequest, Failure, GameService, SeatRequest } from "../game/service";
import { DEFAULT_LIMITS, type ServerLimits } from "../limits";
import { DebugRequestLog } from "../logger";
import { clientKey } from "../net/client-key";
import { project } from "../projection";
import type { LobbyCursor } from "../storage/store";
import { bearerToken, identify, identifySeat } from "./auth";
import { capConnections } from "./connection-cap";
import { BodyRefused, parseJsonBody } from "./json-body";
import { registerRematchRoutes, rematchNotice, withRematchLink } from "./rematch-routes";
import { registerReplayRoutes } from "./replay-routes";
import * as S from "./schemas";
import { addSecurityHeaders } from "./security-headers";
import { registerTableRoutes } from "./table-routes";
import { refuseBadText } from "./text-guard";
import { WS_CLOSE, WsLimiter } from "./ws-limits";

export interface AppOptions {
  service: GameService;
  /** A pino logger (shared with the service), or false for none. */
  logger?: FastifyBaseLogger | false;
  /** Built web client to serve with an SPA fallback (skipped when missing). */
  webDist?: string | null;
  /** Rate, size and stream limits (limits.ts); the rest default. */
  limits?: Partial<ServerLimits>;
  /**
   * Behind a reverse proxy: which X-Forwarded-For hops to trust (Fastify's trustProxy: true, or
   * the proxies' addresses/CIDRs, comma-separated), so limits per address see the client.
   */
  trustProxy?: boolean | string;
  /**
   * Scale-out: rate-limit counters in this Redis (shared by every node, so N nodes do not give
   * N budgets), under `rateLimitPrefix`; without it the counters are in this node's memory.
   */
  rateLimitRedis?: Redis;
  rateLimitPrefix?: string;
}

/** A 4xx refusal thrown from a hook; the error handler answers it like any other. */
function refusal(
  statusCode: number,
  code: string,
  message: string,
  rule = "Requests follow the server's limits",
) {
  return Object.assign(new Error(message), { statusCode, code, rule });
}

/** The Content-Security-Policy of every page: nothing but this origin's own scripts. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React and Swagger UI set style attributes; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", "blob:"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const GAME_NOT_FOUND: Failure = {
  status: 404,
  error: { code: "no-such-game", message: "There is no such game.", rule: "Games are addressed by their id" },
};

function sendFailure(reply: FastifyReply, game: LiveGame | null, viewer: Viewer, f: Failure) {
  // Errors are outbound payloads too: they go through the projection for the asking viewer.
  const body = game
    ? project(game, viewer, { kind: "error", error: f.error })
    : { error: { code: f.error.code, message: f.error.message, rule: f.error.rule } };
  if (f.version !== undefined) body.version = f.version;
  return reply.code(f.status).send(body);
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { service } = opts;
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  /** Who a request counts against for every per-client limit: its IPv4 address or IPv6 /64. */
  const clientOf = (req: { ip: string }) => clientKey(req.ip, limits.ipv6Prefix);

  /**
   * The game a request names and who it acts as (`identify`: seat or spectator; `identifySeat`:
   * a seat only). When either fails, the error has been sent and null comes back.
   */
  async function gameAndViewer(
    gameId: string,
    token: string | undefined,
    reply: FastifyReply,
    identifyBy: typeof identify,
  ): Promise<{ game: LiveGame; viewer: Viewer } | null> {
    const game = await service.read(gameId);
    if (!game) {
      sendFailure(reply, null, "spectator", GAME_NOT_FOUND);
      return null;
    }
    const who = identifyBy(service, game, token);
    if (!who.ok) {
      sendFailure(reply, game, "spectator", who);
      return null;
    }
    return { game, viewer: who.viewer };
  }
  // Slow clients: headers must arrive within headersTimeoutMs and a whole request within
  // requestTimeoutMs, checked every second (Node checks every 30 s by default, so a half-open
  // connection trickling its headers lived 31 s); idle keep-alive connections close too.
  const requestTimeout = limits.requestTimeoutMs;
  const headersTimeout =
    requestTimeout > 0 ? Math.min(limits.headersTimeoutMs, requestTimeout) : limits.headersTimeoutMs;
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: 256 * 1024,
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    // Bodies are checked as sent: no type coercion and no silent removal of unknown fields.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true } },
    // Requests are logged at debug (logger.ts).
    logController: new DebugRequestLog(),
  });

  // Structural limits on every JSON body before schema validation sees it: depth and NUL.
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = body as string;
    let value: unknown;
    let failure: Error | null = null;
    try {
      value = parseJsonBody(text, limits.jsonDepth, (t) => {
        defaultJson(req, t, (err, parsed) => {
          failure = err;
          value = parsed;
        });
        if (failure) throw failure;
        return value;
      });
    } catch (err) {
      return done(err as Error, undefined);
    }
    done(null, value);
  });
  if (opts.trustProxy === undefined || opts.trustProxy === false)
    capConnections(app.server, limits.connectionsPerClient, limits.ipv6Prefix, (client) =>
      app.log.warn({ client }, "connection refused: too many open connections from one client"),
    );
  // A NUL in the URL (a query value, a path segment) is refused the same way.
  app.addHook("onRequest", async (req) => {
    if (/%00/.test(req.url)) throw refusal(400, "nul-character", "URLs may not contain a NUL character.");
  });

  app.setErrorHandler(
    (
      err: Error & { statusCode?: number; validation?: unknown; code?: string; rule?: string },
      req,
      reply,
    ) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) {
        req.log.error({ err }, "internal error");
        return reply
          .code(500)
          .send({ error: { code: "internal", message: "Internal server error.", rule: "" } });
      }
      const code = err.validation
        ? "bad-request"
        : err instanceof BodyRefused
          ? err.code
          : err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError
            ? "malformed-json"
            : (err.code ?? "bad-request").toLowerCase().replace(/_/g, "-");
      return reply.code(status).send({
        error: { code, message: err.message, rule: err.rule ?? "Requests follow the API schema (see /docs)" },
      });
    },
  );

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Koprulu game server",
        version: "0.1.0",
        description:
          "Rules-enforcing game server. Seats act with a secret bearer token; no token = spectator. " +
          "Every payload is the asking seat's projection of the game. Live updates: WebSocket /api/games/{id}/stream?token=….",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs" });
  // Security headers on every answer. The page URL carries a seat's ?token=: no Referer may
  // carry it away, no other site may frame the page, and only this origin's scripts run.
  // (Helmet's headers, computed once: security-headers.ts.)
  addSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to whoever terminates TLS in front of this server.
    strictTransportSecurity: false,
  });
  await registerRateLimits(app, limits, clientOf, opts.rateLimitRedis, opts.rateLimitPrefix);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: limits.wsFrameBytes },
    // A client's protocol error (a frame over the size limit, a bad frame, a reset) is the
    // client's: closed and noted at warn, without a stack. Our own failures stay errors.
    errorHandler: (error: Error & { code?: string }, socket, req) => {
      if (typeof error.code === "string" && (error.code.startsWith("WS_ERR_") || error.code === "ECONNRESET"))
        req.log.warn({ code: error.code, reason: error.message }, "websocket closed: client protocol error");
      else req.log.error({ err: error }, "websocket handler failed");
      socket.terminate();
    },
  });
  /** Open streams per client key (the cap on WebSockets per client). */
  const streamsByClient = new Map<string, number>();
  /** Spectator streams per game (the cap on spectators per game, this node). */
  const spectatorsByGame = new Map<string, number>();
  const wsLimiter = new WsLimiter(limits);

  app.get(
    "/api/health",
    {
      schema: {
        summary: "Liveness",
        tags: ["meta"],
        response: { 200: { type: "object", properties: { ok: { type: "boolean" } } } },
      },
    },
    async () => ({ ok: true }),
  );

  app.get(
    "/api/rulesets",
    {
      schema: {
        summary: "The rulesets this server runs",
        tags: ["games"],
        response: { 200: S.rulesetsResponse },
      },
    },
    async () =>
      service.registry.list().map((r) => ({
        id: r.id,
        minPlayers: r.minPlayers,
        maxPlayers: r.maxPlayers,
        forfeit: typeof r.forfeit === "function",
      })),
  );

  app.post<{ Body: CreateRequest }>(
    "/api/games",
    {
      schema: {
        summary: "Create a game",
        description:
          "Seats are human (each gets a secret token, returned once) or bots (played by the server). Share a human " +
          "seat as the invitation link /play/<gameId>?token=<token>.",
        tags: ["games"],
        body: S.createGameBody,
        response: { 201: S.createGameResponse, ...S.errorResponses },
      },
      // Creating games is the costly request: its own, lower limit per address.
      config: limits.createsPerMinute > 0 ? { rateLimit: createLimit(limits, clientOf) } : {},
    },
    async (req, reply) => {
      const body = req.body;
      const seats: SeatRequest[] = body.seats.map((s) => {
        const raw = s as SeatRequest & { webhook?: string; bot?: string; strength?: unknown };
        return raw.kind === "bot"
          ? ({ kind: "bot", bot: raw.bot, strength: raw.strength, name: raw.name } as SeatRequest)
          : { kind: "human", name: raw.name, webhook: raw.webhook, open: raw.open };
      });
      const result = await service.create({ ...body, seats, client: clientOf(req) });
      if (!result.ok) return sendFailure(reply, null, "spectator", result);
      const { game, tokens } = result.value;
      return reply.code(201).send({
        gameId: game.id,
        ruleset: game.rulesetId,
        version: game.runtime.version,
        seedSource: game.seedSource,
        seats: game.seats.map((s) => ({
          seat: s.seat,
          kind: s.kind,
          name: s.name,
          ...(tokens[s.seat]
            ? { token: tokens[s.seat]!, invitation: `/play/${game.id}?token=${tokens[s.seat]}` }
            : {}),
        })),
      });
    },
  );

  app.get<{ Querystring: { token?: string; limit?: string; before?: string } }>(
    "/api/games",
    {
      schema: {
        summary: "List games",
        description:
          "With token=T1,T2,…: the games of those seats, the ones where it is your turn first. Without: the most " +
          "recently active games (public lobby).",
        tags: ["games"],
        querystring: S.listQuery,
        response: { 200: S.listResponse, ...S.errorResponses },
      },
    },
    async (req) => {
      const tokens = (req.query.token ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter((t) => t.length > 0)
        .slice(0, 50);
      if (tokens.length > 0) return service.gamesOf(tokens);
      return service.recent(
        Math.max(1, Math.min(200, Number(req.query.limit ?? 50))),
        lobbyCursor(req.query.before),
      );
    },
  );

  app.get(
    "/api/metrics",
    {
      schema: {
        summary: "Process metrics: memory, the in-memory game cache, open streams",
        tags: ["meta"],
        response: { 200: S.metricsResponse },
      },
    },
    async () => {
      const mem = process.memoryUsage();
      let streams = 0;
      for (const n of streamsByClient.values()) streams += n;
      return {
        rssBytes: mem.rss,
        heapUsedBytes: mem.heapUsed,
        heapTotalBytes: mem.heapTotal,
        externalBytes: mem.external,
        uptimeSeconds: Math.round(process.uptime()),
        cache: service.cacheStats(),
        streams,
        fanOut: { ...service.fanOut },
        webhooks: service.webhookStats(),
        bots: service.botStats(),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/games/:id",
    {
      schema: {
        summary: "Public summary of a game",
        tags: ["games"],
        params: S.gameIdParams,
        response: { 200: S.summaryResponse, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const game = await service.read(req.params.id);
      if (!game) return sendFailure(reply, null, "spectator", GAME_NOT_FOUND);
      return project(game, "spectator", { kind: "summary" });
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/games/:id/state",
    {
      schema: {
        summary: "Your seat's view, pending decisions, legal actions and recent log",
        description: "Authorization: Bearer <seat token>; without it you get the spectator view.",
        tags: ["play"],
        security: S.bearer,
        params: S.gameIdParams,
        response: { 200: S.stateResponse, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const found = await gameAndViewer(req.params.id, bearerToken(req), reply, identify);
      if (!found) return reply;
      const { game, viewer } = found;
      return withRematchLink(
        service,
        game,
        viewer,
        bearerToken(req),
        project(game, viewer, { kind: "state" }),
      );
    },
  );

  registerRematchRoutes(app, { service, clientOf, gameAndViewer, sendFailure });
  // The replay of the game so far, from the asking seat's view (issue 35).
  registerReplayRoutes(app, { gameAndViewer, sendFailure });

  app.post<{ Params: { id: string }; Body: { name?: string } | null }>(
    "/api/games/:id/join",
    {
      schema: {
        summary: "Take your seat (the invitation token is the key) and optionally set your name",
        tags: ["play"],
        security: S.bearer,
        params: S.gameIdParams,
        body: S.joinBody,
        response: { 200: S.stateResponse, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const found = await gameAndViewer(req.params.id, bearerToken(req), reply, identifySeat);
      if (!found) return reply;
      const { game, viewer } = found;
      const seat = viewer as number;
      const res = await service.join(game.id, seat, req.body?.name);
      if (!res.ok) return sendFailure(reply, game, seat, res);
      return project(res.value, seat, { kind: "state" });
    },
  );

  app.post<{
    Params: { id: string };
    Body: { action: { type: string }; version: number; idempotencyKey: string };
  }>(
    "/api/games/:id/actions",
    {
      schema: {
        summary: "Submit an action for your seat",
        description:
          "The action is checked by the ruleset (422 with its RuleError when illegal; nothing changes). `version` is the " +
          "game version you decided against (409 stale-version with the current version when the game moved on). A resend " +
          "with an already committed idempotencyKey returns the original result. 200 only once the action is committed.",
        tags: ["play"],
        security: S.bearer,
        params: S.gameIdParams,
        body: S.actionBody,
        response: { 200: S.versionResponse, 409: S.errorBody, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const found = await gameAndViewer(req.params.id, bearerToken(req), reply, identifySeat);
      if (!found) return reply;
      const { game, viewer } = found;
      const seat = viewer as number;
      const { action, version, idempotencyKey } = req.body;
      const res = await service.submit(game.id, seat, action, version, idempotencyKey);
      if (!res.ok) return sendFailure(reply, game, seat, res);
      return res.value;
    },
  );

  app.post<{ Params: { id: string } }>(
    "/api/games/:id/undo",
    {
      schema: {
        summary: "Take back your last action",
        description:
          "Allowed until information is revealed, another player acts, or the decision passes to someone else (422 nothing-to-undo).",
        tags: ["play"],
        security: S.bearer,
        params: S.gameIdParams,
        response: { 200: S.versionResponse, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const found = await gameAndViewer(req.params.id, bearerToken(req), reply, identifySeat);
      if (!found) return reply;
      const { game, viewer } = found;
      const seat = viewer as number;
      const res = await service.undo(game.id, seat);
      if (!res.ok) return sendFailure(reply, game, seat, res);
      return res.value;
    },
  );

  app.get<{ Params: { id: string }; Querystring: { before?: string; limit?: string } }>(
    "/api/games/:id/log",
    {
      schema: {
        summary:
          "The game's log: the full replay once finished, else your seat's redacted log; ?before=<seq>&limit=<n> pages the entries (newest n older than before)",
        tags: ["play"],
        security: S.bearer,
        params: S.gameIdParams,
        querystring: S.logQuery,
        response: { 200: S.logResponse, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const found = await gameAndViewer(req.params.id, bearerToken(req), reply, identify);
      if (!found) return reply;
      const { game, viewer } = found;
      const limit = req.query.limit === undefined ? undefined : Number(req.query.limit);
      if (limit !== undefined && (limit < 1 || limit > 1000))
        return reply.code(400).send({
          error: {
            code: "bad-request",
            message: "limit is 1 to 1000",
            rule: "Requests follow the API schema (see /docs)",
          },
        });
      const before = req.query.before === undefined ? undefined : Number(req.query.before);
      return project(game, viewer, { kind: "log", page: { before, limit } });
    },
  );

  app.post<{
    Params: { id: string; seat: string };
    Body: { bot?: LiveGame["seats"][number]["bot"]; strength?: "easy" | "normal" | "hard" | number } | null;
  }>(
    "/api/games/:id/seats/:seat/bot",
    {
      schema: {
        summary: "Hand your seat to a bot (you leave the game; your token stops working)",
        tags: ["play"],
        security: S.bearer,
        params: S.seatParams,
        body: S.botBody,
        response: { 200: S.summaryResponse, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const found = await gameAndViewer(req.params.id, bearerToken(req), reply, identifySeat);
      if (!found) return reply;
      const { game, viewer } = found;
      const seat = viewer as number;
      if (Number(req.params.seat) !== seat) {
        return sendFailure(reply, game, seat, {
          status: 403,
          error: {
            code: "not-your-seat",
            message: "You can only hand over your own seat.",
            rule: "A request acts only as its own seat",
          },
        });
      }
      const res = await service.replaceWithBot(
        game.id,
        seat,
        req.body?.bot ?? "random",
        req.body?.strength ?? null,
        clientOf(req),
      );
      if (!res.ok) return sendFailure(reply, game, seat, res);
      return project(res.value, "spectator", { kind: "summary" });
    },
  );

  // Open tables, games to watch, claiming a free seat, the table chat (issue 36).
  registerTableRoutes(app, { service, limits, clientOf, gameAndViewer, sendFailure, identify, tooMany });

  app.route<{ Params: { id: string }; Querystring: { token?: string } }>({
    method: "GET",
    url: "/api/games/:id/stream",
    schema: {
      summary: "Live stream (WebSocket)",
      description:
        "Connect with a WebSocket upgrade and ?token=<seat token> (or none as a spectator). On connect and after every " +
        'change the server sends {"type":"state", …the same body as GET /state…}. Refusals arrive as ' +
        '{"type":"error", error} and close the socket. A plain HTTP GET answers 426.',
      tags: ["play"],
      params: S.gameIdParams,
      querystring: S.streamQuery,
      response: { 426: { description: "Upgrade to a WebSocket", ...S.errorBody } },
    },
    // Plain HTTP (no upgrade): say how to use it. (A `websocket: true` route would be hidden from /docs.)
    handler: (_req, reply) =>
      reply.code(426).send({
        error: {
          code: "upgrade-required",
          message: "Open this URL as a WebSocket.",
          rule: "The stream is a WebSocket",
        },
      }),
    wsHandler: async (socket, req) => {
      const send = (msg: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
      };
      const refuse = (closeCode: number, code: string, message: string) => {
        send({ type: "error", error: { code, message, rule: "Requests follow the server's limits" } });
        socket.close(closeCode, code);
      };
      // At most webSocketsPerClient streams per client: each holds memory and a subscription.
      const client = clientOf(req);
      const open = streamsByClient.get(client) ?? 0;
      if (open >= limits.webSocketsPerClient)
        return refuse(
          WS_CLOSE.tooManyStreams,
          "too-many-streams",
          `At most ${limits.webSocketsPerClient} open streams per client.`,
        );
      streamsByClient.set(client, open + 1);
      // What the client sends is metered from the first frame: messages, bytes and pings.
      const meter = wsLimiter.connection(req.ip);
      let spectating: string | null = null;
      socket.on("close", () => {
        meter.release();
        const n = (streamsByClient.get(client) ?? 1) - 1;
        if (n <= 0) streamsByClient.delete(client);
        else streamsByClient.set(client, n);
        if (spectating !== null) {
          const left = (spectatorsByGame.get(spectating) ?? 1) - 1;
          if (left <= 0) spectatorsByGame.delete(spectating);
          else spectatorsByGame.set(spectating, left);
        }
      });
      const inbound = (size: number, ping: boolean): boolean => {
        const over = meter.inbound(size, ping);
        if (!over) return true;
        req.log.warn({ client, limit: over.error }, "stream closed: over an inbound limit");
        refuse(over.code, over.error, over.message);
        return false;
      };
      socket.on("ping", (data: Buffer) => inbound(data.length, true));
      socket.on("message", (data: Buffer, isBinary: boolean) => {
        const text = isBinary ? "" : data.toString();
        const ping = text === '{"type":"ping"}';
        if (!inbound(data.length, ping)) return;
        if (ping) return send({ type: "pong" });
        // Any other message is text entering the server: checked like a request body.
        try {
          refuseBadText(parseJsonBody(text, limits.jsonDepth, JSON.parse));
          send({
            type: "error",
            error: { code: "unknown-message", message: 'A stream takes only {"type":"ping"}.', rule: "" },
          });
        } catch (err) {
          const code = err instanceof BodyRefused ? err.code : "malformed-json";
          send({ type: "error", error: { code, message: (err as Error).message, rule: "" } });
        }
      });
      const game = await service.read(req.params.id);
      if (!game) {
        send({ type: "error", ...GAME_NOT_FOUND });
        socket.close(4404, "no such game");
        return;
      }
      const token = req.query.token;
      const who = identify(service, game, token);
      if (!who.ok) {
        send({ type: "error", ...project(game, "spectator", { kind: "error", error: who.error }) });
        socket.close(4403, "not a seat of this game");
        return;
      }
      const viewer = who.viewer;
      if (socket.readyState !== socket.OPEN) return; // closed meanwhile (a limit, the client)
      if (viewer === "spectator") {
        const watching = spectatorsByGame.get(game.id) ?? 0;
        if (watching >= limits.spectatorsPerGame)
          return refuse(
            WS_CLOSE.tooManySpectators,
            "too-many-spectators",
            `This game has ${limits.spectatorsPerGame} spectators already; try again later.`,
          );
        spectatorsByGame.set(game.id, watching + 1);
        spectating = game.id;
      }
      const tokenHash = token ? hashToken(token) : null;
      const stateText = (g: LiveGame) =>
        JSON.stringify({ type: "state", ...project(g, viewer, { kind: "state" }) });
      const push = (g: LiveGame, texts: ViewTexts) => {
        // A seat handed to a bot loses its stream together with its token.
        if (viewer !== "spectator" && g.seats[viewer].tokenHash !== tokenHash) {
          socket.close(4401, "seat left");
          return;
        }
        // Every stream of this viewer gets the same text: projected and serialized once.
        if (socket.readyState === socket.OPEN) socket.send(texts.text(viewer, () => stateText(g)));
        rematchLink(g);
      };
      const rematchLink = rematchNotice(
        service,
        viewer,
        token,
        (text) => socket.readyState === socket.OPEN && socket.send(text),
        (err) => req.log.warn({ err: String(err) }, "rematch link not sent"),
      );
      const unsubscribe = service.subscribe(game.id, push);
      socket.on("close", unsubscribe);
      // A new table chat message: its seq only (the client reads it through the chat route).
      const unsubscribeChat = service.subscribeChat(game.id, (seq) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: "chat", seq }));
      });
      socket.on("close", unsubscribeChat);
      if (socket.readyState === socket.OPEN) socket.send(stateText(game));
      rematchLink(game);
    },
  });

  if (opts.webDist && existsSync(join(opts.webDist, "index.html"))) {
    // preCompressed: the client build writes a .gz beside each file (packages/web/build/precompress.ts).
    await app.register(fastifyStatic, { root: opts.webDist, wildcard: false, preCompressed: true });
    // SPA fallback: any other GET outside the API and docs serves the client's index.html.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === "GET" && !req.url.startsWith("/api/") && !req.url.startsWith("/docs")) {
        return reply.type("text/html").sendFile("index.html");
      }
      return reply
        .code(404)
        .send({ error: { code: "not-found", message: "No such route.", rule: "See /docs" } });
    });
  } else {
    app.setNotFoundHandler((_req, reply) =>
      reply.code(404).send({ error: { code: "not-found", message: "No such route.", rule: "See /docs" } }),
    );
  }

  return app;
}

/** The lobby's `before` = "<updatedAt>|<gameId>" (schema-checked), or none. */
function lobbyCursor(before: string | undefined): LobbyCursor | undefined {
  if (!before) return undefined;
  const bar = before.lastIndexOf("|");
  return { updatedAt: before.slice(0, bar), id: before.slice(bar + 1) };
}

const MINUTE = 60_000;

function tooMany(limit: string) {
  return (_req: unknown, ctx: { max: number; after: string }) =>
    refusal(
      429,
      "rate-limited",
      `Too many requests: at most ${ctx.max} ${limit} a minute. Try again in ${ctx.after}.`,
    );
}

function createLimit(limits: ServerLimits, clientOf: (req: { ip: string }) => string) {
  return {
    max: limits.createsPerMinute,
    timeWindow: MINUTE,
    groupId: "create-game",
    keyGenerator: (req: { ip: string }) => `ip:${clientOf(req)}`,
    errorResponseBuilder: tooMany("new games per address"),
  };
}

/**
 * Rate limits (@fastify/rate-limit): every request counts against its client (IPv4 address or
 * IPv6 /64); a request with a seat token also against that token (a token shared out to many
 * addresses is limited too). Creating a game has its own lower limit per client (route
 * config). A limit of 0 turns that limit off. Counters live in this node's memory, or — with
 * several nodes — in Redis, shared by all of them (if Redis fails, requests are let through
 * rather than refused: an outage of the limiter must not take the game server down).
 */
async function registerRateLimits(
  app: FastifyInstance,
  limits: ServerLimits,
  clientOf: (req: { ip: string }) => string,
  redis: Redis | undefined,
  prefix = "koprulu:rate:",
): Promise<void> {
  const routeLimits = [limits.createsPerMinute, limits.chatPerMinute, limits.joinsPerMinute];
  if (limits.requestsPerMinute <= 0 && routeLimits.every((n) => n <= 0)) return;
  const perAddress = limits.requestsPerMinute > 0;
  await app.register(fastifyRateLimit, {
    global: perAddress,
    max: Math.max(1, limits.requestsPerMinute),
    timeWindow: MINUTE,
    ...(redis ? { redis, nameSpace: prefix, skipOnError: true } : {}),
    keyGenerator: (req) => `ip:${clientOf(req)}`,
    errorResponseBuilder: tooMany("requests per address"),
  });
  if (!perAddress) return;
  /** The seat token a request carries: the bearer header, else `?token=` (streams, "my games"). */
  const tokenOf = (req: FastifyRequest) =>
    bearerToken(req) || (req.query as { token?: string } | undefined)?.token || undefined;
  const perToken = app.createRateLimit({
    max: limits.requestsPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (req) => `token:${hashToken(tokenOf(req) ?? "")}`,
  });
  app.addHook("onRequest", async (req) => {
    if (!tokenOf(req)) return;
    const res = await perToken(req);
    if (!res.isAllowed && res.isExceeded)
      throw refusal(
        429,
        "rate-limited",
        `Too many requests: at most ${res.max} requests per seat token a minute.`,
      );
  });
}
