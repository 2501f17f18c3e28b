/**
 * The HeuristicBot in Galactic Conquest, Survival and Faster Survival (src/variants in the
 * starcraft package): nobody wins on points, only the last player left wins, so ground is worth
 * less than the enemy's bases (Survival: a player with no base is out; Galactic Conquest: no base
 * and no unit). Areas holding an enemy base, and the units of a player who has lost every base,
 * become targets; Survival's resource tokens go to the kind the seat holds fewer of.
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftAction, StarcraftView } from "@koprulu/starcraft";

/** Extra worth of an enemy base's area when only elimination wins. */
const ENEMY_BASE = 10;
/** Extra worth of an area holding units of an opponent without bases (Galactic Conquest mop-up). */
const LAST_UNITS = 6;

export function eliminationMode(v: Pick<StarcraftView, "options">): boolean {
  const m = v.options.mode;
  return m === "galactic-conquest" || m === "survival" || m === "faster-survival"; // not Team Play
}

/** What an area adds as a target in an elimination game, for seat p (0 in a standard game). */
export function huntWorth(v: StarcraftView, p: PlayerId, area: string): number {
  if (!eliminationMode(v)) return 0;
  if (v.bases.some((b) => b.area === area && b.owner !== p)) return ENEMY_BASE;
  const owners = new Set(v.units.filter((u) => u.area === area && u.owner !== p).map((u) => u.owner));
  for (const q of owners) if (!v.bases.some((b) => b.owner === q)) return LAST_UNITS;
  return 0;
}

/** Survival's resource token: the kind held less (gas first on a tie, the scarcer resource). */
export function tokenScore(
  v: StarcraftView,
  p: PlayerId,
  a: Extract<StarcraftAction, { type: "take-resource-token" }>,
): number {
  const held = v.players[p].resourceTokens ?? { minerals: 0, gas: 0 };
  const other = a.resource === "gas" ? held.minerals : held.gas;
  const mine = a.resource === "gas" ? held.gas : held.minerals;
  return other - mine + (a.resource === "gas" ? 0.5 : 0);
}

/**
 * A Build on a planet next to an enemy base, where the seat has units but no base: the base it
 * builds there lets it build the transport that carries the attack across (transports are built
 * only from a base's planet). Worth more than an idle order in an elimination game.
 */
export function stagingBonus(v: StarcraftView, p: PlayerId, planet: string): number {
  if (!eliminationMode(v)) return 0;
  for (const r of v.routes) {
    const other = r.a.planet === planet ? r.b.planet : r.b.planet === planet ? r.a.planet : null;
    if (other && v.bases.some((b) => b.owner !== p && b.area.startsWith(`${other}#`))) return 5;
  }
  return 0;
}
