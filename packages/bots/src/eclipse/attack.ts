/**
 * The heuristic's one offensive idea: send a ship against Ancients, or the Galactic Center's
 * defence system when the fleet is strong enough, when the odds of the fleet there (plus the
 * ship) are good, so the sector and its discovery can be claimed after combat.
 * Destinations come from the rules themselves, applied to a determinization of the bot's view.
 */

import {
  content,
  type EclipseAction,
  type EclipseState,
  type EclipseView,
  eclipse,
  eclipseOdds,
  npcStats,
  type OddsGroup,
  shipStats,
} from "@koprulu/eclipse";
import type { PlayerId, Rng } from "@koprulu/engine";

/** Odds the bot wants before moving in (attacker's chance to win). */
export const ATTACK_ODDS = 0.5;

type Hull = "interceptor" | "cruiser" | "dreadnought" | "starbase";

export function fleetOdds(s: EclipseState, seat: PlayerId, pos: string, extra: Hull, count: number): number {
  const h = s.hexes[pos]!;
  const hulls = [
    ...h.ships.filter((x) => x.owner === seat).map((x) => x.hull as Hull),
    ...Array<Hull>(count).fill(extra),
  ];
  const counts = new Map<Hull, number>();
  for (const x of hulls) counts.set(x, (counts.get(x) ?? 0) + 1);
  const attacker: OddsGroup[] = [...counts].map(([hull, count]) => ({
    stats: shipStats(content(), hull, s.players[seat]!.blueprints[hull]),
    count,
  }));
  // The Galactic Center's defence system, or the Ancients there.
  const defender: OddsGroup[] = h.gcds
    ? [{ stats: npcStats(content().npcs.gcds!), count: 1 }]
    : [{ stats: npcStats(content().npcs.ancient!), count: h.ancients }];
  return oddsOf({ attacker, defender });
}

/**
 * The odds are a pure function of the two fleets (Monte Carlo, when the exact solution is too
 * large, has a fixed seed), and the same fleets come up again and again — in a game, and far
 * more at every node of an ISMCTS search, whose prior asks for the heuristic's plans (prior.ts).
 * Remembered by the fleets' stats; forgotten wholesale past a bound, which changes no answer.
 */
const ODDS = new Map<string, number>();
const ODDS_BOUND = 20_000;

function oddsOf(position: { attacker: OddsGroup[]; defender: OddsGroup[] }): number {
  const key = JSON.stringify(position);
  let odds = ODDS.get(key);
  if (odds === undefined) {
    odds = eclipseOdds(position, "heuristic", { stateBudget: 20_000, samples: 500 }).attacker;
    if (ODDS.size >= ODDS_BOUND) ODDS.clear();
    ODDS.set(key, odds);
  }
  return odds;
}

/** The best (ship group, destination) against Ancients or the GCDS from a state in the Move step, or null. */
export function bestAttack(
  s: EclipseState,
  seat: PlayerId,
): { ship: Extract<EclipseAction, { type: "move-ship" }>; to: string; odds: number } | null {
  let best: { ship: Extract<EclipseAction, { type: "move-ship" }>; to: string; odds: number } | null = null;
  const step = s.step;
  const left = step.kind === "move" ? step.limit - step.done : 0;
  for (const a of eclipse.legalActions(s, seat)) {
    if (a.type !== "move-ship" || a.hull === "interceptor") continue;
    // The fleet this Move can still send: one ship per activation left, from that group.
    const from = s.hexes[a.from]!;
    const group = from.ships.filter((x) => x.owner === seat && x.hull === a.hull).length;
    const enemies = from.ships.filter((x) => x.owner !== seat).length + from.ancients;
    const sendable = Math.max(1, Math.min(left, group - enemies));
    const after = eclipse.apply(s, seat, a);
    for (const m of eclipse.legalActions(after, seat)) {
      if (m.type !== "move-to") continue;
      const h = s.hexes[m.to]!;
      if (h.ancients === 0 && !h.gcds) continue;
      if (h.owner !== null || h.ships.some((x) => x.owner !== seat)) continue;
      const odds = fleetOdds(s, seat, m.to, a.hull as Hull, sendable);
      if (odds >= ATTACK_ODDS && (!best || odds > best.odds)) best = { ship: a, to: m.to, odds };
    }
  }
  return best;
}

/** From the turn menu: is there an attack worth a Move action? */
export function attackFromTurn(v: EclipseView, seat: PlayerId, rng: Rng): boolean {
  return attackFromState(eclipse.determinize!(v, seat, rng), seat);
}

/** The same on a full state (a determinization of the view). */
export function attackFromState(s: EclipseState, seat: PlayerId): boolean {
  const legal = eclipse.legalActions(s, seat);
  if (!legal.some((a) => a.type === "move-start")) return false;
  return bestAttack(eclipse.apply(s, seat, { type: "move-start" }), seat) !== null;
}
