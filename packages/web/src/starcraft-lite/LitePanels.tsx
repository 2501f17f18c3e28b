/**
 * The Lite player panels: race, conquest points, workers, the unlock tree (unlocked, upgraded,
 * what each locked unit needs and costs), modules, and the event cards drawn (face down).
 */
import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import type { BoardProps } from "../game/boardTypes";
import { isLiteView, type LiteView } from "./view";

function Tree({ view, seat }: { view: LiteView; seat: number }) {
  const c = loadLiteContent();
  const pl = view.players[seat];
  const units = c.unitOrder.filter((u) => c.units[u].race === pl.race);
  return (
    <table className="lite-tree" aria-label={`Unlock tree of seat ${seat}`}>
      <tbody>
        {units.map((u) => {
          const rec = c.unlocks[u];
          const unlocked = pl.unlocked.includes(u);
          const cost = rec ? (rec.cost === "free" ? "free" : `${rec.cost.minerals}m/${rec.cost.gas}g`) : "";
          const needs = rec
            ? [
                ...rec.requires.map((r) => c.units[r]?.name ?? r),
                ...(rec.marker === "circle" || rec.marker === "square" ? [rec.marker] : []),
              ]
            : [];
          return (
            <tr key={u} className={unlocked ? "unlocked" : "locked"}>
              <td>{c.units[u].name}</td>
              <td>
                {unlocked ? "unlocked" : `${cost}${needs.length ? ` · needs ${needs.join(", ")}` : ""}`}
              </td>
              <td>{pl.upgrades.includes(u) ? "upgraded" : c.units[u].upgrade.star ? "★" : ""}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function LitePanels({ game }: BoardProps) {
  const view = game.view;
  if (!isLiteView(view)) return null;
  const c = loadLiteContent();
  return (
    <div className="lite-panels">
      {view.players.map((pl, seat) => {
        const b = view.board.players[seat];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are stable
          <section key={seat} className="player-panel" aria-label={`Seat ${seat}`}>
            <h3>
              Seat {seat} · {pl.race} · {b.cp} CP
            </h3>
            <p>
              Workers: {b.workerPool} available, {b.workersUnavailable} unavailable · events drawn:{" "}
              {pl.events.length}
            </p>
            <p>
              Modules:{" "}
              {pl.modules.length ? pl.modules.map((m) => c.modules[m]?.name ?? m).join(", ") : "none"}
            </p>
            <Tree view={view} seat={seat} />
          </section>
        );
      })}
    </div>
  );
}
