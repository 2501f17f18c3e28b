/**
 * Scores over rounds (StarCraft: conquest points), one line per seat in the seat's colour with
 * the seat's marker shape at each point, so lines stay distinguishable without colour.
 */
import { useT } from "../i18n";
import { seatColour, seatShape, shapePath } from "../starcraft/palette";

export interface ScoreSeries {
  /** rounds[i] = the round of points[*][i] */
  rounds: number[];
  /** points[seat][i] */
  points: number[][];
  names: string[];
}

export function ScoreChart({ series, title }: { series: ScoreSeries; title: string }) {
  const t = useT();
  const W = 520;
  const H = 220;
  const pad = { l: 34, r: 12, t: 12, b: 28 };
  const maxY = Math.max(5, ...series.points.flat());
  const n = series.rounds.length;
  const x = (i: number) => pad.l + (n <= 1 ? 0 : (i / (n - 1)) * (W - pad.l - pad.r));
  const y = (v: number) => H - pad.b - (v / maxY) * (H - pad.t - pad.b);
  const ticks = Array.from({ length: 6 }, (_, i) => Math.round((maxY * i) / 5));
  return (
    <figure className="chart" aria-label={title}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={title}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.l} x2={W - pad.r} y1={y(t)} y2={y(t)} stroke="#30363d" />
            <text x={pad.l - 6} y={y(t)} dy="0.35em" textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        {series.rounds.map((r, i) => (
          <text key={r} x={x(i)} y={H - 8} textAnchor="middle">
            {r}
          </text>
        ))}
        {series.points.map((pts, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats
          <g key={seat} data-seat={seat}>
            <polyline
              fill="none"
              stroke={seatColour(seat)}
              strokeWidth={2.5}
              points={pts.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
            />
            {pts.map((v, i) => (
              <path
                key={series.rounds[i]}
                d={shapePath(seatShape(seat), 4)}
                transform={`translate(${x(i)} ${y(v)})`}
                fill={seatColour(seat)}
                stroke="#000"
              />
            ))}
          </g>
        ))}
      </svg>
      <ul className="chart-legend">
        {series.names.map((name, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats
          <li key={seat}>
            <svg width={12} height={12} viewBox="-6 -6 12 12" aria-hidden="true">
              <path d={shapePath(seatShape(seat), 5)} fill={seatColour(seat)} />
            </svg>{" "}
            {t("chart.finalScore", { name, score: series.points[seat]?.at(-1) ?? 0 })}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The score at the end of each round, from a list of views. */
export function scoresByRound(
  views: unknown[],
  scores: (v: unknown) => number[] | null,
  round: (v: unknown) => number | null,
): { rounds: number[]; points: number[][] } | null {
  const last = new Map<number, number[]>();
  for (const v of views) {
    const r = round(v);
    const s = scores(v);
    if (r === null || s === null) continue;
    last.set(r, s);
  }
  if (last.size === 0) return null;
  const rounds = [...last.keys()].sort((a, b) => a - b);
  const seats = Math.max(...[...last.values()].map((s) => s.length));
  const points = Array.from({ length: seats }, (_, seat) => rounds.map((r) => last.get(r)![seat] ?? 0));
  return { rounds, points };
}
