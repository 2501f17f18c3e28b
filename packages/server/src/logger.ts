/**
 * The server's pino logger. Requests are logged without secrets: the Authorization header is
 * never serialized and `token=` query values (WebSocket streams, lobby lists) are masked.
 * Game events are logged through the projection (see GameService.logEntry), as a spectator.
 */
import pino, { type Logger } from "pino";

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
