/**
 * Gaining a technology tile, by research (E-A3) or by an Ancient Technology discovery (E-D1). It
 * lives below actions.ts and discovery.ts, which both gain technologies.
 */
import type { PlayerId } from "@koprulu/engine";
import { content } from "./economy";
import type { EclipseState, Track } from "./types";

/** Put a technology on its track (research or Ancient Technology) with its instant effect. */
export function gainTech(s: EclipseState, seat: PlayerId, tech: string, price: number): void {
  const p = s.players[seat]!;
  const t = content().technologies[tech]!;
  p.science -= price;
  s.tray[tech] = (s.tray[tech] ?? 0) - 1;
  if (s.tray[tech]! <= 0) delete s.tray[tech];
  p.techs[t.track as Track].push(tech);
  if (tech === "advanced-robotics") {
    p.discs += 1;
    p.discsOnTrack += 1;
  }
  if (tech === "quantum-grid") {
    p.discs += 2;
    p.discsOnTrack += 2;
  }
}
