/**
 * E-A3: the technology supply as tiles grouped by track (military, grid, nano). Each tile shows
 * how many are left, the price this seat would pay (the printed cost less his track's discount,
 * never below the minimum) and the minimum; tiles he owns and tiles he can afford are marked. A
 * tile the rules offer now is a Research button.
 */
import { content, researchPrice } from "@koprulu/eclipse";
import type { Action } from "../api/types";
import { useT } from "../i18n";
import { techInfo, techName, trackName } from "./names";
import { type EclipseView, ofType } from "./viewTypes";

const TRACKS = ["military", "grid", "nano"] as const;

export function TechTray({
  view,
  seat,
  actions,
  submit,
  busy,
}: {
  view: EclipseView;
  seat: number | null;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
}) {
  const t = useT();
  const research = new Map(ofType(actions, "research").map((a) => [a.tech, a]));
  const p = seat === null ? null : (view.players[seat] ?? null);
  const owned = new Set(p ? [...p.techs.military, ...p.techs.grid, ...p.techs.nano] : []);
  const byCost = (a: string, b: string) =>
    (content().technologies[a]?.cost ?? 0) - (content().technologies[b]?.cost ?? 0);
  return (
    <section className="ec-tray" aria-label={t("ec.tray")}>
      <h3>{t("ec.tray.title", { round: view.round, rounds: view.options.rounds })}</h3>
      {TRACKS.map((track) => {
        const techs = Object.keys(view.tray)
          .filter((id) => content().technologies[id]?.track === track && (view.tray[id] ?? 0) > 0)
          .sort(byCost);
        return (
          <div key={track} className={`ec-tray-track ec-${track}`} data-track={track}>
            <h4>{trackName(t, track)}</h4>
            <div className="ec-row">
              {techs.map((tech) => {
                const a = research.get(tech);
                const def = content().technologies[tech];
                const price = p ? researchPrice(p, tech) : (def?.cost ?? 0);
                const mine = owned.has(tech);
                const affordable = !!p && !mine && price <= p.science;
                const marks = [mine ? t("ect.tech.owned") : "", affordable ? t("ect.tech.affordable") : ""]
                  .filter(Boolean)
                  .join(" · ");
                return (
                  <button
                    key={tech}
                    type="button"
                    className={`ec-tech-tile ec-${track}${mine ? " ec-owned" : ""}${affordable ? " ec-affordable" : ""}`}
                    data-tech={tech}
                    disabled={!a || busy}
                    onClick={() => a && submit(a)}
                    title={techInfo(t, tech, def)}
                    aria-label={t("ect.tech.label", {
                      name: techName(t, tech),
                      count: view.tray[tech] ?? 0,
                      price,
                      min: def?.minCost ?? 0,
                      marks,
                    })}
                  >
                    <span className="ec-tech-name">{techName(t, tech)}</span>
                    <span className="ec-tech-price">
                      {t("ect.tech.price", { price })}
                      <small>{t("ect.tech.min", { min: def?.minCost ?? 0 })}</small>
                    </span>
                    <span className="ec-tech-count">×{view.tray[tech] ?? 0}</span>
                    {marks && <span className="ec-tech-marks">{marks}</span>}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
}
