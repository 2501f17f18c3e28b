/**
 * Seat markers: every seat has a colour AND a shape, so nothing depends on telling colours
 * apart (Okabe–Ito colour-blind-safe palette; shapes differ in outline, not only in fill).
 */
export const SEAT_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#F0E442", "#D55E00"];
export const SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "hexagon", "star"] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

export function seatColour(seat: number): string {
  return SEAT_COLOURS[((seat % 6) + 6) % 6];
}

export function seatShape(seat: number): SeatShape {
  return SEAT_SHAPES[((seat % 6) + 6) % 6];
}

/** Text colour readable on a seat colour. */
export function seatInk(seat: number): string {
  return seat % 6 === 4 || seat % 6 === 1 ? "#111" : "#fff";
}

/** SVG path of a seat shape of radius r centred on (0,0). */
export function shapePath(shape: SeatShape, r: number): string {
  const poly = (n: number, rot: number, radius = r) =>
    Array.from({ length: n }, (_, i) => {
      const a = rot + (i * 2 * Math.PI) / n;
      return `${(Math.cos(a) * radius).toFixed(2)},${(Math.sin(a) * radius).toFixed(2)}`;
    });
  switch (shape) {
    case "circle":
      return `M ${-r},0 a ${r},${r} 0 1,0 ${2 * r},0 a ${r},${r} 0 1,0 ${-2 * r},0 Z`;
    case "square": {
      const s = r * 0.88;
      return `M ${-s},${-s} H ${s} V ${s} H ${-s} Z`;
    }
    case "triangle":
      return `M ${poly(3, -Math.PI / 2, r * 1.15).join(" L ")} Z`;
    case "diamond":
      return `M ${poly(4, -Math.PI / 2, r * 1.15).join(" L ")} Z`;
    case "hexagon":
      return `M ${poly(6, 0).join(" L ")} Z`;
    case "star": {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r * 1.15 : r * 0.5;
        return `${(Math.cos(a) * rr).toFixed(2)},${(Math.sin(a) * rr).toFixed(2)}`;
      });
      return `M ${pts.join(" L ")} Z`;
    }
  }
}

export const RESOURCE_COLOURS = { minerals: "#56B4E9", gas: "#3fb950" } as const;
