/**
 * The galaxy's viewport: zoom (buttons, wheel, two-finger pinch), pan (drag) and fit. It starts
 * fitted to the explored galaxy, zoomed in only as far as needed for the smallest map text (12
 * units) to read at ≥ 12 px. A drag or pinch never triggers the click that ends it.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { clampZoom, type Point, type ViewTransform } from "../boards/pinch";
import { usePanPinch } from "../boards/usePanPinch";
import { useT } from "../i18n";

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
  const { onDown, onMove, onEnd } = usePanPinch({
    transform: tf,
    setTransform: setTf,
    centre,
    toSvg,
    slop: 6,
  });

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
