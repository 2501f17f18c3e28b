/**
 * Survival (BW p.11, BW-X6): each conquest point a player scores becomes a resource token of his
 * choice, taken one at a time at the end of the Regrouping. The table asks it as a decision of
 * its own: how many points were scored and how many tokens are left to take, then one big
 * button per kind of token — a mineral or a gas token, each with its icon and the tokens already
 * held — instead of two lines in the decision bar.
 */
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { useT } from "../i18n";
import { GasIcon, MineralIcon } from "./Galaxy";
import type { ScView } from "./viewTypes";

export function survivalTokenChoices(actions: Action[]): Action[] {
  return actions.filter((a) => a.type === "take-resource-token");
}

function TokenIcon({ resource }: { resource: "minerals" | "gas" }) {
  return (
    <svg className="token-icon" width={28} height={28} viewBox="-12 -12 24 24" aria-hidden="true">
      <circle r={11.5} fill="#1b2530" stroke="#8aa4b8" />
      {resource === "minerals" ? <MineralIcon colour="#5ec8f2" /> : <GasIcon colour="#6fd36f" />}
    </svg>
  );
}

export function SurvivalTokenChoice({
  view,
  seat,
  actions,
  busy,
  submit,
}: {
  view: ScView;
  seat: number | null;
  actions: Action[];
  busy: boolean;
  submit(a: Action): void;
}) {
  const t = useT();
  const choices = survivalTokenChoices(actions);
  if (seat === null || choices.length === 0) return null;
  const left = view.survival?.tokensOwed?.[seat] ?? choices.length;
  const held = view.players[seat]?.resourceTokens ?? { minerals: 0, gas: 0 };
  return (
    <section className="survival-choice" aria-label={t("sc.survival.title")}>
      <h3>{t("sc.survival.title")}</h3>
      <p className="small">{t("sc.survival.hint", { count: left })}</p>
      <div className="survival-tokens">
        {choices.map((a) => {
          const resource = a.resource === "gas" ? "gas" : "minerals";
          return (
            <button
              key={canonical(a)}
              type="button"
              className={`survival-take take-${resource}`}
              data-resource={resource}
              disabled={busy}
              onClick={() => submit(a)}
            >
              <TokenIcon resource={resource} />
              <span className="token-name">
                {t(resource === "gas" ? "sc.survival.gas" : "sc.survival.minerals")}
              </span>
              <span className="muted small">{t("sc.survival.held", { count: held[resource] })}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
