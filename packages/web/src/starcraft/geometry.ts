/** Board geometry: where planets, areas, route slots and markers are drawn (SVG units). */
export const TILE = 230;
export const GAP = 70;
export const PITCH = TILE + GAP;
export const HEADER = 30;

export function tileOrigin(x: number, y: number): { x: number; y: number } {
  return { x: x * PITCH, y: y * PITCH };
}

/** Area rectangles inside a tile (relative to its origin): 1–2 side by side, then rows of two. */
export function areaRects(n: number): { x: number; y: number; w: number; h: number }[] {
  const pad = 6;
  const top = HEADER + 2;
  const innerW = TILE - 2 * pad;
  const innerH = TILE - top - pad;
  if (n <= 0) return [];
  if (n <= 2) {
    const w = (innerW - (n - 1) * pad) / n;
    return Array.from({ length: n }, (_, i) => ({ x: pad + i * (w + pad), y: top, w, h: innerH }));
  }
  const rows = Math.ceil(n / 2);
  const h = (innerH - (rows - 1) * pad) / rows;
  const out: { x: number; y: number; w: number; h: number }[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / 2);
    const last = i === n - 1 && n % 2 === 1;
    const w = last ? innerW : (innerW - pad) / 2;
    out.push({ x: pad + (last ? 0 : (i % 2) * (w + pad)), y: top + row * (h + pad), w, h });
  }
  return out;
}

/** The point of a route slot on a world side (0 N, 1 E, 2 S, 3 W), absolute. */
export function slotPoint(px: number, py: number, side: number): { x: number; y: number } {
  const o = tileOrigin(px, py);
  switch (((side % 4) + 4) % 4) {
    case 0:
      return { x: o.x + TILE / 2, y: o.y };
    case 1:
      return { x: o.x + TILE, y: o.y + TILE / 2 };
    case 2:
      return { x: o.x + TILE / 2, y: o.y + TILE };
    default:
      return { x: o.x, y: o.y + TILE / 2 };
  }
}

export const SIDE_NAMES = ["north", "east", "south", "west"];
