/**
 * The step's other choices on the board, as buttons in the table's words: the action spaces on a
 * turn (Influence, Upgrade, Build, Move; Explore and Research are chosen on the map and the
 * technology tiles), pass, trades, finishing a step, taking a new sector, discovery tiles,
 * reputation tiles, attacking or retreating, cubes to destroy. Choices made on the map or in a
 * panel (positions, squares, ship groups, parts, dice, tiles) are not repeated here.
 */
import type { Action } from "../api/types";
import { useT } from "../i18n";

/** Action types chosen elsewhere on the board (map, technology tiles, editor, battle panel). */
const ON_THE_BOARD = new Set([
  "explore",
  "explore-place",
  "explore-discard",
  "move-to",
  "move-ship",
  "claim",
  "build",
  "colonize",
  "research",
  "upgrade-slot",
  "upgrade-part",
  "upgrade-remove",
  "upgrade-done",
  "battle-assign",
  "bankrupt-abandon",
  "species",
]);

export function onTheBoard(a: Action): boolean {
  if (a.type === "influence-to") return a.to !== "track";
  if (a.type === "influence-from") return a.from !== "track";
  return ON_THE_BOARD.has(a.type);
}

export function StepBar({
  actions,
  submit,
  busy,
  describe,
}: {
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
  describe(a: Action): string;
}) {
  const t = useT();
  const rest = actions.filter((a) => !onTheBoard(a));
  if (rest.length === 0) return null;
  const trades = rest.filter((a) => a.type === "trade");
  const main = rest.filter((a) => a.type !== "trade");
  return (
    <section className="ec-stepbar" aria-label={t("ect.step.choices")}>
      <div className="ec-row">
        {main.map((a) => (
          <button
            key={JSON.stringify(a)}
            type="button"
            data-type={a.type}
            className={a.type === "pass" ? "ec-pass" : undefined}
            disabled={busy}
            onClick={() => submit(a)}
          >
            {describe(a)}
          </button>
        ))}
      </div>
      {trades.length > 0 && (
        <details className="ec-trades">
          <summary>{t("ect.step.trade", { count: trades.length })}</summary>
          <div className="ec-row">
            {trades.map((a) => (
              <button
                key={JSON.stringify(a)}
                type="button"
                data-type="trade"
                disabled={busy}
                onClick={() => submit(a)}
              >
                {describe(a)}
              </button>
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
