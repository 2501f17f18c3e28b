/**
 * HeuristicBot for StarCraft: hand-written priorities per decision, read from the seat's VIEW
 * only (own orders are visible to their owner; everything else it uses is public).
 *
 * - Planning: Build where it has a base (once per round, gold when it can; a second Build only
 *   with workers enough to pay for both), Mobilize toward planets with uncontrolled resource and
 *   conquest-point areas it can reach with more strength than the defenders there (counting only
 *   the units that may stand in the area: a flying area takes only flying units), Research when
 *   its hand is thin; never two of its orders on one planet when another planet will do.
 * - Brood War: gold orders only as many as the Special Order Pool can take (R&D modules), silver
 *   where a strategic area makes every order special; the Defend order on a valuable area that
 *   enemies can reach, gathering units there; the new modules when they pay (see moduleScore);
 *   a mind-controlled unit destroyed to free a token only when a new steal is at hand.
 * - Execution: reveal Build before Mobilize before Research; execute rather than draw an event.
 * - Build: a base first, then units in valuable areas, workers while resource cards would idle,
 *   the next building, modules; pays with permanent sources and unworked cards before it
 *   overworks (depletes) a card; always takes a Gold Build discount.
 * - Mobilize: moves units into valuable areas it does not control yet, attacks an occupied area
 *   only when its strength there would be at least 1.3 times the defenders', and never pulls
 *   the last unit out of a valuable area it controls.
 * - Leadership cards (Brood War): leadership.ts rates each card of the stage; brood-war-leadership-use.ts
 *   uses what they give (the Star order, reserve units, heroes, the death strike).
 * - Regrouping: plays its events (but not into a lost end), discards the cheapest combat card.
 * - Galactic Conquest / Survival (modes.ts): enemy bases are targets, the weakest opponent's first
 *   (his units too); conquest points are worth nothing (Survival: a token each); units march toward
 *   the nearest target and do not shuffle on one planet; lower attack odds (without Brood War also
 *   falling as the game drags on); Survival tokens of the scarcer kind.
 * - Team Play: the partner is no enemy, his areas no Mobilize target (teams.ts).
 * - Battles: battle.ts (abilities, pairing, support, cards, losses, retreats).
 * - Event sub-decisions: uniform.
 */
import { type ActionBase, type PlayerId, Rng } from "@koprulu/engine";
import {
  baseLimit,
  cat,
  controlsStrategicArea,
  hasGuardToken,
  isSurvival,
  type StarcraftAction,
  type StarcraftView,
  terrainOk,
} from "@koprulu/starcraft";
import type { Bot, BotInput } from "../types";
import { battleScores, isBattleAction } from "./battle";
import { leadershipUseScore, starExecutionScore, type UseRatings } from "./brood-war-leadership-use";
import { broodWarPlanBonus, mindControlReleaseScore } from "./brood-war-plans";
import { advantage, controllers, unitValue } from "./evaluate";
import { canHurt, foesIn, NO_FOES } from "./hits";
import { leadershipScore } from "./leadership";
import { leadershipLeftToPrior } from "./leadership-prior";
import {
  APPROACH,
  attackOdds,
  baseRecallScore,
  baseSlotCost,
  bridgedStrength,
  buildBridges,
  conquestPointWorth,
  eliminationMode,
  frontDistance,
  huntWorth,
  moduleSlotCost,
  offensiveWorth,
  openFromElsewhere,
  sidestepWorth,
  stagesByRecall,
  stagingBonus,
  tokenScore,
  transportApproach,
  transportRecallScore,
  transportTokenCost,
} from "./modes";
import { isFoe, partnerHolds } from "./teams";

type Ctx = {
  v: StarcraftView;
  p: PlayerId;
  /** controllers(v), computed on first use (ctrlOf): most rollout steps (payments, reveals) never ask. */
  ctrl: Map<string, number> | undefined;
  /** The Leadership-use ratings, built on first use (useRatings). */
  ratings: UseRatings | undefined;
  /** mobilizeValue per planet, computed on first use (mobilizeValue). */
  mobilize: Map<string, number> | undefined;
  /** Seat p's Build orders on the board and its gold orders placed this round (-1: not counted yet). */
  builds: number;
  gold: number;
  /** enemyStrength per area, computed on first use (enemyAt). */
  enemy: Map<string, number> | undefined;
  /** The seat's units as `reachable` reads them (moversOf), and its transport links (linked). */
  movers: Mover[] | undefined;
  links: Map<string, Map<string, boolean>> | undefined;
  /** What scorePlanning reads of each planet (planetFacts). */
  planets: Map<string, PlanetFacts> | undefined;
};

/**
 * The rating context of seat p on view v. Every field is set here, so that all contexts share
 * one object shape; the memos are filled as the ratings ask (one context rates one view only).
 */
function context(v: StarcraftView, p: PlayerId): Ctx {
  return {
    v,
    p,
    ctrl: undefined,
    ratings: undefined,
    mobilize: undefined,
    builds: -1,
    gold: -1,
    enemy: undefined,
    movers: undefined,
    links: undefined,
    planets: undefined,
  };
}

/** Who controls each area (evaluate.ts `controllers`), for the context's view: built once, on first use. */
function ctrlOf(c: Ctx): Map<string, number> {
  c.ctrl ??= controllers(c.v);
  return c.ctrl;
}

function areaWorth(v: StarcraftView, areaId: string, p?: PlayerId): number {
  const a = cat(v).areas[areaId];
  if (!a) return 0;
  // Galactic Conquest and Survival: enemy bases are the targets (modes.ts).
  const hunt = p === undefined ? 0 : huntWorth(v, p, areaId);
  return conquestPointWorth(v) * a.cp + (a.resource ? 1.5 * a.amount : 0) + 0.5 + hunt;
}

function planetOf(area: string): string {
  return area.slice(0, area.indexOf("#"));
}

function hasBaseOn(v: StarcraftView, planet: string, p: PlayerId): boolean {
  return v.bases.some((b) => b.owner === p && planetOf(b.area) === planet);
}

/** An area of `planet` where seat p may found a base: own units there, not flying-only, no base. */
function baseSiteOn(v: StarcraftView, p: PlayerId, planet: string): boolean {
  return (cat(v).planets[planet]?.areas ?? []).some(
    (a) =>
      a.terrain !== "flying" &&
      !v.bases.some((b) => b.area === a.id) &&
      v.units.some((u) => u.owner === p && u.area === a.id),
  );
}

function transportBetween(v: StarcraftView, a: string, b: string, p: PlayerId): boolean {
  return v.transports.some((t) => {
    if (t.owner !== p) return false;
    const r = v.routes[t.route];
    return (r.a.planet === a && r.b.planet === b) || (r.a.planet === b && r.b.planet === a);
  });
}

/**
 * Strength of seat p's units that could reach `planet` with one Mobilize (or only from elsewhere;
 * or only those that may stand on `terrain`: a flying area takes only flying units; or only those
 * that may enter the area `into`: an enemy's Air Support base takes none from other planets). None
 * at all when not one of them can hurt an enemy in `into` (a ground-only army never hurts a flying
 * defender, hits.ts); a unit that cannot still counts beside one that can (it takes hits).
 */
function reachable(c: Ctx, planet: string, elsewhere = false, terrain = "all", into?: string): number {
  const { v, p } = c;
  const fromElsewhere = into === undefined || openFromElsewhere(v, p, into);
  const foes = into === undefined ? NO_FOES : foesIn(v, p, into);
  let s = 0;
  let hurts = false;
  for (const m of moversOf(c)) {
    if (terrain !== "all" && !terrainOk(terrain, m.flying)) continue;
    const comes = m.planet === planet ? !elsewhere : fromElsewhere && linked(c, m.planet, planet);
    if (!comes) continue;
    s += m.value;
    hurts ||= canHurt(v, m.type, foes);
  }
  return hurts ? s : 0;
}

/** What `reachable` reads of one of the seat's units. */
type Mover = { type: string; planet: string; value: number; flying: boolean };

/**
 * The context's seat's units as `reachable` reads them, in board order (so strengths add up in
 * the same order): built once per context, where each call used to look every unit up again.
 */
function moversOf(c: Ctx): Mover[] {
  if (c.movers === undefined) {
    const units = cat(c.v).units;
    c.movers = [];
    for (const u of c.v.units)
      if (u.owner === c.p)
        c.movers.push({
          type: u.type,
          planet: planetOf(u.area),
          value: unitValue(c.v, u.type),
          flying: units[u.type]?.flying ?? false,
        });
  }
  return c.movers;
}

/** transportBetween for the context's seat, memoized per pair of planets. */
function linked(c: Ctx, from: string, planet: string): boolean {
  c.links ??= new Map();
  let to = c.links.get(planet);
  if (to === undefined) {
    to = new Map();
    c.links.set(planet, to);
  }
  let yes = to.get(from);
  if (yes === undefined) {
    yes = transportBetween(c.v, from, planet, c.p);
    to.set(from, yes);
  }
  return yes;
}

function enemyStrength(v: StarcraftView, p: PlayerId, area: string): number {
  let s = 0;
  // Team Play: the partner's units are no enemy (teams.ts).
  for (const u of v.units) if (u.area === area && isFoe(v, p, u.owner)) s += unitValue(v, u.type);
  return s;
}

/**
 * enemyStrength of the context's seat, memoized per area: every Mobilize move the prior rates asks
 * for the area it leaves and the one it enters, each a pass over all units.
 */
function enemyAt(c: Ctx, area: string): number {
  c.enemy ??= new Map();
  let s = c.enemy.get(area);
  if (s === undefined) {
    s = enemyStrength(c.v, c.p, area);
    c.enemy.set(area, s);
  }
  return s;
}

function ownStrength(v: StarcraftView, p: PlayerId, area: string): number {
  let s = 0;
  for (const u of v.units) if (u.area === area && u.owner === p) s += unitValue(v, u.type);
  return s;
}

/**
 * Value of sending a Mobilize to `planet`: what we could take there, given the odds. Memoized
 * per context: the prior rates a gold and a silver Mobilize on every planet, and the Execution's
 * reveals and the Leadership-use ratings ask again, all on the same view.
 */
function mobilizeValue(c: Ctx, planet: string): number {
  c.mobilize ??= new Map();
  let value = c.mobilize.get(planet);
  if (value === undefined) {
    value = computeMobilizeValue(c, planet);
    c.mobilize.set(planet, value);
  }
  return value;
}

function computeMobilizeValue(c: Ctx, planet: string): number {
  // Elimination modes, planning: a Build next door may lay the transport first (modes.ts).
  const bridged = bridgedStrength(c.v, c.p, planet, (from) => transportBetween(c.v, from, planet, c.p));
  const strength = reachable(c, planet) + bridged;
  if (strength === 0) {
    // Nothing can reach it but units a Build next door bridges toward a farther target (modes.ts).
    const approach = approachValue(c, planet);
    return approach > 0 ? approach : -5;
  }
  // Elimination modes: units already on the planet only sidestep (modes.ts sidestepWorth).
  const sidestep = eliminationMode(c.v) && reachable(c, planet, true) + bridged === 0;
  let value = 0;
  for (const a of cat(c.v).planets[planet]?.areas ?? []) {
    const owner = ctrlOf(c).get(a.id);
    if (owner === c.p) continue;
    if (partnerHolds(c.v, c.p, a.id)) continue; // Team Play: closed to us (teams.ts)
    // Only units that may stand there count (a Mobilize with no legal move is spent on an event),
    // into an enemy's Air Support base only those already on the planet (modes.ts), and against
    // defenders only the units that can hurt one of them (hits.ts).
    const open = openFromElsewhere(c.v, c.p, a.id);
    const fit = reachable(c, planet, false, a.terrain, a.id) + (open ? bridged : 0);
    if (fit === 0) continue;
    const enemy = enemyAt(c, a.id);
    if (enemy === 0) value = Math.max(value, sidestep ? sidestepWorth(c.v, a.id) : areaWorth(c.v, a.id, c.p));
    else if (fit >= attackOdds(c.v) * enemy) value = Math.max(value, areaWorth(c.v, a.id, c.p) + 2);
  }
  return Math.max(value, approachValue(c, planet));
}

/**
 * Elimination modes (modes.ts): a Mobilize on `planet` that brings units from farther planets one
 * step closer to the nearest enemy base, worth more the more strength it brings.
 */
function approachValue(c: Ctx, planet: string): number {
  const dist = frontDistance(c.v, c.p);
  const here = dist.get(planet);
  if (here === undefined) return 0;
  const bridging = new Map<string, boolean>();
  const bridges = (from: string) => {
    let b = bridging.get(from);
    if (b === undefined) {
      b = buildBridges(c.v, c.p, from, planet);
      bridging.set(from, b);
    }
    return b;
  };
  let coming = 0;
  for (const u of c.v.units) {
    if (u.owner !== c.p) continue;
    const from = planetOf(u.area);
    if (from === planet) continue;
    // Across an own transport, or one a Build placed next door this round lays first (modes.ts).
    if (!transportBetween(c.v, from, planet, c.p) && !bridges(from)) continue;
    if ((dist.get(from) ?? Number.POSITIVE_INFINITY) > here) coming += unitValue(c.v, u.type);
  }
  return coming === 0 ? 0 : APPROACH + Math.min(2, coming / 10);
}

/** Workers a Build order spends, about: a unit or a base costs two to four resources. */
const WORKERS_PER_BUILD = 3;

function myOrdersOn(v: StarcraftView, p: PlayerId, planet: string) {
  return (v.stacks[planet] ?? []).filter((o) => o.owner === p);
}

function myOrdersThisRound(v: StarcraftView, p: PlayerId, kind: string): number {
  let n = 0;
  for (const id in v.stacks) for (const o of v.stacks[id]) if (o.owner === p && o.kind === kind) n++;
  return n;
}

function scorePlanning(c: Ctx, a: Extract<StarcraftAction, { type: "place-order" }>): number {
  const { v, p } = c;
  const facts = planetFacts(c, a.planet);
  let s = kindScore(c, facts, a.planet, a.order);
  // Gold orders are stronger; spend them on the best use.
  if (a.gold) s += s > 3 ? 1.5 : -1;
  // Brood War: a gold order executes only with room in the Special Order Pool (one per R&D
  // module), unless a strategic area makes every order there special anyway (then silver does).
  if (v.broodWar) {
    const strategic = facts.strategic;
    if (a.gold && (strategic || goldPlacedIn(c) >= v.players[p].modules.research)) s -= 12;
    if (strategic && !a.gold) s += 1;
  }
  // Own orders on one planet execute in reverse; spreading out keeps each one useful.
  s -= 3 * facts.orders;
  return s;
}

/**
 * What scorePlanning reads of one planet, the same for its six orders (three kinds, gold or
 * silver): looked up once per context and planet. `kinds` holds kindScore by order kind.
 */
type PlanetFacts = { base: boolean; strategic: boolean; orders: number; kinds: Map<string, number> };

function planetFacts(c: Ctx, planet: string): PlanetFacts {
  c.planets ??= new Map();
  let f = c.planets.get(planet);
  if (f === undefined) {
    f = {
      base: hasBaseOn(c.v, planet, c.p),
      // Asked only in Brood War (strategic areas are Brood War's).
      strategic: c.v.broodWar ? controlsStrategicArea(c.v, c.p, planet) : false,
      orders: myOrdersOn(c.v, c.p, planet).length,
      kinds: new Map(),
    };
    c.planets.set(planet, f);
  }
  return f;
}

/** The worth of an order of this kind on the planet before gold, Brood War and stacking adjust it. */
function kindScore(c: Ctx, facts: PlanetFacts, planet: string, order: string): number {
  let s = facts.kinds.get(order);
  if (s === undefined) {
    s = computeKindScore(c, facts.base, planet, order);
    facts.kinds.set(order, s);
  }
  return s;
}

function computeKindScore(c: Ctx, base: boolean, planet: string, order: string): number {
  const { v, p } = c;
  let s = 0;
  if (order === "build") {
    // The same for every Build the prior rates on this view: counted once per context.
    if (c.builds < 0) c.builds = myOrdersThisRound(v, p, "build");
    const builds = c.builds;
    if (base) s = builds === 0 ? 9 : 3;
    else if (!v.units.some((u) => u.owner === p && planetOf(u.area) === planet)) s = -5;
    // No area where a base may go (own units, not a flying area, no base yet): a building or a
    // module at most. Seed 1-85 of Galactic Conquest + Leadership: 31 Builds where the seat's only
    // units stood in a flying area, each traded for an event.
    else if (!baseSiteOn(v, p, planet)) s = 2;
    // Every base token on the board: no new base, at most a building or a module (in Survival it
    // may also lay a transport from a held area: bridgedStrength counts on that, so not there),
    // unless Galactic Conquest's hunt takes a far base back for a staging base here (modes.ts).
    else if (!isSurvival(v) && v.bases.filter((b) => b.owner === p).length >= baseLimit(v, p))
      s = stagesByRecall(v, p, planet) ? 5 + stagingBonus(v, p, planet) : 2;
    // A new base (next to an enemy's: a staging base; Galactic Conquest keeps its last token for one, modes.ts).
    else s = 5 + stagingBonus(v, p, planet) - baseSlotCost(v, p, planet);
    // Every purchase is paid with workers from the Worker Pool: a Build placed beyond what the pool
    // can pay finds none left and is traded for an event (9% of the orders revealed in Galactic
    // Conquest between heuristic bots were such Builds).
    if (builds > 0 && v.players[p].workerPool < WORKERS_PER_BUILD * (builds + 1)) s -= 6;
  } else if (order === "mobilize") {
    s = mobilizeValue(c, planet);
  } else {
    s = base ? (v.players[p].hand.length < 3 ? 4 : 1.5) : -5;
  }
  return s;
}

/** goldPlaced of the context's seat, counted once per context (every gold order rated asks). */
function goldPlacedIn(c: Ctx): number {
  if (c.gold < 0) c.gold = goldPlaced(c.v, c.p);
  return c.gold;
}

/** Gold orders this player has placed this round (all his gold orders are his own to see). */
function goldPlaced(v: StarcraftView, p: PlayerId): number {
  let n = 0;
  for (const id in v.stacks)
    for (const o of v.stacks[id]) if (o.owner === p && o.gold && !controlsStrategicArea(v, p, id)) n++;
  return n;
}

/** Enemy strength on the planets next to an area's planet and on it: how much a guard token is worth. */
function threatTo(v: StarcraftView, p: PlayerId, area: string): number {
  const planet = planetOf(area);
  const near = new Set([planet]);
  for (const r of v.routes) {
    if (r.a.planet === planet) near.add(r.b.planet);
    if (r.b.planet === planet) near.add(r.a.planet);
  }
  let threat = 0;
  for (const u of v.units)
    if (isFoe(v, p, u.owner) && near.has(planetOf(u.area))) threat += unitValue(v, u.type);
  return threat;
}

/**
 * Brood War Defend order: worth it on a valuable area (a base, conquest points, resources) that
 * enemies could reach, and more the more of them; never more than the best normal orders.
 */
function scoreDefend(c: Ctx, area: string): number {
  const { v, p } = c;
  if (hasGuardToken(v, p, area)) return -2;
  const base = v.bases.some((b) => b.owner === p && b.area === area) ? 3 : 0;
  const threat = threatTo(v, p, area);
  if (threat === 0) return -1;
  return Math.min(8, 1 + base + areaWorth(v, area) / 2 + Math.min(4, threat / 4));
}

function scoreReveal(c: Ctx, planet: string): number {
  const stack = c.v.stacks[planet] ?? [];
  const top = stack[stack.length - 1];
  if (!top) return 0;
  if (top.kind === "build") return hasBaseOn(c.v, planet, c.p) ? 6 : 4;
  if (top.kind === "mobilize") return 3 + mobilizeValue(c, planet) / 4;
  return 1;
}

function scoreBuild(c: Ctx, a: StarcraftAction): number {
  const { v, p } = c;
  const pl = v.players[p];
  switch (a.type) {
    case "build-base":
      return 12 + areaWorth(v, a.area) - baseSlotCost(v, p, planetOf(a.area));
    case "build-unit": {
      const own = v.units.filter((u) => u.owner === p).length;
      const replaced = a.remove?.length ?? 0;
      const owner = ctrlOf(c).get(a.area);
      const gain = owner === undefined || owner === p ? areaWorth(v, a.area) / 2 : 0;
      return 6 + unitValue(v, a.unit) / 2 + gain - (own > 12 ? 3 : 0) - 4 * replaced;
    }
    case "build-worker": {
      let capacity = 0;
      for (const id in v.resources) {
        const r = v.resources[id];
        if (r.owner === p && r.depletion < 2) capacity += cat(v).areas[id]?.amount ?? 0;
      }
      const workers = pl.workerPool + pl.workersUnavailable;
      return workers < capacity + 2 ? 5 : 0.5;
    }
    case "build-building":
      return 5;
    case "build-module":
      // Brood War elimination modes: the last slot waits for the Offensive module (modes.ts).
      return moduleScore(v, p, a.module) - moduleSlotCost(v, p, a.module);
    case "build-transport": {
      // Transports open the way to a neighbour: worth what we could take there.
      const r = v.routes[a.route];
      const here = (v.frame as { planet?: string }).planet;
      const other = r.a.planet === here ? r.b.planet : r.a.planet;
      if (transportBetween(v, other, here ?? "", p)) return 0.5;
      let best = 0;
      for (const area of cat(v).planets[other]?.areas ?? []) {
        if (ctrlOf(c).get(area.id) !== p) best = Math.max(best, areaWorth(v, area.id, p));
      }
      if (!here) return 1 + best;
      // Elimination modes: toward the nearest target; the last token only that way (modes.ts).
      return 1 + best + transportApproach(v, p, here, other) - transportTokenCost(v, p, here, other);
    }
    case "remove-transport": {
      // Elimination modes: a transport far behind the lines makes room for one toward the hunt (modes.ts).
      const here = (v.frame as { planet?: string }).planet;
      return here ? transportRecallScore(v, p, here, a.route) : -5;
    }
    case "remove-base": {
      // Galactic Conquest: a base far behind the lines makes room for a staging base here (modes.ts).
      const here = (v.frame as { planet?: string }).planet;
      return here ? baseRecallScore(v, p, here, a.area) : -5;
    }
    case "end-build":
      return 1;
    default:
      return 0;
  }
}

/**
 * Modules: Supply first (more units per Build), R&D (gold orders; in Brood War the size of the
 * Special Order Pool), Air Support; Brood War's Assist when assist units are in play, Defensive
 * (a better defence) and Offensive (only worth it against an Air Support base) after them.
 */
function moduleScore(v: StarcraftView, p: PlayerId, module: string): number {
  switch (module) {
    case "supply":
      return 4;
    case "research":
      return v.broodWar ? 3.5 : 3;
    case "assist":
      return v.units.some((u) => u.owner === p && cat(v).units[u.type]?.assist) ? 3 : 1;
    case "defensive":
      return 2.5;
    case "offensive": {
      // Elimination modes: the key to the enemy's Air Support bases comes first (modes.ts).
      const key = offensiveWorth(v, p);
      if (key !== null) return key;
      return v.bases.some((b) => b.owner !== p && v.players[b.owner].modules["air-support"] > 0) ? 2.5 : 0.5;
    }
    default:
      return 2;
  }
}

/**
 * Technologies: all alike, except Brood War's Infest Command Center, worth more while a Terran
 * opponent has a base (a won attack there infests it), and the Dark Archon's Summon and Mind
 * Control, worth more together (one without the other does nothing).
 */
function techScore(v: StarcraftView, p: PlayerId, tech: string): number {
  if (tech === "zerg-infest-command-center") {
    const terranBase = v.bases.some(
      (b) => b.owner !== p && cat(v).factions[v.players[b.owner].faction]?.race === "terran",
    );
    return terranBase ? 4 : 2;
  }
  if (tech === "protoss-mind-control" || tech === "protoss-summon-dark-archon") {
    const other = tech === "protoss-mind-control" ? "protoss-summon-dark-archon" : "protoss-mind-control";
    return v.players[p].techs.includes(other) ? 4 : 3.2;
  }
  return 3;
}

function scorePay(c: Ctx, a: StarcraftAction): number {
  if (a.type === "use-discount") return 10;
  if (a.type !== "pay") return 0;
  if (a.source.startsWith("permanent")) return 8;
  const r = c.v.resources[a.source];
  // Overworking flips or removes the card: the last resort.
  if (a.force) return r?.depletion === 1 ? 0 : 2;
  return 6;
}

/**
 * Strength of own units that may still move in this Mobilize into `area` (not moved yet, can reach
 * the planet, may stand there; into an enemy's Air Support base only from the planet itself).
 * None when neither they nor his units already there can hurt an enemy there (hits.ts).
 */
function movableStrength(v: StarcraftView, p: PlayerId, area: string): number {
  const f = v.frame as { kind: string; planet?: string; moved?: number[] };
  if (f.kind !== "mobilize" || !f.planet) return 0;
  const terrain = cat(v).areas[area]?.terrain ?? "all";
  const fromElsewhere = openFromElsewhere(v, p, area);
  const foes = foesIn(v, p, area);
  let s = 0;
  let hurts = false;
  for (const u of v.units) {
    if (u.owner !== p) continue;
    if (u.area === area) {
      hurts ||= canHurt(v, u.type, foes); // there already (moved in by this order or not)
      continue;
    }
    if (f.moved?.includes(u.id)) continue;
    if (!terrainOk(terrain, cat(v).units[u.type]?.flying ?? false)) continue;
    const from = planetOf(u.area);
    if (from === f.planet || (fromElsewhere && transportBetween(v, from, f.planet, p))) {
      s += unitValue(v, u.type);
      hurts ||= canHurt(v, u.type, foes);
    }
  }
  return hurts ? s : 0;
}

function scoreMove(c: Ctx, a: Extract<StarcraftAction, { type: "move-unit" }>): number {
  const { v, p } = c;
  const unit = v.units.find((u) => u.id === a.unit);
  if (!unit) return 0;
  // Leaving: never abandon a valuable area we hold with this unit alone (unless a base holds it).
  const from = unit.area;
  const alone = v.units.filter((u) => u.owner === p && u.area === from).length === 1;
  const baseThere = v.bases.some((b) => b.area === from && b.owner === p);
  const enemyAtHome = enemyAt(c, from) > 0;
  const leaveCost = alone && !baseThere && !enemyAtHome ? areaWorth(v, from) : 0;
  const owner = ctrlOf(c).get(a.area);
  const enemy = enemyAt(c, a.area);
  let gain: number;
  if (enemy > 0) {
    // Attack only if everything that can still join would give good odds; once committed,
    // keep pouring units in until the odds are comfortable.
    const here = ownStrength(v, p, a.area);
    const movable = movableStrength(v, p, a.area);
    const potential = here + movable;
    const odds = attackOdds(v);
    // An army of which not one unit can hurt an enemy there only dies in the battle (hits.ts).
    const hopeless = movable === 0 && !canHurt(v, unit.type, foesIn(v, p, a.area));
    if (hopeless || potential < odds * enemy) gain = -8;
    else gain = here < (odds + 0.3) * enemy ? areaWorth(v, a.area, p) + 6 : 0.1;
  } else if (owner === p) {
    // A Defend order gathers units in its area (Brood War): they will defend it with the guard token.
    const defend = (v.frame as { defend?: string }).defend;
    gain = defend === a.area ? 1 + Math.min(3, threatTo(v, p, a.area) / 6) : 0.2;
  } else gain = areaWorth(v, a.area, p) + 1;
  // Elimination modes: no shuffling between the areas of one planet (modes.ts sidestepWorth).
  const defending = (v.frame as { defend?: string }).defend === a.area;
  if (enemy === 0 && !defending && eliminationMode(v) && planetOf(from) === planetOf(a.area))
    gain = owner === p ? 0 : sidestepWorth(v, a.area);
  // Elimination modes: a step toward the nearest enemy base (modes.ts).
  if (enemy === 0) {
    const dist = frontDistance(v, p);
    const to = dist.get(planetOf(a.area));
    if (to !== undefined && to < (dist.get(planetOf(from)) ?? Number.POSITIVE_INFINITY)) gain += APPROACH;
  }
  return gain - leaveCost;
}

/** Ending a Mobilize: not while a started attack is still too weak and could be reinforced. */
function scoreEndMobilize(c: Ctx): number {
  const f = c.v.frame as { kind: string; contested?: string | null };
  if (f.kind === "mobilize" && f.contested) {
    const enemy = enemyAt(c, f.contested);
    if (
      ownStrength(c.v, c.p, f.contested) < attackOdds(c.v) * enemy &&
      movableStrength(c.v, c.p, f.contested) > 0
    )
      return -4;
  }
  return 0.5;
}

function scoreAction(c: Ctx, a: StarcraftAction): number {
  // Brood War plans (mind control, installations) add to the one-step scores: brood-war-plans.ts.
  return baseScore(c, a) + broodWarPlanBonus(c.v, c.p, a);
}

function baseScore(c: Ctx, a: StarcraftAction): number {
  const { v, p } = c;
  switch (a.type) {
    case "place-order":
      return scorePlanning(c, a);
    case "place-defend":
      return scoreDefend(c, a.area);
    case "destroy-mind-controlled":
      return mindControlReleaseScore(v, p, a.unit);
    case "reveal-order":
      return scoreReveal(c, a.planet);
    case "execute-order": {
      // The Star order becomes the kind that does most on its planet (brood-war-leadership-use.ts).
      const f = v.frame as { star?: true; planet?: string };
      if (f.star && a.as && f.planet)
        return starExecutionScore(useRatings(c), f.planet, a.as, a.gold === true);
      // A special Build / Mobilize (Deathblow, Terran Civilization) beats a research or a plain order.
      return a.as ? 6 : 5;
    }
    case "draw-event-instead":
      return 1;
    case "build-base":
    case "build-unit":
    case "build-worker":
    case "build-building":
    case "build-module":
    case "build-transport":
    case "remove-transport":
    case "end-build":
      return scoreBuild(c, a);
    case "pay":
    case "use-discount":
      return scorePay(c, a);
    case "move-unit":
      return scoreMove(c, a);
    case "end-mobilize":
      return scoreEndMobilize(c);
    case "take-back-moves":
      // Undoing its own moves only lets a bot loop; its moves were chosen on purpose.
      return -20;
    case "draw-combat-cards":
      return v.players[p].hand.length < 6 ? 3 : 0;
    case "skip-combat-cards":
      return 1;
    case "buy-tech":
      return techScore(v, p, a.tech);
    case "skip-tech":
      return 1;
    case "play-event": {
      // The End Draws Near ends the game on the tiebreakers: only when we lead.
      const isEnd = cat(v).events[a.card]?.effect === "event-end-draws-near";
      return isEnd ? (advantage(v, p) > 0 ? 6 : -6) : 3;
    }
    case "pass-event":
      return 0;
    case "discard-card":
      // Keep the cards of our technologies and the richer part of the deck: discard the most common.
      return (
        v.players[p].hand.filter((h) => h === a.card).length + (v.players[p].techs.includes(a.card) ? -3 : 0)
      );
    case "place-base":
      return areaWorth(v, a.area) + 2;
    case "skip-base":
      return 0;
    case "choose-leadership":
      return leadershipScore(v, p, a.card);
    case "take-resource-token":
      return tokenScore(v, p, a);
    case "choose-first-player":
      // Emperor Arcturus I: he names himself first player (first to place, first to reveal).
      return a.seat === p ? 1 : 0;
    case "ultimate-sacrifice": {
      // The area with the most enemy units, for his cheapest unit.
      let n = 0;
      for (const u of v.units) if (u.area === a.area) n += isFoe(v, p, u.owner) ? 1 : -1;
      const own = v.units.find((u) => u.id === a.unit);
      return n - (own ? unitValue(v, own.type) / 10 : 0);
    }
    case "place-cp-token":
      return ctrlOf(c).get(a.area) === p ? 2 : ctrlOf(c).get(a.area) === undefined ? 1 : 0;
    case "place-start-unit":
      return (
        (ctrlOf(c).get(a.area) === undefined ? areaWorth(v, a.area) : 0.5) - ownStrength(v, p, a.area) / 4
      );
    default:
      // What the Leadership cards give: the Star order, reserve units, heroes (brood-war-leadership-use.ts).
      return leadershipUseScore(useRatings(c), a) ?? 0;
  }
}

/**
 * The one-step ratings brood-war-leadership-use.ts rates the Leadership cards' decisions with,
 * built once per context: baseScore asks for them for every action its switch does not name
 * (all the setup actions), and building them per action was the largest cost of ISMCTS at the
 * StarCraft opening (a third of its time, mostly in creating five closures each time).
 */
function useRatings(c: Ctx): UseRatings {
  c.ratings ??= new HeuristicRatings(c);
  return c.ratings;
}

/** UseRatings as methods (no closures to create per context). */
class HeuristicRatings implements UseRatings {
  readonly v: StarcraftView;
  readonly p: PlayerId;
  constructor(private readonly c: Ctx) {
    this.v = c.v;
    this.p = c.p;
  }
  planning(planet: string, order: "build" | "mobilize" | "research"): number {
    return scorePlanning(this.c, { type: "place-order", planet, order, gold: false });
  }
  mobilizeValue(planet: string): number {
    return mobilizeValue(this.c, planet);
  }
  arrival(area: string, type: string): number {
    return heldArrival(this.c, area, type);
  }
  threat(area: string): number {
    return threatTo(this.v, this.p, area);
  }
  worth(area: string): number {
    return areaWorth(this.v, area, this.p);
  }
}

/** A reserve unit (Covert Operations) joining a Mobilize in `area`: a move with no area left behind. */
function heldArrival(c: Ctx, area: string, type: string): number {
  const { v, p } = c;
  const enemy = enemyAt(c, area);
  if (enemy > 0) {
    const here = ownStrength(v, p, area);
    const odds = attackOdds(v);
    if (here + movableStrength(v, p, area) + unitValue(v, type) < odds * enemy) return -8;
    return here < (odds + 0.3) * enemy ? areaWorth(v, area, p) + 6 : 0.1;
  }
  return ctrlOf(c).get(area) === p ? 0.2 : areaWorth(v, area, p) + 1;
}

export const starcraftHeuristic: Bot = {
  name: "heuristic",
  choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
    const { legalActions, rng } = input;
    if (legalActions.length === 0) throw new Error("starcraft heuristic: asked to act without legal actions");
    if (legalActions.length === 1) return legalActions[0];
    const v = input.view as StarcraftView;
    if (isBattleAction(legalActions[0]))
      return pickScored(legalActions, battleScoresOf(v, input.seat, legalActions, rng), rng);
    const c = context(v, input.seat);
    return pickBest(legalActions, (a) => scoreAction(c, a as unknown as StarcraftAction), rng);
  },
};

function battleScoresOf(v: StarcraftView, p: PlayerId, legal: ActionBase[], rng: Rng): number[] {
  return battleScores(v, p, legal as unknown as Parameters<typeof battleScores>[2], rng);
}

/** The best of precomputed scores; ties broken uniformly. */
function pickScored<A>(actions: A[], scores: number[], rng: Rng): A {
  return pickBest(
    actions.map((a, i) => ({ a, s: scores[i] })),
    (x) => x.s,
    rng,
  ).a;
}

/** The best-scoring action; ties broken uniformly. */
function pickBest<A>(actions: A[], score: (a: A) => number, rng: Rng): A {
  let best: A[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    const s = score(a);
    if (s > top + 1e-9) {
      top = s;
      best = [a];
    } else if (Math.abs(s - top) <= 1e-9) best.push(a);
  }
  return rng.pick(best);
}

/** The heuristic as a cheap rollout policy for ISMCTS (reads the full state as a view). */
export function heuristicRolloutAction(
  state: unknown,
  player: PlayerId,
  legal: ActionBase[],
  rng: Rng,
): ActionBase {
  if (legal.length === 1) return legal[0];
  const v = state as StarcraftView;
  if (isBattleAction(legal[0])) return pickScored(legal, battleScoresOf(v, player, legal, rng), rng);
  const c = context(v, player);
  return pickBest(legal, (a) => scoreAction(c, a as StarcraftAction), rng);
}

const LEAD_PRIOR = process.env.KOPRULU_SC_LEAD_PRIOR !== "0";

/** The heuristic's ratings of the legal actions, as ISMCTS's prior. */
export function heuristicPrior(state: unknown, player: PlayerId, legal: ActionBase[]): number[] {
  const v = state as StarcraftView;
  // The prior is deterministic: greedy battle picks never draw on the generator.
  if (isBattleAction(legal[0])) return battleScoresOf(v, player, legal, Rng.fromSeed("prior"));
  const c = context(v, player);
  const scores = legal.map((a) => scoreAction(c, a as StarcraftAction));
  // The Leadership choice is the heuristic's (leadership-prior.ts); KOPRULU_SC_LEAD_PRIOR=0 lets the search choose (session sc40's comparison).
  return LEAD_PRIOR ? leadershipLeftToPrior(legal, scores) : scores;
}
