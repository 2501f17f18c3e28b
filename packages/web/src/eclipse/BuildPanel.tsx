/**
 * E-A5 at the choice: each ship and structure with its cost in materials; the ones the rules
 * offer pick what to build, and the map then marks the sectors to build it in. The others stay
 * visible, disabled, with the ruleset's reason (`explain`: technology, materials, no miniature
 * left, no sector) in the reader's words.
 */
import type { Unavailable } from "@koprulu/engine";
import type { Action } from "../api/types";
import { useT } from "../i18n";
import { errorText } from "../i18n/errorText";
import { ShipMini } from "./art/Pieces";
import { BUILDABLES, type Buildable, buildCost } from "./buildCosts";
import { buildableName } from "./names";
import { buildReasonOf, buildReasonText } from "./reasons";
import { colourOf, type EclipseView, ofType } from "./viewTypes";

export function BuildPanel({
  view,
  seat,
  actions,
  submit,
  busy,
  chosen,
  choose,
  unavailable = [],
}: {
  view: EclipseView;
  /** The seat's unavailable choices (the ruleset's `explain`). */
  unavailable?: readonly Unavailable<Action>[];
  seat: number;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
  chosen: string | null;
  choose(what: string | null): void;
}) {
  const t = useT();
  const step = view.step;
  if (step.kind !== "build" || view.turn !== seat) return null;
  const builds = ofType(actions, "build");
  const done = ofType(actions, "build-done")[0];
  const p = view.players[seat]!;
  return (
    <section className="ec-build" aria-label={t("ect.build.title")}>
      <h3>{t("ect.build.heading", { built: step.built, limit: step.limit, materials: p.materials })}</h3>
      <div className="ec-row">
        {BUILDABLES.map((what: Buildable) => {
          const offered = builds.some((a) => a.what === what);
          const why = offered ? null : buildReasonOf(unavailable, what);
          const reason = why
            ? (buildReasonText(t, why) ?? errorText(t, why.error.code) ?? why.error.message)
            : null;
          const cost = buildCost(view, seat, what);
          return (
            <button
              key={what}
              type="button"
              className={`ec-buildable${chosen === what ? " ec-active" : ""}`}
              data-what={what}
              disabled={!offered || busy}
              aria-pressed={chosen === what}
              onClick={() => choose(chosen === what ? null : what)}
              title={reason ?? undefined}
              data-code={why?.error.code}
            >
              <svg width={32} height={32} viewBox="-16 -16 32 32" aria-hidden="true">
                {what === "orbital" || what === "monolith" ? (
                  <text x={0} y={5} textAnchor="middle" fontSize={16} fill="#cfd6e6">
                    {what === "orbital" ? "◎" : "▮"}
                  </text>
                ) : (
                  <ShipMini hull={what} colour={colourOf(view, seat)} x={0} y={0} size={28} />
                )}
              </svg>
              <span>{t("ect.build.option", { name: buildableName(t, what), cost })}</span>
              {reason && <span className="ec-reason">{reason}</span>}
            </button>
          );
        })}
        {done && (
          <button type="button" disabled={busy} onClick={() => submit(done)}>
            {t("ect.build.done")}
          </button>
        )}
      </div>
      {chosen && <p>{t("ect.build.where", { name: buildableName(t, chosen) })}</p>}
    </section>
  );
}
