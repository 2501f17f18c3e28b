/**
 * Rock-paper-scissors: the choices as large buttons, and whatever the view shows of the
 * rounds so far. The view's shape is read defensively: the choice a seat made stays hidden
 * until both chose, so the view may hold nulls.
 */
import type { Action } from "../api/types";
import type { BoardProps } from "../game/boardTypes";
import { ViewTree } from "./GenericBoard";

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
      <ViewTree value={game.view} label="Rounds" />
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
