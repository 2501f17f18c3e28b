/** Small SVG markers: units (seat colour + seat shape + type letters), bases, transports, orders. */
import { seatColour, seatInk, seatShape, shapePath } from "./palette";
import type { ScOrder } from "./viewTypes";

/** Two or three letters for a unit type ("marine" → "Ma", "high-templar" → "HT"). */
export function unitAbbrev(type: string, name?: string): string {
  const words = (name ?? type).split(/[\s-]+/).filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  const w = words[0] ?? "?";
  return w[0].toUpperCase() + (w[1] ?? "");
}

export function UnitMarker({
  owner,
  label,
  flying,
  r = 13,
}: {
  owner: number;
  label: string;
  flying?: boolean;
  r?: number;
}) {
  return (
    <g className="unit-marker">
      <path
        d={shapePath(seatShape(owner), r)}
        fill={seatColour(owner)}
        stroke={flying ? "#fff" : "#000"}
        strokeWidth={flying ? 2 : 1.2}
        strokeDasharray={flying ? "3 2" : undefined}
      />
      <text textAnchor="middle" dy="0.35em" fontSize={r * 0.8} fontWeight={700} fill={seatInk(owner)}>
        {label}
      </text>
    </g>
  );
}

export function BaseMarker({ owner, size = 26 }: { owner: number; size?: number }) {
  const s = size / 2;
  return (
    <g className="base-marker">
      <path
        d={`M ${-s},${s} V ${-s * 0.2} L 0,${-s} L ${s},${-s * 0.2} V ${s} Z`}
        fill={seatColour(owner)}
        stroke="#fff"
        strokeWidth={2}
      />
      <path
        d={shapePath(seatShape(owner), s * 0.38)}
        transform={`translate(0 ${s * 0.25})`}
        fill={seatInk(owner)}
      />
    </g>
  );
}

export function TransportMarker({ owner }: { owner: number }) {
  return (
    <g className="transport-marker">
      <path
        d="M -14,-7 L 10,-7 L 16,0 L 10,7 L -14,7 Z"
        fill={seatColour(owner)}
        stroke="#fff"
        strokeWidth={1.5}
      />
      <path d={shapePath(seatShape(owner), 4)} transform="translate(-4 0)" fill={seatInk(owner)} />
    </g>
  );
}

const ORDER_LETTER = { build: "B", mobilize: "M", research: "R" } as const;

export function OrderToken({ order }: { order: ScOrder }) {
  const letter = order.kind ? ORDER_LETTER[order.kind] : "";
  return (
    <g className="order-token">
      <rect
        x={-11}
        y={-11}
        width={22}
        height={22}
        rx={4}
        fill={seatColour(order.owner)}
        stroke={order.gold ? "#f0b429" : "#000"}
        strokeWidth={order.gold ? 3 : 1.2}
      />
      <path
        d={shapePath(seatShape(order.owner), 4)}
        transform="translate(6 -6)"
        fill={seatInk(order.owner)}
      />
      <text textAnchor="middle" dy="0.4em" fontSize={13} fontWeight={800} fill={seatInk(order.owner)}>
        {letter}
      </text>
    </g>
  );
}

/** A legend swatch for a seat (used in player panels): the same shape and colour as on the map. */
export function SeatSwatch({ seat, size = 16 }: { seat: number; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-10 -10 20 20" aria-hidden="true" className="seat-swatch">
      <path d={shapePath(seatShape(seat), 8)} fill={seatColour(seat)} stroke="#000" strokeWidth={1} />
    </svg>
  );
}

const MODULE_LETTER: Record<string, string> = { supply: "S", rnd: "R", research: "R", "air-support": "A" };

/** A module as a piece: a hexagonal token in the seat's colour with its kind's letter. */
export function ModulePiece({ seat, kind, size = 22 }: { seat: number; kind: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-11 -11 22 22" className="module-piece" aria-hidden="true">
      <path d={shapePath("hexagon", 10)} fill={seatColour(seat)} stroke="#fff" strokeWidth={1.2} />
      <text textAnchor="middle" dy="0.35em" fontSize={11} fontWeight={800} fill={seatInk(seat)}>
        {MODULE_LETTER[kind] ?? kind.charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
