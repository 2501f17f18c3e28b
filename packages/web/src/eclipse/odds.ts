/**
 * Odds for the table (E-C… through `eclipseOdds`): a battle in progress, or moving one more ship
 * into a hex with enemies. Exact for small fleets (Monte Carlo beyond the solver's budget).
 */
import { content, eclipseOdds, npcStats, type OddsGroup, type OddsResult, shipStats } from "@koprulu/eclipse";
import type { EclipseView } from "./viewTypes";

type Hull = "interceptor" | "cruiser" | "dreadnought" | "starbase";

function groupsOf(v: EclipseView, seat: number, hulls: Hull[]): OddsGroup[] {
  const counts = new Map<Hull, number>();
  for (const h of hulls) counts.set(h, (counts.get(h) ?? 0) + 1);
  return [...counts].map(([hull, count]) => ({
    stats: shipStats(content(), hull, v.players[seat]!.blueprints[hull]),
    count,
  }));
}

/** Odds of `seat` moving one more `hull` into `pos`: he attacks the ships (or Ancients/GCDS) there. */
export function moveInOdds(v: EclipseView, seat: number, hull: Hull, pos: string): OddsResult | null {
  const h = v.hexes[pos];
  if (!h) return null;
  const mine = [...h.ships.filter((x) => x.owner === seat).map((x) => x.hull as Hull), hull];
  const enemySeats = [...new Set(h.ships.filter((x) => x.owner !== seat).map((x) => x.owner))];
  let defender: OddsGroup[] = [];
  if (enemySeats.length > 0) {
    const e = enemySeats[0]!;
    defender = groupsOf(
      v,
      e,
      h.ships.filter((x) => x.owner === e).map((x) => x.hull as Hull),
    );
  } else if (h.ancients > 0) defender = [{ stats: npcStats(content().npcs.ancient!), count: h.ancients }];
  else if (h.gcds) defender = [{ stats: npcStats(content().npcs.gcds!), count: 1 }];
  if (defender.length === 0) return null;
  return eclipseOdds({ attacker: groupsOf(v, seat, mine), defender }, "heuristic", {
    stateBudget: 50_000,
    samples: 2000,
  });
}

/** Odds of the engagement now being fought (ships still in the hex, damage counted). */
export function battleOdds(v: EclipseView): OddsResult | null {
  if (v.step.kind !== "battle") return null;
  const b = v.step.battle;
  const e = b.engagement;
  if (!e) return null;
  const side = (party: string): OddsGroup[] => {
    const groups = new Map<string, OddsGroup>();
    for (const s of b.ships) {
      if (s.party !== party || (s.state !== "in" && s.state !== "retreating")) continue;
      const g = groups.get(s.type) ?? { stats: b.types[s.type]!, count: 0, damage: [] };
      g.count++;
      g.damage!.push(s.damage);
      groups.set(s.type, g);
    }
    return [...groups.values()];
  };
  const attacker = side(e.attacker);
  const defender = side(e.defender);
  if (!attacker.length || !defender.length) return null;
  return eclipseOdds({ attacker, defender, missiles: e.phase === "missiles" }, "heuristic", {
    stateBudget: 50_000,
    samples: 2000,
  });
}
