/**
 * The galaxy as SVG: planet tiles with their areas (resource kind and amount, unit limit,
 * conquest points, resource card holder, workers, depletion), routes and Z-axis routes,
 * transports, bases, units, order stacks, and the free cells where a planet may be placed.
 * Elements that are the next step of a legal action are highlighted and operable by mouse,
 * touch and keyboard (Tab, Enter/Space); nothing else reacts. Pan by dragging, zoom with the
 * wheel, the +/− buttons or a two-finger pinch (pinch.ts).
 */
import { type KeyboardEvent, type PointerEvent, type ReactNode, useMemo, useRef, useState } from "react";
import { areaRects, HEADER, PITCH, SIDE_NAMES, slotPoint, TILE, tileOrigin } from "./geometry";
import { BaseMarker, OrderToken, TransportMarker, UnitMarker, unitAbbrev } from "./Markers";
import { RESOURCE_COLOURS, seatColour } from "./palette";
import { clampZoom, type Point, pinchTransform, type ViewTransform } from "./pinch";
import { type Key, key } from "./targets";
import type { ScAreaDef, ScCatalog, ScView } from "./viewTypes";

export interface GalaxyProps {
  view: ScView;
  catalog: ScCatalog;
  /** Keys clickable now. */
  next: Set<Key>;
  selected: Key[];
  onKey(k: Key, anchor: { x: number; y: number }): void;
  /** Cells offered for planet placement (from legal place-planet actions). */
  ghostCells: { x: number; y: number; label: string }[];
  /** Area ids of the battle in progress, highlighted. */
  battleArea?: string | null;
}

type Transform = ViewTransform;

function Target({
  k,
  next,
  selected,
  label,
  onKey,
  children,
  className = "",
}: {
  k: Key;
  next: Set<Key>;
  selected: Key[];
  label: string;
  onKey: GalaxyProps["onKey"];
  children: ReactNode;
  className?: string;
}) {
  const live = next.has(k);
  const isSelected = selected.includes(k);
  const fire = (el: Element) => {
    const r = el.getBoundingClientRect();
    onKey(k, { x: r.left + r.width / 2, y: r.top + r.height / 2 });
  };
  const cls = `${className} ${live ? "target" : ""} ${isSelected ? "selected" : ""}`;
  if (!live)
    return (
      <g className={cls} data-key={k}>
        {children}
      </g>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be an HTML <button>; it gets the button role, focus and keys
    <g
      className={cls}
      data-key={k}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={isSelected}
      onClick={(e) => {
        e.stopPropagation();
        fire(e.currentTarget);
      }}
      onKeyDown={(e: KeyboardEvent<SVGGElement>) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          e.stopPropagation();
          fire(e.currentTarget);
        }
      }}
    >
      {children}
      <title>{label}</title>
    </g>
  );
}

function AreaBox({
  def,
  rect,
  view,
  catalog,
  next,
  selected,
  onKey,
  battle,
}: {
  def: ScAreaDef;
  rect: { x: number; y: number; w: number; h: number };
  view: ScView;
  catalog: ScCatalog;
  next: Set<Key>;
  selected: Key[];
  onKey: GalaxyProps["onKey"];
  battle: boolean;
}) {
  const units = view.units.filter((u) => u.area === def.id);
  const base = view.bases.find((b) => b.area === def.id);
  const bwMarks = [
    ...(view.broodWar?.guards ?? []).filter((g) => g.area === def.id).map((g) => `🛡${g.owner + 1}`),
    ...(view.broodWar?.installations ?? [])
      .filter((i) => i.area === def.id)
      .map((i) => `${i.kind.replace(/-/g, " ")} (seat ${i.owner + 1})`),
  ];
  const card = view.resources[def.id];
  const owners = new Set([...units.map((u) => u.owner), ...(base ? [base.owner] : [])]);
  const controller = owners.size === 1 ? [...owners][0] : null;
  const resColour = def.resource ? RESOURCE_COLOURS[def.resource] : "#f0b429";
  const label = `${catalog.planets[def.planet]?.name ?? def.planet} area ${def.index + 1}: ${
    def.resource ? `${def.amount} ${def.resource}` : ""
  }${def.cp ? ` ${def.cp} conquest point${def.cp > 1 ? "s" : ""}` : ""}, limit ${def.limit}, ${units.length} unit(s)`;
  const perRow = Math.max(1, Math.floor((rect.w - 8) / 25));
  const unitsTop = rect.y + (card ? 56 : 40);
  return (
    <Target k={key.area(def.id)} next={next} selected={selected} label={label} onKey={onKey} className="area">
      <rect
        x={rect.x}
        y={rect.y}
        width={rect.w}
        height={rect.h}
        rx={6}
        className="area-bg"
        fill={controller !== null ? `${seatColour(controller)}22` : "#1b2230"}
        stroke={battle ? "#f85149" : controller !== null ? seatColour(controller) : "#3a4558"}
        strokeWidth={battle ? 3 : 1.5}
      />
      {((def.terrain && def.terrain !== "all") || def.strategic) && (
        <text x={rect.x + rect.w / 2} y={rect.y + 14} textAnchor="middle" fontSize={10} fill="#9aa4af">
          {[
            def.terrain && def.terrain !== "all" ? `${def.terrain} only` : "",
            def.strategic ? "strategic" : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </text>
      )}
      {/* resource kind and amount, or conquest points */}
      <g transform={`translate(${rect.x + 14} ${rect.y + 15})`}>
        {def.resource === "minerals" && <path d="M 0,-9 L 8,0 L 0,9 L -8,0 Z" fill={resColour} />}
        {def.resource === "gas" && <circle r={8} fill={resColour} />}
        {!def.resource && def.cp > 0 && (
          <path
            d="M 0,-9 L 2.6,-3 L 9,-3 L 4,1.5 L 6,8 L 0,4 L -6,8 L -4,1.5 L -9,-3 L -2.6,-3 Z"
            fill={resColour}
          />
        )}
        <text x={12} dy="0.35em" fontSize={13} fontWeight={700} fill="#e6edf3">
          {def.resource ? `${def.amount}${def.resource === "minerals" ? "M" : "G"}` : ""}
          {def.cp ? `${def.resource ? " " : ""}${def.cp}★` : ""}
        </text>
      </g>
      {/* unit limit: one small circle per slot, filled by units present */}
      <g transform={`translate(${rect.x + rect.w - 8} ${rect.y + 12})`}>
        {Array.from({ length: def.limit }, (_, i) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            key={i}
            cx={-i * 10}
            r={3.6}
            fill={i < units.length ? "#e6edf3" : "none"}
            stroke="#9aa4af"
            strokeWidth={1}
          />
        ))}
      </g>
      {/* resource card: holder, workers on it, depletion (second row, left) */}
      {card && (
        <Target
          k={key.resource(def.id)}
          next={next}
          selected={selected}
          label={`Pay with a worker on the resource card of ${label.split(":")[0]}`}
          onKey={onKey}
          className="resource-target"
        >
          <g transform={`translate(${rect.x + 6} ${rect.y + 26})`} className="resource-card">
            <rect
              width={40}
              height={16}
              rx={3}
              fill={card.owner === null || card.owner === undefined ? "#2b3340" : seatColour(card.owner)}
              opacity={card.depletion === 2 ? 0.35 : 1}
              stroke="#000"
            />
            <text x={4} y={12} fontSize={10} fontWeight={700} fill={card.owner === null ? "#9aa4af" : "#000"}>
              {card.workers > 0 ? `⚒${card.workers}` : "card"}
            </text>
            {card.depletion > 0 && (
              <g transform="translate(50 8)">
                <circle r={7} fill="#f85149" stroke="#000" />
                <text textAnchor="middle" dy="0.35em" fontSize={9} fontWeight={800} fill="#fff">
                  {card.depletion === 2 ? "×" : "½"}
                </text>
                <title>{card.depletion === 2 ? "Fully depleted" : "Partially depleted"}</title>
              </g>
            )}
            <title>
              {`Resource card${card.owner === null ? " (not held)" : ` held by seat ${card.owner + 1}`}, ${card.workers} worker(s) on it`}
            </title>
          </g>
        </Target>
      )}
      {base && (
        <g transform={`translate(${rect.x + rect.w - 15} ${rect.y + rect.h - 15})`}>
          <BaseMarker owner={base.owner} size={20} />
          <title>Base of seat {base.owner + 1}</title>
        </g>
      )}
      {/* Brood War: guard tokens and an installation in the area (bottom left) */}
      {bwMarks.length > 0 && (
        <text x={rect.x + 6} y={rect.y + rect.h - 6} fontSize={10} fontWeight={700} fill="#f0b429">
          {bwMarks.join(" ")}
          <title>{bwMarks.join(", ")}</title>
        </text>
      )}
      {units.map((u, i) => {
        const def2 = catalog.units[u.type];
        const cx = rect.x + 16 + (i % perRow) * 25;
        const cy = unitsTop + Math.floor(i / perRow) * 25;
        return (
          <g key={u.id} transform={`translate(${cx} ${cy})`}>
            <Target
              k={key.unit(u.id)}
              next={next}
              selected={selected}
              onKey={onKey}
              label={`${def2?.name ?? u.type} of seat ${u.owner + 1}`}
              className="unit"
            >
              <UnitMarker
                owner={u.owner}
                label={unitAbbrev(u.type, def2?.name)}
                flying={def2?.flying}
                r={11}
              />
              {view.broodWar?.mindControlled[u.id] !== undefined && (
                <circle r={14} fill="none" stroke="#bc8cff" strokeWidth={2} strokeDasharray="3 2" />
              )}
              <title>
                {def2?.name ?? u.type} (seat {u.owner + 1}
                {def2?.flying ? ", flying" : ""}
                {view.broodWar?.mindControlled[u.id] !== undefined
                  ? `, mind-controlled: seat ${(view.broodWar.mindControlled[u.id] ?? 0) + 1}'s figure`
                  : ""}
                )
              </title>
            </Target>
          </g>
        );
      })}
    </Target>
  );
}

export function Galaxy({ view, catalog, next, selected, onKey, ghostCells, battleArea }: GalaxyProps) {
  const planets = useMemo(
    () => (view.planetOrder ?? Object.keys(view.planets)).map((id) => view.planets[id]).filter(Boolean),
    [view.planetOrder, view.planets],
  );
  const bounds = useMemo(() => {
    const xs = [...planets.map((p) => p.x), ...ghostCells.map((c) => c.x)];
    const ys = [...planets.map((p) => p.y), ...ghostCells.map((c) => c.y)];
    if (xs.length === 0) return { x: -GAP_PAD, y: -GAP_PAD, w: TILE + 2 * GAP_PAD, h: TILE + 2 * GAP_PAD };
    const minX = Math.min(...xs) * PITCH - GAP_PAD;
    const minY = Math.min(...ys) * PITCH - GAP_PAD;
    const maxX = Math.max(...xs) * PITCH + TILE + GAP_PAD;
    const maxY = Math.max(...ys) * PITCH + TILE + GAP_PAD;
    return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
  }, [planets, ghostCells]);

  const [t, setT] = useState<Transform>({ k: 1, x: 0, y: 0 });
  const drag = useRef<{ id: number; sx: number; sy: number; tx: number; ty: number; moved: boolean } | null>(
    null,
  );
  const svgRef = useRef<SVGSVGElement>(null);

  const zoom = (factor: number) => setT((o) => ({ ...o, k: clampZoom(o.k * factor) }));
  const unitsPerPixel = () => {
    const el = svgRef.current;
    if (!el) return 1;
    const r = el.getBoundingClientRect();
    return r.width ? Math.max(bounds.w / r.width, bounds.h / (r.height || 1)) : 1;
  };
  /** A pointer's position in the SVG's user units (where the transform lives). */
  const toSvg = (clientX: number, clientY: number): Point => {
    const el = svgRef.current;
    const ctm = el?.getScreenCTM?.();
    if (ctm) {
      const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
      return { x: p.x, y: p.y };
    }
    const u = unitsPerPixel();
    return { x: clientX * u, y: clientY * u };
  };

  // Fingers (or the mouse) down on the map; two of them pinch.
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ start: Transform; from: [Point, Point]; ids: [number, number] } | null>(null);
  const centre = { x: bounds.x + bounds.w / 2, y: bounds.y + bounds.h / 2 };

  const swallowNextClick = (el: SVGSVGElement) => {
    // Swallow the click that ends a drag or a pinch so moving the map never triggers an action.
    const swallow = (ev: Event) => {
      ev.stopPropagation();
      ev.preventDefault();
    };
    el.addEventListener("click", swallow, { capture: true, once: true });
    setTimeout(() => el.removeEventListener("click", swallow, { capture: true }), 0);
  };

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    pointers.current.set(e.pointerId, toSvg(e.clientX, e.clientY));
    if (pointers.current.size === 2) {
      const [[idA, a], [idB, b]] = [...pointers.current.entries()];
      pinch.current = { start: t, from: [a, b], ids: [idA, idB] };
      if (drag.current) drag.current.moved = true; // the first finger's drag becomes the pinch
      return;
    }
    drag.current = { id: e.pointerId, sx: e.clientX, sy: e.clientY, tx: t.x, ty: t.y, moved: false };
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, toSvg(e.clientX, e.clientY));
    const p = pinch.current;
    if (p) {
      const a = pointers.current.get(p.ids[0]);
      const b = pointers.current.get(p.ids[1]);
      if (a && b) setT(pinchTransform(p.start, centre, p.from, [a, b]));
      return;
    }
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.sx;
    const dy = e.clientY - d.sy;
    if (!d.moved && Math.hypot(dx, dy) < 5) return;
    if (!d.moved) e.currentTarget.setPointerCapture?.(e.pointerId);
    d.moved = true;
    const u = unitsPerPixel();
    setT((o) => ({ ...o, x: d.tx + dx * u, y: d.ty + dy * u }));
  };
  const onPointerEnd = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    const wasPinch = pinch.current !== null;
    if (pinch.current && pointers.current.size < 2) pinch.current = null;
    const d = drag.current;
    if (d?.id === e.pointerId || wasPinch) drag.current = null;
    if (d?.moved || wasPinch) swallowNextClick(e.currentTarget);
  };

  const cx = centre.x;
  const cy = centre.y;

  return (
    <div className="galaxy-wrap">
      <div className="zoom-controls">
        <button type="button" onClick={() => zoom(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => setT({ k: 1, x: 0, y: 0 })} aria-label="Reset view">
          ⟲
        </button>
      </div>
      <svg
        ref={svgRef}
        className="galaxy"
        viewBox={`${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label="The galaxy"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onWheel={(e) => zoom(e.deltaY < 0 ? 1.1 : 0.9)}
      >
        <g
          transform={`translate(${t.x} ${t.y}) translate(${cx} ${cy}) scale(${t.k}) translate(${-cx} ${-cy})`}
        >
          {ghostCells.map((c) => {
            const o = tileOrigin(c.x, c.y);
            return (
              <Target
                key={`${c.x},${c.y}`}
                k={key.cell(c.x, c.y)}
                next={next}
                selected={selected}
                label={c.label}
                onKey={onKey}
                className="ghost-cell"
              >
                <rect
                  x={o.x}
                  y={o.y}
                  width={TILE}
                  height={TILE}
                  rx={14}
                  fill="#4493f811"
                  stroke="#4493f8"
                  strokeDasharray="10 6"
                  strokeWidth={2}
                />
                <text x={o.x + TILE / 2} y={o.y + TILE / 2} textAnchor="middle" fill="#4493f8" fontSize={18}>
                  place here
                </text>
              </Target>
            );
          })}

          {/* routes below the tiles */}
          {view.routes.map((r) => {
            const pa = view.planets[r.a.planet];
            const pb = view.planets[r.b.planet];
            if (!pa || !pb) return null;
            const a = slotPoint(pa.x, pa.y, r.a.side);
            const b = slotPoint(pb.x, pb.y, r.b.side);
            const mx = (a.x + b.x) / 2;
            const my = (a.y + b.y) / 2;
            const bend = r.z ? 0.25 : 0;
            const qx = mx - (b.y - a.y) * bend;
            const qy = my + (b.x - a.x) * bend;
            const transports = view.transports.filter((tr) => tr.route === r.id);
            const label = `${r.z ? "Z-axis route" : "Route"} ${catalog.planets[r.a.planet]?.name ?? r.a.planet} – ${
              catalog.planets[r.b.planet]?.name ?? r.b.planet
            }`;
            return (
              <Target
                key={r.id}
                k={key.route(r.id)}
                next={next}
                selected={selected}
                label={label}
                onKey={onKey}
                className="route"
              >
                <path
                  d={`M ${a.x},${a.y} Q ${qx},${qy} ${b.x},${b.y}`}
                  fill="none"
                  stroke={r.z ? "#b08cf0" : "#8b98a8"}
                  strokeWidth={r.z ? 4 : 6}
                  strokeDasharray={r.z ? "12 7" : undefined}
                  className="route-line"
                />
                {r.z && (
                  <text
                    x={(mx + qx) / 2}
                    y={(my + qy) / 2 - 8}
                    fill="#b08cf0"
                    fontSize={14}
                    fontWeight={700}
                    textAnchor="middle"
                  >
                    Z
                  </text>
                )}
                {transportMarkers(transports, (mx + qx) / 2, (my + qy) / 2)}
              </Target>
            );
          })}

          {planets.map((p) => {
            const def = catalog.planets[p.id];
            const o = tileOrigin(p.x, p.y);
            const areas = def?.areas ?? [];
            const rects = areaRects(areas.length);
            const stack = view.stacks[p.id] ?? [];
            return (
              <g key={p.id} className="planet" data-planet={p.id}>
                <Target
                  k={key.planet(p.id)}
                  next={next}
                  selected={selected}
                  label={`Planet ${def?.name ?? p.id}`}
                  onKey={onKey}
                  className="planet-tile"
                >
                  <rect
                    x={o.x}
                    y={o.y}
                    width={TILE}
                    height={TILE}
                    rx={14}
                    fill="#111722"
                    stroke="#4b5668"
                    strokeWidth={2}
                  />
                  <text x={o.x + 10} y={o.y + 21} fontSize={16} fontWeight={700} fill="#e6edf3">
                    {def?.name ?? p.id}
                  </text>
                  {areas.map((a, i) => (
                    <g key={a.id} transform={`translate(${o.x} ${o.y})`}>
                      <AreaBox
                        def={a}
                        rect={rects[i]}
                        view={view}
                        catalog={catalog}
                        next={next}
                        selected={selected}
                        onKey={onKey}
                        battle={battleArea === a.id}
                      />
                    </g>
                  ))}
                </Target>
                {/* order stack, top of the stack drawn last (rightmost) */}
                {stack.length > 0 && (
                  <Target
                    k={key.stack(p.id)}
                    next={next}
                    selected={selected}
                    label={`Reveal the top order on ${def?.name ?? p.id}`}
                    onKey={onKey}
                    className="order-stack"
                  >
                    <g
                      transform={`translate(${o.x + TILE - 14 - (stack.length - 1) * 9} ${o.y + HEADER / 2})`}
                    >
                      {stack.map((ord, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: stack positions
                        <g key={i} transform={`translate(${i * 9} 0)`}>
                          <OrderToken order={ord} />
                        </g>
                      ))}
                      <title>
                        {`Order stack (${stack.length}), top last: ${stack
                          .map(
                            (s) =>
                              `seat ${s.owner + 1} ${s.kind ? `${s.gold ? "gold " : ""}${s.kind}` : "face down"}`,
                          )
                          .join(", ")}`}
                      </title>
                    </g>
                  </Target>
                )}
                {/* route slots */}
                {Object.entries(p.slots ?? {}).map(([side, route]) => {
                  const pt = slotPoint(p.x, p.y, Number(side));
                  return (
                    <Target
                      key={side}
                      k={key.slot(p.id, Number(side))}
                      next={next}
                      selected={selected}
                      label={`${def?.name ?? p.id}, ${SIDE_NAMES[Number(side)]} route slot`}
                      onKey={onKey}
                      className="slot"
                    >
                      <circle
                        cx={pt.x}
                        cy={pt.y}
                        r={9}
                        fill={route === -1 ? "#111722" : "#8b98a8"}
                        stroke="#8b98a8"
                        strokeWidth={2}
                      />
                    </Target>
                  );
                })}
              </g>
            );
          })}
        </g>
      </svg>
    </div>
  );
}

const GAP_PAD = 40;

/** Transports on a route, fanned out so several stay visible. */
function transportMarkers(transports: { owner: number }[], x: number, y: number) {
  const out = [];
  for (let i = 0; i < transports.length; i++) {
    const owner = transports[i].owner;
    out.push(
      <g key={`transport-${i}`} transform={`translate(${x + i * 10} ${y + i * 16})`}>
        <TransportMarker owner={owner} />
        <title>Transport of seat {owner + 1}</title>
      </g>,
    );
  }
  return out;
}
