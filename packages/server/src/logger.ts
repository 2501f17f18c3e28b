/**
 * The server's pino logger. Requests are logged without secrets: the Authorization header is
 * never serialized and `token=` query values (WebSocket streams, lobby lists) are masked.
 * Game events are logged through the projection (see GameService.logEntry), as a spectator.
 * Requests are logged at debug (LOG_LEVEL=debug shows them).
 */
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pino, { type Logger } from "pino";

/**
 * Per-request lines at debug, not info: at the default level a game in progress would print a
 * line for every poll and move (thousands an hour). Server errors (5xx) stay at error.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
    else reply.log.debug({ res: reply, err: error }, error?.message);
  }
}

export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, "$1***");
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({
    level,
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url ?? ""),
        remoteAddress: req.ip,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  });
}
