/**
 * The StarCraft Lite table: StarCraft's galaxy (reused as is) with the Lite decisions made in
 * place (home, moves, the inter-planetary movement, builds, bases, harvests, event targets), the
 * phase line, hot spots, a decision bar for the rest, odds before attacking, and the dice
 * battlefield while a battle runs.
 */
import { useEffect, useMemo, useState } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { GenericBoard } from "../boards/GenericBoard";
import type { BoardProps } from "../game/boardTypes";
import { ChoiceMenu } from "../game/ChoiceMenu";
import { useScCatalog } from "../starcraft/catalog";
import { type AreaMark, Galaxy } from "../starcraft/Galaxy";
import type { Key } from "../starcraft/targets";
import type { ScCatalog } from "../starcraft/viewTypes";
import { LiteBattlePanel, LiteLastBattle } from "./LiteBattlePanel";
import { LiteOdds } from "./LiteOdds";
import { liteClick, liteNext, liteOffBoard } from "./targets";
import { galaxyView, isLiteView, type LiteView } from "./view";

export function LiteBoard(props: BoardProps) {
  const view = isLiteView(props.game.view) ? props.game.view : null;
  const catalog = useScCatalog(view ? galaxyView(view) : null);
  if (!view) return <GenericBoard {...props} />;
  if (!catalog) return <p className="muted">Loading the galaxy…</p>;
  return <Board {...props} view={view} catalog={catalog} />;
}

const PHASES = ["mobilize", "technology", "build", "regrouping"];

function Board({
  game,
  view,
  catalog,
  actions,
  submit,
  busy,
  describe,
}: BoardProps & { view: LiteView; catalog: ScCatalog }) {
  const [selection, setSelection] = useState<Key[]>([]);
  const [menu, setMenu] = useState<{ actions: Action[]; anchor: { x: number; y: number } } | null>(null);
  const actionsKey = useMemo(() => actions.map(canonical).join("|"), [actions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the legal actions change
  useEffect(() => {
    setSelection([]);
    setMenu(null);
  }, [actionsKey]);
  const next = useMemo(() => liteNext(busy ? [] : actions, selection), [actions, selection, busy]);
  const onKey = (k: Key, anchor: { x: number; y: number }) => {
    const r = liteClick(actions, selection, k);
    if (r.kind === "submit") {
      setSelection([]);
      submit(r.action);
    } else if (r.kind === "choose") setMenu({ actions: r.actions, anchor });
    else if (r.kind === "select") setSelection(r.selection);
  };
  const bar = liteOffBoard(actions);
  // A purchase being paid by the seat asked: its workers are placed one click at a time.
  const owed =
    view.frame.kind === "build" && view.frame.owed && actions.some((a) => a.type === "place-worker")
      ? view.frame.owed
      : null;
  const hot = Object.entries(view.hotSpots);
  const marks = useMemo(() => hotSpotMarks(view.hotSpots, catalog), [view.hotSpots, catalog]);
  return (
    <div className="sc-board lite-board" data-round={view.round} data-phase={view.phase}>
      <div className="sc-topline">
        <span>
          Round <strong data-testid="round">{view.round}</strong>
        </span>
        <span>
          Phase <strong data-testid="phase">{view.phase}</strong>{" "}
          <span className="lite-phases" title="Turn phases">
            {PHASES.map((p) => (
              <span key={p} className={p === view.phase ? "current-phase" : "muted"}>
                {p}{" "}
              </span>
            ))}
          </span>
        </span>
        <span>
          Stage <strong>{view.stage === 2 ? "II" : "I"}</strong>
        </span>
        <span className="muted">decision: {view.frame.kind}</span>
        {view.tech && (
          <span className="muted">
            chosen: {view.tech.committed.filter(Boolean).length}/{view.tech.asked.length} (hidden until all
            have chosen)
          </span>
        )}
      </div>
      {view.frame.kind === "galaxy" && view.frame.reveal && (
        <p className="lite-reveal" data-testid="lite-reveal">
          Revealed planet: {catalog.planets[view.frame.reveal.planet]?.name ?? view.frame.reveal.planet} (cell{" "}
          {view.frame.reveal.x},{view.frame.reveal.y}); {view.frame.tokens.length} planet tokens face down
        </p>
      )}
      <p className="lite-hotspots muted" data-testid="lite-hotspots">
        Hot spots: {hot.length === 0 ? "none" : `${hot.length} on the map (🔥 marks, 1 CP per token)`}
      </p>
      {(bar.length > 0 || selection.length > 0 || owed) && (
        <div className="decision-bar" role="toolbar" aria-label="Decisions">
          {owed && (
            <span className="selection-hint" data-testid="lite-owed">
              Place your workers: {owed.minerals} mineral(s), {owed.gas} gas still to pay — click a resource
              card on the map or a permanent resource.
            </span>
          )}
          {selection.length > 0 && (
            <span className="selection-hint">
              Unit selected: click a highlighted area.{" "}
              <button type="button" onClick={() => setSelection([])}>
                Cancel
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
        </div>
      )}
      <LiteOdds view={view} seat={game.seat} />
      {view.battle && <LiteBattlePanel battle={view.battle} />}
      {!view.battle && view.lastBattle && <LiteLastBattle last={view.lastBattle} />}
      <Galaxy
        view={galaxyView(view)}
        catalog={catalog}
        next={next}
        selected={selection}
        onKey={onKey}
        battleArea={view.battle?.input.area ?? null}
        areaMarks={marks}
      />
      {menu && (
        <ChoiceMenu
          title="Choose"
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

/** Hot spots drawn on their areas: the tokens left there (each harvest takes one for 1 CP). */
export function hotSpotMarks(hotSpots: Record<string, number>, catalog: ScCatalog): Record<string, AreaMark> {
  const out: Record<string, AreaMark> = {};
  for (const [area, n] of Object.entries(hotSpots)) {
    const planet = catalog.planets[area.slice(0, area.indexOf("#"))]?.name ?? area;
    out[area] = {
      label: `🔥${n}`,
      title: `Hot spot on ${planet} ${area}: ${n} token(s), each harvested for 1 worker → 1 CP`,
    };
  }
  return out;
}
