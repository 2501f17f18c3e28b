/**
 * Player boards: storage, the three population tracks (cubes left, production), the influence
 * track (discs, upkeep), colony ships, technology tracks, reputation and kept discoveries (counts
 * for other seats: they are hidden), and the technology supply board with Research buttons.
 */
import { content, production, researchPrice, upkeepCost } from "@koprulu/eclipse";
import type { Action } from "../api/types";
import { useT } from "../i18n";
import { resourceName, seatName, techInfo, techName, trackName } from "./names";
import { colourOf, type EclipseView, ofType } from "./viewTypes";

export function PlayerBoards({ view, seat }: { view: EclipseView; seat: number | null }) {
  const t = useT();
  return (
    <section className="ec-players" aria-label={t("ec.players")}>
      {view.players.map((p) => (
        <div
          key={p.seat}
          className="ec-player"
          data-seat={p.seat}
          style={{ borderColor: colourOf(view, p.seat) }}
        >
          <h3 style={{ color: colourOf(view, p.seat) }}>
            {[
              seatName(t, view, p.seat),
              p.seat === seat ? t("ec.player.you") : "",
              p.passed ? t("ec.player.passed") : "",
              view.turn === p.seat && view.phase === "action" ? t("ec.player.toAct") : "",
            ]
              .filter(Boolean)
              .join(" ")}
          </h3>
          <table>
            <tbody>
              {(["money", "science", "materials"] as const).map((r) => (
                <tr key={r} data-track={r}>
                  <th>{resourceName(t, r)}</th>
                  <td>{t("ec.player.storage", { count: p[r] })}</td>
                  <td>
                    {t("ec.player.production", {
                      production: production(p, r),
                      cubes: p.cubeTracks[r],
                      graveyard: p.graveyard[r],
                    })}
                  </td>
                </tr>
              ))}
              <tr>
                <th>{t("ec.player.influence")}</th>
                <td>
                  {t("ec.player.discs", {
                    onTrack: p.discsOnTrack,
                    discs: p.discs,
                    onActions: p.actionDiscs,
                  })}
                </td>
                <td>{t("ec.player.upkeep", { count: upkeepCost(p) })}</td>
              </tr>
              <tr>
                <th>{t("ec.player.colonyShips")}</th>
                <td colSpan={2}>
                  {t("ec.player.colonyFaceUp", {
                    up: p.colonyShips - p.colonyShipsUsed,
                    total: p.colonyShips,
                  })}
                </td>
              </tr>
              {(["military", "grid", "nano"] as const).map((track) => (
                <tr key={track}>
                  <th>{trackName(t, track)}</th>
                  <td colSpan={2}>{p.techs[track].map((id) => techName(t, id)).join(", ") || "—"}</td>
                </tr>
              ))}
              <tr>
                <th>{t("ec.player.reputation")}</th>
                <td colSpan={2}>
                  {t("ec.player.tiles", { count: p.reputation.length })}
                  {p.seat === seat && p.reputation.length ? `: ${p.reputation.join(", ")}` : ""} ·{" "}
                  {t("ec.player.discoveries", { count: p.discoveriesKept.length })}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

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
  const p = seat === null ? null : view.players[seat];
  const techs = Object.keys(view.tray).sort(
    (a, b) => (content().technologies[a]?.cost ?? 0) - (content().technologies[b]?.cost ?? 0),
  );
  return (
    <section className="ec-tray" aria-label={t("ec.tray")}>
      <h3>{t("ec.tray.title", { round: view.round, rounds: view.options.rounds })}</h3>
      <div className="ec-row">
        {techs.map((tech) => {
          const a = research.get(tech);
          const def = content().technologies[tech];
          return (
            <button
              key={tech}
              type="button"
              className={`ec-tech ec-${def?.track}`}
              disabled={!a || busy}
              onClick={() => a && submit(a)}
              title={techInfo(t, tech, def)}
            >
              {t("ec.tray.tech", {
                name: techName(t, tech),
                count: view.tray[tech] ?? 0,
                price: p ? researchPrice(p, tech) : (def?.cost ?? 0),
              })}
            </button>
          );
        })}
      </div>
    </section>
  );
}
