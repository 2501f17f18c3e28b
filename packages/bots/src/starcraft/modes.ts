/**
 * The HeuristicBot in Galactic Conquest, Survival and Faster Survival (src/variants in the
 * starcraft package): nobody wins on points, only the last player left wins, so ground is worth
 * less than the enemy's bases (Survival: a player with no base is out; Galactic Conquest: no base
 * and no unit). Pressing for the elimination:
 * - areas holding an enemy base, and the units of a player who has lost every base, are targets;
 *   the weakest opponent still in (the "prey": fewest bases, then least strength) is worth more,
 *   his units too, so the attacks converge on one player instead of trading bases with everyone;
 * - conquest points are worth nothing in Galactic Conquest and a resource token each in
 *   Survival, so units do not sit on conquest-point areas;
 * - units far from any target march toward the nearest (a Mobilize that brings them a planet
 *   closer), so armies meet instead of guarding their own planets;
 * - it does not shuffle units between the areas of one planet (sidestepWorth);
 * - it builds the staging bases and transports that lead toward the nearest target; in Galactic
 *   Conquest it keeps its last base token for a staging base (baseSlotCost), in every elimination
 *   mode its last two transport tokens for transports toward a target (transportTokenCost), and
 *   with all seven on the board it takes back one far behind its lines to lay it toward a target
 *   (transportRecallScore);
 * - in Galactic Conquest, with every base token on the board, it takes back a base far behind its
 *   lines to found the staging base (baseRecallScore, stagesByRecall);
 * - a Mobilize toward a target, or toward an empty planet on the way, may count on a Build placed
 *   next door the same round to lay the transport first (buildBridges, bridgedStrength: the only
 *   way across for a Survival hunter at its base limit);
 * - it attacks at lower odds than in a standard game, and (without Brood War's guard tokens)
 *   lower still as the game drags on;
 * - Survival's resource tokens go to the kind the seat holds fewer of;
 * - against a base with Air Support only the units already on its planet count (openFromElsewhere),
 *   and in Brood War the Offensive module that opens it comes first (offensiveWorth), its slot on
 *   the faction sheet kept free for it (moduleSlotCost).
 */
import type { PlayerId } from "@koprulu/engine";
import {
  airSupportBaseIn,
  baseLimit,
  cat,
  hasOffensiveModule,
  isGalacticConquest,
  isSurvival,
  modulesBuilt,
  type StarcraftAction,
  type StarcraftView,
} from "@koprulu/starcraft";
import { unitValue } from "./evaluate";

/** Extra worth of an enemy base's area when only elimination wins. */
const ENEMY_BASE = 10;
/** Extra worth of an area holding units of an opponent without bases (Galactic Conquest mop-up). */
const LAST_UNITS = 6;
/** Extra worth of the prey's bases and units (the opponent to finish first). */
const PREY = 6;
/** Worth of a Mobilize, or a move, that brings units one planet closer to an enemy base. */
export const APPROACH = 2;

/** Galactic Conquest, Survival or Faster Survival: only the last player left wins (not Team Play). */
export function eliminationMode(v: Pick<StarcraftView, "options">): boolean {
  return isGalacticConquest(v);
}

/**
 * The strength ratio an attack needs: 1.3 in a standard game; in an elimination game 1.1, and
 * without Brood War falling by 0.01 a round after round 30 to 0.8 by round 60. Between equal armies
 * nobody has the odds, and a standoff only ends when someone takes the risk; the longer the game,
 * the more it pays. With Brood War a defender may hold a guard token (+2 health), and attacking
 * below 1.1 measured worse (Galactic Conquest + Leadership, 200 games: 19 to the round limit
 * with the falling odds, 11 without).
 */
export function attackOdds(v: Pick<StarcraftView, "options" | "round" | "broodWar">): number {
  if (!eliminationMode(v)) return 1.3;
  if (v.broodWar) return 1.1;
  return Math.max(0.8, 1.1 - 0.01 * Math.max(0, v.round - 30));
}

/**
 * What one conquest point of an area is worth as a target: 4 in a standard game (points win),
 * nothing in Galactic Conquest (nobody scores), a resource token in Survival.
 */
export function conquestPointWorth(v: Pick<StarcraftView, "options">): number {
  if (!eliminationMode(v)) return 4;
  return v.options.mode === "galactic-conquest" ? 0 : 1.5;
}

const preyCache = new WeakMap<object, (PlayerId | null)[]>();

/**
 * The opponent of seat p to eliminate first: still in, fewest bases, then least unit strength
 * (ties: the lower seat, so both halves of a view agree). Null with no opponent left.
 */
export function prey(v: StarcraftView, p: PlayerId): PlayerId | null {
  let cached = preyCache.get(v);
  if (!cached) {
    cached = [];
    preyCache.set(v, cached);
  }
  if (cached[p] !== undefined) return cached[p];
  let best: PlayerId | null = null;
  let bestKey = Number.POSITIVE_INFINITY;
  v.players.forEach((pl, q) => {
    if (q === p || pl.eliminated) return;
    const bases = v.bases.filter((b) => b.owner === q).length;
    let strength = 0;
    for (const u of v.units) if (u.owner === q) strength += unitValue(v, u.type);
    if (bases === 0 && strength === 0) return;
    const key = bases * 1000 + strength;
    if (key < bestKey) {
      bestKey = key;
      best = q;
    }
  });
  cached[p] = best;
  return best;
}

/** What an area adds as a target in an elimination game, for seat p (0 in a standard game). */
export function huntWorth(v: StarcraftView, p: PlayerId, area: string): number {
  if (!eliminationMode(v)) return 0;
  const target = prey(v, p);
  const base = v.bases.find((b) => b.area === area && b.owner !== p);
  if (base) return ENEMY_BASE + (base.owner === target ? PREY : 0);
  const owners = new Set(v.units.filter((u) => u.area === area && u.owner !== p).map((u) => u.owner));
  let worth = 0;
  for (const q of owners) {
    const baseless = !v.bases.some((b) => b.owner === q);
    // The prey's units are targets too: in Galactic Conquest they found his next base.
    worth = Math.max(worth, (baseless ? LAST_UNITS : 0) + (q === target ? PREY : 0));
  }
  return worth;
}

const distanceCache = new WeakMap<object, Map<string, number>[]>();
const baseDistanceCache = new WeakMap<object, Map<string, number>[]>();

/**
 * The distances of a standard game: none (no target). Shared and returned without touching the
 * caches: the search's prior asks at every node, and a WeakMap entry per state cost collector
 * time for an answer that is always empty.
 */
const NO_DISTANCES: ReadonlyMap<string, number> = new Map();

/**
 * Planets between each planet and the nearest target of seat p (an enemy base, or a unit of the
 * prey), along the routes (any route: a transport can be built on it). 0 on a target's planet;
 * absent when no target can be reached or in a standard game.
 */
export function frontDistance(v: StarcraftView, p: PlayerId): ReadonlyMap<string, number> {
  if (!eliminationMode(v)) return NO_DISTANCES;
  return cachedDistance(distanceCache, v, p, () => {
    const target = prey(v, p);
    return [
      ...v.bases.filter((b) => b.owner !== p).map((b) => b.area),
      ...v.units.filter((u) => u.owner === target).map((u) => u.area),
    ];
  });
}

/**
 * As frontDistance, to the enemy bases only (to the enemy units when no enemy base is left):
 * where a staging base must stand. The prey's units move on, so a base founded next to them may be
 * far from where he makes his stand (seed 1-109 of Galactic Conquest: the sixth base went up next
 * to two Queens, none next to the last enemy base on a dead-end planet, which then held out for
 * 170 rounds).
 */
export function baseDistance(v: StarcraftView, p: PlayerId): ReadonlyMap<string, number> {
  if (!eliminationMode(v)) return NO_DISTANCES;
  return cachedDistance(baseDistanceCache, v, p, () => {
    const bases = v.bases.filter((b) => b.owner !== p).map((b) => b.area);
    if (bases.length > 0) return bases;
    // No enemy base left (Galactic Conquest): the last enemies are units, and a transport to them
    // must leave from a base next door (seeds 1-108 and 1-192 of Galactic Conquest + Leadership: a
    // baseless Zerg army sat out 100 rounds a planet away from six Terran bases, none next to it).
    return v.units.filter((u) => u.owner !== p && !v.players[u.owner].eliminated).map((u) => u.area);
  });
}

/** Route distances from the planets of `areas` (breadth first), cached per view and seat. */
function cachedDistance(
  cache: WeakMap<object, Map<string, number>[]>,
  v: StarcraftView,
  p: PlayerId,
  areas: () => string[],
): Map<string, number> {
  let cached = cache.get(v);
  if (!cached) {
    cached = [];
    cache.set(v, cached);
  }
  const hit = cached[p];
  if (hit) return hit;
  const dist = new Map<string, number>();
  if (eliminationMode(v)) {
    let frontier: string[] = [];
    for (const area of areas()) {
      const planet = area.slice(0, area.indexOf("#"));
      if (!dist.has(planet)) {
        dist.set(planet, 0);
        frontier.push(planet);
      }
    }
    for (let d = 1; frontier.length > 0; d++) {
      const next: string[] = [];
      for (const r of v.routes)
        for (const [x, y] of [
          [r.a.planet, r.b.planet],
          [r.b.planet, r.a.planet],
        ])
          if (frontier.includes(x) && !dist.has(y)) {
            dist.set(y, d);
            next.push(y);
          }
      frontier = next;
    }
  }
  cached[p] = dist;
  return dist;
}

/**
 * An empty area of the planet a unit already stands on, in an elimination game: worth a step only
 * for its resource (a card at the Regrouping). Without this, units on one planet swap areas
 * back and forth, a Mobilize after a Mobilize, each move "taking" the area the last one left.
 */
export function sidestepWorth(v: StarcraftView, area: string): number {
  return cat(v).areas[area]?.resource ? 1.5 : 0;
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
 * A Build on a planet at or next to a target (an enemy base, the prey's units), where the seat
 * has units but no base: the base it builds there lets it build the transport that carries the
 * attack across (transports are built only from a base's planet). Worth more than an idle order
 * in an elimination game.
 */
export function stagingBonus(v: StarcraftView, p: PlayerId, planet: string): number {
  if (!eliminationMode(v)) return 0;
  const d = frontDistance(v, p).get(planet);
  return d !== undefined && d <= 1 ? 5 : 0;
}

/** What a base founded where it stages no attack costs, with the seat's last free base token. */
const LAST_TOKEN = 30;

/**
 * Galactic Conquest: founding a base on `planet` with the seat's last free base token, where that
 * base stages no attack (the planet is neither a target's nor next to one). A transport is built
 * only from a planet with its builder's base, so a seat whose every base token stands far from the
 * last enemy can never cross to him: seed 1-82 of the base game, six bases and not one next to
 * Halcyon (a dead end behind Helios), 100 rounds to the round limit with the army a route short.
 * Kept, the last token founds the staging base when the hunt needs one (or the base a step
 * before it, stagingReach). Not in Survival, where a transport may also be built from a planet
 * where the seat holds an area (bridgedStrength).
 */
export function baseSlotCost(v: StarcraftView, p: PlayerId, planet: string): number {
  if (v.options.mode !== "galactic-conquest") return 0;
  const built = v.bases.filter((b) => b.owner === p).length;
  if (built + 1 < baseLimit(v, p)) return 0;
  // Next to an enemy base, not next to the prey's units: they move on (baseDistance).
  const d = baseDistance(v, p).get(planet);
  return d !== undefined && d <= stagingReach(v, p) ? 0 : LAST_TOKEN;
}

/**
 * How far from the nearest enemy base (baseDistance) a new base of seat p's still serves the hunt:
 * next to it (1); or two planets away while no base of his stands that near, since his army can
 * reach the planet next to the enemy only over a transport laid from a base a step before it.
 * Seed 1-9 of Galactic Conquest + Leadership: the last Zerg base on Braken, a dead end behind
 * Avernus Station; 30 Terran units on Hydrax, next to Avernus Station, with no base there, the
 * last base token kept for a staging base next to Braken that no unit could ever reach.
 */
export function stagingReach(v: StarcraftView, p: PlayerId): number {
  return v.bases.some((b) => b.owner === p && baseFarness(v, p, b.area) <= 2) ? 1 : 2;
}

/**
 * A transport from `here` to `other` that leads toward the nearest target: the way the armies
 * march on (without it the units stay a planet short). Worth a unit or so in an elimination game.
 */
export function transportApproach(v: StarcraftView, p: PlayerId, here: string, other: string): number {
  const dist = frontDistance(v, p);
  const to = dist.get(other);
  return to !== undefined && to < (dist.get(here) ?? Number.POSITIVE_INFINITY) ? 4 : 0;
}

/** Transport tokens kept for transports toward a target (the target moves: one is not enough). */
const HUNT_TRANSPORTS = 2;

/**
 * Elimination modes: laying a transport with one of the seat's last two free transport tokens
 * where it leads toward no target. The tokens are few (7) and a transport stays until the
 * Regrouping finds no base of its owner at either end, so a hunter that spent them on the routes
 * behind its lines cannot lay the one to the last enemy base: seed 1-59 of Galactic Conquest +
 * Leadership, bases on both planets next to the hunted seat's last one, all seven transports
 * elsewhere, 160 rounds to the round limit (and 1-189 of the base game, 80 rounds).
 */
export function transportTokenCost(v: StarcraftView, p: PlayerId, here: string, other: string): number {
  if (!eliminationMode(v)) return 0;
  const laid = v.transports.filter((t) => t.owner === p).length;
  if (laid + HUNT_TRANSPORTS < cat(v).tokens.transports) return 0;
  return transportApproach(v, p, here, other) > 0 ? 0 : LAST_TOKEN;
}

/**
 * Elimination modes, in a Build on `here` with every transport token on the board: taking back the
 * transport on `route` to lay it toward a target (a player may remove his own transports outside
 * battles; orders/remove-transport.ts in the rules). Worth it only when a route of `here` toward a
 * target still lacks his transport, and then the more the farther the removed one lies from any
 * target (never one on a route of `here` itself). Standard games: never.
 */
export function transportRecallScore(v: StarcraftView, p: PlayerId, here: string, route: number): number {
  if (!eliminationMode(v)) return -5;
  const own = (r: number) => v.transports.some((t) => t.owner === p && t.route === r);
  const ends = (r: number) => [v.routes[r].a.planet, v.routes[r].b.planet];
  const wanted = v.routes.some((r) => {
    const [a, b] = ends(r.id);
    if (own(r.id) || (a !== here && b !== here)) return false;
    return transportApproach(v, p, here, a === here ? b : a) > 0;
  });
  const [a, b] = ends(route);
  if (!wanted || a === here || b === here) return -5;
  const dist = frontDistance(v, p);
  const far = Math.min(dist.get(a) ?? 9, dist.get(b) ?? 9);
  return far <= 1 ? -5 : 3 + far / 10;
}

/**
 * Elimination modes, while orders are placed: the strength a Build order of this round on a
 * neighbouring planet can carry to `planet` by laying the missing transport first (from a base
 * there, or in Survival from an area held there; a transport must be laid and used in the same
 * round where the seat has no base at either end, since the Regrouping destroys it). Only toward
 * a target (an enemy base, the prey's or a baseless opponent's units): a Survival hunter at its
 * base limit otherwise never reaches the last base on a planet where only the hunted holds the
 * transports (seed 1-0 of Faster Survival: 35 units against a base and 3 Reavers until round 200).
 */
export function bridgedStrength(
  v: StarcraftView,
  p: PlayerId,
  planet: string,
  hasTransport: (from: string) => boolean,
): number {
  if (!eliminationMode(v) || v.phase !== "planning") return 0;
  const areas = cat(v).planets[planet]?.areas ?? [];
  if (!areas.some((a) => huntWorth(v, p, a.id) > 0)) return 0;
  let s = 0;
  const seen = new Set<string>();
  for (const r of v.routes) {
    const from = r.a.planet === planet ? r.b.planet : r.b.planet === planet ? r.a.planet : null;
    if (from === null || seen.has(from) || hasTransport(from)) continue;
    seen.add(from);
    if (!buildBridges(v, p, from, planet)) continue;
    for (const u of v.units) if (u.owner === p && u.area.startsWith(`${from}#`)) s += unitValue(v, u.type);
  }
  return s;
}

/**
 * Elimination modes, while orders are placed: whether the Build order seat p has placed on `from`
 * this round can lay a transport to the neighbouring `planet` before a Mobilize there moves the
 * units across (from a base on `from`, or in Survival from an area held there). A free transport
 * token is needed. Used for the attack (bridgedStrength) and for the march toward a target two or
 * more planets away (approachValue in heuristic.ts): without it, a Survival hunter at its base
 * limit never crosses the empty planets between its army and the last enemy base (seed 1-192 of
 * Faster Survival: 36 units three planets from it, no battle from round 7 to 200).
 */
export function buildBridges(v: StarcraftView, p: PlayerId, from: string, planet: string): boolean {
  if (!eliminationMode(v) || v.phase !== "planning") return false;
  if (v.transports.filter((t) => t.owner === p).length >= cat(v).tokens.transports) return false;
  const linked = v.routes.some(
    (r) => (r.a.planet === from && r.b.planet === planet) || (r.b.planet === from && r.a.planet === planet),
  );
  if (!linked || !(v.stacks[from] ?? []).some((o) => o.owner === p && o.kind === "build")) return false;
  if (v.bases.some((b) => b.owner === p && b.area.startsWith(`${from}#`))) return true;
  return isSurvival(v) && v.units.some((u) => u.owner === p && u.area.startsWith(`${from}#`));
}

/**
 * Whether seat p's units may come from another planet straight into `area`. Air Support closes
 * the area of its owner's base to them (they must first stand on another area of the planet),
 * unless p has Brood War's Offensive module. Seeds 1-85 and 1-192 of Galactic Conquest + Leadership:
 * a Zerg seat with Air Support held its last bases for 150 rounds against armies counted as able
 * to reach them, 74 Mobilize orders of the hunter on one planet traded for events.
 */
export function openFromElsewhere(v: StarcraftView, p: PlayerId, area: string): boolean {
  return !airSupportBaseIn(v, p, area) || hasOffensiveModule(v, p);
}

/**
 * Worth of the Offensive module (Brood War) in an elimination game: the key to every enemy base
 * with Air Support, which otherwise falls only to units already on its planet (none, where the
 * base holds the planet's only ground area). Null where it opens nothing (the usual rating applies).
 */
export function offensiveWorth(v: StarcraftView, p: PlayerId): number | null {
  if (!eliminationMode(v) || hasOffensiveModule(v, p)) return null;
  return v.bases.some((b) => b.owner !== p && airSupportBaseIn(v, p, b.area)) ? 6 : null;
}

/**
 * Brood War elimination modes: what a module other than Offensive costs when it would fill the
 * last module slot of a seat without the Offensive module. The slots are few (5 to 8) and a module
 * never leaves the sheet, so a seat that filled them with Supply and R&D can never open an Air
 * Support base that holds its planet's only ground area (Erebus Station: a flying area beside it).
 * Seeds 1-7, 1-14, 1-67, 1-115 and 1-119 of Galactic Conquest + Leadership (one run, 200-round
 * limit): an Air Support base on Erebus Station stood until round 200, the hunter's sheet full
 * without the Offensive module.
 */
export function moduleSlotCost(v: StarcraftView, p: PlayerId, module: string): number {
  if (!eliminationMode(v) || !v.broodWar || module === "offensive" || hasOffensiveModule(v, p)) return 0;
  const faction = cat(v).factions[v.players[p].faction];
  const offensive = cat(v).modules.offensive;
  if (!faction || !offensive?.cost[faction.race] || !offensive.tokens[faction.race]) return 0;
  return modulesBuilt(v.players[p]) + 1 >= faction.moduleSlots ? LAST_TOKEN : 0;
}

/** Planets from a base of seat p's to the nearest enemy base (Infinity when none is reachable). */
function baseFarness(v: StarcraftView, p: PlayerId, area: string): number {
  return baseDistance(v, p).get(area.slice(0, area.indexOf("#"))) ?? Number.POSITIVE_INFINITY;
}

/**
 * Galactic Conquest, with every base token of seat p on the board: whether a Build on `planet`
 * would found a staging base (the planet is an enemy base's or next to one, or a step before it:
 * stagingReach) by taking back a base of his farther from every enemy base, and two or more
 * planets from them (orders/remove-base.ts in the rules). Seed 1-192 of Galactic Conquest +
 * Leadership: six Terran bases, none next to the last Zerg base, 100 rounds to the round limit
 * with 35 units against 4.
 */
export function stagesByRecall(v: StarcraftView, p: PlayerId, planet: string): boolean {
  if (v.options.mode !== "galactic-conquest") return false;
  const own = v.bases.filter((b) => b.owner === p);
  if (own.length < baseLimit(v, p)) return false;
  const d = baseDistance(v, p).get(planet);
  if (d === undefined || d > stagingReach(v, p)) return false;
  return own.some((b) => baseFarness(v, p, b.area) > Math.max(1, d));
}

/**
 * Galactic Conquest, in a Build on `here`: taking back the base in `area` to found one here. Worth
 * it only where the new base stages an attack (stagingReach), and then the more the farther the
 * removed one lies from every enemy base (never one within a planet of them, nor one as near as
 * `here`). Other games: never.
 */
export function baseRecallScore(v: StarcraftView, p: PlayerId, here: string, area: string): number {
  if (v.options.mode !== "galactic-conquest") return -5;
  const d = baseDistance(v, p).get(here);
  if (d === undefined || d > stagingReach(v, p)) return -5;
  const far = baseFarness(v, p, area);
  return far <= Math.max(1, d) ? -5 : 14 + Math.min(far, 9) / 10;
}
