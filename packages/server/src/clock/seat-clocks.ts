/**
 * The clocks of a game's seats as plain data, and how they move (pure: the caller gives the time,
 * measured by the server). A seat's clock runs only while that seat is asked to decide: every
 * asked seat's at once during a simultaneous decision. A decision starts when a seat becomes
 * asked (or is asked again after its own action) and ends when it acts or is no longer asked.
 *
 *  - live: a decision adds the bonus to the bank; time used comes out of the bank.
 *  - async: a decision gives an allowance, used first; only time beyond it comes out of the bank.
 *
 * The deadline of a running seat is `startedAt + allowanceMs + bankMs`.
 */
import { type ClockSettings, initialBankMs, perDecision } from "./settings";

export type ActiveClock = Exclude<ClockSettings, { kind: "none" }>;

export interface SeatClock {
  /** The bank: while running, as it was when the decision started (bonus included). */
  bankMs: number;
  /** When the current decision started (ms since the epoch), or null when not running. */
  startedAt: number | null;
  /** The current decision's allowance (async), used before the bank. */
  allowanceMs: number;
  /** The low-time warning went out for the current decision. */
  warned: boolean;
  /** The clock ran out and a node claimed acting on it (ms since the epoch), or absent. */
  expiredAt?: number;
}

export interface ClockState {
  settings: ActiveClock;
  seats: SeatClock[];
}

/** A clock warning is sent when this much time is left ("your clock: 10 minutes left"). */
export const WARN_AT_MS = 10 * 60_000;

export function freshClocks(settings: ActiveClock, players: number): ClockState {
  const bankMs = initialBankMs(settings);
  return {
    settings,
    seats: Array.from({ length: players }, () => ({
      bankMs,
      startedAt: null,
      allowanceMs: 0,
      warned: false,
    })),
  };
}

export function deadlineOf(c: SeatClock): number | null {
  return c.startedAt === null ? null : c.startedAt + c.allowanceMs + c.bankMs;
}

/** Time left on a seat's clock at `now`. */
export function remainingMs(c: SeatClock, now: number): number {
  const deadline = deadlineOf(c);
  return deadline === null ? c.bankMs : Math.max(0, deadline - now);
}

export interface Change {
  /** Seats asked to decide after the change (before: read from the clocks themselves). */
  pendingAfter: readonly number[];
  /** The seat whose entry made the change, if any: its decision ended even if it is asked again. */
  actor: number | null;
  /** Which seats are played by people (bots have no clock running). */
  humans: readonly boolean[];
  now: number;
}

/** The clocks after a change of the game: decisions that ended stop, new ones start. */
export function advance(state: ClockState, change: Change): ClockState {
  const { bonusMs, allowanceMs } = perDecision(state.settings);
  const asked = new Set(change.pendingAfter);
  const seats = state.seats.map((c, seat) => {
    let next = c;
    const running = c.startedAt !== null;
    const ends = running && (seat === change.actor || !asked.has(seat) || !change.humans[seat]);
    if (ends) {
      const used = Math.max(0, change.now - (c.startedAt as number));
      const fromBank = Math.max(0, used - c.allowanceMs);
      // A claimed expiry belongs to the decision it ended: the seat's next decision runs again.
      const { expiredAt: _ended, ...rest } = c;
      next = { ...rest, bankMs: Math.max(0, c.bankMs - fromBank), startedAt: null, allowanceMs: 0 };
    }
    if (next.startedAt === null && asked.has(seat) && change.humans[seat] && next.expiredAt === undefined) {
      next = { ...next, bankMs: next.bankMs + bonusMs, allowanceMs, startedAt: change.now, warned: false };
      // A decision that starts with less than the warning time left is not warned about.
      if (next.bankMs + allowanceMs <= WARN_AT_MS) next.warned = true;
    }
    return next;
  });
  return { ...state, seats };
}

/** The next moment a node must look at this game: a deadline, or a warning due. Null: none. */
export function nextCheck(state: ClockState): number | null {
  let next: number | null = null;
  for (const c of state.seats) {
    const deadline = deadlineOf(c);
    if (deadline === null) continue;
    const at =
      c.expiredAt !== undefined ? c.expiredAt + EXPIRY_RETRY_MS : c.warned ? deadline : deadline - WARN_AT_MS;
    if (next === null || at < next) next = at;
  }
  return next;
}

/** A node that claimed an expiry and died: after this long another node acts on it. */
export const EXPIRY_RETRY_MS = 30_000;

/** Seats whose clock has run out at `now` (and no node is acting on, or that one died). */
export function expiredSeats(state: ClockState, now: number): number[] {
  const out: number[] = [];
  state.seats.forEach((c, seat) => {
    const deadline = deadlineOf(c);
    if (deadline === null || deadline > now) return;
    if (c.expiredAt !== undefined && c.expiredAt + EXPIRY_RETRY_MS > now) return;
    out.push(seat);
  });
  return out;
}

/** Seats due their low-time warning at `now`. */
export function warningsDue(state: ClockState, now: number): number[] {
  const out: number[] = [];
  state.seats.forEach((c, seat) => {
    const deadline = deadlineOf(c);
    if (deadline !== null && !c.warned && deadline - now <= WARN_AT_MS && deadline > now) out.push(seat);
  });
  return out;
}

/** A seat's clock as the public JSON shows it. */
export function seatClockView(
  c: SeatClock,
  now: number,
): { remainingMs: number; deadline: string | null; running: boolean } {
  const deadline = deadlineOf(c);
  return {
    remainingMs: remainingMs(c, now),
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    running: deadline !== null,
  };
}
