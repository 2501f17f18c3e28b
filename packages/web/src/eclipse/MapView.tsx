/**
 * The galaxy's viewport: zoom (buttons, wheel, two-finger pinch), pan (drag) and fit. It starts
 * fitted to the explored galaxy, zoomed in only as far as needed for the smallest map text (12
 * units) to read at ≥ 12 px. A drag or pinch never triggers the click that ends it.
 */
import { type PointerEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useT } from "../i18n";
import { clampZoom, type Point, pinchTransform, type ViewTransform } from "../starcraft/pinch";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pixels per map unit the map is never drawn below by default (map text 12 units → ≥ 12 px). */
export const LEAST_PX_PER_UNIT = 1.02;

export function MapView({ box, label, children }: { box: Box; label: string; children: ReactNode }) {
  const t = useT();
  const svgRef = useRef<SVGSVGElement>(null);
  const [tf, setTf] = useState<ViewTransform>({ k: 1, x: 0, y: 0 });
  const [home, setHome] = useState(1);
  const homeRef = useRef(1);
  const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };

  useLayoutEffect(() => {
    const el = svgRef.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) return;
    const fit = Math.min(r.width / box.w, r.height / box.h);
    const k = fit < LEAST_PX_PER_UNIT ? clampZoom(LEAST_PX_PER_UNIT / fit) : 1;
    const was = homeRef.current;
    homeRef.current = k;
    setHome(k);
    setTf((o) => (o.k === was && o.x === 0 && o.y === 0 ? { ...o, k } : o));
  }, [box.w, box.h]);

  const zoom = (f: number) => setTf((o) => ({ ...o, k: clampZoom(o.k * f) }));
  const toSvg = (clientX: number, clientY: number): Point => {
    const ctm = svgRef.current?.getScreenCTM?.();
    if (!ctm) return { x: clientX, y: clientY };
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  };
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ start: ViewTransform; from: [Point, Point]; ids: [number, number] } | null>(null);
  const drag = useRef<{
    id: number;
    start: Point;
    tx: number;
    ty: number;
    moved: boolean;
    sx: number;
    sy: number;
  } | null>(null);
  const swallowNextClick = (el: SVGSVGElement) => {
    const swallow = (ev: Event) => {
      ev.stopPropagation();
      ev.preventDefault();
    };
    el.addEventListener("click", swallow, { capture: true, once: true });
    setTimeout(() => el.removeEventListener("click", swallow, { capture: true }), 0);
  };
  const onDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const p = toSvg(e.clientX, e.clientY);
    pointers.current.set(e.pointerId, p);
    if (pointers.current.size === 2) {
      const [[ia, a], [ib, b]] = [...pointers.current.entries()] as [[number, Point], [number, Point]];
      pinch.current = { start: tf, from: [a, b], ids: [ia, ib] };
      if (drag.current) drag.current.moved = true;
      return;
    }
    drag.current = {
      id: e.pointerId,
      start: p,
      tx: tf.x,
      ty: tf.y,
      moved: false,
      sx: e.clientX,
      sy: e.clientY,
    };
  };
  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const p = toSvg(e.clientX, e.clientY);
    pointers.current.set(e.pointerId, p);
    const pin = pinch.current;
    if (pin) {
      const a = pointers.current.get(pin.ids[0]);
      const b = pointers.current.get(pin.ids[1]);
      if (a && b) setTf(pinchTransform(pin.start, centre, pin.from, [a, b]));
      return;
    }
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    if (!d.moved && Math.hypot(e.clientX - d.sx, e.clientY - d.sy) < 6) return;
    if (!d.moved) e.currentTarget.setPointerCapture?.(e.pointerId);
    d.moved = true;
    setTf((o) => ({ ...o, x: d.tx + p.x - d.start.x, y: d.ty + p.y - d.start.y }));
  };
  const onEnd = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    const wasPinch = pinch.current !== null;
    if (pinch.current && pointers.current.size < 2) pinch.current = null;
    const d = drag.current;
    if (d?.id === e.pointerId || wasPinch) drag.current = null;
    if (d?.moved || wasPinch) swallowNextClick(e.currentTarget);
  };

  return (
    <div className="ec-map">
      <div className="ec-zoom" role="toolbar" aria-label={t("ect.map.view")}>
        <button type="button" onClick={() => zoom(1.25)} aria-label={t("ect.map.zoomIn")}>
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label={t("ect.map.zoomOut")}>
          −
        </button>
        <button type="button" onClick={() => setTf({ k: 1, x: 0, y: 0 })} aria-label={t("ect.map.fit")}>
          ⤢
        </button>
        <button type="button" onClick={() => setTf({ k: home, x: 0, y: 0 })} aria-label={t("ect.map.reset")}>
          ⟲
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the map is an SVG; its pieces and targets are inside */}
      <svg
        ref={svgRef}
        className="ec-galaxy"
        viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={label}
        data-zoom={tf.k.toFixed(2)}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onEnd}
        onPointerCancel={onEnd}
        onWheel={(e) => zoom(e.deltaY < 0 ? 1.1 : 0.9)}
      >
        <rect x={box.x - box.w} y={box.y - box.h} width={box.w * 3} height={box.h * 3} fill="#0a0d14" />
        <g
          transform={`translate(${tf.x + centre.x} ${tf.y + centre.y}) scale(${tf.k}) translate(${-centre.x} ${-centre.y})`}
        >
          {children}
        </g>
      </svg>
    </div>
  );
}
