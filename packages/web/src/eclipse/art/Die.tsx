/** A die drawn as a die: its face's pips, its colour by damage (yellow 1, orange 2, red 4), a hit ringed. */
const FACE: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};
const COLOUR: Record<number, string> = { 1: "#f2d64b", 2: "#f08a3c", 4: "#e0483d" };

export function DieFace({
  value,
  damage,
  hit,
  label,
}: {
  value: number;
  damage: number;
  hit: boolean;
  label: string;
}) {
  return (
    <svg
      width={36}
      height={36}
      viewBox="-18 -18 36 36"
      role="img"
      aria-label={label}
      className={hit ? "ec-die ec-hit" : "ec-die"}
    >
      <title>{label}</title>
      <rect
        x={-15}
        y={-15}
        width={30}
        height={30}
        rx={6}
        fill={COLOUR[damage] ?? COLOUR[1]}
        stroke={hit ? "#fff" : "#0b0e14"}
        strokeWidth={hit ? 3 : 1.5}
      />
      {(FACE[value] ?? []).map(([dx, dy], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pips are positions
        <circle key={i} cx={dx * 8} cy={dy * 8} r={2.8} fill="#1a1a1a" />
      ))}
    </svg>
  );
}
