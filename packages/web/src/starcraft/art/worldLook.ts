/**
 * Each planet's own look, derived from its id (our own procedural art, nothing from the
 * physical game): a palette, cloud bands, craters and an optional ring, stable per planet.
 */
export interface WorldLook {
  kind: "rock" | "ice" | "lava" | "jungle" | "gas" | "desert";
  base: string;
  light: string;
  dark: string;
  bands: { y: number; h: number; opacity: number }[];
  craters: { x: number; y: number; r: number }[];
  ring: boolean;
}

/** cyrb53-style string hash → a small deterministic generator. */
function generator(id: string): () => number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  let s = (h1 ^ h2) >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return ((s ^ (s >>> 13)) >>> 0) / 4294967296;
  };
}

const KINDS: { kind: WorldLook["kind"]; hue: [number, number]; sat: number }[] = [
  { kind: "rock", hue: [20, 40], sat: 25 },
  { kind: "ice", hue: [185, 210], sat: 45 },
  { kind: "lava", hue: [5, 20], sat: 70 },
  { kind: "jungle", hue: [95, 140], sat: 45 },
  { kind: "gas", hue: [260, 300], sat: 45 },
  { kind: "desert", hue: [35, 50], sat: 55 },
];

export function worldLook(id: string): WorldLook {
  const rnd = generator(id);
  const k = KINDS[Math.floor(rnd() * KINDS.length)];
  const hue = Math.round(k.hue[0] + rnd() * (k.hue[1] - k.hue[0]));
  const hsl = (l: number) => `hsl(${hue} ${k.sat}% ${l}%)`;
  const bands = Array.from({ length: k.kind === "gas" ? 5 : 3 }, () => ({
    y: -0.9 + rnd() * 1.8,
    h: 0.08 + rnd() * 0.2,
    opacity: 0.15 + rnd() * 0.25,
  }));
  const craters =
    k.kind === "gas"
      ? []
      : Array.from({ length: 3 + Math.floor(rnd() * 4) }, () => {
          const a = rnd() * Math.PI * 2;
          const d = rnd() * 0.7;
          return { x: Math.cos(a) * d, y: Math.sin(a) * d, r: 0.06 + rnd() * 0.14 };
        });
  return { kind: k.kind, base: hsl(42), light: hsl(68), dark: hsl(16), bands, craters, ring: rnd() < 0.3 };
}
