/**
 * The replay of a finished game: the states are recomputed in the browser from the record
 * (options + seed + actions), shown on the ruleset's own board with a timeline (slider, step
 * buttons, play/pause, arrow keys), the action of each step in words, and a chart of the
 * scores over rounds.
 */
import { useEffect, useMemo, useState } from "react";
import { api } from "../api/client";
import type { GameLog, GameState } from "../api/types";
import { toRefusal } from "../api/useGame";
import { rulesetUi } from "../boards/registry";
import { describeWith } from "../game/describe";
import { outcomeReasonText } from "../game/outcomeReason";
import { LanguageSwitch, rulesetTitle, useLanguage, useT } from "../i18n";
import { linkProps } from "../router";
import { loadRuleset, type ReplayFrame, replayFrames } from "./rulesets";
import { ScoreChart, scoresByRound } from "./ScoreChart";

export function ReplayPage({ gameId }: { gameId: string }) {
  const [log, setLog] = useState<GameLog | null>(null);
  const [frames, setFrames] = useState<ReplayFrame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const t = useT();
  const { lang } = useLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed per game, not per language
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const l = await api.replay(gameId);
        if (!live) return;
        setLog(l);
        if (!l.record) return;
        const ui = rulesetUi(l.ruleset);
        // The record's options tell the content set (StarCraft's expansions) to load.
        await ui.prepare?.({ options: l.record.options });
        const ruleset = await loadRuleset(l.ruleset);
        if (!ruleset) throw new Error(t("replay.cannotReplay", { ruleset: l.ruleset }));
        const f = replayFrames(ruleset, l.record);
        if (!live) return;
        setFrames(f);
        setStep(f.length - 1);
      } catch (e) {
        if (live) setError(toRefusal(e).message);
      }
    })();
    return () => {
      live = false;
    };
  }, [gameId]);

  useEffect(() => {
    if (!playing || !frames) return;
    const t = setInterval(() => {
      setStep((s) => {
        if (s >= frames.length - 1) {
          setPlaying(false);
          return s;
        }
        return s + 1;
      });
    }, 400);
    return () => clearInterval(t);
  }, [playing, frames]);

  const ui = rulesetUi(log?.ruleset ?? "");
  const chart = useMemo(() => {
    if (!frames || !ui.scores || !ui.round) return null;
    return scoresByRound(
      frames.map((f) => f.view),
      ui.scores,
      ui.round,
    );
  }, [frames, ui]);

  // Each step's action as a log line in the reader's words (the ruleset UI's, with its story),
  // told against the view before it, as the game page's log does. Computed once per game and
  // language: the list below holds every line, the status line the current one.
  const lines = useMemo(() => {
    if (!frames) return null;
    return frames.map((f, k) => {
      if (k === 0 || f.player === null) return { step: k, text: t("replay.setup") };
      const name = (seat: number) => ui.seatName?.(f.view, seat, t) ?? t("game.seat", { seat: seat + 1 });
      const entry = {
        seat: f.player,
        kind: "action",
        text: f.description ?? "",
        ...(f.action ? { action: f.action } : {}),
        ...(f.story ? { story: f.story } : {}),
      };
      const text =
        ui.logText?.(entry, frames[k - 1].view, t, lang, name) ??
        `${name(f.player)}: ${f.description ?? t("replay.acted")}`;
      return { step: k, text };
    });
  }, [frames, ui, t, lang]);

  if (error) return <main className="page">{t("replay.failed", { error })}</main>;
  if (!log) return <main className="page">{t("replay.loading")}</main>;
  if (!log.record)
    return (
      <main className="page">
        <p>{t("replay.notYet")}</p>
        <a {...linkProps(`/watch/${encodeURIComponent(gameId)}`)}>{t("replay.watch")}</a>
      </main>
    );
  if (!frames) return <main className="page">{t("replay.recomputing")}</main>;

  const frame = frames[step];
  const nameOf = (seat: number) => ui.seatName?.(frame.view, seat, t) ?? t("game.seat", { seat: seat + 1 });
  const game: GameState = {
    gameId,
    ruleset: log.ruleset,
    version: step,
    seat: null,
    view: frame.view,
    pending: [],
    legalActions: [],
    outcome: step === frames.length - 1 ? (log.outcome ?? null) : null,
    log: [],
  };
  const describe = (a: { type: string } & Record<string, unknown>) =>
    describeWith(ui.describe, a, frame.view, null, t);
  const rounds = ui.round ? frames.map((f) => ui.round!(f.view)) : [];
  const { Board, Panels } = ui;
  const clamp = (s: number) => Math.max(0, Math.min(frames.length - 1, s));

  return (
    <div className="game-page replay-page" data-testid="replay">
      <header className="game-header">
        <a className="brand" {...linkProps("/")}>
          Koprulu
        </a>
        <span className="game-title">
          {t("replay.title", { title: rulesetTitle(t, ui.id, ui.title) })} <code dir="ltr">{gameId}</code>
        </span>
        {log.outcome && (
          <span className="outcome">
            {log.outcome.winners.length
              ? t("game.won", {
                  winners: new Intl.ListFormat(document.documentElement.lang || "en", {
                    type: "conjunction",
                  }).format(log.outcome.winners.map(nameOf)),
                })
              : t("replay.draw")}{" "}
            (
            {outcomeReasonText(
              t,
              log.outcome.reason,
              // a game (or mode) without scores: its ruleset's `scores` of the last view is null
              !ui.scores || !frames?.length || ui.scores(frames[frames.length - 1].view) !== null,
            )}
            )
          </span>
        )}
        <LanguageSwitch />
      </header>
      <div
        className="replay-controls"
        role="toolbar"
        aria-label={t("replay.timeline")}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") setStep((s) => clamp(s + 1));
          if (e.key === "ArrowLeft") setStep((s) => clamp(s - 1));
        }}
      >
        <button type="button" onClick={() => setStep(0)} aria-label={t("replay.first")}>
          «
        </button>
        <button type="button" onClick={() => setStep((s) => clamp(s - 1))} aria-label={t("replay.previous")}>
          ‹
        </button>
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? t("replay.pause") : t("replay.play")}
        >
          {playing ? "❚❚" : "▶"}
        </button>
        <button type="button" onClick={() => setStep((s) => clamp(s + 1))} aria-label={t("replay.next")}>
          ›
        </button>
        <button type="button" onClick={() => setStep(frames.length - 1)} aria-label={t("replay.last")}>
          »
        </button>
        <input
          type="range"
          min={0}
          max={frames.length - 1}
          value={step}
          aria-label={t("replay.step")}
          onChange={(e) => setStep(Number(e.target.value))}
        />
        <span className="muted" data-testid="replay-step">
          {t("replay.stepOf", { step, last: frames.length - 1 })}
          {rounds[step] !== undefined && rounds[step] !== null && t("replay.round", { round: rounds[step] })}
        </span>
      </div>
      <div className="status-line">{lines?.[step]?.text}</div>
      <div className="game-body">
        <main className="board-area">
          <Board game={game} actions={[]} submit={() => {}} busy={false} describe={describe} />
        </main>
        <aside className="side">
          {chart && (
            <ScoreChart
              title={t("replay.chart")}
              series={{ ...chart, names: chart.points.map((_, seat) => nameOf(seat)) }}
            />
          )}
          {Panels && <Panels game={game} actions={[]} submit={() => {}} busy={false} describe={describe} />}
          <section className="log-panel">
            <h3>{t("replay.log")}</h3>
            {/* The record's steps, not the server's English lines; a click shows that step. */}
            <ol>
              {lines?.slice(1).map((line) => (
                <li
                  key={line.step}
                  className={line.step === step ? "current" : undefined}
                  aria-current={line.step === step ? "step" : undefined}
                >
                  <button type="button" className="step-link" onClick={() => setStep(line.step)}>
                    {line.text}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
