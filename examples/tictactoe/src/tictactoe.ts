/**
 * Tic-tac-toe: the smallest ruleset. It exercises the contract (pending, legalActions,
 * validate, apply, view, outcome) and is the workload of the engine benchmark and of load
 * comparisons with other engines, so it is kept lean: a 9-cell board and a turn counter.
 */
import {
  EngineErrors,
  type PlayerId,
  type RuleError,
  type Ruleset,
  ruleError,
  strictRules,
} from "@koprulu/engine";

/** Cell: -1 empty, else the seat (0 = X, 1 = O) that marked it. */
export interface TicTacToeState {
  board: number[];
  /** Seat to move. */
  turn: number;
  /** Marks placed so far. */
  moves: number;
  winner: number | null;
  /** The seat that forfeited (its clock ran out); absent in every game nobody forfeited. */
  forfeited?: number;
}

export interface TicTacToeAction {
  type: "mark";
  cell: number;
}

export type TicTacToeOptions = Record<string, never>;

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** Precomputed action objects: legalActions allocates only the array. */
const MARKS: readonly TicTacToeAction[] = Array.from({ length: 9 }, (_, cell) => ({ type: "mark", cell }));

function isOver(s: TicTacToeState): boolean {
  return s.winner !== null || s.moves === 9;
}

function lineThrough(board: number[], cell: number, seat: number): boolean {
  for (const line of LINES) {
    if (
      (line[0] === cell || line[1] === cell || line[2] === cell) &&
      board[line[0]] === seat &&
      board[line[1]] === seat &&
      board[line[2]] === seat
    ) {
      return true;
    }
  }
  return false;
}

function legalActions(s: TicTacToeState, player: PlayerId): TicTacToeAction[] {
  if (isOver(s) || player !== s.turn) return [];
  const out: TicTacToeAction[] = [];
  for (let i = 0; i < 9; i++) if (s.board[i] === -1) out.push(MARKS[i]);
  return out;
}

function check(s: TicTacToeState, player: PlayerId, action: unknown): RuleError | null {
  if (isOver(s)) return EngineErrors.gameOver();
  if (player !== s.turn) return EngineErrors.notAsked(player);
  const a = action as TicTacToeAction | null;
  if (typeof a !== "object" || a === null || a.type !== "mark")
    return EngineErrors.malformed("expected {type:'mark', cell}");
  if (!Number.isInteger(a.cell) || a.cell < 0 || a.cell > 8) {
    return ruleError(
      "no-such-cell",
      `Cell ${String(a.cell)} is not on the board.`,
      "Cells are numbered 0 to 8",
    );
  }
  if (s.board[a.cell] !== -1)
    return ruleError("cell-taken", `Cell ${a.cell} is already marked.`, "Mark an empty cell");
  return null;
}

export const tictactoe: Ruleset<TicTacToeState, TicTacToeAction, TicTacToeOptions, TicTacToeState> = {
  id: "tictactoe",
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions: () => ({}),
  players: () => 2,

  setup: () => ({ board: [-1, -1, -1, -1, -1, -1, -1, -1, -1], turn: 0, moves: 0, winner: null }),

  pending(s) {
    return isOver(s) ? [] : [{ player: s.turn, kind: "mark", prompt: "Mark an empty cell" }];
  },

  // Exactly the enumerated actions (engine contract): a plain copy, own checks, then one of
  // legalActions — recognised by identity when it is an object legalActions handed out.
  ...strictRules(check, legalActions),

  apply(s, player, action) {
    const board = s.board.slice();
    board[action.cell] = player;
    const won = lineThrough(board, action.cell, player);
    return { board, turn: 1 - player, moves: s.moves + 1, winner: won ? player : null };
  },

  view: (s) => s,

  // Two players and no elimination: the one who forfeits loses, the other wins.
  forfeit: (s, player) => ({ ...s, winner: 1 - player, forfeited: player }),

  outcome(s) {
    if (s.forfeited !== undefined) return { winners: [1 - s.forfeited], reason: "forfeit" };
    if (s.winner !== null) return { winners: [s.winner], reason: "line" };
    if (s.moves === 9) return { winners: [], reason: "draw" };
    return null;
  },

  determinize: (view) => view,

  describeAction: (_s, player, a) => `${player === 0 ? "X" : "O"} marks cell ${a.cell}`,
};
