/**
 * GET /api/games/:id/replay/view?at=<seq> — the replay of the game so far, from the asking
 * seat's own view (issue 35): the state after log entry `at`, re-executed from the stored log
 * (game/replay-states.ts), projected for the bearer's seat, or the public view for a spectator.
 * Never a state, a state hash or a token; the finished game's full replay (everything revealed)
 * stays GET …/log's record.
 */
import type { Viewer } from "@koprulu/engine";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { LiveGame } from "../game/live";
import { ReplayStates } from "../game/replay-states";
import type { Failure } from "../game/service";
import { project } from "../projection";
import { bearerToken, identify } from "./auth";
import * as S from "./schemas";

export interface ReplayRouteDeps {
  gameAndViewer(
    gameId: string,
    token: string | undefined,
    reply: FastifyReply,
    identifyBy: typeof identify,
  ): Promise<{ game: LiveGame; viewer: Viewer } | null>;
  sendFailure(reply: FastifyReply, game: LiveGame | null, viewer: Viewer, f: Failure): unknown;
  /** The node's checkpoint cache (one per app; tests pass their own to look at it). */
  states?: ReplayStates;
}

/** The step asked for, or null when `at` is not a whole number in 0..total. */
export function parseStep(at: string | undefined, total: number): number | null {
  if (at === undefined) return total;
  if (!/^[0-9]{1,9}$/.test(at)) return null;
  const n = Number(at);
  return n <= total ? n : null;
}

export function registerReplayRoutes(app: FastifyInstance, deps: ReplayRouteDeps): ReplayStates {
  const states = deps.states ?? new ReplayStates();
  app.get<{ Params: { id: string }; Querystring: { at?: string } }>(
    "/api/games/:id/replay/view",
    {
      schema: {
        summary: "The replay of the game so far from your seat's view: your view after log entry `at`",
        description:
          "For a running (or finished) game: ruleset.view of the state after entry `at` for your seat (Bearer) or " +
          "the public view (no token), the entry that led there as your log shows it, and `total` (the last " +
          "step). Step with at = 0..total. Another seat's hidden content never appears; the full replay with " +
          "everything revealed is GET /api/games/:id/log once the game is finished. 400 bad-replay-step for an " +
          "`at` that is not a whole number in 0..total.",
        tags: ["play"],
        security: S.bearer,
        params: S.gameIdParams,
        querystring: S.replayViewQuery,
        response: { 200: S.replayViewResponse, ...S.errorResponses },
      },
    },
    async (req, reply) => {
      const found = await deps.gameAndViewer(req.params.id, bearerToken(req), reply, identify);
      if (!found) return reply;
      const { game, viewer } = found;
      const total = game.runtime.version;
      const at = parseStep(req.query.at, total);
      if (at === null)
        return deps.sendFailure(reply, game, viewer, {
          status: 400,
          error: {
            code: "bad-replay-step",
            message: `The step is a whole number from 0 to ${total}.`,
            rule: "A replay steps through the log entries of the game so far",
          },
        });
      return project(game, viewer, { kind: "replay-view", at, state: states.stateAt(game, at) });
    },
  );
  return states;
}
