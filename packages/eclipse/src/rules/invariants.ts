/**
 * Board invariants (issue 18 §3), checked after every action in the randomized test: influence
 * discs and population cubes conserved, parts within supply, every blueprint legal, ship counts
 * within the miniatures, storage never negative, one Orbital/Monolith per hex.
 */
import { freeSpaces } from "./colonize";
import { blueprintProblems, content, maxShips, supplyInUse } from "./economy";
import type { EclipseState, Step } from "./types";
import { HULLS, RESOURCES } from "./types";

/** Grey-square cubes waiting for their track (a grey-cubes step, maybe resumed after a discovery). */
function greyInHand(step: Step | null, seat: number): number {
  if (step === null) return 0;
  if (step.kind === "grey-cubes")
    return (step.player === seat ? step.count : 0) + greyInHand(step.resume, seat);
  if ("resume" in step) return greyInHand(step.resume, seat);
  return 0;
}

export function invariantProblems(s: EclipseState): string[] {
  const out: string[] = [];
  const hexes = Object.values(s.hexes);
  for (const p of s.players) {
    const controlled = hexes.filter((h) => h.owner === p.seat).length;
    if (p.discsOnTrack < 0 || p.discsOnTrack + p.actionDiscs + controlled !== p.discs)
      out.push(
        `P${p.seat}: discs ${p.discsOnTrack} on track + ${p.actionDiscs} on actions + ${controlled} on hexes ≠ ${p.discs}`,
      );
    // Cubes are conserved (33); no track holds more than its 11 spaces.
    let cubes = 0;
    for (const r of RESOURCES) {
      // E-P2: a cube rides with each ambassador the seat gave (home again when relations break).
      const withAmbassadors = s.players.reduce(
        (n, q) => n + q.ambassadors.filter((x) => x.from === p.seat && x.resource === r).length,
        0,
      );
      cubes +=
        p.cubeTracks[r] +
        p.graveyard[r] +
        withAmbassadors +
        hexes.filter((h) => h.owner === p.seat).flatMap((h) => h.cubes.filter((c) => c.resource === r))
          .length;
      if (p.cubeTracks[r] < 0 || freeSpaces(p, r) < 0) out.push(`P${p.seat}: ${r} track ${p.cubeTracks[r]}`);
      if (p[r] < 0) out.push(`P${p.seat}: ${r} storage ${p[r]} < 0`);
    }
    const pending = greyInHand(s.step, p.seat);
    if (cubes + pending !== 33) out.push(`P${p.seat}: ${cubes} cubes + ${pending} to return ≠ 33`);
    for (const hull of HULLS) {
      const problems = blueprintProblems(hull, p.blueprints[hull]);
      if (problems.length) out.push(`P${p.seat}: ${hull} blueprint: ${problems.join("; ")}`);
      const n = hexes.reduce(
        (a, h) => a + h.ships.filter((x) => x.owner === p.seat && x.hull === hull).length,
        0,
      );
      if (n > maxShips(hull)) out.push(`P${p.seat}: ${n} ${hull}s > ${maxShips(hull)}`);
    }
    // E-P2: at most three ambassadors out, one per partner, relations both ways, never with oneself.
    const given = s.players.reduce((n, q) => n + q.ambassadors.filter((x) => x.from === p.seat).length, 0);
    if (given > 3) out.push(`P${p.seat}: ${given} ambassadors given`);
    for (const x of p.ambassadors) {
      if (x.from === p.seat) out.push(`P${p.seat}: holds his own ambassador`);
      if (!s.players[x.from]?.ambassadors.some((y) => y.from === p.seat))
        out.push(`P${p.seat}: relation with P${x.from} one way only`);
    }
    if (new Set(p.ambassadors.map((x) => x.from)).size !== p.ambassadors.length)
      out.push(`P${p.seat}: two ambassadors from one partner`);
    if (p.colonyShipsUsed < 0 || p.colonyShipsUsed > p.colonyShips)
      out.push(`P${p.seat}: colony ships ${p.colonyShipsUsed}`);
  }
  for (const [part, n] of Object.entries(supplyInUse(s)))
    if (n > content().parts[part]!.supply)
      out.push(`part ${part}: ${n} in use > supply ${content().parts[part]!.supply}`);
  for (const h of hexes) {
    if (typeof h.orbital !== "boolean" || typeof h.monolith !== "boolean")
      out.push(`${h.pos}: orbital/monolith not single`);
    if (h.cubes.length > 0 && h.owner === null) out.push(`${h.pos}: cubes without a disc`);
    const squares = h.cubes.map((c) => String(c.square));
    if (new Set(squares).size !== squares.length) out.push(`${h.pos}: two cubes on one square`);
  }
  return out;
}
