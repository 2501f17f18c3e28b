/**
 * One sector drawn as a hex tile: its wormhole halves (as rotated), the sector number small at the
 * top, planets with their population squares (cubes on them), the orbital and monolith, the
 * face-down discovery tile, the VP laurel, the owner's influence disc, the ships as miniatures by
 * owner and hull, the Ancients and the Galactic Center's defence. Used by the galaxy and by the
 * explore preview (a sector not yet placed: `hex` null).
 */
import { content } from "@koprulu/eclipse";
import type { Translate } from "../i18n";
import {
  Disc,
  DiscoveryBack,
  Laurel,
  MonolithArt,
  Named,
  NpcShip,
  OrbitalArt,
  PopulationSquare,
  ShipMini,
  WormholeHalf,
} from "./art/Pieces";
import { RING_FILL } from "./art/palette";
import { edgeMid, HEX_SIZE, hexPoints } from "./geometry";
import { discLabel, shipsLabel, squareLabel, wormholeLabel } from "./pieceNames";
import { colourOf, type EclipseView } from "./viewTypes";

type Hex = EclipseView["hexes"][string];
const EDGES = ["T", "TR", "BR", "B", "BL", "TL"];
const HULL_ORDER = ["dreadnought", "cruiser", "interceptor", "starbase"];

export function wormholes(sector: string, rotation: number): boolean[] {
  const out = [false, false, false, false, false, false];
  for (const w of content().sectors[sector]?.wormholes ?? []) out[(EDGES.indexOf(w) + rotation) % 6] = true;
  return out;
}

/** Ship groups of a hex: one per owner and hull, with the count. */
export function shipGroups(hex: Hex): { owner: number; hull: string; count: number }[] {
  const out: { owner: number; hull: string; count: number }[] = [];
  for (const s of hex.ships) {
    const g = out.find((x) => x.owner === s.owner && x.hull === s.hull);
    if (g) g.count++;
    else out.push({ owner: s.owner, hull: s.hull, count: 1 });
  }
  return out.sort((a, b) => a.owner - b.owner || HULL_ORDER.indexOf(a.hull) - HULL_ORDER.indexOf(b.hull));
}

/**
 * Where square i of a sector with n squares (plus an orbital) sits, from the hex centre: one row
 * of up to three, two rows beyond.
 */
export function squareOffset(i: number, n: number): [number, number] {
  const gap = 24;
  if (n <= 3) return [(i - (n - 1) / 2) * gap, -20];
  const top = Math.ceil(n / 2);
  const row = i < top ? 0 : 1;
  const inRow = row === 0 ? top : n - top;
  const j = row === 0 ? i : i - top;
  return [(j - (inRow - 1) / 2) * gap, row === 0 ? -28 : -5];
}

/** Height of the ship row below the planets. */
export const SHIP_ROW = 17;

export function SectorArt({
  view,
  t,
  sector,
  rotation,
  hex,
  cx,
  cy,
}: {
  view: EclipseView;
  t: Translate;
  sector: string;
  rotation: number;
  hex: Hex | null;
  cx: number;
  cy: number;
}) {
  const def = content().sectors[sector];
  const squares = def?.squares ?? [];
  const cubeAt = (sq: number | "orbital") => {
    const c = hex?.cubes.find((x) => x.square === sq);
    return c && hex?.owner != null ? (view.players[hex.owner]?.colour ?? null) : null;
  };
  const fill = def?.gcds ? RING_FILL.center : (RING_FILL[def?.ring ?? "outer"] ?? RING_FILL.outer);
  const slots = squares.length + (hex?.orbital ? 1 : 0);
  const groups = hex ? shipGroups(hex) : [];
  const ancients = hex ? hex.ancients : (def?.ancients ?? 0);
  const gcds = hex ? hex.gcds : !!def?.gcds;
  const fleet = groups.length + (ancients > 0 ? 1 : 0) + (gcds ? 1 : 0);
  let slotIndex = 0;
  const shipX = (i: number) => cx + (i - (fleet - 1) / 2) * 28;
  return (
    <g className="ec-sector">
      <polygon
        points={hexPoints(cx, cy)}
        fill={fill}
        stroke={hex?.owner != null ? colourOf(view, hex.owner) : "#46506a"}
        strokeWidth={hex?.owner != null ? 3 : 1.5}
      />
      {wormholes(sector, rotation).map((w, e) => {
        if (!w) return null;
        const [x, y] = edgeMid(cx, cy, e);
        return (
          <Named key={EDGES[e]} label={wormholeLabel(t, EDGES[e]!)} testId="ec-wormhole">
            <WormholeHalf mx={x} my={y} cx={cx} cy={cy} />
          </Named>
        );
      })}
      <text x={cx - HEX_SIZE * 0.7} y={cy + 4} textAnchor="middle" fontSize={12} fill="#8e9ab3">
        {sector}
      </text>
      {squares.map((sq, i) => {
        const [dx, dy] = squareOffset(slotIndex++, slots);
        const cube = cubeAt(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: squares are positions on the tile
          <Named key={i} label={squareLabel(t, sq.resource, sq.advanced, cube)}>
            <PopulationSquare
              resource={sq.resource}
              advanced={sq.advanced}
              x={cx + dx}
              y={cy + dy}
              cube={cube}
            />
          </Named>
        );
      })}
      {hex?.orbital &&
        (() => {
          const [dx, dy] = squareOffset(slotIndex++, slots);
          const cube = cubeAt("orbital");
          return (
            <Named label={t("ect.piece.orbital", { square: squareLabel(t, "grey", false, cube) })}>
              <OrbitalArt x={cx + dx} y={cy + dy} cube={cube} />
            </Named>
          );
        })()}
      {groups.map((g, i) => {
        const colour = view.players[g.owner]?.colour ?? "";
        return (
          <Named key={`${g.owner}-${g.hull}`} label={shipsLabel(t, colour, g.hull, g.count)}>
            <ShipMini
              hull={g.hull}
              colour={colourOf(view, g.owner)}
              x={shipX(i)}
              y={cy + SHIP_ROW}
              count={g.count}
            />
          </Named>
        );
      })}
      {ancients > 0 && (
        <Named label={t("ect.piece.ancients", { count: ancients })}>
          <NpcShip kind="ancient" x={shipX(groups.length)} y={cy + SHIP_ROW} count={ancients} />
        </Named>
      )}
      {gcds && (
        <Named label={t("ect.piece.gcds")}>
          <NpcShip kind="gcds" x={shipX(groups.length + (ancients > 0 ? 1 : 0))} y={cy + SHIP_ROW} />
        </Named>
      )}
      {hex?.owner != null && (
        <Named label={discLabel(t, view.players[hex.owner]?.colour ?? "")}>
          <Disc colour={colourOf(view, hex.owner)} x={cx - 24} y={cy + 36} />
        </Named>
      )}
      {(hex ? hex.discovery !== null : !!def?.discovery) && (
        <Named label={t("ect.piece.discovery")}>
          <DiscoveryBack x={cx} y={cy + 37} />
        </Named>
      )}
      {hex?.monolith && (
        <Named label={t("ect.piece.monolith")}>
          <MonolithArt x={cx + HEX_SIZE * 0.72} y={cy + 2} />
        </Named>
      )}
      {(def?.vp ?? 0) > 0 && (
        <Named label={t("ect.piece.vp", { vp: def?.vp ?? 0 })}>
          <Laurel x={cx + 26} y={cy + 36} vp={def?.vp ?? 0} />
        </Named>
      )}
    </g>
  );
}
