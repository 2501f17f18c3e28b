/** The decision bar's "Not possible now" line: why the step offers only passing (reasons.ts). */
import type { Unavailable } from "@koprulu/engine";
import type { Action } from "../api/types";
import { useT } from "../i18n";
import { errorText } from "../i18n/errorText";
import { liteReasonText } from "./reasons";

export function LiteReasons({ reasons }: { reasons: readonly Unavailable<Action>[] }) {
  const t = useT();
  if (reasons.length === 0) return null;
  return (
    <div className="lite-reasons" data-testid="lite-reasons">
      <strong>{t("liteTable.reasons")}</strong>
      <ul>
        {reasons.map((u) => (
          <li key={`${u.about}|${u.error.code}`} data-code={u.error.code}>
            {liteReasonText(u, t) ??
              t("liteTable.why.other", { what: errorText(t, u.error.code) ?? u.error.message })}
          </li>
        ))}
      </ul>
    </div>
  );
}
