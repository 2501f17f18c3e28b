/**
 * E-A5 at the choice: each ship and structure with its cost in materials; the ones the rules
 * offer pick what to build, and the map then marks the sectors to build it in. The others stay
 * visible, disabled, with the reason (technology, materials, supply, no sector).
 */
import type { Action } from "../api/types";
import { type Translate, useT } from "../i18n";
import { ShipMini } from "./art/Pieces";
import { BUILDABLES, type Buildable, type BuildBlock, buildBlock, buildCost } from "./buildCosts";
import { buildableName, techName } from "./names";
import { colourOf, type EclipseView, ofType } from "./viewTypes";

export function blockText(t: Translate, b: BuildBlock): string {
  switch (b.kind) {
    case "needs-tech":
      return t("ect.build.needsTech", { tech: techName(t, b.tech) });
    case "materials":
      return t("ect.build.materials", { cost: b.cost, have: b.have });
    case "supply":
      return t("ect.build.supply", { max: b.max });
    case "no-sector":
      return t("ect.build.noSector");
  }
}

export function BuildPanel({
  view,
  seat,
  actions,
  submit,
  busy,
  chosen,
  choose,
}: {
  view: EclipseView;
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
          const block = offered ? null : buildBlock(view, seat, what);
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
              title={block ? blockText(t, block) : undefined}
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
              {block && <span className="ec-reason">{blockText(t, block)}</span>}
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
