/**
 * E-S9, species "choose": the seat deciding picks a species from those still free (each alien
 * once, Terrans while a colour is free), each shown with its one-line summary and its board's
 * numbers (storage, trade rate, starting ship, activations). Others see who is choosing.
 */
import { content } from "@koprulu/eclipse";
import type { Action } from "../api/types";
import { useT } from "../i18n";
import { SUMMARY_KEYS, seatName, speciesName } from "./names";
import type { EclipseView } from "./viewTypes";

export function SpeciesPicker({
  view,
  actions,
  submit,
  busy,
}: {
  view: EclipseView;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
}) {
  const t = useT();
  const step = view.step as { kind: string; order?: number[] };
  if (step.kind !== "species") return null;
  const choices = actions.filter((a) => a.type === "species");
  const deciding = step.order?.[0];
  return (
    <section className="ec-species-pick" aria-label={t("ect.pick.title")} data-testid="species-pick">
      <h3>{t("ect.pick.title")}</h3>
      {choices.length === 0 && deciding !== undefined && (
        <p>{t("ect.pick.waiting", { seat: seatName(t, view, deciding) })}</p>
      )}
      <div className="ec-row">
        {choices.map((a) => {
          const id = String(a.species);
          const b = content().species[id];
          return (
            <button
              key={id}
              type="button"
              className="ec-species-card"
              data-species={id}
              disabled={busy}
              onClick={() => submit(a)}
            >
              <strong>{speciesName(t, id, b?.name)}</strong>
              <span>{t(SUMMARY_KEYS[id] ?? "ect.summary.terran")}</span>
              {b && (
                <small>
                  {t("ect.pick.numbers", {
                    money: b.storage.money,
                    science: b.storage.science,
                    materials: b.storage.materials,
                    rate: b.tradeRate,
                    discs: b.discs,
                  })}
                </small>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
