/**
 * Rock-paper-scissors: the choices as large buttons, and whatever the view shows of the
 * rounds so far. The view's shape is read defensively: the choice a seat made stays hidden
 * until both chose, so the view may hold nulls.
 */
import type { Action } from "../api/types";
import type { BoardProps } from "../game/boardTypes";
import { ViewTree } from "./GenericBoard";

interface RpsView {
  bestOf?: number;
  wins?: number[];
  history?: { hands: string[]; winner: number | null }[];
  winner?: number | null;
}

function isRpsView(v: unknown): v is RpsView {
  return (
    !!v &&
    typeof v === "object" &&
    Array.isArray((v as RpsView).history) &&
    Array.isArray((v as RpsView).wins)
  );
}

const ICON: Record<string, string> = { rock: "✊", paper: "✋", scissors: "✌" };

function choiceOf(a: Action): string | null {
  for (const v of Object.values(a)) if (typeof v === "string" && v in ICON) return v;
  return null;
}

export function RpsBoard({ game, actions, submit, busy }: BoardProps) {
  return (
    <div className="rps">
      <fieldset className="rps-choices" aria-label="Your throw">
        {actions.map((a) => {
          const c = choiceOf(a);
          return (
            <button
              key={JSON.stringify(a)}
              type="button"
              className="rps-choice"
              disabled={busy}
              onClick={() => submit(a)}
              data-choice={c ?? a.type}
            >
              <span aria-hidden="true">{c ? ICON[c] : "•"}</span> {c ?? a.type}
            </button>
          );
        })}
        {actions.length === 0 && <p className="muted">No throw to make right now.</p>}
      </fieldset>
      {isRpsView(game.view) ? (
        <div className="rps-score">
          <p>
            Best of {game.view.bestOf ?? "?"} · score{" "}
            <strong data-testid="rps-score">{game.view.wins!.join(" – ")}</strong>
          </p>
          <table>
            <thead>
              <tr>
                <th>Round</th>
                {game.view.wins!.map((_, seat) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: seats
                  <th key={seat}>Seat {seat + 1}</th>
                ))}
                <th>Winner</th>
              </tr>
            </thead>
            <tbody>
              {game.view.history!.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rounds are numbered
                <tr key={i}>
                  <td>{i + 1}</td>
                  {r.hands.map((h, seat) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: seats
                    <td key={seat}>
                      <span aria-hidden="true">{ICON[h] ?? ""}</span> {h}
                    </td>
                  ))}
                  <td>{r.winner === null ? "tie" : `Seat ${r.winner + 1}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ViewTree value={game.view} label="Rounds" />
      )}
    </div>
  );
}

export const rpsUi = {
  id: "rps",
  title: "Rock-paper-scissors",
  Board: RpsBoard,
  describe: (a: Action) => {
    const c = choiceOf(a);
    return c ? `Throw ${c}` : null;
  },
};
