/**
 * Two-finger pinch on the galaxy: the zoom follows the change in distance between the fingers,
 * and the map point that was under their midpoint stays under it (so the map also pans with
 * the fingers). Pure math over the galaxy's transform, in SVG user units:
 * screen = (x, y) + centre + k · (point − centre).
 */
export interface ViewTransform {
  k: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.4;
export const MAX_ZOOM = 4;

export function clampZoom(k: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The transform after the fingers moved from (a0, b0) to (a1, b1), given the transform when they
 * touched down and the centre the scale is applied around.
 */
export function pinchTransform(
  start: ViewTransform,
  centre: Point,
  from: [Point, Point],
  to: [Point, Point],
): ViewTransform {
  const d0 = dist(from[0], from[1]);
  const d1 = dist(to[0], to[1]);
  const k = d0 > 0 ? clampZoom(start.k * (d1 / d0)) : start.k;
  const m0 = mid(from[0], from[1]);
  const m1 = mid(to[0], to[1]);
  const r = k / start.k;
  return {
    k,
    x: m1.x - centre.x - r * (m0.x - start.x - centre.x),
    y: m1.y - centre.y - r * (m0.y - start.y - centre.y),
  };
}

/** Where a map point appears under a transform (the inverse of what pinchTransform keeps fixed). */
export function project(t: ViewTransform, centre: Point, p: Point): Point {
  return { x: t.x + centre.x + t.k * (p.x - centre.x), y: t.y + centre.y + t.k * (p.y - centre.y) };
}

/**
 * Zoom by `factor` around the screen point `at` (SVG user units): the map point under it stays
 * under it (the wheel's cursor; the buttons' pane centre).
 */
export function zoomAt(start: ViewTransform, centre: Point, at: Point, factor: number): ViewTransform {
  const k = clampZoom(start.k * factor);
  const r = k / start.k;
  return {
    k,
    x: at.x - centre.x - r * (at.x - start.x - centre.x),
    y: at.y - centre.y - r * (at.y - start.y - centre.y),
  };
}

/**
 * The transform that shows the whole galaxy (`bounds`, scaled around `centre`) inside the pane
 * `pane` (both in SVG user units): as large as fits, centred in it.
 */
export function fitTransform(
  bounds: { x: number; y: number; w: number; h: number },
  centre: Point,
  pane: { x: number; y: number; w: number; h: number },
): ViewTransform {
  const k = Math.min(MAX_ZOOM, pane.w / bounds.w, pane.h / bounds.h);
  const galaxyMid = { x: bounds.x + bounds.w / 2, y: bounds.y + bounds.h / 2 };
  const paneMid = { x: pane.x + pane.w / 2, y: pane.y + pane.h / 2 };
  return {
    k,
    x: paneMid.x - centre.x - k * (galaxyMid.x - centre.x),
    y: paneMid.y - centre.y - k * (galaxyMid.y - centre.y),
  };
}
