/**
 * The StarCraft board: the galaxy with every decision that has a place on it made in place,
 * a decision bar for the others (execute or draw an event, end the build, …), the payment in
 * progress, and the battle board while a battle runs.
 */

import { useEffect, useMemo, useState } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { GenericBoard } from "../boards/GenericBoard";
import { useFreshSelection } from "../boards/useFreshSelection";
import type { BoardProps } from "../game/boardTypes";
import { ChoiceMenu } from "../game/ChoiceMenu";
import { distinctChoices } from "../game/distinctChoices";
import { type MessageKey, type Translate, useT } from "../i18n";
import { BattlePanel } from "./BattlePanel";
import { ChoiceCost } from "./ChoiceCost";
import { useScCatalog } from "./catalog";
import { FactionSheets, factionChoices } from "./FactionSheets";
import { Galaxy, type Placement } from "./Galaxy";
import { LeadershipChoice, leadershipChoices } from "./Leadership";
import { PreBattleOdds } from "./PreBattleOdds";
import { PlacementBar, placementChoices } from "./placement";
import { frameText } from "./prompts";
import { SurvivalTokenChoice, survivalTokenChoices } from "./SurvivalTokens";
import { TechChoice, techChoices } from "./TechChoice";
import { clickKey, type Key, offBoard, pathOf, targetIndex } from "./targets";
import { isScView, type ScCatalog, type ScView } from "./viewTypes";
import { phaseWords, seatName } from "./words";
import { worldSides } from "./worldSides";

const PHASE_KEYS: Record<string, MessageKey> = {
  setup: "sc.phase.setup",
  planning: "sc.phase.planning",
  execution: "sc.phase.execution",
  regrouping: "sc.phase.regrouping",
  over: "sc.phase.over",
};

const phaseText = (t: Translate, phase: string | undefined) => {
  const k = phase ? PHASE_KEYS[phase] : undefined;
  return k ? t(k) : phaseWords(phase);
};

export function StarcraftBoard(props: BoardProps) {
  const { game } = props;
  const t = useT();
  const catalog = useScCatalog(game.view);
  if (!isScView(game.view)) return <GenericBoard {...props} />;
  if (!catalog) return <p className="muted">{t("sc.loading")}</p>;
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
  const t = useT();
  // The menu option under the pointer: a build is drawn, faded, where it would stand.
  const [preview, setPreview] = useState<Action | null>(null);
  // A move or build chosen by touch waits here, drawn on the map, until it is confirmed (a
  // finger has no hover to preview with; a second tap on the same target also confirms).
  const [pending, setPending] = useState<Action | null>(null);
  // A new state (new legal actions) starts a fresh selection, without a preview or a pending move.
  const { selection, setSelection, menu, setMenu, actionsKey } = useFreshSelection<Key>(actions, () => {
    setPreview(null);
    setPending(null);
  });

  // Planet placement: the planet and turn are chosen first (bar), then a cell, then confirmed.
  const placing = useMemo(() => placementChoices(actions), [actions]);
  const [pick, setPick] = useState<{
    planet: string;
    rotation: number;
    cell: { x: number; y: number } | null;
  } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new decision starts a fresh pick
  useEffect(() => setPick(null), [actionsKey]);
  const current = placing
    ? {
        planet: pick?.planet ?? placing.planets[0],
        rotation: pick?.rotation ?? placing.rotations[pick?.planet ?? placing.planets[0]][0],
        cell: pick?.cell ?? null,
      }
    : null;
  const placeActions = current
    ? actions.filter(
        (a) =>
          a.type === "place-planet" && a.planet === current.planet && Number(a.rotation) === current.rotation,
      )
    : [];
  const chosenPlace = current?.cell
    ? placeActions.find((a) => Number(a.x) === current.cell!.x && Number(a.y) === current.cell!.y)
    : undefined;
  // The board offers only the cells of the chosen planet and turn; the others wait in the list.
  const boardActions = useMemo(
    () => (placing ? [...actions.filter((a) => a.type !== "place-planet"), ...placeActions] : actions),
    [actions, placing, placeActions],
  );
  const index = useMemo(
    () => targetIndex(busy ? [] : boardActions, selection),
    [boardActions, selection, busy],
  );
  const names = (seat: number) => seatName(view, catalog, seat, t);
  const placement: Placement | null = (() => {
    if (!placing || !current) return null;
    const live = new Set(placeActions.map((a) => `${a.x},${a.y}`));
    const planetName = catalog.planets[current.planet]?.name ?? current.planet;
    return {
      planet: current.planet,
      rotation: current.rotation,
      sides: worldSides(catalog, current.planet, current.rotation),
      cells: placing.cells.map((c) => ({
        ...c,
        live: live.has(`${c.x},${c.y}`),
        label: t("sc.previewHere", { planet: planetName }),
      })),
      chosen: chosenPlace ? current.cell : null,
    };
  })();

  const onKey = (k: Key, anchor: { x: number; y: number }, how?: { touch: boolean }) => {
    if (current && k.startsWith("cell:")) {
      // A placement is previewed first; the bar confirms it (and may turn it before).
      const [x, y] = k.slice(5).split(",").map(Number);
      setPick({ planet: current.planet, rotation: current.rotation, cell: { x, y } });
      return;
    }
    const r = clickKey(boardActions, selection, k);
    if (r.kind === "submit") {
      const again = pending !== null && canonical(pending) === canonical(r.action);
      if (how?.touch && hasPreview(r.action) && !again) {
        setPending(r.action);
        return;
      }
      // A piece taken off the map is never a stray click: the menu names it first.
      if (!how?.touch && takesPieceBack(r.action)) {
        setMenu({ actions: [r.action], anchor });
        return;
      }
      setPending(null);
      setSelection([]);
      submit(r.action);
    } else if (r.kind === "choose") {
      setPending(null);
      setMenu({ actions: r.actions, anchor });
    } else if (r.kind === "select") {
      setPending(null);
      setSelection(r.selection);
    }
  };
  const confirmPending = () => {
    if (!pending) return;
    const a = pending;
    setPending(null);
    setSelection([]);
    submit(a);
  };
  // The piece a previewed action would put on the map: the pending one, else the menu option
  // under the pointer.
  const shown = pending ?? preview;
  const pieceGhost = shown && game.seat !== null ? ghostOf(shown, view, game.seat) : null;
  const pendingPath = pending ? pathOf(pending) : null;
  const shownSelected = pendingPath
    ? [...index.selected, pendingPath[pendingPath.length - 1]]
    : index.selected;

  // Leadership cards are chosen on their own cards (LeadershipChoice), not in the bar.
  // Two choices worded alike are one to the player (game/distinctChoices.ts).
  const bar = distinctChoices(
    offBoard(actions).filter(
      (a) =>
        leadershipChoices([a]).length === 0 &&
        survivalTokenChoices([a]).length === 0 &&
        techChoices([a]).length === 0,
    ),
    describe,
  );
  const turn = (by: number) => {
    if (!placing || !current) return;
    const rots = placing.rotations[current.planet];
    const i = rots.indexOf(current.rotation);
    setPick({ ...current, rotation: rots[(i + by + rots.length) % rots.length] });
  };
  const selectedAction = selection.length
    ? actions.find((a) => {
        const p = pathOf(a);
        return p && p[0] === selection[0];
      })
    : null;
  const battleArea = view.battleContext?.area ?? null;
  const takeBack = new Set(boardActions.filter(takesPieceBack).flatMap((a) => pathOf(a) ?? []));

  return (
    <div className="sc-board" data-round={view.round} data-phase={view.phase}>
      <div className="sc-topline">
        <span>
          {t("sc.round")} <strong data-testid="round">{view.round ?? "—"}</strong>
        </span>
        <span>
          {t("sc.phase")} <strong data-testid="phase">{phaseText(t, view.phase)}</strong>
        </span>
        {view.stage !== undefined && (
          <span>
            {t("sc.stageLabel")} <strong>{["", "I", "II", "III"][view.stage] ?? view.stage}</strong>
          </span>
        )}
        {/* During a battle the order's frame (a Mobilize's moves) is not the decision: the battle
            panel names its step */}
        {view.frame && view.battle == null && (
          <span className="muted" data-testid="sc-decision">
            {t("sc.decision", { kind: frameText(view.frame.kind, t) })}
          </span>
        )}
        {view.frame?.kind === "place-start-unit" && Array.isArray(view.frame.remaining) && (
          <span data-testid="next-start-unit">
            {t("sc.nextStartUnit")}{" "}
            <strong>
              {catalog.units[String(view.frame.remaining[0])]?.name ?? String(view.frame.remaining[0])}
            </strong>
          </span>
        )}
      </div>

      {view.payment && <PaymentBar view={view} catalog={catalog} />}

      {placing && current && (
        <PlacementBar
          catalog={catalog}
          planets={placing.planets}
          rotations={placing.rotations[current.planet]}
          current={current}
          chosen={chosenPlace ?? null}
          busy={busy}
          onPlanet={(planet) =>
            setPick({ planet, rotation: placing.rotations[planet][0], cell: current.cell })
          }
          onTurn={turn}
          onConfirm={(a) => {
            setPick(null);
            submit(a);
          }}
          onCancel={() => setPick(current ? { ...current, cell: null } : null)}
        />
      )}

      {factionChoices(actions).length > 0 && (
        <FactionSheets catalog={catalog} actions={factionChoices(actions)} busy={busy} submit={submit} />
      )}

      <LeadershipChoice
        view={view}
        catalog={catalog}
        seat={game.seat}
        actions={actions}
        busy={busy}
        submit={submit}
      />

      <SurvivalTokenChoice view={view} seat={game.seat} actions={actions} busy={busy} submit={submit} />

      <TechChoice catalog={catalog} actions={actions} describe={describe} busy={busy} submit={submit} />

      {(bar.length > 0 || selection.length > 0) && (
        <div className="decision-bar" role="toolbar" aria-label={t("sc.decisions")}>
          {selection.length > 0 && (
            <span className="selection-hint">
              {selectedAction?.type === "move-unit"
                ? t("sc.hint.move")
                : selectedAction?.type === "place-z-route"
                  ? t("sc.hint.zRoute")
                  : selectedAction?.type === "battle-pair"
                    ? t("sc.hint.pair")
                    : selectedAction?.type === "battle-support"
                      ? t("sc.hint.support")
                      : selectedAction?.type === "battle-place"
                        ? t("sc.hint.place")
                        : t("sc.hint.other")}{" "}
              <button type="button" onClick={() => setSelection([])}>
                {t("sc.cancel")}
              </button>
            </span>
          )}
          {bar
            .filter((a) => a.type !== "choose-faction")
            .map((a) => (
              <button
                key={canonical(a)}
                type="button"
                className={`bar-button bar-${a.type}`}
                disabled={busy}
                onClick={() => submit(a)}
              >
                {describe(a)}
                <ChoiceCost action={a} view={view} seat={game.seat} />
              </button>
            ))}
        </div>
      )}

      {pending && (
        <div
          className="decision-bar preview-bar"
          role="toolbar"
          aria-label={t("sc.preview.label")}
          data-testid="preview-confirm"
        >
          <span className="preview-what">{t("sc.preview.what", { action: describe(pending) })}</span>
          <button type="button" className="primary confirm-preview" disabled={busy} onClick={confirmPending}>
            {t("sc.preview.confirm")}
          </button>
          <button type="button" className="cancel-preview" onClick={() => setPending(null)}>
            {t("sc.cancel")}
          </button>
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
        selected={shownSelected}
        onKey={onKey}
        placement={placement}
        battleArea={battleArea}
        names={names}
        pieceGhost={pieceGhost}
        takeBack={takeBack}
      />

      {menu && (
        <ChoiceMenu
          title={t("sc.choose")}
          anchor={menu.anchor}
          actions={menu.actions}
          describe={describe}
          onChoose={(a, how) => {
            setMenu(null);
            setPreview(null);
            if (how?.touch && hasPreview(a)) {
              setPending(a);
              return;
            }
            setSelection([]);
            submit(a);
          }}
          onClose={() => {
            setMenu(null);
            setPreview(null);
          }}
          onPreview={setPreview}
          extra={(a) => <ChoiceCost action={a} view={view} seat={game.seat} />}
        />
      )}
      <span hidden data-testid="sc-version">
        {game.version}
      </span>
    </div>
  );
}

/**
 * Actions a finger confirms before they are sent: moves and builds that put a piece on the map
 * (a unit, a base: drawn faded where it would stand; a transport: its route marked as chosen),
 * and a piece taken back (a transport's route, a base: marked as chosen).
 */
function hasPreview(a: Action): boolean {
  return (
    a.type === "move-unit" ||
    a.type === "build-unit" ||
    a.type === "build-base" ||
    a.type === "build-transport" ||
    takesPieceBack(a)
  );
}

/**
 * Actions that take one of the player's pieces off the map (his transport, to lay it again; his
 * base, to found one on the active planet): clicking the piece's route or the base opens a menu
 * naming it rather than acting at once, since his pieces are otherwise only read, and a Build's
 * targets look alike.
 */
function takesPieceBack(a: Action): boolean {
  return a.type === "remove-transport" || a.type === "remove-base";
}

/** The piece `a` would put on the map, drawn faded there as its preview. */
function ghostOf(
  a: Action,
  view: ScView,
  seat: number,
): { area: string; owner: number; type: string; piece?: "base" } | null {
  if (a.type === "build-unit") return { area: String(a.area), owner: seat, type: String(a.unit) };
  if (a.type === "build-base") return { area: String(a.area), owner: seat, type: "base", piece: "base" };
  if (a.type === "move-unit") {
    const unit = view.units.find((u) => u.id === a.unit);
    return unit ? { area: String(a.area), owner: unit.owner, type: unit.type } : null;
  }
  return null;
}

function PaymentBar({ view, catalog }: { view: ScView; catalog: ScCatalog }) {
  const t = useT();
  const p = view.payment!;
  const what = p.purchase;
  const name =
    what.type === "unit"
      ? (catalog.units[String(what.unit)]?.name ?? String(what.unit))
      : what.type === "building"
        ? String(what.building)
        : what.type === "module"
          ? t("sc.module", { module: String(what.module) })
          : what.type === "tech"
            ? (catalog.techs?.[String(what.tech)]?.name ?? String(what.tech))
            : what.type;
  return (
    <div className="payment-bar" data-testid="payment">
      <strong>{t("sc.paying", { name })}</strong>
      {t("sc.owed")} <span className="pay-minerals">{t("sc.owedMinerals", { count: p.minerals })}</span>{" "}
      {t("sc.owedAnd")} <span className="pay-gas">{t("sc.owedGas", { count: p.gas })}</span>
      {t("sc.payHint")}
      {p.discountAvailable && t("sc.discount")}
    </div>
  );
}
