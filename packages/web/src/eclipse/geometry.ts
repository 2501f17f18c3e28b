/** Flat-topped hex layout for the galaxy (axial q, r → pixels), edges clockwise from the top. */
export const HEX_SIZE = 60;

export function hexCenter(pos: string, size = HEX_SIZE): [number, number] {
  const [q, r] = pos.split(",").map(Number) as [number, number];
  return [size * 1.5 * q, size * Math.sqrt(3) * (r + q / 2)];
}

/** Corner i of a flat-topped hex (0 = right, clockwise). */
export function corner(cx: number, cy: number, i: number, size = HEX_SIZE): [number, number] {
  const a = (Math.PI / 180) * (60 * i);
  return [cx + size * Math.cos(a), cy + size * Math.sin(a)];
}

export function hexPoints(cx: number, cy: number, size = HEX_SIZE): string {
  return [0, 1, 2, 3, 4, 5].map((i) => corner(cx, cy, i, size).join(",")).join(" ");
}

/** Midpoint of edge e (0 T, 1 TR, 2 BR, 3 B, 4 BL, 5 TL). */
export function edgeMid(cx: number, cy: number, e: number, size = HEX_SIZE): [number, number] {
  const angle = (Math.PI / 180) * (-90 + 60 * e);
  const d = (size * Math.sqrt(3)) / 2;
  return [cx + d * Math.cos(angle), cy + d * Math.sin(angle)];
}
