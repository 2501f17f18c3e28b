/** The decision bar while the revealed planet is turned: the turn shown, previous / next, confirm. */
import type { Action } from "../api/types";
import { useT } from "../i18n";
import { TilePreview } from "../starcraft/Galaxy";
import type { ScCatalog } from "../starcraft/viewTypes";

export function LitePlacementBar({
  catalog,
  planet,
  turns,
  index,
  sides,
  busy,
  onIndex,
  onConfirm,
}: {
  catalog: ScCatalog;
  planet: string;
  turns: number[];
  index: number;
  sides: number[];
  busy: boolean;
  onIndex(i: number): void;
  onConfirm(a: Action): void;
}) {
  const t = useT();
  const name = catalog.planets[planet]?.name ?? planet;
  const rotation = turns[index] ?? 0;
  const n = turns.length;
  return (
    <div
      className="decision-bar placement-bar lite-placement"
      role="toolbar"
      aria-label={t("liteTable.place.label")}
      data-testid="lite-placement"
      data-planet={planet}
      data-rotation={rotation}
    >
      <TilePreview catalog={catalog} planet={planet} sides={sides} />
      <span className="placement-what">
        <strong>{t("liteTable.place.what", { planet: name, degrees: rotation * 90 })}</strong>{" "}
        <span className="muted">
          {t("liteTable.place.of", { n: index + 1, count: n })} · {t("liteTable.place.connects")}
        </span>
      </span>
      {n > 1 && (
        <>
          <button
            type="button"
            onClick={() => onIndex((index + n - 1) % n)}
            aria-label={t("liteTable.place.prev")}
          >
            ⟲
          </button>
          <button
            type="button"
            onClick={() => onIndex((index + 1) % n)}
            aria-label={t("liteTable.place.next")}
          >
            ⟳
          </button>
        </>
      )}
      <button
        type="button"
        className="primary confirm-placement"
        disabled={busy}
        onClick={() => onConfirm({ type: "rotate", rotation })}
      >
        {t("liteTable.place.confirm", { planet: name })}
      </button>
    </div>
  );
}
