/**
 * §10: victory points after the last round, by category, and the tie-break (E-X8, provisional:
 * most resources in storage, then shared). The outcome carries each seat's points by category
 * (`Outcome.breakdown`) so an end screen or a replay can tell how the total was made.
 */
import type { Outcome, PlayerId } from "@koprulu/engine";
import { content, vpTable } from "./economy";
import { hasSpecial } from "./species";
import type { EclipseState } from "./types";
import { TRACKS } from "./types";

/** The categories of `outcome.breakdown[seat]`, in the order an end screen lists them. */
export const SCORE_CATEGORIES = [
  "sectors",
  "reputation",
  "ambassadors",
  "discoveries",
  "monoliths",
  "tracks",
  "traitor",
  "species",
] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

export interface ScoreLine {
  /** Sector VP of the controlled hexes. */
  hexes: number;
  reputation: number;
  /** E-P3: 1 VP per ambassador on the seat's reputation track. */
  ambassadors: number;
  discoveries: number;
  monoliths: number;
  tracks: number;
  /** E-C14: −2 for the holder of the Traitor card, else 0. */
  traitor: number;
  /** Species bonus: Planta +1 per controlled hex, Descendants of Draco +1 per Ancient left (§10). */
  species: number;
  total: number;
}

export function trackVp(tiles: number): number {
  const t = content().tables["research-track-vp"]!.values as Record<string, number>;
  let vp = 0;
  for (const [n, v] of Object.entries(t)) if (tiles >= Number(n)) vp = Math.max(vp, v);
  return vp;
}

export function scoreOf(s: EclipseState, seat: PlayerId): ScoreLine {
  const p = s.players[seat]!;
  const vp = vpTable();
  let hexes = 0;
  let monoliths = 0;
  let controlled = 0;
  let ancients = 0;
  for (const h of Object.values(s.hexes)) {
    ancients += h.ancients;
    if (h.owner !== seat) continue;
    controlled++;
    hexes += content().sectors[h.sector]!.vp;
    if (h.monolith) monoliths += vp.monolith!;
  }
  const species =
    (hasSpecial(p, "vp-per-hex") ? controlled : 0) + (hasSpecial(p, "vp-per-ancient") ? ancients : 0);
  const reputation = p.reputation.reduce((a, b) => a + b, 0);
  const ambassadors = p.ambassadors.length * vp.ambassador!;
  const discoveries = p.discoveriesKept.length * vp.discoveryKept!;
  const tracks = TRACKS.reduce((a, t) => a + trackVp(p.techs[t].length), 0);
  const traitor = s.traitor === seat ? vp.traitor! : 0;
  return {
    hexes,
    reputation,
    ambassadors,
    discoveries,
    monoliths,
    tracks,
    traitor,
    species,
    total: hexes + reputation + ambassadors + discoveries + monoliths + tracks + traitor + species,
  };
}

/** A seat's points by category (the keys of SCORE_CATEGORIES); they add up to its score. */
export function scoreBreakdown(s: EclipseState, seat: PlayerId): Record<ScoreCategory, number> {
  const l = scoreOf(s, seat);
  return {
    sectors: l.hexes,
    reputation: l.reputation,
    ambassadors: l.ambassadors,
    discoveries: l.discoveries,
    monoliths: l.monoliths,
    tracks: l.tracks,
    traitor: l.traitor,
    species: l.species,
  };
}

export function finalOutcome(s: EclipseState): Outcome {
  const scores = s.players.map((_, i) => scoreOf(s, i).total);
  const best = Math.max(...scores);
  let tied = s.players.map((_, i) => i).filter((i) => scores[i] === best);
  if (tied.length > 1) {
    const wealth = (i: number) => s.players[i]!.money + s.players[i]!.science + s.players[i]!.materials;
    const most = Math.max(...tied.map(wealth));
    tied = tied.filter((i) => wealth(i) === most);
  }
  return {
    winners: tied,
    reason: tied.length > 1 ? "shared-victory" : "most-victory-points",
    scores,
    breakdown: s.players.map((_, i) => scoreBreakdown(s, i)),
  };
}
