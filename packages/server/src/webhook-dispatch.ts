/**
 * How many webhook deliveries run at once. Each delivery holds a socket for up to its deadline,
 * so without a cap a burst of turns (or many seats registering one slow target) would open
 * connections without bound. Deliveries run at most `concurrency` at once and at most
 * `perTarget` at once to one host; the rest wait in a bounded FIFO; a delivery arriving when the
 * queue is full is dropped — counted and logged, never silently (a webhook is a courtesy: the
 * seat still sees its turn in the state and the stream).
 */
import type { Logger } from "./game/service";
import type { WebhookSender } from "./webhooks";

export interface DispatchLimits {
  concurrency: number;
  perTarget: number;
  queue: number;
}

export interface WebhookStats {
  running: number;
  queued: number;
  sent: number;
  failed: number;
  dropped: number;
}

interface Delivery {
  url: string;
  host: string;
  body: unknown;
  context: object;
  done(): void;
}

export class WebhookDispatcher {
  private readonly waiting: Delivery[] = [];
  private readonly perHost = new Map<string, number>();
  private readonly counts = { running: 0, sent: 0, failed: 0, dropped: 0 };

  constructor(
    private readonly send: WebhookSender,
    private readonly limits: DispatchLimits,
    private readonly logger: Logger,
  ) {}

  /** Deliver when a slot is free; resolves once sent, failed or dropped (never rejects). */
  deliver(url: string, body: unknown, context: object = {}): Promise<void> {
    let host: string;
    try {
      host = new URL(url).host.toLowerCase();
    } catch {
      host = url;
    }
    return new Promise<void>((done) => {
      if (this.waiting.length >= this.limits.queue) {
        this.counts.dropped++;
        this.logger.warn(
          { ...context, host, dropped: this.counts.dropped },
          "webhook dropped: the delivery queue is full",
        );
        return done();
      }
      this.waiting.push({ url, host, body, context, done });
      this.pump();
    });
  }

  /** A closing server sends nothing more: waiting deliveries are let go (those running end at their deadline). */
  close(): void {
    for (const d of this.waiting.splice(0)) d.done();
  }

  stats(): WebhookStats {
    return { ...this.counts, queued: this.waiting.length };
  }

  /** Start every waiting delivery that has a free slot, oldest first (a busy host's wait). */
  private pump(): void {
    for (let i = 0; i < this.waiting.length && this.counts.running < this.limits.concurrency; ) {
      const d = this.waiting[i];
      if ((this.perHost.get(d.host) ?? 0) >= this.limits.perTarget) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.start(d);
    }
  }

  private start(d: Delivery): void {
    this.counts.running++;
    this.perHost.set(d.host, (this.perHost.get(d.host) ?? 0) + 1);
    this.send(d.url, d.body)
      .then(
        () => {
          this.counts.sent++;
        },
        (err) => {
          this.counts.failed++;
          this.logger.warn({ ...d.context, host: d.host, err: String(err) }, "webhook failed");
        },
      )
      .finally(() => {
        this.counts.running--;
        const n = (this.perHost.get(d.host) ?? 1) - 1;
        if (n <= 0) this.perHost.delete(d.host);
        else this.perHost.set(d.host, n);
        d.done();
        this.pump();
      });
  }
}
