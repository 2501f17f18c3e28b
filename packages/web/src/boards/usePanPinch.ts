/**
 * Moving a map drawn in an SVG with the pointer, shared by the StarCraft galaxy and the Eclipse
 * map: one pointer drags it (after a few pixels; a shorter move stays a click), two pinch it
 * (pinch.ts), and the click that ends a drag or a pinch is swallowed so moving the map never
 * triggers an action. It lives under boards/ so neither ruleset's chunk loads the other's.
 */
import { type Dispatch, type PointerEvent, type SetStateAction, useRef } from "react";
import { type Point, pinchTransform, type ViewTransform } from "./pinch";

export interface PanPinchOptions {
  transform: ViewTransform;
  setTransform: Dispatch<SetStateAction<ViewTransform>>;
  /** The centre the map's scale is applied around (SVG user units). */
  centre: Point;
  /** A screen point in the SVG's user units (where the transform lives). */
  toSvg: (clientX: number, clientY: number) => Point;
  /** Screen pixels a press may move and still be a click. */
  slop: number;
  /**
   * Map units per screen pixel: the drag moves the map by the pointer's screen movement times
   * this. Without it the map point under the pointer follows the pointer.
   */
  unitsPerPixel?: () => number;
}

type Handler = (e: PointerEvent<SVGSVGElement>) => void;

export function usePanPinch(o: PanPinchOptions): { onDown: Handler; onMove: Handler; onEnd: Handler } {
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ start: ViewTransform; from: [Point, Point]; ids: [number, number] } | null>(null);
  const drag = useRef<{
    id: number;
    start: Point;
    sx: number;
    sy: number;
    tx: number;
    ty: number;
    moved: boolean;
  } | null>(null);

  const swallowNextClick = (el: SVGSVGElement) => {
    const swallow = (ev: Event) => {
      ev.stopPropagation();
      ev.preventDefault();
    };
    el.addEventListener("click", swallow, { capture: true, once: true });
    setTimeout(() => el.removeEventListener("click", swallow, { capture: true }), 0);
  };

  const onDown: Handler = (e) => {
    if (e.button !== 0) return;
    const p = o.toSvg(e.clientX, e.clientY);
    pointers.current.set(e.pointerId, p);
    if (pointers.current.size === 2) {
      const [[ia, a], [ib, b]] = [...pointers.current.entries()] as [[number, Point], [number, Point]];
      pinch.current = { start: o.transform, from: [a, b], ids: [ia, ib] };
      if (drag.current) drag.current.moved = true; // the first finger's drag becomes the pinch
      return;
    }
    const { x: tx, y: ty } = o.transform;
    drag.current = { id: e.pointerId, start: p, sx: e.clientX, sy: e.clientY, tx, ty, moved: false };
  };
  const onMove: Handler = (e) => {
    if (!pointers.current.has(e.pointerId)) return;
    const p = o.toSvg(e.clientX, e.clientY);
    pointers.current.set(e.pointerId, p);
    const pin = pinch.current;
    if (pin) {
      const a = pointers.current.get(pin.ids[0]);
      const b = pointers.current.get(pin.ids[1]);
      if (a && b) o.setTransform(pinchTransform(pin.start, o.centre, pin.from, [a, b]));
      return;
    }
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.sx;
    const dy = e.clientY - d.sy;
    if (!d.moved && Math.hypot(dx, dy) < o.slop) return;
    if (!d.moved) e.currentTarget.setPointerCapture?.(e.pointerId);
    d.moved = true;
    const u = o.unitsPerPixel?.();
    const by = u === undefined ? { x: p.x - d.start.x, y: p.y - d.start.y } : { x: dx * u, y: dy * u };
    o.setTransform((t) => ({ ...t, x: d.tx + by.x, y: d.ty + by.y }));
  };
  const onEnd: Handler = (e) => {
    pointers.current.delete(e.pointerId);
    const wasPinch = pinch.current !== null;
    if (pinch.current && pointers.current.size < 2) pinch.current = null;
    const d = drag.current;
    if (d?.id === e.pointerId || wasPinch) drag.current = null;
    if (d?.moved || wasPinch) swallowNextClick(e.currentTarget);
  };
  return { onDown, onMove, onEnd };
}
