/** Counting per minute, for the limits that budget something over time (WebSocket input, bot time). */

const MINUTE = 60_000;

/** A count over fixed one-minute windows (cheap: two numbers; a window resets on first use after it ends). */
export class MinuteCount {
  private start = 0;
  private n = 0;
  /** Adds `amount` now; returns the window's total. */
  add(amount: number, now: number): number {
    if (now - this.start >= MINUTE) {
      this.start = now;
      this.n = 0;
    }
    this.n += amount;
    return this.n;
  }
  /** Whether this window ended (an idle client's counters can be dropped). */
  stale(now: number): boolean {
    return now - this.start >= MINUTE;
  }
}
