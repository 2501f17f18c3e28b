export type { TicTacToeAction, TicTacToeOptions, TicTacToeState } from "./tictactoe";
export { tictactoe } from "./tictactoe";
