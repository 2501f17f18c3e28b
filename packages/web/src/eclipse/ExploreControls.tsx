/**
 * E-A1 on the map: the explored sector is drawn where it will go (Galaxy), in the rotation shown
 * here; Previous/Next step through the legal rotations, Place confirms, Discard puts it aside.
 */
import { content } from "@koprulu/eclipse";
import type { Action } from "../api/types";
import { useT } from "../i18n";
import { sectorName } from "./names";
import { type EclipseView, ofType } from "./viewTypes";

export function ExploreControls({
  view,
  actions,
  submit,
  busy,
  index,
  setIndex,
}: {
  view: EclipseView;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
  index: number;
  setIndex(i: number): void;
}) {
  const t = useT();
  const step = view.step;
  if (step.kind !== "explore-place") return null;
  const rotations = ofType(actions, "explore-place");
  const discard = ofType(actions, "explore-discard")[0];
  if (rotations.length === 0 && !discard) return null;
  const i = rotations.length ? index % rotations.length : 0;
  const current = rotations[i];
  return (
    <section className="ec-explore ec-row" aria-label={t("ec.rotation.label")}>
      <strong>
        {t("ec.rotation.title", { sector: step.sector, name: sectorName(t, content().sectors[step.sector]) })}
      </strong>
      {rotations.length > 0 && (
        <span data-testid="rotation-count">
          {t("ect.explore.which", { index: i + 1, count: rotations.length })}
        </span>
      )}
      {rotations.length > 1 && (
        <>
          <button type="button" onClick={() => setIndex((i + rotations.length - 1) % rotations.length)}>
            {t("ect.explore.previous")}
          </button>
          <button type="button" onClick={() => setIndex((i + 1) % rotations.length)}>
            {t("ect.explore.next")}
          </button>
        </>
      )}
      {current && (
        <button type="button" className="primary" disabled={busy} onClick={() => submit(current)}>
          {t("ect.explore.place")}
        </button>
      )}
      {discard && (
        <button type="button" disabled={busy} onClick={() => submit(discard)}>
          {t("ec.rotation.discard")}
        </button>
      )}
    </section>
  );
}

/** The rotation the preview shows: the chosen legal one, else the sector as drawn. */
export function previewRotation(actions: Action[], index: number): number {
  const rotations = ofType(actions, "explore-place");
  return rotations.length ? rotations[index % rotations.length]!.rotation : 0;
}
