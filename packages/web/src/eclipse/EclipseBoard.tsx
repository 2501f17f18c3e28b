/**
 * The Eclipse table: the galaxy, the step's controls (rotation chooser, battle), the technology
 * supply and the blueprint editor; player boards in the side panel. Every legal action is also in
 * the generic action list beside the board.
 */
import type { BoardProps } from "../game/boardTypes";
import { useT } from "../i18n";
import { BlueprintEditor } from "./BlueprintEditor";
import { CombatViewer } from "./CombatViewer";
import { Galaxy, RotationChooser } from "./Galaxy";
import { phaseName, stepName } from "./names";
import { PlayerBoards, TechTray } from "./PlayerBoards";
import { isEclipseView } from "./viewTypes";
import "./eclipse.css";

export function EclipseBoard({ game, actions, submit, busy }: BoardProps) {
  const t = useT();
  const view = game.view;
  if (!isEclipseView(view)) return <p>{t("ec.waiting")}</p>;
  const seat = game.seat;
  return (
    <div className="ec-board">
      <p className="ec-status" data-testid="ec-status">
        {t("ec.status", {
          round: view.round,
          phase: phaseName(t, view.phase),
          step: stepName(t, view.step.kind),
        })}
      </p>
      <Galaxy view={view} actions={actions} submit={submit} busy={busy} seat={seat} />
      <RotationChooser view={view} actions={actions} submit={submit} busy={busy} />
      <CombatViewer view={view} actions={actions} submit={submit} busy={busy} />
      <TechTray view={view} seat={seat} actions={actions} submit={submit} busy={busy} />
      {seat !== null && (
        <BlueprintEditor view={view} seat={seat} actions={actions} submit={submit} busy={busy} />
      )}
    </div>
  );
}

export function EclipsePanels({ game }: BoardProps) {
  const view = game.view;
  if (!isEclipseView(view)) return null;
  return <PlayerBoards view={view} seat={game.seat} />;
}
