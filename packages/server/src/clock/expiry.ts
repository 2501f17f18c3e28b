/**
 * Acting on clocks that are due: a low-time warning to the seat's webhook, or an expired clock
 * (the seat is handed to a bot, or forfeits). Each is claimed first with a compare-and-set on
 * the stored clocks (clock-store.ts): however many nodes sweep the same deadline, one acts.
 * A node that claimed an expiry and died leaves it to another after EXPIRY_RETRY_MS.
 */
import type { LiveGame } from "../game/live";
import type { Logger } from "../game/service";
import type { ClockStore } from "./clock-store";
import { expiredSeats, nextCheck, remainingMs, warningsDue } from "./seat-clocks";
import type { OnTimeout } from "./settings";

/** What acting on clocks needs of the game service. */
export interface ClockHost {
  now(): number;
  store: ClockStore;
  logger: Logger;
  /** The game brought up to the database (in its queue), or null. */
  refresh(id: string): Promise<LiveGame | null>;
  /** The seat's clock ran out: a bot takes it, or the player forfeits. */
  timeout(id: string, seat: number, onTimeout: OnTimeout): Promise<void>;
  /** "Your clock: N minutes left" to the seat's webhook. */
  warn(game: LiveGame, seat: number, remainingMs: number): void;
}

export async function expireClocks(host: ClockHost, id: string): Promise<void> {
  const game = await host.refresh(id);
  if (!game || game.runtime.finished) return;
  const stored = await host.store.load(id);
  // Clocks not yet stored for the game's version: its writer is storing them; look again next sweep.
  if (!stored || stored.version !== game.runtime.version) return;
  const now = host.now();
  let current = { raw: stored.raw, version: stored.version, state: stored.state };
  const claim = async (seat: number, patch: { warned?: boolean; expiredAt?: number }) => {
    const seats = current.state.seats.map((c, i) => (i === seat ? { ...c, ...patch } : c));
    const state = { ...current.state, seats };
    const raw = await host.store.compareAndSet(id, current, state, nextCheck(state));
    if (raw === null) return false;
    current = { raw, version: current.version, state };
    if (game.clock?.version === current.version) game.clock = { ...current };
    return true;
  };
  for (const seat of warningsDue(current.state, now)) {
    if (await claim(seat, { warned: true }))
      host.warn(game, seat, remainingMs(current.state.seats[seat], now));
  }
  for (const seat of expiredSeats(current.state, now)) {
    if (game.seats[seat]?.kind !== "human") continue;
    if (!(await claim(seat, { expiredAt: now }))) continue;
    host.logger.info({ gameId: id, seat, onTimeout: current.state.settings.onTimeout }, "clock ran out");
    await host.timeout(id, seat, current.state.settings.onTimeout);
  }
}
