/**
 * The StarCraft Lite table: StarCraft's galaxy (reused as is) with the Lite decisions made in
 * place (home, moves, the inter-planetary movement, builds, bases, harvests, event targets), the
 * phase line, hot spots, a decision bar for the rest, odds before attacking, and the dice
 * battlefield while a battle runs.
 */

import { useMemo, useState } from "react";
import { canonical } from "../api/useGame";
import { GenericBoard } from "../boards/GenericBoard";
import { useFreshSelection } from "../boards/useFreshSelection";
import type { BoardProps } from "../game/boardTypes";
import { ChoiceMenu } from "../game/ChoiceMenu";
import { distinctChoices } from "../game/distinctChoices";
import { seatLabel } from "../game/seatName";
import { type MessageKey, type Translate, useT } from "../i18n";
import { useScCatalog } from "../starcraft/catalog";
import { type AreaMark, Galaxy } from "../starcraft/Galaxy";
import type { Key } from "../starcraft/targets";
import type { ScCatalog } from "../starcraft/viewTypes";
import { isPanelPick, LiteBattlePanel, LiteLastBattle } from "./LiteBattlePanel";
import { LiteOdds } from "./LiteOdds";
import { LitePlacementBar } from "./LitePlacementBar";
import { LiteReasons } from "./LiteReasons";
// Inlined in this lazy chunk (a style element), so the entry chunk lists no stylesheet of the Lite table.
import liteCss from "./lite.css?inline";
import { legalTurns, litePlacement } from "./placement";
import { barReasons, liteReasons } from "./reasons";
import { liteClick, liteNext, liteOffBoard } from "./targets";
import { galaxyView, isLiteView, type LiteView } from "./view";
import { areaWords, liteRole, planetWords } from "./words";

export function LiteBoard(props: BoardProps) {
  const view = isLiteView(props.game.view) ? props.game.view : null;
  const catalog = useScCatalog(view ? galaxyView(view) : null);
  const t = useT();
  if (!view) return <GenericBoard {...props} />;
  if (!catalog) return <p className="muted">{t("lite.loading")}</p>;
  return <Board {...props} view={view} catalog={catalog} />;
}

const PHASES = ["mobilize", "technology", "build", "regrouping"];

const PHASE_WORDS: Record<string, MessageKey> = {
  setup: "lite.phase.setup",
  mobilize: "lite.phase.mobilize",
  technology: "lite.phase.technology",
  build: "lite.phase.build",
  regrouping: "lite.phase.regrouping",
  over: "lite.phase.over",
};

export function phaseWords(t: Translate, phase: string): string {
  const key = PHASE_WORDS[phase];
  return key ? t(key) : phase;
}

const FRAME_WORDS: Record<string, MessageKey> = {
  galaxy: "lite.frame.galaxy",
  home: "lite.frame.home",
  mobilize: "lite.frame.mobilize",
  technology: "lite.frame.technology",
  build: "lite.frame.build",
  pay: "lite.frame.pay",
  battle: "lite.frame.battle",
  trim: "lite.frame.trim",
  harvest: "lite.frame.harvest",
  events: "lite.frame.events",
  over: "lite.frame.over",
};

/** A seat's display name at the Lite table (as the game page names it): the player's name, with the race as the role. */
export function liteSeatName(t: Translate, game: BoardProps["game"], view: LiteView, seat: number): string {
  return seatLabel(game, seat, liteRole(view, seat, t), t);
}

function Board({
  game,
  view,
  catalog,
  actions,
  submit,
  busy,
  describe,
}: BoardProps & { view: LiteView; catalog: ScCatalog }) {
  const t = useT();
  const [turn, setTurn] = useState(0);
  const { selection, setSelection, menu, setMenu } = useFreshSelection<Key>(actions, () => setTurn(0));
  // Setup by sight: the revealed planet drawn where it goes, at the turn looked at.
  const turns = legalTurns(busy ? [] : actions);
  const placement =
    turns.length > 0
      ? litePlacement(view, catalog, turns[Math.min(turn, turns.length - 1)]!, t("liteTable.place.label"))
      : null;
  const next = useMemo(() => liteNext(busy ? [] : actions, selection), [actions, selection, busy]);
  const onKey = (k: Key, anchor: { x: number; y: number }) => {
    const r = liteClick(actions, selection, k);
    if (r.kind === "submit") {
      setSelection([]);
      submit(r.action);
    } else if (r.kind === "choose") setMenu({ actions: r.actions, anchor });
    else if (r.kind === "select") setSelection(r.selection);
  };
  // battle picks are made by tapping the unit on the battle panel; turns on the placement bar
  const bar = distinctChoices(
    liteOffBoard(actions).filter((a) => !isPanelPick(a) && !(placement && a.type === "rotate")),
    describe,
  );
  const reasons = barReasons(liteReasons(game), actions);
  const nameOf = (seat: number) => liteSeatName(t, game, view, seat);
  // A payment by the seat asked (a Build purchase, an upgrade, an event text): its workers are placed one click at a time.
  const f = view.frame;
  const owed =
    ((f.kind === "build" && f.owed) || (f.kind === "pay" && f.owed)) &&
    actions.some((a) => a.type === "place-worker")
      ? f.owed
      : null;
  const hot = Object.entries(view.hotSpots);
  const marks = useMemo(() => hotSpotMarks(t, view, view.hotSpots), [t, view]);
  return (
    <div className="sc-board lite-board" data-round={view.round} data-phase={view.phase}>
      <style>{liteCss}</style>
      <div className="sc-topline">
        <span>
          {t("lite.round")} <strong data-testid="round">{view.round}</strong>
        </span>
        <span>
          {t("lite.phase")} <strong data-testid="phase">{phaseWords(t, view.phase)}</strong>{" "}
          <span className="lite-phases" title={t("lite.phasesTitle")}>
            {PHASES.map((p) => (
              <span key={p} className={p === view.phase ? "current-phase" : "muted"}>
                {phaseWords(t, p)}{" "}
              </span>
            ))}
          </span>
        </span>
        <span>
          {t("lite.stage")} <strong>{view.stage === 2 ? "II" : "I"}</strong>
        </span>
        {/* a finished game has no decision left: the end banner says what happened */}
        {f.kind !== "over" && (
          <span className="muted">
            {t("lite.decision", { what: FRAME_WORDS[f.kind] ? t(FRAME_WORDS[f.kind]) : f.kind })}
          </span>
        )}
        {view.tech && (
          <span className="muted">
            {t("lite.chosen", {
              chosen: view.tech.committed.filter(Boolean).length,
              asked: view.tech.asked.length,
            })}
          </span>
        )}
      </div>
      {f.kind === "galaxy" && f.reveal && (
        <p className="lite-reveal" data-testid="lite-reveal">
          {t("lite.revealed", {
            planet: planetWords(view, f.reveal.planet),
            column: f.reveal.x + 1,
            row: f.reveal.y + 1,
            count: f.tokens.length,
          })}
        </p>
      )}
      <p className="lite-hotspots muted" data-testid="lite-hotspots">
        {hot.length === 0 ? t("lite.hotSpotsNone") : t("lite.hotSpots", { count: hot.length })}
      </p>
      {placement && (
        <LitePlacementBar
          catalog={catalog}
          planet={placement.planet}
          turns={turns}
          index={Math.min(turn, turns.length - 1)}
          sides={placement.sides}
          busy={busy}
          onIndex={setTurn}
          onConfirm={submit}
        />
      )}
      {(bar.length > 0 || selection.length > 0 || owed || reasons.length > 0) && (
        <div className="decision-bar" role="toolbar" aria-label={t("lite.decisions")}>
          {owed && (
            <span className="selection-hint" data-testid="lite-owed">
              {t("lite.owed", { minerals: owed.minerals, gas: owed.gas })}
            </span>
          )}
          {selection.length > 0 && (
            <span className="selection-hint">
              {t("lite.unitSelected")}{" "}
              <button type="button" onClick={() => setSelection([])}>
                {t("lite.cancel")}
              </button>
            </span>
          )}
          {bar.map((a) => (
            <button
              key={canonical(a)}
              type="button"
              className={`bar-button bar-${a.type}`}
              disabled={busy}
              onClick={() => submit(a)}
            >
              {describe(a)}
            </button>
          ))}
          <LiteReasons reasons={reasons} />
        </div>
      )}
      <LiteOdds view={view} seat={game.seat} />
      {view.battle && (
        <LiteBattlePanel
          view={view}
          battle={view.battle}
          nameOf={nameOf}
          actions={actions}
          submit={submit}
          busy={busy}
        />
      )}
      {!view.battle && view.lastBattle && (
        <LiteLastBattle view={view} last={view.lastBattle} nameOf={nameOf} />
      )}
      <Galaxy
        view={galaxyView(view)}
        catalog={catalog}
        next={next}
        selected={selection}
        onKey={onKey}
        battleArea={view.battle?.input.area ?? null}
        placement={placement}
        areaMarks={marks}
      />
      {menu && (
        <ChoiceMenu
          title={t("lite.choose")}
          anchor={menu.anchor}
          actions={menu.actions}
          describe={describe}
          onChoose={(a) => {
            setMenu(null);
            setSelection([]);
            submit(a);
          }}
          onClose={() => setMenu(null)}
        />
      )}
      <span hidden data-testid="sc-version">
        {game.version}
      </span>
    </div>
  );
}

/**
 * Hot spots drawn on their areas: a flame (an SVG shape, not an emoji, which some fonts lack)
 * and the tokens left there (each harvest takes one for 1 CP).
 */
export function hotSpotMarks(
  t: Translate,
  view: unknown,
  hotSpots: Record<string, number>,
): Record<string, AreaMark> {
  const out: Record<string, AreaMark> = {};
  for (const [area, n] of Object.entries(hotSpots))
    out[area] = {
      label: String(n),
      glyph: "flame",
      title: t("lite.hotSpotTitle", { area: areaWords(t, view, area), count: n }),
    };
  return out;
}
