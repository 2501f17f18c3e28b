/**
 * The replay of a game so far, as one seat saw it (issue 35): each step is the server's view for
 * that seat after one log entry (GET /api/games/:id/replay/view — the server re-executes the log,
 * so another seat's secrets never reach this page), drawn by the ruleset's own board in
 * read-only mode, with first / previous / next / last, a slider, arrow keys and the step's log
 * line. The seat's token comes from this browser's storage (the address names only the seat
 * number, so a copied link carries no secret); without one the page shows the public view.
 * A finished game's full replay, with everything revealed, stays ReplayPage.
 */
import { useEffect, useRef, useState } from "react";
import { api } from "../api/client";
import { heldSeats, localSeats } from "../api/tokens";
import type { GameState, ReplayView } from "../api/types";
import { toRefusal } from "../api/useGame";
import { rulesetUi } from "../boards/registry";
import { describeWith } from "../game/describe";
import { seatLabel } from "../game/GamePage";
import { LanguageSwitch, rulesetTitle, useLanguage, useT } from "../i18n";
import { linkProps } from "../router";

/**
 * Where "back to the table" goes: the seat's page, or pass-and-play's when this device plays
 * the game's seats (its seat pages and its spectator table both live there), else the watch page.
 */
function tablePath(gameId: string, seat: number | null, atThisDevice: boolean): string {
  const id = encodeURIComponent(gameId);
  if (atThisDevice || localSeats(gameId).length > 0) return `/hotseat/${id}`;
  return seat === null ? `/watch/${id}` : `/play/${id}`;
}

export function SeatReplayPage({ gameId, seat }: { gameId: string; seat: number | null }) {
  const t = useT();
  const { lang } = useLanguage();
  const [held] = useState(() =>
    seat === null ? null : (heldSeats().find((s) => s.gameId === gameId && s.seat === seat) ?? null),
  );
  const token = held?.token ?? null;
  // null: the latest step (what the first request asks for).
  const [asked, setAsked] = useState<number | null>(null);
  const [step, setStep] = useState<ReplayView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const n = ++latest.current;
    api.replayView(gameId, token, asked ?? undefined).then(
      (v) => {
        // A slider dragged fast asks many steps: only the last one asked is shown.
        if (n === latest.current) {
          setStep(v);
          setError(null);
        }
      },
      (e) => n === latest.current && setError(toRefusal(e).message),
    );
  }, [gameId, token, asked]);

  const ui = rulesetUi(step?.ruleset ?? "");
  const contentKey = step ? `${ui.id}|${ui.contentKey?.(step.view) ?? ""}` : null;
  const viewRef = useRef<unknown>(null);
  viewRef.current = step?.view ?? null;
  useEffect(() => {
    if (contentKey === null) return;
    let live = true;
    const done = () => live && setPrepared(contentKey);
    (ui.prepare?.(viewRef.current) ?? Promise.resolve()).then(done, done);
    return () => {
      live = false;
    };
  }, [ui, contentKey]);

  const title = rulesetTitle(t, ui.id, ui.title);
  const back = tablePath(gameId, token ? seat : null, !!held?.atThisDevice);
  if (!step || prepared !== contentKey) {
    return (
      <main className="page">
        <p>{error ? t("sofar.failed", { error }) : t("sofar.loading")}</p>
        <a {...linkProps(back)}>{t("sofar.back")}</a>
      </main>
    );
  }

  const game: GameState = {
    gameId,
    ruleset: step.ruleset,
    version: step.at,
    seat: step.seat,
    seats: step.seats,
    players: step.players,
    view: step.view,
    pending: [],
    legalActions: [],
    outcome: null,
    log: [],
  };
  const nameOf = (s: number) => seatLabel(game, s, ui.seatName?.(step.view, s, t), t);
  const describe = (a: { type: string } & Record<string, unknown>) =>
    describeWith(ui.describe, a, step.view, step.seat, t);
  const line =
    step.entry === null
      ? t("replay.setup")
      : (ui.logText?.(step.entry, step.view, t, lang, nameOf) ?? step.entry.text ?? "");
  const clamp = (s: number) => Math.max(0, Math.min(step.total, s));
  const go = (s: number) => setAsked(clamp(s));
  const boardProps = { game, actions: [], submit: () => {}, busy: false, describe, nameOf };
  const { Board, Panels } = ui;

  return (
    <div
      className="game-page replay-page replay-so-far"
      data-testid="replay-so-far"
      data-ruleset={step.ruleset}
      data-step={step.at}
    >
      <header className="game-header">
        <a className="brand" {...linkProps("/")}>
          Koprulu
        </a>
        <span className="game-title">
          {t("sofar.title", { title })} <code dir="ltr">{gameId}</code>
        </span>
        <span className="seat-badge" data-testid="seat-badge">
          {step.seat === null ? t("sofar.asSpectator") : t("sofar.asSeat", { name: nameOf(step.seat) })}
        </span>
        <a className="button" {...linkProps(back)}>
          {t("sofar.back")}
        </a>
        <LanguageSwitch />
      </header>
      {seat !== null && !token && (
        <p className="status-line muted" role="note">
          {t("sofar.noToken", { seat: seat + 1 })}
        </p>
      )}
      <div
        className="replay-controls"
        role="toolbar"
        aria-label={t("replay.timeline")}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") go(step.at + 1);
          if (e.key === "ArrowLeft") go(step.at - 1);
        }}
      >
        <button type="button" onClick={() => go(0)} disabled={step.at === 0} aria-label={t("replay.first")}>
          «
        </button>
        <button
          type="button"
          onClick={() => go(step.at - 1)}
          disabled={step.at === 0}
          aria-label={t("replay.previous")}
        >
          ‹
        </button>
        <button
          type="button"
          onClick={() => go(step.at + 1)}
          disabled={step.at === step.total}
          aria-label={t("replay.next")}
        >
          ›
        </button>
        <button
          type="button"
          onClick={() => go(step.total)}
          disabled={step.at === step.total}
          aria-label={t("replay.last")}
        >
          »
        </button>
        <input
          type="range"
          min={0}
          max={step.total}
          value={asked ?? step.at}
          aria-label={t("replay.step")}
          onChange={(e) => go(Number(e.target.value))}
        />
        <span className="muted" data-testid="replay-step">
          {t("replay.stepOf", { step: step.at, last: step.total })}
        </span>
      </div>
      <div className="status-line" data-testid="replay-line" aria-live="polite">
        {error ? t("sofar.failed", { error }) : line}
      </div>
      <div className="game-body">
        <main className="board-area">
          <Board {...boardProps} />
        </main>
        <aside className="side">{Panels && <Panels {...boardProps} />}</aside>
      </div>
    </div>
  );
}
