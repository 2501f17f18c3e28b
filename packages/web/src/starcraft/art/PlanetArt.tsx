/** A planet drawn as a world (procedural SVG, see worldLook.ts), centred on (cx, cy). */
import { worldLook } from "./worldLook";

export function PlanetArt({ id, cx, cy, r }: { id: string; cx: number; cy: number; r: number }) {
  const look = worldLook(id);
  const safe = id.replace(/[^a-z0-9-]/gi, "");
  const grad = `world-${safe}`;
  const clip = `world-clip-${safe}`;
  return (
    <g className="planet-art" data-world={look.kind}>
      <defs>
        <radialGradient id={grad} cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor={look.light} />
          <stop offset="55%" stopColor={look.base} />
          <stop offset="100%" stopColor={look.dark} />
        </radialGradient>
        <clipPath id={clip}>
          <circle cx={cx} cy={cy} r={r} />
        </clipPath>
      </defs>
      <circle cx={cx} cy={cy} r={r * 1.12} fill={look.light} opacity={0.12} />
      <circle cx={cx} cy={cy} r={r} fill={`url(#${grad})`} />
      <g clipPath={`url(#${clip})`}>
        {look.bands.map((b, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: generated bands
            key={i}
            x={cx - r}
            y={cy + b.y * r}
            width={2 * r}
            height={b.h * r}
            fill={look.dark}
            opacity={b.opacity}
          />
        ))}
        {look.craters.map((c, i) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: generated craters
            key={i}
            cx={cx + c.x * r}
            cy={cy + c.y * r}
            r={c.r * r}
            fill={look.dark}
            opacity={0.45}
            stroke={look.light}
            strokeOpacity={0.3}
          />
        ))}
        {/* the night side */}
        <circle cx={cx + r * 0.45} cy={cy + r * 0.4} r={r * 1.05} fill="#000" opacity={0.35} />
      </g>
      {look.ring && (
        <ellipse
          cx={cx}
          cy={cy}
          rx={r * 1.5}
          ry={r * 0.32}
          fill="none"
          stroke={look.light}
          strokeOpacity={0.55}
          strokeWidth={r * 0.08}
          transform={`rotate(-18 ${cx} ${cy})`}
        />
      )}
    </g>
  );
}
