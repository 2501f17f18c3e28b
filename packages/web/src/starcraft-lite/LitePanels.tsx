/**
 * The Lite player panels: race, conquest points, workers, the unlock tree (unlocked, upgraded,
 * what each locked unit needs and costs), modules, and the event cards drawn (face down).
 */
import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import { useState } from "react";
import type { BoardProps } from "../game/boardTypes";
import { type Translate, useT } from "../i18n";
import { liteSeatName } from "./LiteBoard";
import { isLiteView, type LiteView } from "./view";
import { moduleName, unitTypeName } from "./words";

function Tree({ view, seat, name, t }: { view: LiteView; seat: number; name: string; t: Translate }) {
  const c = loadLiteContent();
  const pl = view.players[seat];
  const units = c.unitOrder.filter((u) => c.units[u].race === pl.race);
  return (
    <table className="lite-tree" aria-label={t("lite.tree", { name })}>
      <tbody>
        {units.map((u) => {
          const rec = c.unlocks[u];
          const unlocked = pl.unlocked.includes(u);
          const cost = rec
            ? rec.cost === "free"
              ? t("lite.free")
              : t("lite.cost", { minerals: rec.cost.minerals, gas: rec.cost.gas })
            : "";
          const needs = rec
            ? [
                ...rec.requires.map((r) => unitTypeName(r)),
                ...(rec.marker === "circle" ? [t("lite.circleModule")] : []),
                ...(rec.marker === "square" ? [t("lite.squareModule")] : []),
              ]
            : [];
          return (
            <tr key={u} className={unlocked ? "unlocked" : "locked"}>
              <td>{c.units[u].name}</td>
              <td>
                {unlocked
                  ? t("lite.unlocked")
                  : needs.length
                    ? t("lite.costNeeds", { cost, needs: needs.join(", ") })
                    : cost}
              </td>
              <td>{pl.upgrades.includes(u) ? t("lite.upgraded") : c.units[u].upgrade.star ? "★" : ""}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** On a phone the panels start folded (a sheet opened on purpose); on a wide screen, open. */
const wide = () => typeof window === "undefined" || !window.matchMedia?.("(max-width: 1000px)").matches;

export function LitePanels({ game }: BoardProps) {
  const t = useT();
  const [open] = useState(wide);
  const view = game.view;
  if (!isLiteView(view)) return null;
  return (
    <details className="lite-sheet" open={open} data-testid="lite-panels-sheet">
      <summary>{t("liteTable.sheet.players")}</summary>
      <div className="lite-panels">
        {view.players.map((pl, seat) => {
          const b = view.board.players[seat];
          const name = liteSeatName(t, game, view, seat);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are stable
            <section key={seat} className="player-panel" aria-label={name}>
              <h3>{t("lite.panelTitle", { name, cp: b.cp })}</h3>
              <p>
                {t("lite.panelWorkers", {
                  available: b.workerPool,
                  unavailable: b.workersUnavailable,
                  events: pl.events.length,
                })}
              </p>
              <p>
                {t("lite.panelModules", {
                  modules: pl.modules.length
                    ? pl.modules.map((m) => moduleName(m)).join(", ")
                    : t("lite.none"),
                })}
              </p>
              <Tree view={view} seat={seat} name={name} t={t} />
            </section>
          );
        })}
      </div>
    </details>
  );
}
