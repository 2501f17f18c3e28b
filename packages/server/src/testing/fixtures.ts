/**
 * Test-only ruleset "duel", made to exercise what tic-tac-toe cannot: hidden information, a
 * simultaneous decision, and undoable multi-step turns.
 *   1. prepare (turn by turn): the seat to move may "add" up to 3 tokens (each undoable: the seat
 *      keeps the decision) and then "done" (the decision passes to the other seat).
 *   2. pick (simultaneous): both seats pick 1..3; a pick stays hidden from the other seat and
 *      spectators until both picked; then the higher pick + tokens wins (equal = draw).
 */
import { EngineErrors, type Ruleset, ruleError } from "@koprulu/engine";

export interface DuelState {
  phase: "prepare" | "pick" | "over";
  turn: number;
  tokens: [number, number];
  done: [boolean, boolean];
  picks: [number | null, number | null];
  winner: number | null;
}

export type DuelAction = { type: "add" } | { type: "done" } | { type: "pick"; n: number };

export interface DuelView extends Omit<DuelState, "picks"> {
  picks: (number | "hidden" | null)[];
}

export const duel: Ruleset<DuelState, DuelAction, Record<string, never>, DuelView> = {
  id: "duel",
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions: () => ({}),
  players: () => 2,
  setup: () => ({
    phase: "prepare",
    turn: 0,
    tokens: [0, 0],
    done: [false, false],
    picks: [null, null],
    winner: null,
  }),
  pending(s) {
    // args: the decision's particulars as data (a UI words the prompt itself from them).
    if (s.phase === "prepare")
      return [{ player: s.turn, kind: "prepare", args: { tokens: s.tokens[s.turn] } }];
    if (s.phase === "pick") {
      return [0, 1]
        .filter((p) => s.picks[p] === null)
        .map((p) => ({ player: p, kind: "pick", simultaneous: true }));
    }
    return [];
  },
  legalActions(s, p) {
    if (s.phase === "prepare" && p === s.turn) {
      return s.tokens[p] < 3 ? [{ type: "add" }, { type: "done" }] : [{ type: "done" }];
    }
    if (s.phase === "pick" && s.picks[p] === null) return [1, 2, 3].map((n) => ({ type: "pick", n }));
    return [];
  },
  validate(s, p, action) {
    if (s.phase === "over") return EngineErrors.gameOver();
    if (!this.pending(s).some((d) => d.player === p)) return EngineErrors.notAsked(p);
    const a = action as DuelAction | null;
    if (typeof a !== "object" || a === null || typeof a.type !== "string")
      return EngineErrors.malformed("no type");
    if (s.phase === "prepare") {
      if (a.type === "done") return null;
      if (a.type === "add") {
        return s.tokens[p] < 3
          ? null
          : ruleError("too-many-tokens", "You already have 3 tokens.", "At most 3 tokens");
      }
      return ruleError("wrong-phase", "Add tokens or say done first.", "Prepare before picking");
    }
    if (a.type !== "pick") return ruleError("wrong-phase", "Pick a number now.", "Both seats pick");
    const n = (a as { n?: unknown }).n;
    if (n !== 1 && n !== 2 && n !== 3) return ruleError("bad-pick", "Pick 1, 2 or 3.", "Picks are 1 to 3");
    return null;
  },
  apply(s, p, a) {
    if (a.type === "add") {
      const tokens: [number, number] = [s.tokens[0], s.tokens[1]];
      tokens[p]++;
      return { ...s, tokens };
    }
    if (a.type === "done") {
      const done: [boolean, boolean] = [s.done[0], s.done[1]];
      done[p] = true;
      if (done[0] && done[1]) return { ...s, done, phase: "pick" };
      return { ...s, done, turn: 1 - p };
    }
    const picks: [number | null, number | null] = [s.picks[0], s.picks[1]];
    picks[p] = a.n;
    if (picks[0] === null || picks[1] === null) return { ...s, picks };
    const v0 = picks[0] + s.tokens[0];
    const v1 = picks[1] + s.tokens[1];
    return { ...s, picks, phase: "over", winner: v0 === v1 ? null : v0 > v1 ? 0 : 1 };
  },
  view(s, viewer) {
    const bothPicked = s.picks[0] !== null && s.picks[1] !== null;
    return {
      ...s,
      picks: s.picks.map((pick, p) => (pick === null || bothPicked || viewer === p ? pick : "hidden")),
    };
  },
  outcome(s) {
    if (s.phase !== "over") return null;
    return {
      winners: s.winner === null ? [] : [s.winner],
      reason: s.winner === null ? "draw" : "higher-pick",
    };
  },
  describeAction: (_s, p, a) =>
    a.type === "pick"
      ? `Seat ${p + 1} picks ${a.n}`
      : a.type === "add"
        ? `Seat ${p + 1} adds a token`
        : `Seat ${p + 1} is done`,
};

/**
 * "duel-log": the same game with its own viewLog that redacts a pick PARTLY — the other seats
 * learn that a pick was made ({type:"pick"}) but not the number, until both picked.
 */
export const duelLog: Ruleset<DuelState, DuelAction, Record<string, never>, DuelView> = {
  ...duel,
  id: "duel-log",
  viewLog(s, log, viewer) {
    const open = s.picks[0] !== null && s.picks[1] !== null;
    return log.map((e) =>
      e.player === viewer || open || e.action.type !== "pick"
        ? e
        : { player: e.player, action: { type: "pick" } },
    );
  },
};

/**
 * "duel-story": the same game telling what followed each action as data (Ruleset.tellAction):
 * the pick phase opening, that a seat picked (its number stays hidden), the winner. For tests of
 * the story's way to the client.
 */
export const duelStory: Ruleset<DuelState, DuelAction, Record<string, never>, DuelView> = {
  ...duel,
  id: "duel-story",
  tellAction(s, p, a, after) {
    const text = duel.describeAction!(s, p, a);
    const story = [
      ...(s.phase !== "pick" && after.phase === "pick" ? [{ id: "pick-phase" }] : []),
      // Public even while the pick itself is hidden: that this seat has picked.
      ...(a.type === "pick" && after.phase === "pick" ? [{ id: "picked", args: { seat: p } }] : []),
      ...(after.phase === "over" && s.phase !== "over"
        ? [{ id: "winner", args: { seat: after.winner, tokens: after.tokens } }]
        : []),
    ];
    return { text: story.length ? `${text}. ${story.map((m) => m.id).join(". ")}.` : text, story };
  },
};

/**
 * "duel-explain": the same game saying why a seat that holds 3 tokens may not add another
 * (Ruleset.explain), for tests that the server sends each seat only its own unavailable choices.
 */
export const duelExplain: Ruleset<DuelState, DuelAction, Record<string, never>, DuelView> = {
  ...duel,
  id: "duel-explain",
  explain(s, p) {
    if (s.phase !== "prepare" || s.turn !== p || s.tokens[p] < 3) return [];
    return [
      {
        about: "add",
        action: { type: "add" },
        args: { tokens: s.tokens[p] },
        error: ruleError("too-many-tokens", "You already have 3 tokens.", "At most 3 tokens"),
      },
    ];
  },
};
