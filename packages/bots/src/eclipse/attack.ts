/**
 * The heuristic's one offensive idea: send a ship against Ancients, or the Galactic Center's
 * defence system when the fleet is strong enough, when the odds of the fleet there (plus the
 * ship) are good, so the sector and its discovery can be claimed after combat.
 * Destinations come from the rules themselves, applied to a determinization of the bot's view.
 */

import {
  activations,
  content,
  type EclipseAction,
  type EclipseState,
  type EclipseView,
  eclipse,
  eclipseOdds,
  moveDestinations,
  moveGroups,
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

type MoveShip = Extract<EclipseAction, { type: "move-ship" }>;
type Attack = { ship: MoveShip; to: string; odds: number };

/** The best (ship group, destination) against Ancients or the GCDS from a state in the Move step, or null. */
export function bestAttack(s: EclipseState, seat: PlayerId): Attack | null {
  const step = s.step;
  const left = step.kind === "move" ? step.limit - step.done : 0;
  const groups = eclipse.legalActions(s, seat).filter((a): a is MoveShip => a.type === "move-ship");
  return bestAttackOf(s, seat, groups, left);
}

/**
 * The best attack of the ship groups `groups` (move-ship actions), `left` activations to go.
 * A group's destinations are what the rules offer after its move-ship (`moveDestinations`: the
 * move-to actions then), asked directly instead of by applying each move-ship to a copy of the
 * whole state; the bots' test compares the two on every Move of several games.
 */
function bestAttackOf(
  s: EclipseState,
  seat: PlayerId,
  groups: readonly MoveShip[],
  left: number,
): Attack | null {
  let best: Attack | null = null;
  for (const a of groups) {
    if (a.hull === "interceptor") continue;
    // The fleet this Move can still send: one ship per activation left, from that group.
    const from = s.hexes[a.from]!;
    const group = from.ships.filter((x) => x.owner === seat && x.hull === a.hull).length;
    const enemies = from.ships.filter((x) => x.owner !== seat).length + from.ancients;
    const sendable = Math.max(1, Math.min(left, group - enemies));
    for (const to of moveDestinations(s, seat, a.from, a.hull)) {
      const h = s.hexes[to]!;
      if (h.ancients === 0 && !h.gcds) continue;
      if (h.owner !== null || h.ships.some((x) => x.owner !== seat)) continue;
      const odds = fleetOdds(s, seat, to, a.hull as Hull, sendable);
      if (odds >= ATTACK_ODDS && (!best || odds > best.odds)) best = { ship: a, to, odds };
    }
  }
  return best;
}

/** From the turn menu: is there an attack worth a Move action? */
export function attackFromTurn(v: EclipseView, seat: PlayerId, rng: Rng): boolean {
  return attackFromState(eclipse.determinize!(v, seat, rng), seat);
}

/**
 * The same on a full state (a determinization of the view): the best attack of the Move the
 * turn menu offers, judged without taking it. Move-start changes only the player's discs and
 * the step, which neither the ship groups (`moveGroups`) nor their destinations read, and opens
 * a Move of `activations(…, "move")` ships (the bots' test compares with taking it).
 */
export function attackFromState(s: EclipseState, seat: PlayerId): boolean {
  const legal = eclipse.legalActions(s, seat);
  return legal.some((a) => a.type === "move-start") && attackOfOfferedMove(s, seat);
}

/**
 * The same for a caller that already holds a turn menu offering Move (the heuristic does): the
 * menu is not built again, which was 7% of an Eclipse search's time with two-round rollouts
 * (session 57's profile). A determinization changes only hidden tiles and bags, never ships, discs
 * or the step, so a Move the view offers is offered on it too.
 */
export function attackOfOfferedMove(s: EclipseState, seat: PlayerId): boolean {
  const left = activations(s.players[seat]!, "move", false);
  return bestAttackOf(s, seat, moveGroups(s, seat), left) !== null;
}
