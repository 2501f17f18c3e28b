/**
 * The galaxy: every sector drawn as a tile (SectorArt) inside a zoomable map (MapView). What the
 * seat may choose right now is chosen on the map: explore positions, influence and move
 * destinations, claims, the hexes to build in (after picking what to build), the ship groups to
 * move and the population squares for colony ships; the action list stays as the accessible
 * fallback. While a sector is being placed it is drawn at its position in the rotation chosen
 * (ExploreControls cycles through the legal ones and confirms).
 */
import { content } from "@koprulu/eclipse";
import type { KeyboardEvent, ReactNode } from "react";
import type { Action } from "../api/types";
import { type Translate, useLanguage, useT } from "../i18n";
import { HIGHLIGHT } from "./art/palette";
import { HEX_SIZE, hexCenter, hexPoints } from "./geometry";
import { type Box, MapView } from "./MapView";
import { coordinates, hullName, percentIn, sectorName } from "./names";
import { moveInOdds } from "./odds";
import { SectorArt, SHIP_ROW, shipGroups, squareOffset } from "./SectorArt";
import { type EclipseView, ofType } from "./viewTypes";

/** A map target: an SVG group with the button role, focus and keys. */
function Target({
  label,
  onFire,
  className,
  children,
  testId,
}: {
  label: string;
  onFire: () => void;
  className: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be an HTML <button>; it gets the button role, focus and keys
    <g
      className={`${className} ec-target`}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      onClick={onFire}
      onKeyDown={(e: KeyboardEvent<SVGGElement>) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          onFire();
        }
      }}
    >
      <title>{label}</title>
      {children}
    </g>
  );
}

/** Hex targets of the current step: position → the action and what it does. */
export function hexTargets(
  actions: Action[],
  t: Translate,
  buildWhat: string | null,
): Map<string, { action: Action; label: string }> {
  const out = new Map<string, { action: Action; label: string }>();
  for (const a of ofType(actions, "explore")) out.set(a.pos, { action: a, label: t("ec.target.explore") });
  for (const a of ofType(actions, "influence-to"))
    if (a.to !== "track") out.set(a.to, { action: a, label: t("ec.target.influenceTo") });
  for (const a of ofType(actions, "influence-from"))
    if (a.from !== "track") out.set(a.from, { action: a, label: t("ec.target.influenceFrom") });
  for (const a of ofType(actions, "move-to")) out.set(a.to, { action: a, label: t("ec.target.move") });
  for (const a of ofType(actions, "claim")) out.set(a.pos, { action: a, label: t("ec.target.claim") });
  for (const a of ofType(actions, "bankrupt-abandon"))
    out.set(a.pos, { action: a, label: t("ect.target.abandon") });
  if (buildWhat)
    for (const a of ofType(actions, "build"))
      if (a.what === buildWhat) out.set(a.pos, { action: a, label: t("ect.target.build") });
  return out;
}

/** The explored part of the galaxy plus the positions one may explore, with a margin. */
export function galaxyBox(positions: string[]): Box {
  const pts = positions.map((p) => hexCenter(p));
  const xs = pts.map(([x]) => x);
  const ys = pts.map(([, y]) => y);
  const pad = HEX_SIZE * 1.1;
  // never narrower than three sectors across: a lone Galactic Center is not drawn huge
  const least = HEX_SIZE * 5;
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const w = Math.max(least, Math.max(...xs) - Math.min(...xs) + 2 * pad);
  const h = Math.max(least, Math.max(...ys) - Math.min(...ys) + 2 * pad);
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

export function Galaxy({
  view,
  actions,
  submit,
  busy,
  seat,
  buildWhat,
  rotation,
  onColonyChoice,
}: {
  view: EclipseView;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
  seat: number | null;
  buildWhat: string | null;
  /** The rotation shown while a sector is being placed. */
  rotation: number;
  /** A grey square offers several cubes: the board asks which. */
  onColonyChoice(options: Action[]): void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const hexes = Object.values(view.hexes);
  const click = hexTargets(actions, t, buildWhat);
  const step = view.step;
  const placing = step.kind === "explore-place" ? step : null;
  const empty = [...click.keys()].filter((pos) => !view.hexes[pos]);
  const box = galaxyBox([...hexes.map((h) => h.pos), ...empty, ...(placing ? [placing.pos] : [])]);
  const moving = step.kind === "move" && step.hull !== null && seat !== null ? step.hull : null;
  const movers = ofType(actions, "move-ship");
  const colonize = ofType(actions, "colonize");
  const fire = (a: Action) => {
    if (!busy) submit(a);
  };
  return (
    <MapView box={box} label={t("ec.galaxy")}>
      {hexes.map((h) => {
        const [cx, cy] = hexCenter(h.pos);
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a sector is a named group of pieces
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <fieldset>
          <g
            key={h.pos}
            className="ec-hex"
            data-pos={h.pos}
            data-sector={h.sector}
            role="group"
            aria-label={t("ec.hex.label", {
              sector: h.sector,
              name: sectorName(t, content().sectors[h.sector]),
            }).trim()}
          >
            <SectorArt view={view} t={t} sector={h.sector} rotation={h.rotation} hex={h} cx={cx} cy={cy} />
          </g>
        );
      })}
      {placing && (
        <g
          className="ec-hex ec-preview"
          data-pos={placing.pos}
          data-preview={placing.sector}
          data-rotation={rotation}
        >
          {(() => {
            const [cx, cy] = hexCenter(placing.pos);
            return (
              <>
                <SectorArt
                  view={view}
                  t={t}
                  sector={placing.sector}
                  rotation={rotation}
                  hex={null}
                  cx={cx}
                  cy={cy}
                />
                <polygon
                  points={hexPoints(cx, cy)}
                  fill="none"
                  stroke={HIGHLIGHT}
                  strokeWidth={4}
                  strokeDasharray="10 6"
                />
              </>
            );
          })()}
        </g>
      )}
      {[...click].map(([pos, target]) => {
        const [cx, cy] = hexCenter(pos);
        const h = view.hexes[pos];
        const odds =
          h && moving && seat !== null && (h.ships.some((x) => x.owner !== seat) || h.ancients > 0 || h.gcds)
            ? moveInOdds(view, seat, moving as "interceptor", pos)
            : null;
        const label = h
          ? t("ec.hex.target", { target: target.label, sector: h.sector })
          : t("ec.hex.targetPos", { target: target.label, pos: coordinates(pos) });
        return (
          <Target key={`t-${pos}`} label={label} onFire={() => fire(target.action)} className="ec-hex-target">
            <g data-pos={pos} data-sector={h?.sector}>
              <polygon
                points={hexPoints(cx, cy, HEX_SIZE - 3)}
                fill={h ? "#ffd16614" : "#ffd16610"}
                stroke={HIGHLIGHT}
                strokeWidth={4}
                strokeDasharray={h ? undefined : "10 6"}
              />
              {!h && (
                <text x={cx} y={cy + 5} textAnchor="middle" fontSize={14} fill={HIGHLIGHT}>
                  {target.label}
                </text>
              )}
              {odds && (
                <text
                  x={cx}
                  y={cy - 30}
                  textAnchor="middle"
                  fontSize={13}
                  fontWeight={700}
                  fill={HIGHLIGHT}
                  stroke="#0a0d14"
                  strokeWidth={3}
                  paintOrder="stroke"
                  data-testid={`odds-${pos}`}
                >
                  {t("ec.hex.win", { percent: percentIn(lang, odds.attacker, 0) })}
                </text>
              )}
            </g>
          </Target>
        );
      })}
      {movers.map((a) => {
        const h = view.hexes[a.from];
        if (!h) return null;
        const [cx, cy] = hexCenter(a.from);
        const groups = shipGroups(h);
        const fleet = groups.length + (h.ancients > 0 ? 1 : 0) + (h.gcds ? 1 : 0);
        const i = groups.findIndex((g) => g.owner === seat && g.hull === a.hull);
        if (i < 0) return null;
        const x = cx + (i - (fleet - 1) / 2) * 28;
        return (
          <Target
            key={`m-${a.from}-${a.hull}`}
            label={t("ect.target.moveShip", { hull: hullName(t, a.hull), sector: h.sector })}
            onFire={() => fire(a)}
            className="ec-ship-target"
          >
            <rect
              x={x - 15}
              y={cy + SHIP_ROW - 15}
              width={30}
              height={30}
              rx={6}
              fill="#ffd16622"
              stroke={HIGHLIGHT}
              strokeWidth={2.5}
            />
          </Target>
        );
      })}
      {[...new Set(colonize.map((a) => `${a.pos}|${a.square}`))].map((key) => {
        const options = colonize.filter((a) => `${a.pos}|${a.square}` === key);
        const a = options[0]!;
        const h = view.hexes[a.pos];
        if (!h) return null;
        const [cx, cy] = hexCenter(a.pos);
        const n = countSquares(h.sector) + (h.orbital ? 1 : 0);
        const index = a.square === "orbital" ? countSquares(h.sector) : a.square;
        const [dx, dy] = squareOffset(index, n);
        return (
          <Target
            key={`c-${key}`}
            label={t("ect.target.colonize", { sector: h.sector })}
            onFire={() => (options.length === 1 ? fire(a) : onColonyChoice(options))}
            className="ec-square-target"
          >
            <circle cx={cx + dx} cy={cy + dy} r={12} fill="#ffd16633" stroke={HIGHLIGHT} strokeWidth={3} />
          </Target>
        );
      })}
    </MapView>
  );
}

const countSquares = (sector: string) => content().sectors[sector]?.squares.length ?? 0;
