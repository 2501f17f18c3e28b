/** A grey (any-resource) square chosen on the map offers several cubes: which one goes there. */
import type { Action } from "../api/types";
import { useT } from "../i18n";
import { resourceName } from "./names";

export function ColonyChoice({
  options,
  submit,
  busy,
  close,
}: {
  options: Action[];
  submit(a: Action): void;
  busy: boolean;
  close(): void;
}) {
  const t = useT();
  if (options.length === 0) return null;
  return (
    <section className="ec-row ec-colony-choice" aria-label={t("ect.colony.which")}>
      <strong>{t("ect.colony.which")}</strong>
      {options.map((a) => (
        <button
          key={String(a.resource)}
          type="button"
          disabled={busy}
          onClick={() => {
            close();
            submit(a);
          }}
        >
          {resourceName(t, String(a.resource))}
        </button>
      ))}
      <button type="button" onClick={close}>
        {t("ect.cancel")}
      </button>
    </section>
  );
}
