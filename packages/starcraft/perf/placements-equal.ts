/**
 * Equivalence check for the indexed placement enumeration (setup.ts legalSetup, place-planet):
 * over many reachable placement states, it must list exactly what the plain geometry of
 * galaxy.ts gives (candidateCells × distinct rotations × joiningSides), in the same order.
 *   npx tsx packages/starcraft/perf/placements-equal.ts
 */
import { Rng } from "@koprulu/engine";
import { candidateCells, joiningSides, worldSides } from "../src/galaxy";
import { starcraft } from "../src/ruleset";
import type { StarcraftState } from "../src/state";

function reference(s: StarcraftState, p: number) {
  const out: unknown[] = [];
  const cells = candidateCells(s);
  for (const planet of s.planetHands[p]) {
    const seen = new Set<string>();
    for (let rotation = 0; rotation < 4; rotation++) {
      const key = worldSides(planet, rotation).sort().join(",");
      if (seen.has(key)) continue;
      seen.add(key);
      for (const [x, y] of cells)
        if (s.planetOrder.length === 0 || joiningSides(s, planet, x, y, rotation).length > 0)
          out.push({ type: "place-planet", planet, x, y, rotation });
    }
  }
  return out;
}

let checked = 0;
for (const players of [2, 3, 4, 5, 6]) {
  for (let g = 0; g < 60; g++) {
    let s = starcraft.setup(starcraft.defaultOptions(players), `placements-${players}-${g}`);
    const rng = Rng.fromSeed(`placements-${players}-${g}`);
    for (let i = 0; i < 200 && starcraft.pending(s).length > 0; i++) {
      const p = starcraft.pending(s)[0].player;
      const legal = starcraft.legalActions(s, p);
      if (s.frame.kind === "place-planet") {
        const want = JSON.stringify(reference(s, p));
        if (JSON.stringify(legal) !== want)
          throw new Error(`placements differ: ${players}p game ${g} step ${i}`);
        checked++;
      }
      s = starcraft.apply(s, p, rng.pick(legal));
    }
  }
}
console.log(`OK: ${checked} placement decisions enumerate identically`);
