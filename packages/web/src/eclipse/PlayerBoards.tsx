/**
 * Player boards: storage, the three population tracks (cubes left, production), the influence
 * track (discs, upkeep), colony ships, technology tracks, reputation and kept discoveries (counts
 * for other seats: they are hidden), and the technology supply board with Research buttons.
 */
import { content, production, researchPrice, upkeepCost } from "@koprulu/eclipse";
import type { Action } from "../api/types";
import { colourOf, type EclipseView, ofType } from "./viewTypes";

export function PlayerBoards({ view, seat }: { view: EclipseView; seat: number | null }) {
  return (
    <section className="ec-players" aria-label="Player boards">
      {view.players.map((p) => (
        <div
          key={p.seat}
          className="ec-player"
          data-seat={p.seat}
          style={{ borderColor: colourOf(view, p.seat) }}
        >
          <h3 style={{ color: colourOf(view, p.seat) }}>
            {p.colour} Terrans {p.seat === seat ? "(you)" : ""} {p.passed ? "· passed" : ""}
            {view.turn === p.seat && view.phase === "action" ? " · to act" : ""}
          </h3>
          <table>
            <tbody>
              {(["money", "science", "materials"] as const).map((r) => (
                <tr key={r} data-track={r}>
                  <th>{r}</th>
                  <td>{p[r]} in storage</td>
                  <td>
                    +{production(p, r)} ({p.cubeTracks[r]} cubes on the track, {p.graveyard[r]} in the
                    graveyard)
                  </td>
                </tr>
              ))}
              <tr>
                <th>influence</th>
                <td>
                  {p.discsOnTrack} of {p.discs} discs on the track, {p.actionDiscs} on actions
                </td>
                <td>upkeep {upkeepCost(p)}</td>
              </tr>
              <tr>
                <th>colony ships</th>
                <td colSpan={2}>
                  {p.colonyShips - p.colonyShipsUsed} of {p.colonyShips} face up
                </td>
              </tr>
              {(["military", "grid", "nano"] as const).map((t) => (
                <tr key={t}>
                  <th>{t}</th>
                  <td colSpan={2}>
                    {p.techs[t].map((id) => content().technologies[id]?.name ?? id).join(", ") || "—"}
                  </td>
                </tr>
              ))}
              <tr>
                <th>reputation</th>
                <td colSpan={2}>
                  {p.reputation.length} tile(s){p.seat === seat ? `: ${p.reputation.join(", ")}` : ""} ·
                  discoveries kept: {p.discoveriesKept.length}
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
  const research = new Map(ofType(actions, "research").map((a) => [a.tech, a]));
  const p = seat === null ? null : view.players[seat];
  const techs = Object.keys(view.tray).sort(
    (a, b) => (content().technologies[a]?.cost ?? 0) - (content().technologies[b]?.cost ?? 0),
  );
  return (
    <section className="ec-tray" aria-label="Technology supply">
      <h3>
        Technology supply · round {view.round} of {view.options.rounds}
      </h3>
      <div className="ec-row">
        {techs.map((t) => {
          const a = research.get(t);
          const def = content().technologies[t];
          return (
            <button
              key={t}
              type="button"
              className={`ec-tech ec-${def?.track}`}
              disabled={!a || busy}
              onClick={() => a && submit(a)}
              title={def?.summary}
            >
              {def?.name} ×{view.tray[t]} · {p ? researchPrice(p, t) : def?.cost}
            </button>
          );
        })}
      </div>
    </section>
  );
}
