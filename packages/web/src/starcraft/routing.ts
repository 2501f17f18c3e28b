/**
 * Z-axis routes drawn cleanly: out of each slot into the gap beside the tile, then along the
 * gaps between tiles (never across a tile), with a "Z" badge just outside each slot (one per
 * slot, so badges never overlap). Several Z-axis routes are offset so their lines stay apart.
 */
import { GAP, PITCH, slotPoint, TILE, tileOrigin } from "./geometry";

export interface Pt {
  x: number;
  y: number;
}

/** The point in the gap just outside a slot (on a lane), shifted by `offset` along the lane's normal. */
function exitPoint(px: number, py: number, side: number, offset: number): Pt {
  const o = tileOrigin(px, py);
  const half = GAP / 2;
  switch (((side % 4) + 4) % 4) {
    case 0:
      return { x: o.x + TILE / 2, y: o.y - half + offset };
    case 1:
      return { x: o.x + TILE + half + offset, y: o.y + TILE / 2 };
    case 2:
      return { x: o.x + TILE / 2, y: o.y + TILE + half + offset };
    default:
      return { x: o.x - half + offset, y: o.y + TILE / 2 };
  }
}

/** The lane (gap centre line) nearest to `v` on one axis, shifted by `offset`. */
function laneNear(v: number, offset: number): number {
  const k = Math.round((v + GAP / 2) / PITCH);
  return k * PITCH - GAP / 2 + offset;
}

const horizontal = (side: number) => side % 2 === 0;

export interface ZPath {
  points: Pt[];
  /** Where the "Z" badges go: just outside each slot. */
  badges: [Pt, Pt];
  /** A point on the route for transports. */
  middle: Pt;
}

export function zRoutePath(
  a: { x: number; y: number; side: number },
  b: { x: number; y: number; side: number },
  offset = 0,
): ZPath {
  const sa = slotPoint(a.x, a.y, a.side);
  const sb = slotPoint(b.x, b.y, b.side);
  const ea = exitPoint(a.x, a.y, a.side, offset);
  const eb = exitPoint(b.x, b.y, b.side, offset);
  const mid: Pt[] = [];
  if (horizontal(a.side) && horizontal(b.side)) {
    if (Math.abs(ea.y - eb.y) > 1) {
      const xv = laneNear((ea.x + eb.x) / 2, offset);
      mid.push({ x: xv, y: ea.y }, { x: xv, y: eb.y });
    }
  } else if (!horizontal(a.side) && !horizontal(b.side)) {
    if (Math.abs(ea.x - eb.x) > 1) {
      const yh = laneNear((ea.y + eb.y) / 2, offset);
      mid.push({ x: ea.x, y: yh }, { x: eb.x, y: yh });
    }
  } else if (horizontal(a.side)) {
    mid.push({ x: eb.x, y: ea.y });
  } else {
    mid.push({ x: ea.x, y: eb.y });
  }
  const points = [sa, ea, ...mid, eb, sb];
  // three quarters of the way out: clear of the slot's own circle
  const badge = (s: Pt, e: Pt): Pt => ({ x: s.x + (e.x - s.x) * 0.75, y: s.y + (e.y - s.y) * 0.75 });
  const inner = [ea, ...mid, eb];
  const m = Math.floor((inner.length - 1) / 2);
  const middle = { x: (inner[m].x + inner[m + 1].x) / 2, y: (inner[m].y + inner[m + 1].y) / 2 };
  return { points, badges: [badge(sa, ea), badge(sb, eb)], middle };
}

export function pathD(points: Pt[]): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"} ${p.x},${p.y}`).join(" ");
}

/** True when the segment from p to q passes through the inside of the tile at (tx, ty). */
export function crossesTile(p: Pt, q: Pt, tx: number, ty: number): boolean {
  const o = tileOrigin(tx, ty);
  const inset = 1;
  const x0 = o.x + inset;
  const x1 = o.x + TILE - inset;
  const y0 = o.y + inset;
  const y1 = o.y + TILE - inset;
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    const x = p.x + (q.x - p.x) * t;
    const y = p.y + (q.y - p.y) * t;
    if (x > x0 && x < x1 && y > y0 && y < y1) return true;
  }
  return false;
}
