/**
 * The StarCraft board: the galaxy with every decision that has a place on it made in place,
 * a decision bar for the others (execute or draw an event, end the build, …), the payment in
 * progress, and the battle board while a battle runs.
 */
import { useEffect, useMemo, useState } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { GenericBoard } from "../boards/GenericBoard";
import type { BoardProps } from "../game/boardTypes";
import { ChoiceMenu } from "../game/ChoiceMenu";
import { BattlePanel } from "./BattlePanel";
import { useScCatalog } from "./catalog";
import { Galaxy } from "./Galaxy";
import { PreBattleOdds } from "./PreBattleOdds";
import { clickKey, type Key, offBoard, pathOf, targetIndex } from "./targets";
import { isScView, type ScCatalog, type ScView } from "./viewTypes";

export function StarcraftBoard(props: BoardProps) {
  const { game } = props;
  const catalog = useScCatalog(game.view);
  if (!isScView(game.view)) return <GenericBoard {...props} />;
  if (!catalog) return <p className="muted">Loading the StarCraft components…</p>;
  return <ScBoard {...props} view={game.view} catalog={catalog} />;
}

function ScBoard({
  game,
  view,
  catalog,
  actions,
  submit,
  busy,
  describe,
}: BoardProps & { view: ScView; catalog: ScCatalog }) {
  const [selection, setSelection] = useState<Key[]>([]);
  const [menu, setMenu] = useState<{ actions: Action[]; anchor: { x: number; y: number } } | null>(null);
  const actionsKey = useMemo(() => actions.map(canonical).join("|"), [actions]);

  // A new state (new legal actions) starts a fresh selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the legal actions change
  useEffect(() => {
    setSelection([]);
    setMenu(null);
  }, [actionsKey]);

  const index = useMemo(() => targetIndex(busy ? [] : actions, selection), [actions, selection, busy]);
  const ghostCells = useMemo(() => {
    const seen = new Map<string, { x: number; y: number; label: string }>();
    for (const a of actions) {
      if (a.type !== "place-planet") continue;
      const k = `${a.x},${a.y}`;
      if (!seen.has(k))
        seen.set(k, {
          x: Number(a.x),
          y: Number(a.y),
          label: `Place ${catalog.planets[String(a.planet)]?.name ?? a.planet} here`,
        });
    }
    return [...seen.values()];
  }, [actions, catalog]);

  const onKey = (k: Key, anchor: { x: number; y: number }) => {
    const r = clickKey(actions, selection, k);
    if (r.kind === "submit") {
      setSelection([]);
      submit(r.action);
    } else if (r.kind === "choose") {
      setMenu({ actions: r.actions, anchor });
    } else if (r.kind === "select") {
      setSelection(r.selection);
    }
  };

  const bar = offBoard(actions);
  const selectedAction = selection.length
    ? actions.find((a) => {
        const p = pathOf(a);
        return p && p[0] === selection[0];
      })
    : null;
  const battleArea = view.battleContext?.area ?? null;

  return (
    <div className="sc-board" data-round={view.round} data-phase={view.phase}>
      <div className="sc-topline">
        <span>
          Round <strong data-testid="round">{view.round ?? "—"}</strong>
        </span>
        <span>
          Phase <strong data-testid="phase">{view.phase ?? "—"}</strong>
        </span>
        {view.stage !== undefined && (
          <span>
            Stage <strong>{["", "I", "II", "III"][view.stage] ?? view.stage}</strong>
          </span>
        )}
        {view.frame && <span className="muted">decision: {view.frame.kind}</span>}
      </div>

      {view.payment && <PaymentBar view={view} catalog={catalog} />}

      {(bar.length > 0 || selection.length > 0) && (
        <div className="decision-bar" role="toolbar" aria-label="Decisions">
          {selection.length > 0 && (
            <span className="selection-hint">
              {selectedAction?.type === "move-unit"
                ? "Unit selected: click a highlighted area to move it there."
                : selectedAction?.type === "place-z-route"
                  ? "Route end selected: click the other end of the Z-axis route."
                  : selectedAction?.type === "battle-pair"
                    ? "Unit selected: click the enemy unit it fights."
                    : selectedAction?.type === "battle-support"
                      ? "Unit selected: click the skirmish it supports."
                      : selectedAction?.type === "battle-place"
                        ? "Card selected: click the skirmish to place it on."
                        : "Selected: choose the next step."}{" "}
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

      <PreBattleOdds view={view} seat={game.seat} />

      {view.battle != null && (
        <BattlePanel
          view={view}
          catalog={catalog}
          seat={game.seat}
          next={index.next}
          selected={index.selected}
          onKey={onKey}
        />
      )}

      <Galaxy
        view={view}
        catalog={catalog}
        next={index.next}
        selected={index.selected}
        onKey={onKey}
        ghostCells={ghostCells}
        battleArea={battleArea}
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

function PaymentBar({ view, catalog }: { view: ScView; catalog: ScCatalog }) {
  const p = view.payment!;
  const what = p.purchase;
  const name =
    what.type === "unit"
      ? (catalog.units[String(what.unit)]?.name ?? String(what.unit))
      : what.type === "building"
        ? String(what.building)
        : what.type === "module"
          ? `${String(what.module)} module`
          : what.type === "tech"
            ? (catalog.techs?.[String(what.tech)]?.name ?? String(what.tech))
            : what.type;
  return (
    <div className="payment-bar" data-testid="payment">
      <strong>Paying for {name}</strong>: still owed{" "}
      <span className="pay-minerals">{p.minerals} minerals</span> and{" "}
      <span className="pay-gas">{p.gas} gas</span>. Place one worker at a time on a resource card you hold
      (highlighted in your panel and on the map).
      {p.discountAvailable && " A gold Build discount is available."}
    </div>
  );
}
