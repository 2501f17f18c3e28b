/**
 * E-P2 on the table: an offer of relations being answered — who proposes to whom and the cube his
 * ambassador brings. The answer (accept with one of one's own cubes, or decline) is on the step's
 * buttons; a bot answers for itself.
 */
import { useT } from "../i18n";
import { resourceName, seatName } from "./names";
import type { EclipseView } from "./viewTypes";

export function DiplomacyPanel({ view, seat }: { view: EclipseView; seat: number | null }) {
  const t = useT();
  const step = view.step as { kind: string; proposer?: number; partner?: number; resource?: string };
  if (step.kind !== "diplomacy" || step.proposer === undefined || step.partner === undefined) return null;
  return (
    <section className="ec-diplomacy" aria-label={t("ect.diplomacy.title")} data-testid="diplomacy">
      <h3>{t("ect.diplomacy.title")}</h3>
      <p>
        {t("ect.diplomacy.offer", {
          proposer: seatName(t, view, step.proposer),
          partner: seatName(t, view, step.partner),
          resource: resourceName(t, step.resource ?? ""),
        })}
      </p>
      <p>{t(step.partner === seat ? "ect.diplomacy.yours" : "ect.diplomacy.waiting")}</p>
    </section>
  );
}
