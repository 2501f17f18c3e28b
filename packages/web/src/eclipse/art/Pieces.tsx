/**
 * The Eclipse table's pieces as SVG, our own drawings: ship miniatures by hull (interceptor,
 * cruiser, dreadnought, starbase) and the Ancients and the Galactic Center's defence, influence
 * discs, population squares and cubes, face-down discovery tiles, the VP laurel, wormhole halves.
 * Each piece is centred on (x, y) in map units and carries its accessible name.
 */
import type { ReactNode } from "react";
import { NPC_COLOUR, RESOURCE_COLOURS, WORMHOLE } from "./palette";

/** A piece with an accessible name: role img, aria-label and a hover title. */
export function Named({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group drawn as one piece
    <g role="img" aria-label={label} data-testid={testId}>
      <title>{label}</title>
      {children}
    </g>
  );
}

/** Outlines of the hulls pointing right, in a 1-unit box scaled by `size`: small to big. */
const HULL_PATHS: Record<string, string> = {
  interceptor: "M 0.5 0 L -0.4 -0.32 L -0.2 0 L -0.4 0.32 Z",
  cruiser: "M 0.55 0 L 0.1 -0.28 L -0.5 -0.3 L -0.35 0 L -0.5 0.3 L 0.1 0.28 Z",
  dreadnought: "M 0.6 0 L 0.3 -0.2 L 0.2 -0.38 L -0.55 -0.38 L -0.4 0 L -0.55 0.38 L 0.2 0.38 L 0.3 0.2 Z",
  ancient: "M 0.5 0 L 0.1 -0.45 L -0.5 -0.25 L -0.3 0 L -0.5 0.25 L 0.1 0.45 Z",
  gcds: "M 0 -0.55 L 0.48 -0.28 L 0.48 0.28 L 0 0.55 L -0.48 0.28 L -0.48 -0.28 Z",
};

/** A ship miniature in its owner's colour; a count beside it when several stand together. */
export function ShipMini({
  hull,
  colour,
  x,
  y,
  size = 26,
  count = 1,
}: {
  hull: string;
  colour: string;
  x: number;
  y: number;
  size?: number;
  count?: number;
}) {
  const body =
    hull === "starbase" ? (
      <g>
        <circle r={0.34} fill={colour} stroke="#0b0e14" strokeWidth={0.06} />
        <circle r={0.14} fill="#0b0e14" />
        <rect x={-0.5} y={-0.06} width={1} height={0.12} fill={colour} />
      </g>
    ) : (
      <path
        d={HULL_PATHS[hull] ?? HULL_PATHS.interceptor}
        fill={colour}
        stroke="#0b0e14"
        strokeWidth={0.06}
      />
    );
  return (
    <g>
      <g transform={`translate(${x} ${y}) scale(${size})`}>{body}</g>
      {count > 1 && (
        <text
          x={x + size * 0.45}
          y={y + size * 0.5}
          fontSize={13}
          fontWeight={700}
          fill="#fff"
          stroke="#0b0e14"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {count}
        </text>
      )}
    </g>
  );
}

/** An Ancient ship or the Galactic Center's defence, drawn as ships in the non-player colour. */
export function NpcShip({
  kind,
  x,
  y,
  size = 26,
  count = 1,
}: {
  kind: "ancient" | "gcds";
  x: number;
  y: number;
  size?: number;
  count?: number;
}) {
  return (
    <ShipMini
      hull={kind}
      colour={NPC_COLOUR}
      x={x}
      y={y}
      size={kind === "gcds" ? size * 1.3 : size}
      count={count}
    />
  );
}

/** An influence disc in the owner's colour. */
export function Disc({ colour, x, y, r = 9 }: { colour: string; x: number; y: number; r?: number }) {
  return (
    <g>
      <ellipse cx={x} cy={y + 2} rx={r} ry={r * 0.8} fill="#0008" />
      <circle cx={x} cy={y} r={r} fill={colour} stroke="#0b0e14" strokeWidth={1.5} />
      <circle cx={x} cy={y} r={r * 0.55} fill="none" stroke="#0b0e1466" strokeWidth={1} />
    </g>
  );
}

/** A population square on a planet (its resource colour; advanced squares carry a star). */
export function PopulationSquare({
  resource,
  advanced,
  x,
  y,
  cube,
}: {
  resource: string;
  advanced: boolean;
  x: number;
  y: number;
  /** The colour of the cube on the square, or null when empty. */
  cube: string | null;
}) {
  const c = RESOURCE_COLOURS[resource] ?? RESOURCE_COLOURS.grey;
  return (
    <g>
      <circle cx={x} cy={y} r={10} fill={c} fillOpacity={0.35} stroke={c} strokeWidth={1.5} />
      <rect x={x - 6} y={y - 6} width={12} height={12} rx={1.5} fill={c} stroke="#0b0e14" strokeWidth={1} />
      {advanced && (
        <path
          d={`M ${x + 7} ${y - 12} l 2 4 l 4 0.5 l -3 3 l 1 4 l -4 -2 l -4 2 l 1 -4 l -3 -3 l 4 -0.5 Z`}
          fill="#fff"
          stroke="#0b0e14"
          strokeWidth={0.6}
        />
      )}
      {cube && (
        <rect
          x={x - 5}
          y={y - 5}
          width={10}
          height={10}
          rx={1}
          fill={cube}
          stroke="#0b0e14"
          strokeWidth={1.2}
        />
      )}
    </g>
  );
}

/** An orbital: a ring around a grey population square. */
export function OrbitalArt({ x, y, cube }: { x: number; y: number; cube: string | null }) {
  return (
    <g>
      <circle cx={x} cy={y} r={10} fill="none" stroke="#cfd6e6" strokeWidth={2} strokeDasharray="3 2" />
      <PopulationSquare resource="grey" advanced={false} x={x} y={y} cube={cube} />
    </g>
  );
}

/** A monolith: a tall dark slab. */
export function MonolithArt({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M ${x - 5} ${y + 10} L ${x - 3} ${y - 11} L ${x + 3} ${y - 11} L ${x + 5} ${y + 10} Z`}
      fill="#2b2f3a"
      stroke="#cfd6e6"
      strokeWidth={1.2}
    />
  );
}

/** A discovery tile lying face down. */
export function DiscoveryBack({ x, y }: { x: number; y: number }) {
  const pts = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (Math.PI / 3) * i;
      return `${x + 9 * Math.cos(a)},${y + 9 * Math.sin(a)}`;
    })
    .join(" ");
  return (
    <g>
      <polygon points={pts} fill="#3b3357" stroke="#c9b8ff" strokeWidth={1.5} />
      <circle cx={x} cy={y} r={3} fill="#c9b8ff" />
    </g>
  );
}

/** The sector's VP as a laurel with the number inside. */
export function Laurel({ x, y, vp }: { x: number; y: number; vp: number }) {
  return (
    <g>
      <path
        d={`M ${x - 4} ${y + 10} Q ${x - 13} ${y} ${x - 5} ${y - 10}`}
        fill="none"
        stroke="#9bd17a"
        strokeWidth={2.5}
      />
      <path
        d={`M ${x + 4} ${y + 10} Q ${x + 13} ${y} ${x + 5} ${y - 10}`}
        fill="none"
        stroke="#9bd17a"
        strokeWidth={2.5}
      />
      <text x={x} y={y + 4.5} textAnchor="middle" fontSize={13} fontWeight={700} fill="#e9f5de">
        {vp}
      </text>
    </g>
  );
}

/** Half a wormhole on an edge: a half-disc from the edge's midpoint into the hex. */
export function WormholeHalf({
  mx,
  my,
  cx,
  cy,
  r = 9,
}: {
  mx: number;
  my: number;
  cx: number;
  cy: number;
  r?: number;
}) {
  const dx = cx - mx;
  const dy = cy - my;
  const d = Math.hypot(dx, dy) || 1;
  const ux = dx / d;
  const uy = dy / d;
  // the tangent along the edge
  const tx = -uy;
  const ty = ux;
  const a = [mx + tx * r, my + ty * r];
  const b = [mx - tx * r, my - ty * r];
  return (
    <path
      d={`M ${a[0]} ${a[1]} A ${r} ${r} 0 0 0 ${b[0]} ${b[1]} Z`}
      fill="#0b0e14"
      stroke={WORMHOLE}
      strokeWidth={2}
    />
  );
}
