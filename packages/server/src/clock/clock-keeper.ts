/**
 * ClockKeeper: the service's clocks. It starts a game's clocks, moves them after every change
 * (in the game's queue, before the change is announced), restores them with the game, and runs
 * the sweep: every node looks, every `sweepMs`, for clocks due (a deadline passed, a warning
 * due) and hands each to the service, which claims it in the database (one node acts) and acts.
 * Time is the server's only: `now` (injectable for tests).
 */
import type { LiveGame } from "../game/live";
import { pendingSeats } from "../game/live";
import type { ClockStore, StoredClock } from "./clock-store";
import { type ActiveClock, advance, freshClocks, nextCheck } from "./seat-clocks";
import type { ClockSettings } from "./settings";

export interface ClockKeeperOptions {
  store: ClockStore;
  now: () => number;
  /** How often this node looks for clocks due (ms); 0: never (tests call `sweep`). */
  sweepMs: number;
  /** Called for each game whose clock is due; errors are logged by the caller. */
  onDue: (gameId: string) => Promise<void>;
  onError: (err: unknown) => void;
}

export class ClockKeeper {
  private readonly timer: NodeJS.Timeout | null;
  private sweeping: Promise<void> | null = null;

  constructor(private readonly opts: ClockKeeperOptions) {
    this.timer =
      opts.sweepMs > 0
        ? setInterval(() => {
            if (!this.sweeping) this.sweeping = this.sweep().finally(() => (this.sweeping = null));
          }, opts.sweepMs)
        : null;
    this.timer?.unref();
  }

  get now(): number {
    return this.opts.now();
  }

  get store(): ClockStore {
    return this.opts.store;
  }

  /** A new game's clocks (none: nothing stored). */
  async create(game: LiveGame, settings: ClockSettings | undefined): Promise<void> {
    if (!settings || settings.kind === "none") return;
    const state = advance(freshClocks(settings as ActiveClock, game.players), this.change(game, null));
    const version = game.runtime.version;
    const next = nextCheck(state);
    await this.opts.store.insert(game.id, state, version, next);
    game.clock = { state, version, raw: JSON.stringify(state.seats) };
  }

  /** After a committed change (an entry by `actor`, a seat handed over or taken): move and store them. */
  async changed(game: LiveGame, actor: number | null): Promise<void> {
    if (!game.clock) return;
    const state = advance(game.clock.state, this.change(game, actor));
    const version = game.runtime.version;
    const raw = await this.opts.store.save(game.id, state, version, nextCheck(state));
    game.clock = { state, version, raw };
  }

  /**
   * The clocks as stored, for a game loaded or caught up here. If the node that made the last
   * change died before storing its clocks, they are brought to the game's version now.
   */
  async load(game: LiveGame): Promise<void> {
    const stored: StoredClock | null = await this.opts.store.load(game.id);
    if (!stored) {
      delete game.clock;
      return;
    }
    game.clock = stored;
    if (stored.version < game.runtime.version) await this.changed(game, null);
  }

  /** Look for clocks due now and hand each game to the service. */
  async sweep(): Promise<void> {
    let ids: string[];
    try {
      ids = await this.opts.store.due(this.opts.now());
    } catch (err) {
      this.opts.onError(err);
      return;
    }
    for (const id of ids) {
      try {
        await this.opts.onDue(id);
      } catch (err) {
        this.opts.onError(err);
      }
    }
  }

  close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    return this.sweeping ?? Promise.resolve();
  }

  private change(game: LiveGame, actor: number | null) {
    const finished = game.runtime.finished;
    return {
      pendingAfter: finished ? [] : pendingSeats(game),
      actor,
      // A seat nobody has taken yet (an open seat, a rematch seat not yet claimed) has no
      // clock running: nobody could answer it. Its clock starts when someone takes the seat.
      humans: game.seats.map((s) => s.kind === "human" && s.tokenHash !== null),
      now: this.opts.now(),
    };
  }
}
