/**
 * Who is asking: the bearer token (header, or `token` query for WebSockets, which cannot send
 * headers from a browser) resolved against the game's seats. No token = spectator; a token
 * that matches no seat of this game is refused, never silently downgraded to a spectator.
 */
import type { Viewer } from "@koprulu/engine";
import type { FastifyRequest } from "fastify";
import type { LiveGame } from "../game/live";
import type { Failure, GameService } from "../game/service";

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h !== "string") return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1] : "";
}

export type Who = { ok: true; viewer: Viewer } | ({ ok: false } & Failure);

export function identify(service: GameService, game: LiveGame, token: string | undefined): Who {
  if (token === "") {
    return {
      ok: false,
      status: 401,
      error: {
        code: "bad-authorization",
        message: "Use 'Authorization: Bearer <seat token>'.",
        rule: "Seats act with their token",
      },
    };
  }
  const viewer = service.viewerFor(game, token);
  if (viewer === "invalid") {
    return {
      ok: false,
      status: 403,
      error: {
        code: "not-a-seat-here",
        message: "This token is not a seat of this game.",
        rule: "A request acts and sees only as its own seat",
      },
    };
  }
  return { ok: true, viewer };
}

/** Acting needs a seat: spectators (no token) are refused with 401. */
export function identifySeat(service: GameService, game: LiveGame, token: string | undefined): Who {
  if (token === undefined) {
    return {
      ok: false,
      status: 401,
      error: {
        code: "token-required",
        message: "Acting in a game needs your seat's token.",
        rule: "Only seated players act; spectators watch",
      },
    };
  }
  return identify(service, game, token);
}
