/**
 * The Eclipse table: the galaxy (choices made on the map), the step's controls above it (explore
 * rotations, what to build, which cube), the battle panel, the technology supply, the blueprints
 * and, at the end, the VP breakdown; player boards in the side panel. Every legal action is also
 * in the generic action list beside the board. On a phone the galaxy keeps the screen: player
 * boards, technologies and blueprints open as bottom sheets (the blueprints by themselves when
 * the seat's Upgrade starts; a research chosen in the sheet closes it).
 */
import { useEffect, useRef, useState } from "react";
import type { Action } from "../api/types";
import type { BoardProps } from "../game/boardTypes";
import { useT } from "../i18n";
import { BattleReport } from "./BattleReport";
import { BlueprintEditor } from "./BlueprintEditor";
import { BottomSheet } from "./BottomSheet";
import { BuildPanel } from "./BuildPanel";
import { ColonyChoice } from "./ColonyChoice";
import { CombatViewer } from "./CombatViewer";
import { DiplomacyPanel } from "./DiplomacyPanel";
import { EndBreakdown } from "./EndBreakdown";
import { ExploreControls, previewRotation } from "./ExploreControls";
import { Galaxy } from "./Galaxy";
import { phaseName, stepName } from "./names";
import { PhoneBar, type SheetKind, sheetTitle } from "./PhoneBar";
import { PlayerBoards } from "./PlayerBoards";
import { SpeciesPicker } from "./SpeciesPicker";
import { StepBar } from "./StepBar";
import { TechTray } from "./TechTray";
import { usePhone } from "./usePhone";
import { isEclipseView } from "./viewTypes";
import "./eclipse.css";

export function EclipseBoard({ game, actions, submit, busy, describe }: BoardProps) {
  const t = useT();
  const [rotation, setRotation] = useState(0);
  const [buildWhat, setBuildWhat] = useState<string | null>(null);
  const [colony, setColony] = useState<Action[]>([]);
  const view = isEclipseView(game.view) ? game.view : null;
  const stepKey = view ? `${view.round}|${view.step.kind}|${JSON.stringify(view.step).length}` : "";
  // A new step starts from the first rotation, nothing chosen to build and no cube asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new step only
  useEffect(() => {
    setRotation(0);
    setColony([]);
  }, [stepKey]);
  // What to build is forgotten when the build step ends.
  useEffect(() => {
    if (view?.step.kind !== "build") setBuildWhat(null);
  }, [view?.step.kind]);
  const phone = usePhone();
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  const upgrading = view?.step.kind === "upgrade" && view.turn === game.seat;
  const wasUpgrading = useRef(false);
  // On a phone the seat's Upgrade opens the blueprints sheet, and its end closes it.
  useEffect(() => {
    if (phone && upgrading) setSheet("blueprints");
    else if (wasUpgrading.current) setSheet((k) => (k === "blueprints" ? null : k));
    wasUpgrading.current = upgrading;
  }, [phone, upgrading]);
  if (!view) return <p>{t("ec.waiting")}</p>;
  const seat = game.seat;
  const unavailable = game.unavailable ?? [];
  const tray = (send: (a: Action) => void) => (
    <TechTray view={view} seat={seat} actions={actions} submit={send} busy={busy} />
  );
  const blueprints =
    seat !== null ? (
      <BlueprintEditor
        view={view}
        seat={seat}
        actions={actions}
        submit={submit}
        busy={busy}
        unavailable={unavailable}
      />
    ) : null;
  return (
    <div className="ec-board">
      <p className="ec-status" data-testid="ec-status">
        {view.phase === "over"
          ? t("ect.status.over", { round: view.round, phase: phaseName(t, view.phase) })
          : t("ec.status", {
              round: view.round,
              phase: phaseName(t, view.phase),
              step: stepName(t, view.step.kind),
            })}
      </p>
      {view.phase === "over" && <EndBreakdown view={view} outcome={game.outcome} />}
      <SpeciesPicker view={view} actions={actions} submit={submit} busy={busy} />
      <DiplomacyPanel view={view} seat={seat} />
      <StepBar actions={actions} submit={submit} busy={busy} describe={describe} />
      <ExploreControls
        view={view}
        actions={actions}
        submit={submit}
        busy={busy}
        index={rotation}
        setIndex={setRotation}
      />
      {seat !== null && (
        <BuildPanel
          view={view}
          seat={seat}
          actions={actions}
          submit={submit}
          busy={busy}
          chosen={buildWhat}
          choose={setBuildWhat}
          unavailable={unavailable}
        />
      )}
      <ColonyChoice options={colony} submit={submit} busy={busy} close={() => setColony([])} />
      <Galaxy
        view={view}
        actions={actions}
        submit={submit}
        busy={busy}
        seat={seat}
        buildWhat={buildWhat}
        rotation={previewRotation(actions, rotation)}
        onColonyChoice={setColony}
      />
      <CombatViewer view={view} actions={actions} submit={submit} busy={busy} />
      <BattleReport log={game.log} view={view} />
      {phone ? (
        <>
          <PhoneBar open={setSheet} />
          {sheet && (
            <BottomSheet
              title={sheetTitle(t, sheet)}
              onClose={() => setSheet(null)}
              testId={`ec-sheet-${sheet}`}
            >
              {sheet === "boards" && <PlayerBoards view={view} seat={seat} />}
              {sheet === "tech" &&
                tray((a) => {
                  setSheet(null);
                  submit(a);
                })}
              {sheet === "blueprints" && blueprints}
            </BottomSheet>
          )}
        </>
      ) : (
        <>
          {tray(submit)}
          {blueprints}
        </>
      )}
    </div>
  );
}

export function EclipsePanels({ game }: BoardProps) {
  const view = game.view;
  // On a phone the player boards are a sheet of the board (PhoneBar), not a panel below it.
  const phone = usePhone();
  if (!isEclipseView(view) || phone) return null;
  return <PlayerBoards view={view} seat={game.seat} />;
}
