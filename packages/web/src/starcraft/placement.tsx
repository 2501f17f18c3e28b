/**
 * Planet placement with a preview: choose the planet (when several are in hand) and turn it,
 * click a cell to see the tile there — its areas and route slots at that turn — then confirm.
 */
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { type MessageKey, useT } from "../i18n";
import { TilePreview } from "./Galaxy";
import type { ScCatalog } from "./viewTypes";
import { worldSides } from "./worldSides";

const SIDE_KEYS: MessageKey[] = ["place.north", "place.east", "place.south", "place.west"];

export interface PlacementChoices {
  planets: string[];
  rotations: Record<string, number[]>;
  cells: { x: number; y: number }[];
}

/** The planets, turns and cells offered by the legal place-planet actions (null when none). */
export function placementChoices(actions: Action[]): PlacementChoices | null {
  const planets: string[] = [];
  const rotations: Record<string, number[]> = {};
  const cells = new Map<string, { x: number; y: number }>();
  for (const a of actions) {
    if (a.type !== "place-planet") continue;
    const p = String(a.planet);
    if (!rotations[p]) {
      planets.push(p);
      rotations[p] = [];
    }
    const r = Number(a.rotation);
    if (!rotations[p].includes(r)) rotations[p].push(r);
    cells.set(`${a.x},${a.y}`, { x: Number(a.x), y: Number(a.y) });
  }
  if (planets.length === 0) return null;
  for (const p of planets) rotations[p].sort((x, y) => x - y);
  return { planets, rotations, cells: [...cells.values()] };
}

export function PlacementBar({
  catalog,
  planets,
  rotations,
  current,
  chosen,
  busy,
  onPlanet,
  onTurn,
  onConfirm,
  onCancel,
}: {
  catalog: ScCatalog;
  planets: string[];
  rotations: number[];
  current: { planet: string; rotation: number; cell: { x: number; y: number } | null };
  chosen: Action | null;
  busy: boolean;
  onPlanet(planet: string): void;
  onTurn(by: number): void;
  onConfirm(a: Action): void;
  onCancel(): void;
}) {
  const t = useT();
  const name = (p: string) => catalog.planets[p]?.name ?? p;
  const sides = worldSides(catalog, current.planet, current.rotation);
  const sideText = sides.length
    ? t("place.sides", { sides: sides.map((s) => t(SIDE_KEYS[s])).join(", ") })
    : t("place.noSide");
  return (
    <div
      className="decision-bar placement-bar"
      role="toolbar"
      aria-label={t("place.label")}
      data-planet={current.planet}
      data-rotation={current.rotation}
    >
      {planets.length > 1 &&
        planets.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={p === current.planet}
            className={p === current.planet ? "chosen" : ""}
            onClick={() => onPlanet(p)}
            data-planet-choice={p}
          >
            {name(p)}
          </button>
        ))}
      <TilePreview catalog={catalog} planet={current.planet} sides={sides} />
      <span className="placement-what">
        <strong>{name(current.planet)}</strong>, {t("place.turned", { degrees: current.rotation * 90 })}:{" "}
        {sideText}. {current.cell ? "" : t("place.clickCell")}
      </span>
      {rotations.length > 1 && (
        <button
          type="button"
          onClick={() => onTurn(1)}
          className="rotate-button"
          aria-label={t("place.turnLabel")}
        >
          {t("place.turn")}
        </button>
      )}
      {chosen && (
        <>
          <button
            key={canonical(chosen)}
            type="button"
            className="primary confirm-placement"
            disabled={busy}
            onClick={() => onConfirm(chosen)}
          >
            {t("place.confirm", { planet: name(current.planet) })}
          </button>
          <button type="button" onClick={onCancel}>
            {t("sc.cancel")}
          </button>
        </>
      )}
    </div>
  );
}
