/**
 * Inbound WebSocket limits. A stream is for the server to push states; a client sends only
 * pings (and, later, chat). Without limits one address could push gigabytes of frames and tens
 * of thousands of pings through its streams and slow every game. Each connection, and each
 * client over all its connections, has a budget of messages and bytes per minute, and each
 * connection of pings; the first message over any of them closes that connection with the
 * documented close code below (after an error message saying which limit).
 */

import type { ServerLimits } from "../limits";
import { clientKey } from "../net/client-key";
import { MinuteCount } from "../util/minute-count";

/** Close codes of the stream (README "Limits"). */
export const WS_CLOSE = {
  /** More open streams than a client may hold. */
  tooManyStreams: 4429,
  /** The game has as many spectators on this node as it may. */
  tooManySpectators: 4430,
  /** Over the messages-a-minute budget (connection or client). */
  tooManyMessages: 4431,
  /** Over the bytes-a-minute budget (connection or client). */
  tooManyBytes: 4432,
  /** Over the pings-a-minute budget. */
  tooManyPings: 4433,
} as const;

export type WsOver = { code: number; error: string; message: string } | null;

/** One client's counters over all its connections. */
interface ClientCounts {
  messages: MinuteCount;
  bytes: MinuteCount;
  open: number;
}

/** The inbound budgets of every stream of this node, per connection and per client. */
export class WsLimiter {
  private readonly clients = new Map<string, ClientCounts>();

  constructor(private readonly limits: ServerLimits) {}

  /** A connection's meter; `client` is its client key (clientKey of its address). */
  connection(ip: string): WsMeter {
    const key = clientKey(ip, this.limits.ipv6Prefix);
    if (this.clients.size > 1024) this.forgetIdle(Date.now());
    let c = this.clients.get(key);
    if (!c) {
      c = { messages: new MinuteCount(), bytes: new MinuteCount(), open: 0 };
      this.clients.set(key, c);
    }
    c.open++;
    // A client's counters outlive its connections until their minute ends: closing every
    // stream and opening new ones does not reset the client's budget.
    return new WsMeter(this.limits, c, () => {
      c.open--;
    });
  }

  private forgetIdle(now: number): void {
    for (const [key, c] of this.clients)
      if (c.open <= 0 && c.messages.stale(now) && c.bytes.stale(now)) this.clients.delete(key);
  }
}

export class WsMeter {
  private readonly messages = new MinuteCount();
  private readonly bytes = new MinuteCount();
  private readonly pings = new MinuteCount();

  constructor(
    private readonly limits: ServerLimits,
    private readonly client: ClientCounts,
    readonly release: () => void,
  ) {}

  /** Count one inbound message (or protocol ping) of `size` bytes; the limit it broke, or null. */
  inbound(size: number, ping: boolean, now = Date.now()): WsOver {
    const l = this.limits;
    if (
      this.messages.add(1, now) > l.wsMessagesPerMinute ||
      this.client.messages.add(1, now) > l.wsClientMessagesPerMinute
    )
      return over(
        WS_CLOSE.tooManyMessages,
        "too-many-messages",
        `at most ${l.wsMessagesPerMinute} messages a minute per stream and ${l.wsClientMessagesPerMinute} per client`,
      );
    if (
      this.bytes.add(size, now) > l.wsBytesPerMinute ||
      this.client.bytes.add(size, now) > l.wsClientBytesPerMinute
    )
      return over(
        WS_CLOSE.tooManyBytes,
        "too-many-bytes",
        `at most ${l.wsBytesPerMinute} bytes a minute per stream and ${l.wsClientBytesPerMinute} per client`,
      );
    if (ping && this.pings.add(1, now) > l.wsPingsPerMinute)
      return over(
        WS_CLOSE.tooManyPings,
        "too-many-pings",
        `at most ${l.wsPingsPerMinute} pings a minute per stream`,
      );
    return null;
  }
}

function over(code: number, error: string, limit: string): WsOver {
  return { code, error, message: `This stream sent too much: ${limit}.` };
}
