/**
 * GameService: the one place games change. It keeps live games in memory (a bounded LRU,
 * rebuilt from storage on demand), runs every change of a game through that game's queue
 * (one writer per game), commits each entry before acknowledging it, then tells the
 * subscribers (WebSocket streams), schedules bot seats and fires "your turn" webhooks.
 */
import type { RuleError, Viewer } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import { HeavyGames } from "../bots/heavy-games";
import type { BotRunner } from "../bots/types";
import { ClockKeeper } from "../clock/clock-keeper";
import { ClockStore } from "../clock/clock-store";
import { type ClockHost, expireClocks } from "../clock/expiry";
import { type ClockSettings, createClockProblem } from "../clock/settings";
import type { BotQueue, BotTurn } from "../cluster/bot-queue";
import type { ChangeBus, ChangeNotice } from "../cluster/bus";
import { hashToken, newId, newToken } from "../crypto";
import { DEFAULT_LIMITS, type ServerLimits } from "../limits";
import { project } from "../projection";
import type { RulesetRegistry } from "../registry";
import { claimFreeSeat } from "../storage/open-tables";
import type { GameStore, LobbyCursor, SeatRow } from "../storage/store";
import { SeatChanged, VersionConflict } from "../storage/store";
import { WebhookDispatcher, type WebhookStats } from "../webhook-dispatch";
import { type WebhookPolicy, type WebhookSender, webhookUrlProblem } from "../webhooks";
import { type CacheStats, GameCache } from "./cache";
import { ViewTexts } from "./fan-out";
import { KeyedListeners } from "./keyed-listeners";
import { KeyedQueue } from "./keyed-queue";
import { type BotKind, type BotStrength, type LiveGame, pendingSeats, type SeatInfo } from "./live";
import { normaliseName } from "./names";
import { type Entry, entryToRow, GameRuntime, type Prepared, rowToEntry } from "./runtime";
import { gameSeed } from "./seed";

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  isLevelEnabled?(level: string): boolean;
}

export interface ServiceOptions {
  store: GameStore;
  registry: RulesetRegistry;
  logger: Logger;
  bots?: BotRunner;
  webhook?: { policy: WebhookPolicy; send: WebhookSender };
  /** Limits (cache, bot budget, options size, chosen seeds); the rest default (limits.ts). */
  limits?: Partial<ServerLimits>;
  /** Scale-out: tells the other server nodes of every change, and hears theirs (cluster/bus.ts). */
  bus?: ChangeBus;
  /** Scale-out: bot turns as jobs any node may take (cluster/bot-queue.ts); else this node plays them. */
  botQueue?: BotQueue;
  /** The server's time (ms since the epoch) for clocks; default Date.now (tests inject their own). */
  now?: () => number;
  /** How often this node looks for clocks due (ms, default 1000); 0: only when `clocks.sweep()` is called. */
  clockSweepMs?: number;
}

export type SeatRequest =
  | { kind: "human"; name?: string; webhook?: string; open?: boolean }
  | { kind: "bot"; bot?: BotKind; strength?: BotStrength; name?: string };

export interface CreateRequest {
  /** Who creates it (client key of the address): its bots' time and heavy games count against it. */
  client?: string;
  ruleset: string;
  players: number;
  options?: unknown;
  seed?: string;
  seats: SeatRequest[];
  /** On the public list of open tables; default: when the game has an open (free) seat. */
  listed?: boolean;
  /** Table chat: whether spectators may write too (default: players only). */
  chat?: { spectators?: boolean };
  /** Time control (clock/settings.ts); absent or kind "none": no clock. */
  clock?: ClockSettings;
  /** Human seats get no token now: each is claimed later (a rematch's seats, rematch.ts). */
  unclaimedSeats?: boolean;
}

export type Failure = {
  status: 400 | 401 | 403 | 404 | 409 | 422 | 429;
  error: RuleError;
  version?: number;
};

export type Result<T> = { ok: true; value: T } | ({ ok: false } & Failure);

const fail = (
  status: Failure["status"],
  code: string,
  message: string,
  rule = message,
): { ok: false } & Failure => ({
  ok: false,
  status,
  error: ruleError(code, message, rule),
});

export const BOT_KINDS: readonly BotKind[] = [
  "random",
  "heuristic",
  "mcts",
  "easy",
  "normal",
  "hard",
  "expert",
];

/** A stream: pushed the game after each change, with the change's shared texts per view. */
type Listener = (game: LiveGame, texts: ViewTexts) => void;
/** Told the seq of a new table chat message (its text is read through the chat route). */
type ChatListener = (seq: number) => void;

export class GameService {
  private readonly cache: GameCache;
  private readonly limits: ServerLimits;
  private readonly expiry: NodeJS.Timeout;
  private readonly loading = new Map<string, Promise<LiveGame | null>>();
  private readonly queue = new KeyedQueue();
  private readonly listeners = new KeyedListeners<Listener>();
  private readonly chatListeners = new KeyedListeners<ChatListener>();
  private readonly botsInFlight = new Set<string>();
  private readonly background = new Set<Promise<unknown>>();
  private readonly webhooks: WebhookDispatcher | null;
  /** Each game's client (its creator's client key), for fair bot time; this node's games only. */
  private readonly owners = new Map<string, string>();
  private readonly heavy: HeavyGames;
  private closed = false;
  /** The games' clocks: started, moved after each change, swept for deadlines (clock/). */
  readonly clocks: ClockKeeper;

  constructor(private readonly opts: ServiceOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
    this.heavy = new HeavyGames({ perClient: this.limits.mctsGamesPerClient, total: this.limits.mctsGames });
    this.webhooks = opts.webhook
      ? new WebhookDispatcher(
          opts.webhook.send,
          {
            concurrency: Math.max(1, this.limits.webhookConcurrency),
            perTarget: Math.max(1, this.limits.webhookPerTarget),
            queue: this.limits.webhookQueue,
          },
          opts.logger,
        )
      : null;
    this.cache = new GameCache(
      {
        maxGames: this.limits.cacheGames,
        maxBytes: this.limits.cacheBytes,
        finishedTtlMs: this.limits.finishedTtlMs,
      },
      (id) => !this.queue.busy(id) && !this.listeners.get(id)?.size,
    );
    // Finished games idle past their TTL leave memory even when nothing else happens.
    this.expiry = setInterval(
      () => this.cache.expire(),
      Math.min(60_000, Math.max(1000, this.limits.finishedTtlMs / 4)),
    );
    this.expiry.unref();
    this.clocks = new ClockKeeper({
      store: new ClockStore(opts.store),
      now: opts.now ?? Date.now,
      sweepMs: opts.clockSweepMs ?? 1000,
      onDue: (id) => expireClocks(this.clockHost, id),
      onError: (err) => opts.logger.error({ err: String(err) }, "clock sweep failed"),
    });
    opts.bus?.onNotice((n) => this.onRemoteChange(n));
    // A node without bot threads queues bot turns but leaves them to the nodes that have some.
    if (opts.botQueue && opts.bots) opts.botQueue.start((turn) => this.playQueuedTurn(turn));
  }

  get registry(): RulesetRegistry {
    return this.opts.registry;
  }

  /** The storage behind the games (open tables and the table chat read and write it too). */
  get store(): GameStore {
    return this.opts.store;
  }

  // ---------------------------------------------------------------- create / read

  async create(req: CreateRequest): Promise<Result<{ game: LiveGame; tokens: (string | null)[] }>> {
    const ruleset = this.opts.registry.get(req.ruleset);
    if (!ruleset) return fail(422, "unknown-ruleset", `There is no ruleset '${req.ruleset}' on this server.`);
    if (req.players < ruleset.minPlayers || req.players > ruleset.maxPlayers) {
      return fail(
        422,
        "bad-player-count",
        `${ruleset.id} is for ${ruleset.minPlayers}–${ruleset.maxPlayers} players, not ${req.players}.`,
      );
    }
    if (req.seats.length !== req.players) {
      return fail(
        422,
        "bad-seats",
        `Give one seat per player: ${req.players} seats, not ${req.seats.length}.`,
      );
    }
    const names: (string | undefined)[] = [];
    for (const s of req.seats) {
      if (s.kind === "human" && s.webhook !== undefined && this.opts.webhook) {
        const problem = webhookUrlProblem(s.webhook, this.opts.webhook.policy);
        if (problem) return fail(422, "bad-webhook", `Webhook URL refused: ${problem}.`);
      }
      if (s.kind === "bot" && typeof s.strength === "number" && s.strength > this.limits.botIterations)
        return fail(
          422,
          "bot-budget-too-large",
          `A bot may think at most ${this.limits.botIterations} iterations per decision on this server.`,
        );
      const name = s.name === undefined ? undefined : normaliseName(s.name);
      if (name && !name.ok) return fail(422, "bad-name", `Name refused: ${name.reason}.`);
      names.push(name?.name);
    }
    if (req.options !== undefined && JSON.stringify(req.options).length > this.limits.optionsBytes)
      return fail(
        400,
        "options-too-large",
        `Game options are limited to ${this.limits.optionsBytes} bytes of JSON.`,
        "Requests follow the server's size limits",
      );
    const clockRefused = req.clock && createClockProblem(req.clock);
    if (clockRefused)
      return fail(422, clockRefused.code, clockRefused.message, "Clocks follow the server's bounds");
    const options = req.options ?? ruleset.defaultOptions(req.players);
    let optionsError: RuleError | null;
    try {
      optionsError = ruleset.validateOptions?.(options) ?? null;
    } catch (err) {
      optionsError = ruleError(
        "bad-options",
        `These options are malformed: ${err instanceof Error ? err.message : err}.`,
        "Options follow the ruleset",
      );
    }
    if (optionsError) return { ok: false, status: 422, error: optionsError };
    // Heavy bots: checked last, after everything that would refuse the game for other reasons.
    const client = req.client ?? null;
    const heavy = req.seats.some((s) => s.kind === "bot" && s.bot === "mcts");
    if (heavy) {
      const refused = this.heavy.refusal(client ?? "anonymous");
      if (refused)
        return fail(429, refused.code, refused.message, "Bot time is shared fairly between clients");
    }
    // A free seat is taken from the open tables: an unlisted game (invitation only) has none.
    if (req.listed === false && req.seats.some((s) => s.kind === "human" && s.open))
      return fail(
        422,
        "open-seat-unlisted",
        "An open seat is taken from the public list of open tables: a game with one cannot be unlisted.",
        "Unlisted games are by invitation only",
      );
    const hasHuman = req.seats.some((s) => s.kind === "human");
    const { seed, source: seedSource } = gameSeed(req.seed, hasHuman, this.limits.chosenSeeds);
    const id = newId();
    let runtime: GameRuntime;
    try {
      runtime = GameRuntime.fresh({ id, ruleset, players: req.players, options, seed });
      if (ruleset.players(runtime.state) !== req.players)
        throw new Error("player count differs from the options");
    } catch (err) {
      return fail(
        422,
        "bad-options",
        `These options do not set up a game: ${err instanceof Error ? err.message : err}.`,
      );
    }
    // An open seat gets no token: the first joiner from the open tables claims it (claimSeat);
    // neither does a rematch's human seat, claimed by its old seat's token (rematch.ts).
    const tokens = req.seats.map((s) =>
      s.kind === "human" && !s.open && !req.unclaimedSeats ? newToken() : null,
    );
    const seats: SeatInfo[] = req.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      name: names[seat] ?? (s.kind === "human" ? `Player ${seat + 1}` : `${s.bot ?? "random"} bot`),
      tokenHash: tokens[seat] === null ? null : hashToken(tokens[seat]!),
      bot: s.kind === "bot" ? (s.bot ?? "random") : null,
      strength: s.kind === "bot" ? (s.strength ?? null) : null,
      webhook: s.kind === "human" ? (s.webhook ?? null) : null,
    }));
    const now = new Date().toISOString();
    const game: LiveGame = {
      id,
      rulesetId: ruleset.id,
      players: req.players,
      options,
      seed,
      seedSource,
      createdAt: now,
      seats,
      runtime,
    };
    await this.opts.store.createGame(
      {
        id,
        ruleset: ruleset.id,
        players: req.players,
        options: JSON.stringify(options),
        seed,
        seed_source: seedSource,
        status: runtime.finished ? "finished" : "active",
        version: 0,
        pending_seats: JSON.stringify(pendingSeats(game)),
        outcome: null,
        created_at: now,
        updated_at: now,
        listed: (req.listed ?? req.seats.some((s) => s.kind === "human" && s.open)) ? 1 : 0,
        chat_spectators: req.chat?.spectators ? 1 : 0,
      },
      seats.map((s) => seatRow(id, s)),
    );
    await this.clocks.create(game, req.clock);
    this.remember(game);
    if (client !== null) this.owners.set(id, client);
    if (heavy && !runtime.finished) this.heavy.add(id, client ?? "anonymous");
    this.opts.logger.info({ gameId: id, ruleset: ruleset.id, players: req.players }, "game created");
    this.afterChange(game, []);
    return { ok: true, value: { game, tokens } };
  }

  /** The live game, loading it from storage when it is not in memory. */
  async get(id: string): Promise<LiveGame | null> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  /**
   * The game for a read (a state, a summary, a stream's first message). With several nodes, a
   * copy behind the database (a change notice lost or late: a newer version, or a seat handed
   * over) catches up first, so a read never serves an older version than one acknowledged
   * elsewhere, nor a seat's view to a token that no longer holds it.
   */
  async read(id: string): Promise<LiveGame | null> {
    const game = await this.get(id);
    if (!game || !this.opts.bus) return game;
    const stored = await this.opts.store.versionAndSeats(id);
    if (!stored) return game;
    const seatsMatch = stored.seats.every(
      (r) => game.seats[r.seat]?.kind === r.kind && game.seats[r.seat]?.tokenHash === r.token_hash,
    );
    if (stored.version <= game.runtime.version && seatsMatch) return game;
    return this.queue.run(id, () => this.refresh(id));
  }

  private async load(id: string): Promise<LiveGame | null> {
    const rows = await this.opts.store.load(id);
    if (!rows) return null;
    const ruleset = this.opts.registry.get(rows.game.ruleset);
    if (!ruleset)
      throw new Error(`game ${id} uses ruleset '${rows.game.ruleset}', which this server does not have`);
    const options = JSON.parse(rows.game.options);
    const runtime = GameRuntime.restore(
      { id, ruleset, players: rows.game.players, options, seed: rows.game.seed },
      rows.entries.map(rowToEntry),
      rows.snapshot ? { version: rows.snapshot.version, state: JSON.parse(rows.snapshot.state) } : null,
    );
    const game: LiveGame = {
      id,
      rulesetId: ruleset.id,
      players: rows.game.players,
      options,
      seed: rows.game.seed,
      seedSource: rows.game.seed_source === "server" ? "server" : "chosen",
      createdAt: rows.game.created_at,
      seats: rows.seats.map(seatInfo),
      runtime,
    };
    await this.clocks.load(game);
    if (runtime.finished) game.rematch = (await this.clocks.store.rematchOf(id)) ?? undefined;
    // Another request may have loaded it meanwhile; keep the first so every writer shares one.
    const existing = this.cache.get(id);
    if (existing) return existing;
    this.remember(game);
    return game;
  }

  private remember(game: LiveGame): void {
    this.cache.set(game);
  }

  /** What the in-memory cache holds now (the metrics endpoint). */
  cacheStats(): CacheStats {
    return this.cache.stats();
  }

  /** Who a bearer token acts as in this game: a seat, a spectator (no token) or nobody. */
  viewerFor(game: LiveGame, token: string | undefined): Viewer | "invalid" {
    if (token === undefined || token === "") return "spectator";
    const hash = hashToken(token);
    const seat = game.seats.find((s) => s.tokenHash === hash);
    return seat ? seat.seat : "invalid";
  }

  // ---------------------------------------------------------------- changes

  /**
   * Submit `action` for `seat`, made against `version`, under an idempotency key. A resend of a
   * committed key answers the original version; a stale version is refused with the current one.
   */
  submit(
    id: string,
    seat: number,
    action: unknown,
    version: number,
    key: string,
  ): Promise<Result<{ version: number; duplicate: boolean }>> {
    return this.queue.run(id, async () => {
      let game = await this.get(id);
      if (!game) return fail(404, "no-such-game", `There is no game ${id}.`);
      // A client ahead of this node's copy saw a move made on another node: catch up first.
      if (Number.isInteger(version) && version > game.runtime.version)
        game = (await this.refresh(id)) ?? game;
      const rt = game.runtime;
      const seen = rt.seqForKey(seat, key);
      if (seen !== undefined) {
        if (rt.keyReusedDifferently(seat, key, action, version))
          return fail(
            409,
            "idempotency-key-reused",
            "This idempotency key was already used for a different action; use a fresh key for a new action.",
            "An idempotency key names one action: a resend must repeat it exactly",
          );
        return { ok: true, value: { version: seen, duplicate: true } };
      }
      if (version !== rt.version) return this.stale(rt.version);
      if (JSON.stringify(action).length > this.limits.actionBytes)
        return fail(
          400,
          "action-too-large",
          `An action is limited to ${this.limits.actionBytes} bytes of JSON.`,
          "Requests follow the server's size limits",
        );
      const result = rt.prepareAction(seat, action, key, new Date().toISOString());
      if (!result.ok) return { ok: false, status: 422, error: result.error };
      const committed = await this.commit(game, result.prepared);
      if (!committed.ok) return committed;
      return { ok: true, value: { version: rt.version, duplicate: false } };
    });
  }

  undo(id: string, seat: number): Promise<Result<{ version: number }>> {
    return this.queue.run(id, async () => {
      const game = await this.get(id);
      if (!game) return fail(404, "no-such-game", `There is no game ${id}.`);
      const result = game.runtime.prepareUndo(seat, new Date().toISOString());
      if (!result.ok) return { ok: false, status: 422, error: result.error };
      const committed = await this.commit(game, result.prepared);
      if (!committed.ok) return committed;
      return { ok: true, value: { version: game.runtime.version } };
    });
  }

  private stale(current: number): { ok: false } & Failure {
    return {
      ...fail(
        409,
        "stale-version",
        `The game moved on: it is at version ${current}. Reload and decide again.`,
        "Actions are made against the current version of the game",
      ),
      version: current,
    };
  }

  /** Write the entry (durably), then make it current and tell everyone who cares. */
  private async commit(game: LiveGame, p: Prepared): Promise<Result<null>> {
    const before = pendingSeats(game);
    const next = p.next;
    const r = game.runtime.ruleset;
    const outcome = r.outcome(next);
    const pendingAfter = [...new Set(r.pending(next).map((d) => d.player))].sort((a, b) => a - b);
    // The seat as this node knows it must still be the seat in the database (scale-out).
    const seat = game.seats[p.entry.seat];
    const guard = seat ? { seat: seat.seat, kind: seat.kind, tokenHash: seat.tokenHash } : undefined;
    try {
      await this.opts.store.append(
        entryToRow(game.id, p.entry, p.texts),
        {
          status: outcome ? "finished" : "active",
          pending_seats: JSON.stringify(pendingAfter),
          outcome: outcome ? JSON.stringify(outcome) : null,
        },
        p.snapshot ? JSON.stringify(next) : null,
        guard,
      );
    } catch (err) {
      if (err instanceof SeatChanged) {
        await this.refresh(game.id);
        return fail(
          403,
          "seat-changed",
          "This seat changed hands (it was handed to a bot); its old token no longer acts.",
        );
      }
      if (err instanceof VersionConflict) {
        // Another node wrote first: catch up with what it wrote (streams here see it too).
        const fresh = await this.refresh(game.id);
        return this.stale(fresh?.runtime.version ?? game.runtime.version);
      }
      throw err;
    }
    game.runtime.commit(p);
    await this.clocksChanged(game, p.entry.seat);
    if (game.runtime.finished) {
      this.heavy.finish(game.id);
      this.owners.delete(game.id);
    } else this.heavy.touch(game.id);
    this.cache.changed(game);
    this.logEntry(game, p.entry);
    this.opts.bus?.publish({ gameId: game.id, kind: "version", version: game.runtime.version });
    this.afterChange(game, before);
    return { ok: true, value: null };
  }

  // ---------------------------------------------------------------- scale-out

  /** Another node changed a game: a copy held here catches up (in that game's queue). */
  private onRemoteChange(n: ChangeNotice): void {
    if (n.kind === "chat") {
      this.pushChat(n.gameId, n.version); // a hint only: the streams' clients read the chat
      return;
    }
    const game = this.cache.peek(n.gameId);
    if (!game || this.closed) return; // not held here: it is read from storage when needed
    if (n.kind === "version" && n.version <= game.runtime.version) return;
    this.track(
      this.queue
        .run(n.gameId, () => this.refresh(n.gameId))
        .catch((err) => this.opts.logger.error({ gameId: n.gameId, err: String(err) }, "catch-up failed")),
    );
  }

  /**
   * Bring the copy held here up to storage (new entries, seats) and push it to this node's
   * streams. Only the node that made a change schedules bots and webhooks for it. Call inside
   * the game's queue.
   */
  private async refresh(id: string): Promise<LiveGame | null> {
    const game = this.cache.peek(id);
    if (!game) return this.get(id);
    const rows = await this.opts.store.since(id, game.runtime.version);
    if (!rows) return null;
    const before = {
      version: game.runtime.version,
      seats: JSON.stringify(game.seats),
      rematch: game.rematch,
    };
    try {
      game.runtime.follow(rows.entries.map(rowToEntry));
      game.seats = rows.seats.map(seatInfo);
      if (game.clock) await this.clocks.load(game);
      if (game.runtime.finished && !game.rematch)
        game.rematch = (await this.clocks.store.rematchOf(id)) ?? undefined;
    } catch (err) {
      // The copy cannot follow (e.g. an undo it never saw the start of): rebuild it from storage.
      this.opts.logger.warn({ gameId: id, err: String(err) }, "rebuilding a game from storage");
      this.cache.delete(id);
      const fresh = await this.get(id);
      if (fresh) this.notify(fresh);
      return fresh;
    }
    if (
      game.runtime.version !== before.version ||
      JSON.stringify(game.seats) !== before.seats ||
      game.rematch !== before.rematch
    ) {
      this.cache.changed(game);
      this.notify(game);
    }
    return game;
  }

  private logEntry(game: LiveGame, entry: Entry): void {
    // Server logs see what a spectator sees, through the same projection as everyone else.
    if (this.opts.logger.isLevelEnabled && !this.opts.logger.isLevelEnabled("info")) return;
    this.opts.logger.info(
      {
        gameId: game.id,
        version: game.runtime.version,
        entry: project(game, "spectator", { kind: "entry", entry }),
      },
      "game entry",
    );
  }

  /** Clocks after a change; a failure to store them is logged (the change itself stands). */
  private async clocksChanged(game: LiveGame, actor: number | null): Promise<void> {
    if (!game.clock) return;
    try {
      await this.clocks.changed(game, actor);
    } catch (err) {
      this.opts.logger.error({ gameId: game.id, err: String(err) }, "clocks not stored");
    }
  }

  /** What acting on due clocks (clock/expiry.ts) may do here. */
  private get clockHost(): ClockHost {
    return {
      now: () => this.clocks.now,
      store: this.clocks.store,
      logger: this.opts.logger,
      refresh: (id) => this.queue.run(id, () => this.refresh(id)),
      timeout: async (id, seat, onTimeout) => {
        const res =
          onTimeout === "forfeit"
            ? await this.forfeit(id, seat)
            : await this.replaceWithBot(id, seat, "normal", null, `game:${id}`);
        if (!res.ok)
          this.opts.logger.warn({ gameId: id, seat, error: res.error }, "clock timeout not carried out");
      },
      warn: (game, seat, remainingMs) => {
        const s = game.seats[seat];
        if (!this.webhooks || s?.kind !== "human" || !s.webhook) return;
        const minutes = Math.max(1, Math.round(remainingMs / 60_000));
        this.track(
          this.webhooks.deliver(
            s.webhook,
            {
              type: "clock-warning",
              gameId: game.id,
              ruleset: game.rulesetId,
              seat,
              version: game.runtime.version,
              remainingMs,
              message: `your clock: ${minutes} minute${minutes === 1 ? "" : "s"} left`,
            },
            { gameId: game.id, seat },
          ),
        );
      },
    };
  }

  /** A seat forfeits (its clock ran out): the ruleset's forfeit rule ends the game for it. */
  forfeit(id: string, seat: number): Promise<Result<{ version: number }>> {
    return this.queue.run(id, async () => {
      const game = await this.get(id);
      if (!game) return fail(404, "no-such-game", `There is no game ${id}.`);
      const result = game.runtime.prepareForfeit(seat, new Date(this.clocks.now).toISOString());
      if (!result.ok) return { ok: false, status: 422, error: result.error };
      const committed = await this.commit(game, result.prepared);
      if (!committed.ok) return committed;
      return { ok: true, value: { version: game.runtime.version } };
    });
  }

  /** A finished game now has its rematch (game/rematch.ts): this node's streams and the others learn it. */
  rematchMade(game: LiveGame, newGameId: string): void {
    game.rematch = newGameId;
    this.opts.bus?.publish({ gameId: game.id, kind: "seats", version: game.runtime.version });
    this.notify(game);
  }

  /** A rematch seat got its token (game/rematch.ts): the copy here and the other nodes learn it. */
  seatClaimed(id: string, seat: number, tokenHash: string): Promise<void> {
    return this.queue.run(id, async () => {
      const cached = this.cache.peek(id);
      const s = cached?.seats[seat];
      if (cached && s && s.tokenHash === tokenHash) return;
      if (cached && s) cached.seats[seat] = { ...s, tokenHash };
      // The seat's clock starts with its player (a game loaded now reads the claimed seat).
      const game = cached ?? (await this.get(id));
      if (game) await this.clocksChanged(game, null);
      this.opts.bus?.publish({ gameId: id, kind: "seats", version: game?.runtime.version ?? 0 });
    });
  }

  /** A human seat leaves and a bot takes over (its token stops working). */
  replaceWithBot(
    id: string,
    seat: number,
    bot: BotKind,
    strength: BotStrength | null,
    client = "anonymous",
  ): Promise<Result<LiveGame>> {
    return this.queue.run(id, async () => {
      const game = await this.get(id);
      if (!game) return fail(404, "no-such-game", `There is no game ${id}.`);
      const s = game.seats[seat];
      if (s?.kind !== "human")
        return fail(422, "not-a-human-seat", `Seat ${seat + 1} is not played by a person.`);
      if (typeof strength === "number" && strength > this.limits.botIterations)
        return fail(
          422,
          "bot-budget-too-large",
          `A bot may think at most ${this.limits.botIterations} iterations per decision on this server.`,
        );
      // A seat handed to MCTS makes the game heavy: it counts against whoever hands it over.
      const becomesHeavy = bot === "mcts" && !this.heavy.has(id) && !game.runtime.finished;
      if (becomesHeavy) {
        const refused = this.heavy.refusal(client);
        if (refused)
          return fail(429, refused.code, refused.message, "Bot time is shared fairly between clients");
      }
      const patch = {
        kind: "bot",
        token_hash: null,
        bot,
        strength: strength === null ? null : String(strength),
        webhook: null,
        name: `${bot} bot (for ${s.name})`,
      };
      await this.opts.store.updateSeat(id, seat, patch);
      game.seats[seat] = {
        ...s,
        kind: "bot",
        tokenHash: null,
        bot,
        strength,
        webhook: null,
        name: patch.name,
      };
      await this.clocksChanged(game, null);
      if (becomesHeavy) this.heavy.add(id, client);
      if (!this.owners.has(id)) this.owners.set(id, client);
      this.opts.logger.info({ gameId: id, seat, bot }, "seat handed to a bot");
      this.opts.bus?.publish({ gameId: id, kind: "seats", version: game.runtime.version });
      this.afterChange(game, pendingSeats(game));
      return { ok: true, value: game };
    });
  }

  /** A person takes their seat (the invitation token is the key) and may give their name. */
  join(id: string, seat: number, rawName: string | undefined): Promise<Result<LiveGame>> {
    return this.queue.run(id, async () => {
      const game = await this.get(id);
      if (!game) return fail(404, "no-such-game", `There is no game ${id}.`);
      const checked = rawName === undefined ? undefined : normaliseName(rawName);
      if (checked && !checked.ok) return fail(422, "bad-name", `Name refused: ${checked.reason}.`);
      const name = checked?.name;
      if (name !== undefined && name !== game.seats[seat].name) {
        await this.opts.store.updateSeat(id, seat, { name });
        game.seats[seat] = { ...game.seats[seat], name };
        this.opts.bus?.publish({ gameId: id, kind: "seats", version: game.runtime.version });
        this.notify(game);
      }
      return { ok: true, value: game };
    });
  }

  /**
   * Someone from the open tables takes a free seat under `rawName`: the seat gets a fresh token
   * (returned once). Exactly one of two joiners racing for the last seat gets it (the store's
   * guarded UPDATE); the other is told the table is full.
   */
  claimSeat(id: string, rawName: string): Promise<Result<{ game: LiveGame; seat: number; token: string }>> {
    return this.queue.run(id, async () => {
      const checked = normaliseName(rawName);
      if (!checked.ok) return fail(422, "bad-name", `Name refused: ${checked.reason}.`);
      const game = await this.get(id);
      if (!game) return fail(404, "no-such-game", `There is no game ${id}.`);
      if (game.runtime.finished)
        return fail(409, "game-over", "This game is over.", "Only unfinished games take players");
      const token = newToken();
      const seat = await claimFreeSeat(this.opts.store.db, id, hashToken(token), checked.name);
      if (seat === null)
        return fail(409, "table-full", "Every seat of this table is taken.", "A seat takes one player");
      game.seats[seat] = { ...game.seats[seat]!, tokenHash: hashToken(token), name: checked.name };
      await this.clocksChanged(game, null); // the seat's clock starts with its player
      this.opts.logger.info({ gameId: id, seat }, "open seat claimed");
      this.opts.bus?.publish({ gameId: id, kind: "seats", version: game.runtime.version });
      this.notify(game);
      return { ok: true, value: { game, seat, token } };
    });
  }

  // ---------------------------------------------------------------- lists

  /** The games of these seat tokens, "your turn" first, then most recently active. */
  async gamesOf(tokens: string[]) {
    const seats = await this.opts.store.seatsByTokenHashes(tokens.map(hashToken));
    const rows = seats.map((s) => {
      const pending = JSON.parse(s.game.pending_seats) as number[];
      return {
        gameId: s.game.id,
        ruleset: s.game.ruleset,
        players: s.game.players,
        status: s.game.status,
        version: s.game.version,
        yourSeat: s.seat,
        yourTurn: s.game.status === "active" && pending.includes(s.seat),
        updatedAt: s.game.updated_at,
      };
    });
    rows.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || b.updatedAt.localeCompare(a.updatedAt));
    return rows;
  }

  /** One page of the public lobby, newest first; `before` continues after a previous page. */
  async recent(limit: number, before?: LobbyCursor) {
    const games = await this.opts.store.recentGames(limit, before);
    return games.map((g) => ({
      gameId: g.id,
      ruleset: g.ruleset,
      players: g.players,
      status: g.status,
      version: g.version,
      updatedAt: g.updated_at,
    }));
  }

  // ---------------------------------------------------------------- streams, bots, webhooks

  subscribe(id: string, listener: Listener): () => void {
    return this.listeners.add(id, listener);
  }

  /** Streams that want to hear of new chat messages of game `id` (any node's). */
  subscribeChat(id: string, listener: ChatListener): () => void {
    return this.chatListeners.add(id, listener);
  }

  /** A chat message was stored here: this node's streams and the other nodes' hear of it. */
  chatPosted(id: string, seq: number): void {
    this.pushChat(id, seq);
    this.opts.bus?.publish({ gameId: id, kind: "chat", version: seq });
  }

  private pushChat(id: string, seq: number): void {
    for (const l of this.chatListeners.get(id) ?? []) {
      try {
        l(seq);
      } catch (err) {
        this.opts.logger.warn({ gameId: id, err: String(err) }, "chat listener failed");
      }
    }
  }

  private notify(game: LiveGame): void {
    const listeners = this.listeners.get(game.id);
    if (!listeners?.size) return;
    // One projection and one JSON text per distinct view of this change, shared by its streams.
    const texts = new ViewTexts();
    for (const l of listeners) {
      try {
        l(game, texts);
      } catch (err) {
        this.opts.logger.warn({ gameId: game.id, err: String(err) }, "stream listener failed");
      }
    }
    this.fanOut.pushes += listeners.size;
    this.fanOut.projections += texts.size;
  }

  /** Stream pushes and the projections they took, since start (metrics: fan-out sharing). */
  readonly fanOut = { pushes: 0, projections: 0 };

  private afterChange(game: LiveGame, pendingBefore: number[]): void {
    this.notify(game);
    this.scheduleBots(game);
    const hooks = this.webhooks;
    if (!hooks) return;
    for (const seat of pendingSeats(game)) {
      const s = game.seats[seat];
      if (pendingBefore.includes(seat) || s.kind !== "human" || !s.webhook) continue;
      // Queued under the caps (webhook-dispatch.ts); a failure or a drop is logged there.
      this.track(
        hooks.deliver(s.webhook, project(game, seat, { kind: "webhook" }), { gameId: game.id, seat }),
      );
    }
  }

  /** Bot decisions waiting for a thread, and active games with an MCTS seat (metrics). */
  botStats(): { waiting: number; mctsGames: number } {
    const bots = this.opts.bots as { waiting?: number } | undefined;
    return { waiting: bots?.waiting ?? 0, mctsGames: this.heavy.size };
  }

  /** Webhook deliveries: running, queued, sent, failed, dropped (metrics). */
  webhookStats(): WebhookStats {
    return this.webhooks?.stats() ?? { running: 0, queued: 0, sent: 0, failed: 0, dropped: 0 };
  }

  /**
   * Every bot seat with a decision pending at the current version gets its move: queued for any
   * node (scale-out), or played on this node's bot threads.
   */
  scheduleBots(game: LiveGame): void {
    if (this.closed || game.runtime.finished) return;
    const version = game.runtime.version;
    const seats = pendingSeats(game).filter((seat) => game.seats[seat].kind === "bot");
    const queue = this.opts.botQueue;
    if (queue) {
      for (const seat of seats)
        this.track(
          queue
            .enqueue({ gameId: game.id, version, seat })
            .catch((err) =>
              this.opts.logger.error({ gameId: game.id, seat, err: String(err) }, "bot turn not queued"),
            ),
        );
      return;
    }
    if (!this.opts.bots) return;
    for (const seat of seats) {
      const job = `${game.id}:${version}:${seat}`;
      if (this.botsInFlight.has(job)) continue;
      this.botsInFlight.add(job);
      const work = this.playBot(game, seat, version)
        .catch((err) => this.opts.logger.error({ gameId: game.id, seat, err: String(err) }, "bot job failed"))
        .finally(() => this.botsInFlight.delete(job));
      this.track(work);
    }
  }

  /**
   * A queued bot turn, taken by this node's worker: bring the game up to date, and play the turn
   * if it is still the bot's at that version. Throws (so another node retries it) only when the
   * move could not be worked out here.
   */
  async playQueuedTurn(turn: BotTurn): Promise<void> {
    if (this.closed) throw new Error("this server node is closing");
    const game = await this.queue.run(turn.gameId, () => this.refresh(turn.gameId));
    if (!game || game.runtime.version !== turn.version || game.runtime.finished) return; // moved on
    if (game.seats[turn.seat]?.kind !== "bot" || !pendingSeats(game).includes(turn.seat)) return;
    await this.playBot(game, turn.seat, turn.version);
  }

  /** One bot move: the runner chooses from the seat's view at `version`, then it is submitted. */
  private async playBot(game: LiveGame, seat: number, version: number): Promise<void> {
    const runner = this.opts.bots;
    if (!runner) throw new Error("no bot threads on this node");
    const s = game.seats[seat];
    const rt = game.runtime;
    const answer = await runner.choose({
      modules: this.opts.registry.modules,
      gameId: game.id,
      client: this.owners.get(game.id) ?? `game:${game.id}`,
      maxMs: this.limits.botTimeMs,
      rulesetId: game.rulesetId,
      view: rt.ruleset.view(rt.state, seat),
      decisions: rt.ruleset.pending(rt.state).filter((d) => d.player === seat),
      legalActions: rt.ruleset.legalActions(rt.state, seat),
      seat,
      bot: s.bot ?? "random",
      strength: s.strength,
      seed: `${game.seed}/${version}/${seat}`,
    });
    if (this.closed) return;
    if (!answer.ok) throw new Error(`bot failed: ${answer.error}`);
    const res = await this.submit(game.id, seat, answer.action, version, `bot:${version}`);
    if (!res.ok && res.status !== 409) {
      this.opts.logger.error({ gameId: game.id, seat, error: res.error }, "bot chose an illegal action");
    }
  }

  /** After a restart: give every unfinished game with a bot seat its next bot move. */
  async resumeBots(): Promise<number> {
    const ids = await this.opts.store.activeGamesWithBots();
    for (const id of ids) {
      // A game saved under older rules may no longer replay: report it and keep serving the
      // others instead of refusing to start (its requests then fail with a 5xx on their own).
      try {
        const game = await this.get(id);
        // Who created it is not stored: after a restart its MCTS seat counts toward the node's total.
        if (game?.seats.some((s) => s.bot === "mcts")) this.heavy.add(id, `game:${id}`);
        if (game) this.scheduleBots(game);
      } catch (err) {
        this.opts.logger.error({ gameId: id, err: String(err) }, "game could not be restored; skipped");
      }
    }
    return ids.length;
  }

  private track(p: Promise<unknown>): void {
    this.background.add(p);
    void p.finally(() => this.background.delete(p));
  }

  /** Resolves when no bot job or webhook is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.expiry);
    await this.clocks.close();
    // Bot threads first: a queued turn running here then fails and another node retries it.
    await this.opts.bots?.close();
    await this.opts.botQueue?.close();
    this.webhooks?.close();
    await Promise.allSettled([...this.background]);
    await this.opts.bus?.close();
  }
}

function seatRow(gameId: string, s: SeatInfo): SeatRow {
  return {
    game_id: gameId,
    seat: s.seat,
    kind: s.kind,
    name: s.name,
    token_hash: s.tokenHash,
    bot: s.bot,
    strength: s.strength === null ? null : String(s.strength),
    webhook: s.webhook,
  };
}

function seatInfo(r: SeatRow): SeatInfo {
  return {
    seat: r.seat,
    kind: r.kind === "bot" ? "bot" : "human",
    name: r.name,
    tokenHash: r.token_hash,
    bot: r.bot === null ? null : (r.bot as BotKind),
    strength:
      r.strength === null
        ? null
        : /^\d+$/.test(r.strength)
          ? Number(r.strength)
          : (r.strength as BotStrength),
    webhook: r.webhook,
  };
}
