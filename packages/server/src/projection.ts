/**
 * THE per-seat projection. Every payload that leaves the server about a game — REST bodies,
 * WebSocket messages, rule errors, webhook calls, the replay/log, and the game lines written to
 * the server's own logs — is produced here, from the game and the viewer it is for. Nothing
 * else serializes game state. What a viewer gets:
 *   - the ruleset's view(state, viewer) (never the raw state while the game runs);
 *   - legal actions and undo only for its own seat;
 *   - log entries in plain words, but the details of another seat's action only when the
 *     viewer's own view already tells them (see game/visibility.ts); all details once finished;
 *   - the full replay record (options, seed, actions, state hash) only once the game is over.
 * A state hash of a running game is never sent: hashing candidate states would let a client
 * guess hidden information.
 */
import type { RuleError, Viewer } from "@koprulu/engine";
import { stateHash } from "./crypto";
import type { LiveGame } from "./game/live";
import { pendingSeats } from "./game/live";
import type { Entry } from "./game/runtime";

/** How many recent log entries a state payload carries. */
export const RECENT_LOG = 20;

export type Outbound =
  | { kind: "state" }
  | { kind: "summary" }
  | { kind: "log" }
  | { kind: "error"; error: RuleError }
  | { kind: "webhook" }
  | { kind: "entry"; entry: Entry };

export interface LogLine {
  seq: number;
  seat: number;
  kind: "action" | "undo";
  text: string;
  /** The action itself, when this viewer may see it. */
  action?: unknown;
  at: string;
}

function publicSeats(game: LiveGame) {
  return game.seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    name: s.name,
    ...(s.kind === "bot" ? { bot: s.bot ?? "random", strength: s.strength } : {}),
  }));
}

function logLine(game: LiveGame, viewer: Viewer, e: Entry): LogLine {
  const open = game.runtime.finished || e.visibleTo.includes(viewer);
  if (open) {
    return {
      seq: e.seq,
      seat: e.seat,
      kind: e.kind,
      text: e.description,
      ...(e.kind === "action" ? { action: e.action } : {}),
      at: e.at,
    };
  }
  return {
    seq: e.seq,
    seat: e.seat,
    kind: e.kind,
    text: `Seat ${e.seat + 1} made a hidden choice.`,
    at: e.at,
  };
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
          ...(d.simultaneous !== undefined ? { simultaneous: d.simultaneous } : {}),
        })),
        legalActions: seat === null ? [] : r.legalActions(rt.state, seat),
        canUndo: seat === null ? false : rt.canUndo(seat),
        outcome: r.outcome(rt.state),
        log: rt.entries.slice(-RECENT_LOG).map((e) => logLine(game, viewer, e)),
      };
    case "log":
      if (rt.finished) {
        return {
          gameId: game.id,
          ruleset: game.rulesetId,
          players: game.players,
          options: game.options,
          seed: game.seed,
          finished: true,
          version: rt.version,
          actions: rt.effectiveActions().map((a) => ({ seat: a.seat, action: a.action })),
          entries: rt.entries.map((e) => logLine(game, viewer, e)),
          outcome: r.outcome(rt.state),
          stateHash: stateHash(rt.state),
        };
      }
      return {
        gameId: game.id,
        ruleset: game.rulesetId,
        players: game.players,
        finished: false,
        version: rt.version,
        seat,
        entries: rt.entries.map((e) => logLine(game, viewer, e)),
      };
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
      return logLine(game, viewer, what.entry);
  }
}
