/** A six-sided die drawn with its pips; a hit is marked (green, a tick) and named for screen readers. */
import { useT } from "../i18n";

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

export function Die({ face, hit, size = 30 }: { face: number; hit: boolean; size?: number }) {
  const t = useT();
  const label = t(hit ? "liteTable.battle.dieHit" : "liteTable.battle.dieMiss", { face });
  return (
    <svg
      className={`lite-die${hit ? " hit" : " miss"}`}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role="img"
      aria-label={label}
      data-face={face}
      data-hit={hit ? "true" : "false"}
    >
      <title>{label}</title>
      <rect x={2} y={2} width={36} height={36} rx={7} className="lite-die-body" />
      {(PIPS[face] ?? []).map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x * 10} cy={y * 10} r={3.6} className="lite-die-pip" />
      ))}
    </svg>
  );
}
