/**
 * The change bus over Redis pub/sub: one channel per deployment, one publishing and one
 * subscribed connection per node. Redis keeps nothing here: a node that is down misses notices
 * and simply reloads games from the database when it next needs them (and a write made against
 * a stale copy is refused by the database's version check, then retried by the client).
 */
import { Redis } from "ioredis";
import { newId } from "../crypto";
import type { Logger } from "../game/service";
import { type ChangeBus, type ChangeNotice, parseNotice } from "./bus";

export const DEFAULT_CHANNEL = "koprulu:changes";

export interface RedisBusOptions {
  url: string;
  /** Channel shared by the nodes of one deployment (tests use their own). */
  channel?: string;
  /** This node's id (default: random). */
  node?: string;
  logger: Logger;
}

export class RedisBus implements ChangeBus {
  readonly node: string;
  private readonly handlers: ((n: ChangeNotice) => void)[] = [];

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly channel: string,
    node: string,
    private readonly logger: Logger,
  ) {
    this.node = node;
    sub.on("message", (ch: string, raw: string) => {
      if (ch !== this.channel) return;
      const n = parseNotice(raw);
      if (!n) {
        this.logger.warn({ channel: ch }, "malformed change notice ignored");
        return;
      }
      if (n.node === this.node) return;
      for (const h of this.handlers) h(n);
    });
  }

  /** Connect both connections and subscribe; rejects if Redis cannot be reached. */
  static async connect(opts: RedisBusOptions): Promise<RedisBus> {
    const connection = () =>
      new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    const pub = connection();
    const sub = connection();
    // ioredis reconnects by itself; say so in the log instead of as an unhandled 'error' event.
    for (const [role, c] of [
      ["publisher", pub],
      ["subscriber", sub],
    ] as const) {
      c.on("error", (err: Error) => opts.logger.warn({ role, err: err.message }, "redis connection error"));
    }
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      const channel = opts.channel ?? DEFAULT_CHANNEL;
      await sub.subscribe(channel);
      return new RedisBus(pub, sub, channel, opts.node ?? newId(), opts.logger);
    } catch (err) {
      pub.disconnect();
      sub.disconnect();
      throw err;
    }
  }

  publish(notice: Omit<ChangeNotice, "node">): void {
    const msg = JSON.stringify({ ...notice, node: this.node });
    this.pub.publish(this.channel, msg).catch((err: Error) => {
      this.logger.warn({ gameId: notice.gameId, err: err.message }, "change notice not published");
    });
  }

  onNotice(handler: (n: ChangeNotice) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
