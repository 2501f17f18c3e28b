/**
 * Rock-paper-scissors: the choices as large buttons, and whatever the view shows of the
 * rounds so far. The view's shape is read defensively: the choice a seat made stays hidden
 * until both chose, so the view may hold nulls.
 */
import type { Action, LogEntry } from "../api/types";
import type { BoardProps } from "../game/boardTypes";
import { englishT, type MessageKey, type Translate, useT } from "../i18n";
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

const CHOICE: Record<string, MessageKey> = { rock: "rps.rock", paper: "rps.paper", scissors: "rps.scissors" };

/** A hand in the reader's words ("rock" → "Stein"); anything unknown as it is. */
function handWords(hand: string, t: Translate): string {
  const key = CHOICE[hand];
  return key ? t(key) : hand;
}

function choiceOf(a: Action): string | null {
  for (const v of Object.values(a)) if (typeof v === "string" && v in ICON) return v;
  return null;
}

export function RpsBoard({ game, actions, submit, busy }: BoardProps) {
  const t = useT();
  return (
    <div className="rps">
      <fieldset className="rps-choices" aria-label={t("rps.throwLabel")}>
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
              <span aria-hidden="true">{c ? ICON[c] : "•"}</span> {c ? handWords(c, t) : a.type}
            </button>
          );
        })}
        {actions.length === 0 && <p className="muted">{t("rps.noThrow")}</p>}
      </fieldset>
      {isRpsView(game.view) ? (
        <div className="rps-score">
          <p>
            {t("rps.score", { bestOf: game.view.bestOf ?? "?" })}{" "}
            <strong data-testid="rps-score">{game.view.wins!.join(" – ")}</strong>
          </p>
          <table>
            <thead>
              <tr>
                <th>{t("rps.round")}</th>
                {game.view.wins!.map((_, seat) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: seats
                  <th key={seat}>{t("game.seat", { seat: seat + 1 })}</th>
                ))}
                <th>{t("rps.winner")}</th>
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
                      <span aria-hidden="true">{ICON[h] ?? ""}</span> {handWords(h, t)}
                    </td>
                  ))}
                  <td>{r.winner === null ? t("rps.tie") : t("game.seat", { seat: r.winner + 1 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ViewTree value={game.view} label={t("rps.rounds")} />
      )}
    </div>
  );
}

export const rpsUi = {
  id: "rps",
  title: "Rock-paper-scissors",
  Board: RpsBoard,
  describe: (a: Action, _view: unknown, _seat: number | null, t: Translate = englishT) => {
    const c = choiceOf(a);
    return c ? t("rps.throw", { choice: handWords(c, t) }) : null;
  },
  /** A throw, or a throw still hidden from this reader, in the reader's words; other lines stay the server's. */
  logText: (
    entry: LogEntry,
    _view: unknown,
    t: Translate = englishT,
    _lang?: unknown,
    nameOf?: (seat: number) => string,
  ) => {
    if (typeof entry !== "object" || entry.seat === undefined) return null;
    const who = nameOf?.(entry.seat) ?? t("game.seat", { seat: entry.seat + 1 });
    const c = entry.action ? choiceOf(entry.action as Action) : null;
    if (c) return t("rps.log.throw", { who, choice: handWords(c, t) });
    return /made a hidden choice/.test(entry.text ?? "") ? t("rps.log.hidden", { who }) : null;
  },
};
