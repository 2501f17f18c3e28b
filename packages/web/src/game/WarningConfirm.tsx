/**
 * Before a legal choice that, as things stand, can only come to nothing (a StarCraft order that
 * can only become an event draw): what it is, why, and the choice to take it anyway or not.
 */
import type { Unavailable } from "@koprulu/engine";
import type { Action } from "../api/types";
import { useLanguage, useT } from "../i18n";
import { reasonText } from "./UnavailableList";

export function WarningConfirm({
  label,
  warning,
  onConfirm,
  onCancel,
}: {
  label: string;
  warning: Unavailable<Action>;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const reason = reasonText(t, lang, warning.error);
  return (
    <div
      className="warning-confirm"
      role="alertdialog"
      aria-label={t("days.warn.title")}
      data-testid="warning-confirm"
      data-code={warning.error.code}
    >
      <p>
        <strong>{t("days.warn.title")}</strong> <bdi>{label}</bdi>
      </p>
      <p>{reason.text}</p>
      <div className="warning-confirm-buttons">
        <button type="button" onClick={onConfirm}>
          {t("days.warn.confirm")}
        </button>
        <button type="button" onClick={onCancel}>
          {t("days.warn.cancel")}
        </button>
      </div>
    </div>
  );
}
