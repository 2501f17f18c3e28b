/**
 * A ship part as a small square tile (our own icon language): weapons as dice in their colour
 * (a missile mark for missiles), computers "+n" in green, shields "−n", hull plates "■n", drives
 * "→n", energy sources "⚡n"; the energy a part uses in the corner.
 */
import { content } from "@koprulu/eclipse";

const DIE: Record<string, string> = { yellow: "#f2d64b", orange: "#f08a3c", red: "#e0483d" };

export function partSymbol(id: string): { text: string; colour: string } {
  const p = content().parts[id];
  if (!p) return { text: "?", colour: "#888" };
  if (p.weapon)
    return {
      text: `${p.weapon.missile ? "»" : "●"}${p.weapon.dice > 1 ? `×${p.weapon.dice}` : ""}`,
      colour: DIE[p.weapon.colour] ?? "#f2d64b",
    };
  if (p.computer) return { text: `+${p.computer}`, colour: "#6fd08c" };
  if (p.shield) return { text: `−${p.shield}`, colour: "#8fb0ff" };
  if (p.hull) return { text: `■${p.hull}`, colour: "#c0c6d2" };
  if (p.movement) return { text: `→${p.movement}`, colour: "#7fd6e6" };
  if (p.energy > 0) return { text: `⚡${p.energy}`, colour: "#ffd166" };
  return { text: p.name.slice(0, 2), colour: "#aaa" };
}

export function PartIcon({
  id,
  x,
  y,
  size = 40,
}: {
  id: string | null;
  x: number;
  y: number;
  size?: number;
}) {
  if (!id)
    return (
      <rect
        x={x}
        y={y}
        width={size}
        height={size}
        rx={4}
        fill="#0b0e14"
        stroke="#46506a"
        strokeDasharray="4 3"
      />
    );
  const sym = partSymbol(id);
  const energy = content().parts[id]?.energy ?? 0;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={size}
        height={size}
        rx={4}
        fill="#1b2230"
        stroke={sym.colour}
        strokeWidth={2}
      />
      <text
        x={x + size / 2}
        y={y + size * 0.55}
        textAnchor="middle"
        fontSize={15}
        fontWeight={700}
        fill={sym.colour}
      >
        {sym.text}
      </text>
      {energy < 0 && (
        <text x={x + size - 3} y={y + size - 4} textAnchor="end" fontSize={12} fill="#ffd166">
          {energy}
        </text>
      )}
    </g>
  );
}
