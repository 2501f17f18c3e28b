/**
 * One game, for one seat or a spectator: the ruleset's board with in-place decisions, the
 * generic list of every legal action, the player panels, the event log, undo, invitations.
 */

import type { Decision, Unavailable } from "@koprulu/engine";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { heldSeats, inviteLink, rememberSeat } from "../api/tokens";
import type { Action, GameState, LogEntry } from "../api/types";
import { useGame } from "../api/useGame";
import { rulesetUi } from "../boards/registry";
import { LanguageSwitch, rulesetTitle, useLanguage, useT } from "../i18n";
import { linkProps } from "../router";
import { ActionList } from "./ActionList";
import { Chat } from "./Chat";
import { SeatClocks } from "./Clock";
import { describeWith } from "./describe";
import { FirstGameHint, HelpButton } from "./Help";
import { LogPanel } from "./LogPanel";
import { NotifyToggle } from "./NotifyToggle";
import { outcomeReasonText } from "./outcomeReason";
import { RefusalBanner } from "./RefusalBanner";
import { Rematch } from "./Rematch";
import { SeatName, slot, withNodes } from "./SeatName";
import { type SeatNameParts, seatNameParts, seatNameText } from "./seatName";
import { UnavailableList } from "./UnavailableList";
import { useHistory } from "./useHistory";
import { useReveal } from "./useReveal";
import { useTurnNotification } from "./useTurnNotification";
import { WarningConfirm } from "./WarningConfirm";

/** A seat's label as one string (kept here for the pages that read it from the game page). */
export { seatLabel } from "./seatName";

const NO_LOG: LogEntry[] = [];

export function GamePage({ gameId, token }: { gameId: string; token: string | null }) {
  const t = useT();
  const { lang } = useLanguage();
  const handle = useGame(gameId, token);
  const { state, connection, refusal, busy, submit, undo, clearRefusal } = handle;
  const history = useHistory(gameId, token, state?.log ?? NO_LOG);
  const ui = rulesetUi(state?.ruleset ?? "");
  const reveal = useReveal(gameId, token, history.entries, ui.isReveal);
  const title = rulesetTitle(t, ui.id, ui.title);
  // The page draws nothing of the game until its content set is loaded (the ruleset's chunk and,
  // for StarCraft, the catalog of the game's expansions): every name is right from the first
  // frame, the same before and after a reload, for live and finished games alike.
  const contentKey = state ? `${ui.id}|${ui.contentKey?.(state.view) ?? ""}` : null;
  const viewRef = useRef<unknown>(null);
  viewRef.current = state?.view ?? null;
  const [prepared, setPrepared] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ action: Action; warning: Unavailable<Action> } | null>(null);
  useEffect(() => {
    if (contentKey === null) return;
    let live = true;
    (ui.prepare?.(viewRef.current) ?? Promise.resolve()).then(
      () => live && setPrepared(contentKey),
      () => live && setPrepared(contentKey),
    );
    return () => {
      live = false;
    };
  }, [ui, contentKey]);
  const describe = useCallback(
    (a: Action) => describeWith(ui.describe, a, state?.view, state?.seat ?? null, t),
    [ui, state?.view, state?.seat, t],
  );
  const invitations = useMemo(
    // Seats played at this device (pass-and-play) are never offered on another seat's page.
    () => heldSeats().filter((s) => s.gameId === gameId && s.token !== token && !s.atThisDevice),
    [gameId, token],
  );

  // A seat opened from an invitation link is remembered, so "my games" lists it from now on.
  const seatNow = state?.seat ?? null;
  const rulesetNow = state?.ruleset;
  useEffect(() => {
    if (token && seatNow !== null && !heldSeats().some((h) => h.token === token))
      rememberSeat({ gameId, seat: seatNow, token, ruleset: rulesetNow });
  }, [gameId, token, seatNow, rulesetNow]);

  // The tab title tells a player in another tab that it is their turn.
  const myTurn = !!state && !state.outcome && state.pending.some((d) => d.player === state.seat);
  useEffect(() => {
    document.title = `${myTurn ? t("game.tabYourTurn") : ""}${title} · Koprulu`;
  }, [myTurn, title, t]);
  useTurnNotification(myTurn, gameId, t("notify.yourTurn", { title }));

  if (!state || prepared !== contentKey) {
    return (
      <main className="page">
        <p>{connection === "error" ? t("game.loadFailed") : t("game.loading")}</p>
        {refusal && <RefusalBanner refusal={refusal} onClose={clearRefusal} />}
        <a {...linkProps("/")}>{t("app.backToLobby")}</a>
      </main>
    );
  }

  const actions = state.seat === null ? [] : state.legalActions;
  const myDecision = state.pending.find((d) => d.player === state.seat);
  const others = state.pending.filter((d) => d.player !== state.seat);
  const partsOf = (seat: number) => seatNameParts(state, seat, ui.seatName?.(state.view, seat, t), t);
  const nameOf = (seat: number) => seatNameText(partsOf(seat));
  // The ruleset words the prompt from the decision's kind; else the server's (English) prompt.
  const promptOf = (d: Decision) => ui.promptText?.(d, t) ?? d.prompt ?? d.kind;
  const unavailable = state.seat === null ? [] : (state.unavailable ?? []);
  const warnOf = (a: Action) => (ui.warnFor ? ui.warnFor(a, unavailable) : null);
  const warnings = new Set(actions.map(warnOf).filter((u) => u !== null));
  // A legal choice that can only come to nothing is taken only after the player confirms.
  const take = (a: Action) => {
    const w = warnOf(a);
    if (w) setConfirm({ action: a, warning: w });
    else void submit(a);
  };
  const boardProps = { game: state, actions, submit: take, busy, describe, nameOf };
  const { Board, Panels, ChoiceExtra } = ui;

  return (
    <div className="game-page" data-ruleset={state.ruleset} data-version={state.version}>
      <header className="game-header">
        <a className="brand" {...linkProps("/")}>
          Koprulu
        </a>
        <span className="game-title">
          {t("game.title", { title })} <code dir="ltr">{state.gameId}</code>
        </span>
        <span className="seat-badge" data-testid="seat-badge">
          {state.seat === null
            ? t("game.spectator")
            : withNodes(t("game.you", { name: slot(0) }), () => <SeatName parts={partsOf(state.seat!)} />)}
        </span>
        <span className={`conn conn-${connection}`} title={t("game.connection")}>
          {t(`game.conn.${connection}` as const)}
        </span>
        <bdi className="version" dir="ltr">
          v{state.version}
        </bdi>
        {state.seat !== null && !state.outcome && state.canUndo !== false && (
          <button type="button" onClick={() => void undo()} disabled={busy} title={t("game.undoTitle")}>
            {t("game.undo")}
          </button>
        )}
        {state.outcome && (
          <a className="button" {...linkProps(`/replay/${encodeURIComponent(state.gameId)}`)}>
            {t("game.replay")}
          </a>
        )}
        {state.seat !== null && !state.outcome && <NotifyToggle />}
        <HelpButton ruleset={state.ruleset} />
        <LanguageSwitch />
      </header>

      {refusal && <RefusalBanner refusal={refusal} onClose={clearRefusal} />}
      {confirm && (
        <WarningConfirm
          label={describe(confirm.action)}
          warning={confirm.warning}
          onConfirm={() => {
            setConfirm(null);
            void submit(confirm.action);
          }}
          onCancel={() => setConfirm(null)}
        />
      )}

      <div className="status-line" data-testid="status-line" aria-live="polite">
        {state.outcome ? (
          <OutcomeText
            game={state}
            partsOf={partsOf}
            // a game (or mode) without scores says so through its ruleset's `scores`
            showScores={!ui.scores || ui.scores(state.view) !== null}
          />
        ) : myDecision ? (
          <strong className="your-turn">{t("game.yourDecision", { prompt: promptOf(myDecision) })}</strong>
        ) : (
          <span>
            {withNodes(
              t("game.waitingFor", {
                who: others.length ? others.map((_, i) => slot(i)).join(", ") : t("game.waitingServer"),
              }),
              (i) => (
                <>
                  <SeatName parts={partsOf(others[i]!.player)} /> ({promptOf(others[i]!)})
                </>
              ),
            )}
          </span>
        )}
        {myDecision && others.length > 0 && (
          <span className="muted">
            {t("game.alsoDeciding", { who: others.map((d) => nameOf(d.player)).join(", ") })}
          </span>
        )}
        {/* Shown while waiting too: the status line keeps its height when the turn comes, so the
            map below never moves under a click */}
        {!state.outcome && <FirstGameHint />}
        {/* "Play again" beside the result: no extra row between the banner and the table */}
        {state.outcome && <Rematch game={state} token={token} />}
      </div>

      <div className="game-body">
        <main className="board-area">
          <Board {...boardProps} />
        </main>
        <aside className="side">
          {/* The battle's summary heads the side column: it stays until dismissed without covering
              the board, where the next decision is taken */}
          {ui.Reveal && reveal.open !== null && (
            <ui.Reveal
              log={history.entries}
              at={reveal.open}
              view={state.view}
              chosen={reveal.chosen}
              nameOf={nameOf}
              onClose={reveal.close}
            />
          )}
          <SeatClocks game={state} nameOf={nameOf} />
          {invitations.length > 0 && (
            <section className="invites" data-testid="invitations" aria-label={t("game.invitations")}>
              <h3>{t("game.invitations")}</h3>
              <ul>
                {invitations.map((s) => (
                  <li key={s.token}>
                    {nameOf(s.seat)}: <InviteLink url={inviteLink(location.origin, s.gameId, s.token)} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {actions.length > 0 && (
            <ActionList
              actions={actions}
              describe={describe}
              submit={take}
              warning={(a) => (warnOf(a) ? t("days.warn.mark") : null)}
              busy={busy}
              groupName={ui.actionGroup ? (type) => ui.actionGroup!(type, t) : undefined}
              extra={
                ChoiceExtra
                  ? (a) => <ChoiceExtra action={a} view={state.view} seat={state.seat} />
                  : undefined
              }
            />
          )}
          {state.seat !== null && (
            <UnavailableList
              items={unavailable.filter((u) => !warnings.has(u))}
              describe={describe}
              words={ui.unavailableText ? (u) => ui.unavailableText!(u, state.view, t) : undefined}
            />
          )}
          {Panels && <Panels {...boardProps} />}
          <Chat
            gameId={state.gameId}
            token={state.seat === null ? null : token}
            seat={state.seat}
            announced={handle.chatSeq}
            live={handle.connection === "live"}
          />
          <LogPanel
            log={history.entries}
            more={history.more}
            loading={history.loading}
            onEarlier={history.loadEarlier}
            lastSeen={history.lastSeen}
            extra={
              ui.isReveal
                ? (e) =>
                    ui.isReveal!(e) ? (
                      <button type="button" className="log-show-reveal" onClick={() => reveal.show(e)}>
                        {t("days.battle.show")}
                      </button>
                    ) : null
                : undefined
            }
            words={ui.logText ? (e) => ui.logText!(e, state.view, t, lang, nameOf) : undefined}
            seatName={nameOf}
            SeatMark={ui.SeatMark}
            // The game so far as this seat saw it (its own views, stepped through); the page finds
            // the seat's token in this browser, so the address carries only the seat number.
            action={
              state.outcome ? undefined : (
                <a
                  className="log-replay-link"
                  {...linkProps(
                    `/replay/${encodeURIComponent(state.gameId)}/view${state.seat === null ? "" : `?seat=${state.seat}`}`,
                  )}
                >
                  {t("sofar.link")}
                </a>
              )
            }
          />
          <p className="muted small spectator-link">
            {t("game.spectatorLink")}{" "}
            <InviteLink url={`${location.origin}/watch/${encodeURIComponent(state.gameId)}`} />
          </p>
        </aside>
      </div>
    </div>
  );
}

function OutcomeText({
  game,
  partsOf,
  showScores,
}: {
  game: GameState;
  partsOf(seat: number): SeatNameParts;
  showScores: boolean;
}) {
  const t = useT();
  const o = game.outcome!;
  // Each name is drawn isolated (SeatName) where its stand-in stands in the sentence.
  const winners = new Intl.ListFormat(document.documentElement.lang || "en", { type: "conjunction" }).format(
    o.winners.map((_, i) => slot(i)),
  );
  return (
    <strong className="outcome" data-testid="outcome">
      {withNodes(
        t("game.over", {
          result: o.winners.length ? t("game.won", { winners }) : t("game.draw"),
          reason: outcomeReasonText(t, o.reason, showScores),
        }),
        (i) => (
          <SeatName parts={partsOf(o.winners[i]!)} />
        ),
      )}
      {o.scores &&
        showScores &&
        withNodes(
          t("game.scores", {
            scores: o.scores.map((s, i) => `${slot(i)} ${s}`).join(", "),
          }),
          (i) => <SeatName parts={partsOf(i)} />,
        )}
      {game.seat !== null && o.winners.includes(game.seat) && t("game.youWon")}
    </strong>
  );
}

export function InviteLink({ url }: { url: string }) {
  const t = useT();
  return (
    <span className="invite-link" dir="ltr">
      <input readOnly value={url} aria-label={t("game.link")} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(url);
        }}
      >
        {t("game.copy")}
      </button>
    </span>
  );
}
