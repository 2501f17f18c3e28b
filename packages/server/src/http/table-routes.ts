/**
 * Around the table (issue 36): the open tables (listed games with a free seat), the games to
 * watch (listed games with every seat held), claiming a free seat, and the table chat.
 * Registered by buildApp with its own helpers (who is asking, how a failure is sent).
 */
import type { Viewer } from "@koprulu/engine";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hashToken } from "../crypto";
import { TableChat } from "../game/chat";
import type { LiveGame } from "../game/live";
import type { Failure, GameService } from "../game/service";
import type { ServerLimits } from "../limits";
import { listedTables, type TableRow, type TablesCursor } from "../storage/open-tables";
import { bearerToken, type identify } from "./auth";
import * as T from "./table-schemas";
import { refuseBadText } from "./text-guard";

export interface TableRouteDeps {
  service: GameService;
  limits: ServerLimits;
  clientOf: (req: { ip: string }) => string;
  gameAndViewer: (
    gameId: string,
    token: string | undefined,
    reply: FastifyReply,
    identifyBy: typeof identify,
  ) => Promise<{ game: LiveGame; viewer: Viewer } | null>;
  sendFailure: (reply: FastifyReply, game: LiveGame | null, viewer: Viewer, f: Failure) => unknown;
  /** Who a token is in a game: a seat, a spectator, or refused (auth.ts identify). */
  identify: typeof identify;
  /** A 429 refusal naming the limit (the app's rate-limit answer). */
  tooMany: (limit: string) => (req: unknown, ctx: { max: number; after: string }) => Error;
}

const MINUTE = 60_000;

function tablesPage(rows: TableRow[], limit: number) {
  const tables = rows.map(({ game, seatsTaken, seatsTotal }) => ({
    gameId: game.id,
    ruleset: game.ruleset,
    players: game.players,
    options: JSON.parse(game.options) as unknown,
    // The game's clock settings (clocks table); a game without a clock shows none.
    ...(typeof game.clock === "string" ? { clock: JSON.parse(game.clock) as unknown } : {}),
    seatsTaken,
    seatsTotal,
    createdAt: game.created_at,
  }));
  const last = rows.at(-1);
  return {
    tables,
    ...(rows.length === limit && last ? { next: `${last.game.created_at}|${last.game.id}` } : {}),
  };
}

function tablesCursor(cursor: string | undefined): TablesCursor | undefined {
  if (!cursor) return undefined;
  const bar = cursor.lastIndexOf("|");
  return { createdAt: cursor.slice(0, bar), id: cursor.slice(bar + 1) };
}

export function registerTableRoutes(app: FastifyInstance, deps: TableRouteDeps): void {
  const { service, limits, clientOf } = deps;
  const chat = new TableChat(service.store, limits.chatChars, limits.chatMessagesPerGame);

  for (const kind of ["open", "live"] as const) {
    app.get<{ Querystring: { limit?: string; cursor?: string } }>(
      `/api/games/${kind}`,
      {
        schema: {
          summary:
            kind === "open"
              ? "Open tables: listed unfinished games with a free seat, newest first"
              : "Games to watch: listed unfinished games with every seat held, newest first",
          description:
            "Paged: ?limit=<n>&cursor=<the previous page's next>. Never lists unlisted or finished games; never shows a token.",
          tags: ["tables"],
          querystring: T.tablesQuery,
          response: { 200: T.tablesResponse },
        },
      },
      async (req) => {
        const limit = Math.max(1, Math.min(100, Number(req.query.limit ?? 20)));
        return tablesPage(
          await listedTables(service.store.db, kind, limit, tablesCursor(req.query.cursor)),
          limit,
        );
      },
    );
  }

  app.post<{ Params: { id: string }; Body: { name: string } }>(
    "/api/games/:id/claim",
    {
      schema: {
        summary: "Take a free seat of an open table under your name",
        description:
          "Answers your own seat token and seat page (/play/<gameId>?token=…), shown once: keep it. 409 table-full when " +
          "every seat is taken (of two joiners racing for the last seat exactly one gets it).",
        tags: ["tables"],
        params: T.gameIdParams,
        body: T.claimBody,
        response: { 201: T.claimResponse, 409: { description: "table-full, game-over" } },
      },
      config:
        limits.joinsPerMinute > 0
          ? {
              rateLimit: {
                max: limits.joinsPerMinute,
                timeWindow: MINUTE,
                groupId: "claim-seat",
                keyGenerator: (req: { ip: string }) => `claim:${clientOf(req)}`,
                errorResponseBuilder: deps.tooMany("seats claimed per address"),
              },
            }
          : {},
    },
    async (req, reply) => {
      refuseBadText(req.body.name);
      const res = await service.claimSeat(req.params.id, req.body.name);
      if (!res.ok) return deps.sendFailure(reply, null, "spectator", res);
      const { game, seat, token } = res.value;
      return reply.code(201).send({
        gameId: game.id,
        seat,
        name: game.seats[seat]!.name,
        token,
        invitation: `/play/${game.id}?token=${token}`,
      });
    },
  );

  app.get<{ Params: { id: string }; Querystring: { after?: string; limit?: string } }>(
    "/api/games/:id/chat",
    {
      schema: {
        summary: "The table chat: messages after ?after=<seq>, oldest first",
        description:
          "Players and spectators read it (a token of another game is refused). Plain text: show it escaped.",
        tags: ["tables"],
        params: T.gameIdParams,
        querystring: T.chatQuery,
        response: { 200: T.chatResponse },
      },
    },
    async (req, reply) => {
      const found = await deps.gameAndViewer(req.params.id, bearerToken(req), reply, deps.identify);
      if (!found) return reply;
      const limit = Math.max(1, Math.min(500, Number(req.query.limit ?? 100)));
      return { messages: await chat.read(found.game.id, Number(req.query.after ?? 0), limit) };
    },
  );

  /** Who a chat message counts against: the seat token, else the spectator's address; per game. */
  const chatWriter = (req: FastifyRequest) => {
    const id = (req.params as { id?: string }).id ?? "";
    const token = bearerToken(req);
    return `chat:${id}:${token ? `t:${hashToken(token)}` : `ip:${clientOf(req)}`}`;
  };

  app.post<{ Params: { id: string }; Body: { text: string; name?: string } }>(
    "/api/games/:id/chat",
    {
      schema: {
        summary: "Write in the table chat (your seat's token; spectators only where the game allows it)",
        description: `At most ${limits.chatChars} characters of plain text; ${limits.chatPerMinute || "unlimited"} messages a minute per writer.`,
        tags: ["tables"],
        params: T.gameIdParams,
        body: T.chatPostBody,
        response: { 201: T.chatPostResponse },
      },
      config:
        limits.chatPerMinute > 0
          ? {
              rateLimit: {
                max: limits.chatPerMinute,
                timeWindow: MINUTE,
                groupId: "chat",
                keyGenerator: chatWriter,
                errorResponseBuilder: deps.tooMany("chat messages per writer"),
              },
            }
          : {},
    },
    async (req, reply) => {
      refuseBadText(req.body);
      const found = await deps.gameAndViewer(req.params.id, bearerToken(req), reply, deps.identify);
      if (!found) return reply;
      const { game, viewer } = found;
      const res = await chat.write(game, viewer, req.body.text, req.body.name);
      if (!res.ok) return deps.sendFailure(reply, game, viewer, res);
      service.chatPosted(game.id, res.value.seq); // the game's streams, on every node, hear of it
      return reply.code(201).send(res.value);
    },
  );
}
