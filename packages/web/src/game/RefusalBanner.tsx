/**
 * A refused action: what happened and the rule that refused it. The server words its message
 * in English; in another language the banner shows the catalog's wording of the rule behind
 * the stable error code (`error.<code>`), and the server's sentence only when the code is not
 * in the catalog (a ruleset whose errors are not translated yet).
 */
import type { Refusal } from "../api/useGame";
import { useLanguage, useT } from "../i18n";
import { errorText } from "../i18n/errorText";

export function RefusalBanner({ refusal, onClose }: { refusal: Refusal; onClose(): void }) {
  const t = useT();
  const { lang } = useLanguage();
  const translated = errorText(t, refusal.code);
  const message = lang === "en" || !translated ? refusal.message : translated;
  const rule = lang === "en" ? refusal.rule : translated ? null : refusal.rule;
  return (
    <div className="refusal" role="alert" data-code={refusal.code}>
      <div>
        <strong>{t("refusal.refused")}</strong> {message}
        {rule && (
          <div className="refusal-rule">
            {t("refusal.rule")} <em>{rule}</em>
          </div>
        )}
        <div className="refusal-code">{t("refusal.code", { code: refusal.code })}</div>
      </div>
      <button type="button" onClick={onClose} aria-label={t("refusal.dismiss")}>
        ×
      </button>
    </div>
  );
}
