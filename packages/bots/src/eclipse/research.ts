/**
 * What a technology is worth to the heuristic beyond its price, the way a player plans research
 * (issue 37, item 3): stay on one track (each tile there makes the next cheaper, and 4/5/6/7
 * tiles score 1/2/3/5 VP), take the Monolith early enough to build Monoliths (3 VP each), and the
 * economy techs (more discs, advanced squares) while there are rounds left to use them.
 */
import { content, type PlayerState, researchPrice } from "@koprulu/eclipse";

/** VP a track with `tiles` technologies scores (the rules' research-track-vp table). */
export function trackVpOf(tiles: number): number {
  const t = content().tables["research-track-vp"]!.values as Record<string, number>;
  // Every research rating asks twice (the prior and rollouts rate every menu): the answers are
  // remembered per table object, and a count outside 0–15 is worked out as before.
  if (t !== vpTable) {
    vpTable = t;
    vpByTiles = Array.from({ length: 16 }, (_, n) => trackVpFrom(t, n));
  }
  return Number.isInteger(tiles) && tiles >= 0 && tiles < vpByTiles.length
    ? vpByTiles[tiles]!
    : trackVpFrom(t, tiles);
}
let vpTable: Record<string, number> | null = null;
let vpByTiles: number[] = [];

function trackVpFrom(t: Record<string, number>, tiles: number): number {
  let vp = 0;
  for (const [n, v] of Object.entries(t)) if (tiles >= Number(n)) vp = Math.max(vp, v);
  return vp;
}

/** Techs that pay off over the rounds left: more discs, richer squares, a second build. */
const ECONOMY: Record<string, number> = {
  "advanced-robotics": 8,
  "quantum-grid": 8,
  "advanced-mining": 6,
  "advanced-labs": 6,
  "advanced-economy": 6,
  orbital: 4,
  nanorobots: 4,
};

/**
 * The research score: cheap first, then the plan. `roundsLeft` counts this one; economy techs
 * are worth less as the game runs out, track VP and Monoliths matter to the end.
 */
export function researchValue(p: PlayerState, tech: string, roundsLeft: number): number {
  const t = content().technologies[tech]!;
  const price = researchPrice(p, tech);
  const tiles = p.techs[t.track as keyof PlayerState["techs"]].length;
  const vpGain = trackVpOf(tiles + 1) - trackVpOf(tiles);
  let value = 40 - price + 2 * tiles + 6 * vpGain;
  if (tech === "monolith" && roundsLeft >= 2) value += 14;
  const econ = ECONOMY[tech];
  if (econ && roundsLeft >= 4) value += econ;
  return value;
}
