/** Tic-tac-toe: nine cells; only the empty cells this seat may mark are buttons. */
import type { Action, LogEntry } from "../api/types";
import type { BoardProps } from "../game/boardTypes";
import { englishT, useT } from "../i18n";

interface TttView {
  board: number[];
  turn: number;
  winner: number | null;
}

const MARK = ["X", "O"];

export function TicTacToeBoard({ game, actions, submit, busy }: BoardProps) {
  const t = useT();
  const view = game.view as TttView;
  const byCell = new Map<number, Action>();
  for (const a of actions) if (a.type === "mark" && typeof a.cell === "number") byCell.set(a.cell, a);
  return (
    <section className="ttt" aria-label={t("ttt.board")}>
      {view.board.map((cell, i) => {
        const action = byCell.get(i);
        const label =
          cell === -1
            ? t("ttt.cellEmpty", { n: i + 1 })
            : t("ttt.cellMarked", { n: i + 1, mark: MARK[cell] });
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
            key={i}
            type="button"
            className={`ttt-cell ttt-${cell === -1 ? "empty" : MARK[cell].toLowerCase()}`}
            data-cell={i}
            aria-label={label}
            disabled={!action || busy}
            onClick={() => action && submit(action)}
          >
            {cell === -1 ? "" : MARK[cell]}
          </button>
        );
      })}
    </section>
  );
}

export const tictactoeUi = {
  id: "tictactoe",
  title: "Tic-tac-toe",
  Board: TicTacToeBoard,
  describe: (a: Action, _view: unknown, _seat: number | null, t = englishT) =>
    a.type === "mark" ? t("ttt.mark", { n: Number(a.cell) + 1 }) : null,
  seatName: (_v: unknown, seat: number) => `${MARK[seat] ?? seat}`,
  /** A mark in the reader's words ("Ann (X) marks cell 5"); other lines stay the server's. */
  logText: (
    entry: LogEntry,
    _view: unknown,
    t = englishT,
    _lang?: unknown,
    nameOf?: (seat: number) => string,
  ) => {
    if (typeof entry !== "object" || entry.action?.type !== "mark" || entry.seat === undefined) return null;
    const who = nameOf?.(entry.seat) ?? t("game.seat", { seat: entry.seat + 1 });
    return t("ttt.log.mark", { who, n: Number(entry.action.cell) + 1 });
  },
};
