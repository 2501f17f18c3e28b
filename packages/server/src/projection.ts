/**
 * THE per-seat projection. Every payload that leaves the server about a game — REST bodies,
 * WebSocket messages, rule errors, webhook calls, the replay/log, and the game lines written to
 * the server's own logs — is produced here, from the game and the viewer it is for. Nothing
 * else serializes game state. What a viewer gets:
 *   - the ruleset's view(state, viewer) (never the raw state while the game runs);
 *   - legal actions, undo and unavailable choices (Ruleset.explain) only for its own seat;
 *   - log entries in plain words, but the details of another seat's action only when the
 *     ruleset's viewLog shows them to this viewer, or — for rulesets without viewLog — when the
 *     viewer's own view already tells them (see game/visibility.ts); everything once finished;
 *   - the full replay record (a MatchRecord: options, seed, log, hash) only once the game is over.
 * A state hash of a running game is never sent: hashing candidate states would let a client
 * guess hidden information.
 */

import type { MatchRecord, RuleError, Unavailable, Viewer } from "@koprulu/engine";
import { hashState, jsonEqual } from "@koprulu/engine";
import { seatClockView } from "./clock/seat-clocks";
import type { Entry } from "./game/entry";
import type { LiveGame } from "./game/live";
import { pendingSeats } from "./game/live";
import type { EntryLog } from "./game/log/entry-log";

/** A page of the log: the `limit` newest entries with a seq below `before` (each optional). */
export interface LogPage {
  before?: number;
  limit?: number;
}

/**
 * The entries of one page, and whether older ones exist. Every entry goes through the same
 * per-seat projection as the whole log (the redaction is computed over the whole log first).
 * Only the page's entries are unpacked from the log.
 */
function paged(log: EntryLog, page: LogPage | undefined): { entries: Entry[]; more?: boolean } {
  if (!page || (page.before === undefined && page.limit === undefined)) return { entries: log.slice() };
  // Seqs ascend, so the entries below `before` are a prefix of the log.
  const end = page.before === undefined ? log.length : log.countBelow(page.before);
  const limit = page.limit ?? end;
  const from = Math.max(0, end - limit);
  return { entries: log.slice(from, end), more: from > 0 };
}

/** How many recent log entries a state payload carries. */
export const RECENT_LOG = 20;

export type Outbound =
  | { kind: "state" }
  | { kind: "summary" }
  | { kind: "log"; page?: LogPage }
  | { kind: "error"; error: RuleError }
  | { kind: "webhook" }
  | { kind: "entry"; entry: Entry }
  /** The replay of the game so far: `state` (after entry `at`, game/replay-states.ts) as this viewer sees it. */
  | { kind: "replay-view"; at: number; state: unknown };

export interface LogLine {
  seq: number;
  seat: number;
  kind: "action" | "undo" | "forfeit";
  text: string;
  /** The action itself, when this viewer may see it. */
  action?: unknown;
  /**
   * What followed the action as data (Ruleset.tellAction); absent when none. Public by the
   * contract, so it comes with a hidden choice too (a new phase after a face-down order).
   */
  story?: readonly unknown[];
  at: string;
}

function publicSeats(game: LiveGame) {
  return game.seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    name: s.name,
    ...(s.kind === "bot" ? { bot: s.bot ?? "random", strength: s.strength } : {}),
    ...(game.clock ? { clock: seatClockView(game.clock.state.seats[s.seat], Date.now()) } : {}),
  }));
}

/** The game's clock settings (kind "none" without one) and, once made, its rematch's id. */
function tableExtras(game: LiveGame) {
  return {
    clock: game.clock ? game.clock.state.settings : { kind: "none" },
    ...(game.rematch ? { rematch: { gameId: game.rematch } } : {}),
  };
}

/** How much of an entry a viewer may read: all of it, a ruleset-redacted action, or nothing. */
type Seen = { kind: "open" } | { kind: "redacted"; action: unknown | null };

const OPEN: Seen = { kind: "open" };
const HIDDEN: Seen = { kind: "redacted", action: null };

/**
 * What `viewer` may read of each log entry. Own entries and undo notices: everything. Other
 * seats' actions: per ruleset.viewLog over the effective log (so a secret opens once the ruleset
 * reveals it; a partly redacted action such as a face-down order's planet is passed on as the
 * ruleset redacted it, with a generic text, since the stored description was written from the
 * full state; the story, public by the contract, stays); without viewLog, per the visibility recorded with the entry. Everything once the
 * game is over. An action that was taken back is shown only to the seat that took it.
 */
function seenBy(game: LiveGame, viewer: Viewer): (e: Entry) => Seen {
  const rt = game.runtime;
  if (rt.finished) return () => OPEN;
  const viewLog = rt.ruleset.viewLog;
  if (!viewLog) {
    return (e) => (e.kind === "undo" || e.seat === viewer || e.visibleTo.includes(viewer) ? OPEN : HIDDEN);
  }
  const effective = rt.effectiveActions();
  const seen = viewLog(
    rt.state,
    effective.map((a) => ({ player: a.seat, action: a.action })),
    viewer,
  );
  const bySeq = new Map<number, Seen>();
  effective.forEach((a, i) => {
    const shown = seen[i]?.action as { type?: string } | undefined;
    if (a.seat === viewer || (shown !== undefined && jsonEqual(shown, a.action))) bySeq.set(a.seq, OPEN);
    else if (shown !== undefined && shown.type !== "hidden")
      bySeq.set(a.seq, { kind: "redacted", action: shown });
  });
  return (e) =>
    e.kind === "undo" || e.kind === "forfeit" || e.seat === viewer ? OPEN : (bySeq.get(e.seq) ?? HIDDEN);
}

function logLine(e: Entry, seen: Seen): LogLine {
  if (seen.kind === "open") {
    return {
      seq: e.seq,
      seat: e.seat,
      kind: e.kind,
      text: e.description,
      ...(e.kind === "action" ? { action: e.action } : {}),
      ...(e.story ? { story: e.story } : {}),
      at: e.at,
    };
  }
  if (seen.action !== null) {
    const type = (seen.action as { type?: unknown }).type;
    return {
      seq: e.seq,
      seat: e.seat,
      kind: e.kind,
      text: `Seat ${e.seat + 1} made a hidden choice (${String(type)}).`,
      action: seen.action,
      ...(e.story ? { story: e.story } : {}),
      at: e.at,
    };
  }
  return {
    seq: e.seq,
    seat: e.seat,
    kind: e.kind,
    text: `Seat ${e.seat + 1} made a hidden choice.`,
    ...(e.story ? { story: e.story } : {}),
    at: e.at,
  };
}

function logLines(game: LiveGame, viewer: Viewer, entries: Entry[]): LogLine[] {
  const seen = seenBy(game, viewer);
  return entries.map((e) => logLine(e, seen(e)));
}

/**
 * The seat's own unavailable choices (Ruleset.explain), computed for that seat only and sent
 * only in its state. Only the fields of the contract ride along; a rule error keeps its three.
 */
function unavailableFor(list: readonly Unavailable[]): Unavailable[] {
  return list.map((u) => ({
    about: String(u.about),
    ...(u.action !== undefined ? { action: u.action } : {}),
    ...(u.args !== undefined ? { args: u.args } : {}),
    error: { code: String(u.error.code), message: String(u.error.message), rule: String(u.error.rule) },
  }));
}

function status(game: LiveGame): "active" | "finished" {
  return game.runtime.finished ? "finished" : "active";
}

// biome-ignore lint/suspicious/noExplicitAny: payloads are JSON documents of several shapes
export function project(game: LiveGame, viewer: Viewer, what: Outbound): any {
  const rt = game.runtime;
  const r = rt.ruleset;
  const seat = viewer === "spectator" ? null : viewer;
  switch (what.kind) {
    case "summary":
      return {
        gameId: game.id,
        ruleset: game.rulesetId,
        players: game.players,
        status: status(game),
        version: rt.version,
        seats: publicSeats(game),
        pendingSeats: pendingSeats(game),
        outcome: r.outcome(rt.state),
        createdAt: game.createdAt,
        ...tableExtras(game),
      };
    case "state":
      return {
        gameId: game.id,
        ruleset: game.rulesetId,
        version: rt.version,
        status: status(game),
        seat,
        seats: publicSeats(game),
        view: r.view(rt.state, viewer),
        pending: r.pending(rt.state).map((d) => ({
          player: d.player,
          kind: d.kind,
          ...(d.prompt !== undefined ? { prompt: d.prompt } : {}),
          ...(d.args !== undefined ? { args: d.args } : {}),
          ...(d.simultaneous !== undefined ? { simultaneous: d.simultaneous } : {}),
        })),
        legalActions: seat === null ? [] : r.legalActions(rt.state, seat),
        canUndo: seat === null ? false : rt.canUndo(seat),
        unavailable: seat === null ? [] : unavailableFor(r.explain?.(rt.state, seat) ?? []),
        outcome: r.outcome(rt.state),
        log: logLines(game, viewer, rt.log.slice(-RECENT_LOG)),
        ...tableExtras(game),
      };
    case "log": {
      const page = paged(rt.log, what.page);
      const more = page.more === undefined ? {} : { more: page.more };
      if (rt.finished) {
        const record: MatchRecord & { seedSource: string } = {
          ruleset: game.rulesetId,
          options: game.options,
          seed: game.seed,
          seedSource: game.seedSource,
          log: rt.effectiveActions().map((a) => ({ player: a.seat, action: a.action as { type: string } })),
          hash: hashState(rt.state),
        };
        return {
          gameId: game.id,
          ruleset: game.rulesetId,
          players: game.players,
          finished: true,
          version: rt.version,
          record,
          entries: logLines(game, viewer, page.entries),
          ...more,
          outcome: r.outcome(rt.state),
        };
      }
      return {
        gameId: game.id,
        ruleset: game.rulesetId,
        players: game.players,
        finished: false,
        version: rt.version,
        seat,
        entries: logLines(game, viewer, page.entries),
        ...more,
      };
    }
    case "error":
      // Only the fields of a RuleError, as strings: nothing else rides along.
      return {
        error: {
          code: String(what.error.code),
          message: String(what.error.message),
          rule: String(what.error.rule),
        },
      };
    case "webhook":
      return { type: "your-turn", gameId: game.id, ruleset: game.rulesetId, seat, version: rt.version };
    case "entry":
      return logLines(game, viewer, [what.entry])[0];
    case "replay-view": {
      // Only the viewer's view of that state: never the state, its hash, or another seat's
      // legal actions. The entry that led there reads as the viewer's log reads it now.
      const entry = what.at > 0 ? rt.log.entry(what.at - 1) : undefined;
      return {
        gameId: game.id,
        ruleset: game.rulesetId,
        players: game.players,
        status: status(game),
        seat,
        seats: publicSeats(game),
        at: what.at,
        total: rt.version,
        view: r.view(what.state, viewer),
        entry: entry ? logLines(game, viewer, [entry])[0] : null,
      };
    }
  }
}
