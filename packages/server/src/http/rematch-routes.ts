/**
 * POST /api/games/:id/rematch — "Play again" (game/rematch.ts). A seat of the finished game asks;
 * the answer is the rematch and that seat's own new link (201 when this call made it, 200 when
 * it existed). Every other seat gets its link on its old page: its state (GET …/state, the
 * `rematch` field) and its stream (a `{"type":"rematch"}` message), each derived from its own token.
 */
import type { Viewer } from "@koprulu/engine";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { LiveGame } from "../game/live";
import { rematch, rematchLinkFor } from "../game/rematch";
import type { Failure, GameService } from "../game/service";
import { bearerToken, type identify, identifySeat } from "./auth";
import * as S from "./schemas";

export interface RematchRouteDeps {
  service: GameService;
  clientOf(req: FastifyRequest): string;
  gameAndViewer(
    gameId: string,
    token: string | undefined,
    reply: FastifyReply,
    identifyBy: typeof identify,
  ): Promise<{ game: LiveGame; viewer: Viewer } | null>;
  sendFailure(reply: FastifyReply, game: LiveGame | null, viewer: Viewer, f: Failure): unknown;
}

const rematchResponse = {
  type: "object",
  required: ["gameId", "token", "invitation"],
  properties: {
    gameId: { type: "string" },
    token: { type: "string", description: "Your seat's token in the rematch (yours only)" },
    invitation: { type: "string", description: "/play/<gameId>?token=<token>" },
  },
} as const;

export function registerRematchRoutes(app: FastifyInstance, deps: RematchRouteDeps): void {
  const { service } = deps;
  app.post<{ Params: { id: string } }>(
    "/api/games/:id/rematch",
    {
      schema: {
        summary:
          "Play again: the finished game's rematch (same ruleset, options, clock, seats) and your link to it",
        description:
          "Idempotent: the first call makes the rematch (201), later calls from any seat answer the same game (200). " +
          "Bots stay bots; each person gets their own seat link, derived from their old token.",
        tags: ["play"],
        security: S.bearer,
        params: S.gameIdParams,
        response: { 200: rematchResponse, 201: rematchResponse, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const token = bearerToken(req);
      const found = await deps.gameAndViewer(req.params.id, token, reply, identifySeat);
      if (!found) return reply;
      const { game, viewer } = found;
      const seat = viewer as number;
      const made = await rematch(service, game, deps.clientOf(req));
      if (!made.ok) return deps.sendFailure(reply, game, seat, made);
      const link = await rematchLinkFor(service, game, seat, token as string);
      if (!link)
        return deps.sendFailure(reply, game, seat, {
          status: 409,
          error: {
            code: "rematch-seat-taken",
            message: "Your seat in the rematch is not yours to take (it is a bot's, or taken).",
            rule: "Each seat gets its own link",
          },
        });
      return reply.code(made.value.created ? 201 : 200).send(link);
    },
  );
}

/** The state of `game` for `viewer`, with its own rematch link when a rematch exists. */
export async function withRematchLink<T extends object>(
  service: GameService,
  game: LiveGame,
  viewer: Viewer,
  token: string | undefined,
  body: T,
): Promise<T> {
  if (!game.rematch || viewer === "spectator" || !token) return body;
  const link = await rematchLinkFor(service, game, viewer, token);
  return link ? { ...body, rematch: link } : body;
}

/**
 * For one seat's stream: once its game has a rematch, send that seat its own link, once
 * (`{"type":"rematch", gameId, token, invitation}`). Spectators get the rematch's id in the state.
 */
export function rematchNotice(
  service: GameService,
  viewer: Viewer,
  token: string | undefined,
  send: (text: string) => void,
  onError: (err: unknown) => void,
): (game: LiveGame) => void {
  let sent = false;
  return (game) => {
    if (sent || !game.rematch || viewer === "spectator" || !token) return;
    sent = true;
    rematchLinkFor(service, game, viewer, token)
      .then((link) => link && send(JSON.stringify({ type: "rematch", ...link })))
      .catch(onError);
  };
}
