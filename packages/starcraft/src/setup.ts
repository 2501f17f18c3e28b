/**
 * Setup (rulebook "Setup" and "Building the galaxy"): first player, factions, Event deck,
 * combat hands, planet tokens, two placement rounds (clockwise, then in reverse), the base,
 * Z-axis routes, resource cards, starting forces, the starting transport and workers.
 * Every choice is an engine decision so UIs and bots share one path.
 */
import { type PlayerId, Rng, type RuleError, seedRng } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { specialVictoryCard } from "./brood-war/leadership";
import { openLeadershipChoice, stageOneCard } from "./brood-war/leadership-choice";
import { legalInstallationAreas, setupInstallation } from "./brood-war/leadership-effects/cerebrate-daggoth";
import { placeOverlordsOnRoutes, zRoutePlacer } from "./brood-war/leadership-effects/glimpse-the-future";
import { emptyBroodWar, isBroodWarOptions, patchBroodWar, usesLeadership } from "./brood-war/state";
import { drawCombatCards } from "./cards";
import type { Draft } from "./draft";
import { Err } from "./errors";
import { buildEventDeck } from "./events/deck";
import { freeSlots, placePlanet, placeZRoute, worldSides } from "./galaxy";
import {
  candidateCellsIndexed,
  distinctRotations,
  joinsAny,
  occupancy,
  openSides,
  placePlanetAction,
} from "./galaxy-index";
import { placeBaseAction, SKIP_BASE } from "./interned-actions";
import { validateOptions } from "./options";
import { startPlanning } from "./planning";
import { ownUnitsIn, planetAreas, planetOf, routesOf, turnOrder } from "./queries";
import { cat, catalogFor } from "./rules-catalog";
import type { PlayerState, StarcraftOptions, StarcraftState } from "./state";
import { terrainOk } from "./terrain";
import { withoutEndDrawsNear } from "./variants/galactic-conquest";
import { isSurvivalOptions } from "./variants/modes";
import {
  isLastPlacementRound,
  placementQueue,
  placementRound,
  planetsDrawn,
  skipEmptyHands,
} from "./variants/starting-planets";
import { emptySurvival } from "./variants/survival";

export function defaultOptions(players: number): StarcraftOptions {
  return { players, factionSelection: "random", maxRounds: 60 };
}

/** A player before setup gives him a faction and its components (also Lite's starting point). */
export function emptyPlayer(): PlayerState {
  return {
    faction: "",
    eliminated: false,
    cp: 0,
    hand: [],
    deck: [],
    discard: [],
    techs: [],
    playArea: [],
    events: [],
    eventsSeen: false,
    eventsInPlay: [],
    workerPool: 0,
    workersUnavailable: 0,
    permanentUsed: { minerals: 0, gas: 0 },
    buildings: {},
    modules: { supply: 0, research: 0, "air-support": 0 },
  };
}

/**
 * Take the faction's components: shuffled combat deck, starting hand, workers, printed building.
 * Brood War (no Leadership cards, BW-X5): the faction's Special Victory card goes into the play
 * area, and its starting workers and units replace the sheet's (BW-S3, BW-S8).
 */
function takeFaction(d: Draft, p: PlayerId, faction: string): void {
  const f = cat(d).factions[faction];
  const rng = new Rng(d.rng);
  const pl = d.players[p];
  pl.faction = faction;
  pl.deck = rng.shuffle(f.combatDeck);
  d.rng = rng.state();
  // With Leadership cards the Stage I choice (resolved before the planets) sets the forces.
  const card = d.broodWar && !usesLeadership(d) ? specialVictoryCard(d, f) : null;
  if (d.broodWar && card) {
    const leadership = d.broodWar.leadership.map((cards, i) => (i === p ? [card.id] : cards));
    patchBroodWar(d, { leadership });
  }
  pl.workerPool = usesLeadership(d) ? 0 : card ? card.workers : f.workers;
  pl.buildings = { [f.firstTrack]: 1 };
  drawCombatCards(d, p, f.startingHand);
}

export function setupState(options: StarcraftOptions, seed: string): StarcraftState {
  const n = options.players;
  if (!Number.isInteger(n) || n < 2 || n > 6)
    throw new RangeError(`StarCraft needs 2 to 6 players, got ${n}`);
  // Refused options (an unknown expansion, …) never set up a game (the server answers 422).
  const refused = validateOptions(options);
  if (refused) throw new RangeError(refused.message);
  const c = catalogFor(options.expansions);
  let rng = new Rng(seedRng(seed));
  const firstPlayer = rng.int(0, n - 1);
  const leadership = isBroodWarOptions(options) && options.variants?.leadershipCards === true;
  const ev = buildEventDeck(c, n, rng.state(), leadership);
  rng = new Rng(ev.rng);
  const tokens = rng.shuffle(c.planetIds);
  const drawn = planetsDrawn(options); // 3 with More Starting Planet Tokens or Larger Galaxy
  const s: StarcraftState = {
    options,
    round: 0,
    phase: "setup",
    firstPlayer,
    players: Array.from({ length: n }, emptyPlayer),
    planetHands: Array.from({ length: n }, (_, i) => tokens.slice(drawn * i, drawn * i + drawn)),
    planets: {},
    planetOrder: [],
    routes: [],
    units: [],
    nextUnitId: 1,
    bases: [],
    transports: [],
    stacks: {},
    ordersPlaced: Array.from({ length: n }, () => 0),
    resources: {},
    events: withoutEndDrawsNear(options, ev.deck), // Galactic Conquest and Survival: none of them
    frame: { kind: "over" },
    payment: null,
    battle: null,
    battleContext: null,
    winners: null,
    endReason: null,
    rng: rng.state(),
    ...(isBroodWarOptions(options)
      ? { broodWar: emptyBroodWar(n, options.variants?.leadershipCards === true) }
      : {}),
    ...(isSurvivalOptions(options) ? { survival: emptySurvival(n) } : {}),
  };
  const order = turnOrder(s);
  if (options.factionSelection === "random") {
    const dealt = rng.shuffle(c.factionIds);
    s.rng = rng.state();
    order.forEach((p, i) => {
      takeFaction(s, p, dealt[i]);
    });
    afterFactions(s);
  } else {
    s.frame = { kind: "choose-faction", queue: order };
  }
  return s;
}

/** BW-S7: with Leadership cards, the Stage I choice comes after the factions, before the planets. */
function afterFactions(d: Draft): void {
  if (usesLeadership(d)) openLeadershipChoice(d, 1, "galaxy");
  else startGalaxy(d);
}

/** Where the game goes on after a Stage I choice resolved at setup. */
export function resumeSetupAfterLeadership(d: Draft): void {
  for (let p = 0; p < d.players.length; p++) {
    const id = stageOneCard(d, p);
    if (id) d.players[p].workerPool = cat(d).leadership[id].workers;
  }
  startGalaxy(d);
}

/** The card whose starting forces a seat takes (Brood War): its Stage I Leadership card or, without them, its Special Victory card. */
function startingCard(d: StarcraftState, p: PlayerId) {
  if (!d.broodWar) return null;
  if (usesLeadership(d)) {
    const id = stageOneCard(d, p);
    return id ? cat(d).leadership[id] : null;
  }
  return specialVictoryCard(d, cat(d).factions[d.players[p].faction]);
}

/** Bases a seat places at setup: one, or two with *Forward Planning* (one per starting planet). */
function basesWanted(s: StarcraftState, p: PlayerId): number {
  return startingCard(s, p)?.bases ?? 1;
}

function startGalaxy(d: Draft): void {
  const order = turnOrder(d);
  d.frame = { kind: "place-planet", queue: placementQueue(d.options, order), round: 1 };
}

function baseCount(s: StarcraftState, p: PlayerId): number {
  return s.bases.filter((b) => b.owner === p).length;
}

export function basePlanet(s: StarcraftState, p: PlayerId): string | null {
  const b = s.bases.find((x) => x.owner === p);
  return b ? planetOf(b.area) : null;
}

// ---------------------------------------------------------------------------------------------

export function legalSetup(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  const out: StarcraftAction[] = [];
  switch (f.kind) {
    case "choose-faction": {
      const taken = new Set(s.players.map((x) => x.faction));
      for (const id of cat(s).factionIds)
        if (!taken.has(id)) out.push({ type: "choose-faction", faction: id });
      return out;
    }
    case "place-planet": {
      // Cells indexed once per call, rotations once per planet (see galaxy-index.ts): this
      // enumeration runs at every placement and at every node of a search over the opening.
      const occ = occupancy(s);
      const cells = candidateCellsIndexed(s, occ);
      const open = cells.map(([x, y]) => openSides(occ, x, y));
      const first = s.planetOrder.length === 0;
      for (const planet of s.planetHands[p]) {
        for (const { rotation, mask } of distinctRotations(s, planet)) {
          for (let i = 0; i < cells.length; i++) {
            if (first || (mask & open[i]) !== 0) {
              out.push(placePlanetAction(planet, cells[i][0], cells[i][1], rotation));
            }
          }
        }
      }
      return out;
    }
    case "place-base": {
      for (const a of planetAreas(s, f.planet)) if (a.terrain !== "flying") out.push(placeBaseAction(a.id));
      if (!f.mandatory) out.push(SKIP_BASE);
      return out;
    }
    case "place-z-route": {
      const free = freeSlots(s);
      for (let i = 0; i < free.length; i++)
        for (let j = i + 1; j < free.length; j++)
          if (free[i].planet !== free[j].planet) out.push({ type: "place-z-route", a: free[i], b: free[j] });
      return out;
    }
    case "place-start-unit":
      for (const area of startAreas(s, p, f.remaining[0])) out.push({ type: "place-start-unit", area });
      return out;
    case "place-start-transport": {
      const home = basePlanet(s, p)!;
      for (const r of routesOf(s, home))
        if (!s.transports.some((t) => t.owner === p && t.route === r))
          out.push({ type: "place-start-transport", route: r });
      return out;
    }
    default:
      return out;
  }
}

export function checkSetup(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  switch (f.kind) {
    case "choose-faction":
      if (a.type !== "choose-faction") return Err.wrongDecision();
      if (!cat(s).factions[a.faction]) return Err.unknownFaction();
      if (s.players.some((x) => x.faction === a.faction)) return Err.factionTaken();
      return null;
    case "place-planet": {
      if (a.type !== "place-planet") return Err.wrongDecision();
      if (!s.planetHands[p].includes(a.planet)) return Err.notYourPlanet();
      if (![0, 1, 2, 3].includes(a.rotation)) return Err.badRotation();
      if (!Number.isInteger(a.x) || !Number.isInteger(a.y))
        return Err.cellTaken("Positions are whole grid cells.");
      const occ = occupancy(s);
      if (!candidateCellsIndexed(s, occ).some(([x, y]) => x === a.x && y === a.y)) return Err.cellTaken();
      if (s.planetOrder.length > 0 && !joinsAny(occ, worldSides(s, a.planet, a.rotation), a.x, a.y))
        return Err.planetUnconnected();
      return null;
    }
    case "place-base": {
      if (a.type === "skip-base") return f.mandatory ? Err.baseMandatory() : null;
      if (a.type !== "place-base") return Err.wrongDecision();
      const area = cat(s).areas[a.area];
      if (!area || area.planet !== f.planet) return Err.badArea();
      if (area.terrain === "flying") return Err.baseAreaFlying();
      return null;
    }
    case "place-z-route": {
      if (a.type !== "place-z-route") return Err.wrongDecision();
      const free = freeSlots(s);
      const isFree = (e: { planet: string; side: number }) =>
        typeof e === "object" && e !== null && free.some((x) => x.planet === e.planet && x.side === e.side);
      if (!isFree(a.a) || !isFree(a.b)) return Err.zRouteSlots();
      if (a.a.planet === a.b.planet) return Err.zRouteSamePlanet();
      return null;
    }
    case "place-start-unit": {
      if (a.type !== "place-start-unit") return Err.wrongDecision();
      const area = cat(s).areas[a.area];
      const unit = cat(s).units[f.remaining[0]];
      if (!area || area.planet !== basePlanet(s, p)) return Err.startArea();
      if (ownUnitsIn(s, a.area, p) >= area.limit || !terrainOk(area.terrain, unit.flying))
        return Err.startArea();
      return null;
    }
    case "place-start-transport": {
      if (a.type !== "place-start-transport") return Err.wrongDecision();
      const home = basePlanet(s, p)!;
      if (!routesOf(s, home).includes(a.route)) return Err.startRoute();
      if (s.transports.some((t) => t.owner === p && t.route === a.route)) return Err.startRoute();
      return null;
    }
    default:
      return Err.wrongDecision();
  }
}

export function applySetup(d: Draft, p: PlayerId, a: StarcraftAction): void {
  const f = d.frame;
  switch (a.type) {
    case "choose-faction": {
      if (f.kind !== "choose-faction") return;
      takeFaction(d, p, a.faction);
      const queue = f.queue.slice(1);
      if (queue.length > 0) d.frame = { kind: "choose-faction", queue };
      else afterFactions(d);
      return;
    }
    case "place-planet": {
      if (f.kind !== "place-planet") return;
      placePlanet(d, a.planet, a.x, a.y, a.rotation);
      d.planetHands = d.planetHands.map((h, i) => (i === p ? h.filter((x) => x !== a.planet) : h));
      const queue = f.queue.slice(1);
      const round = f.round;
      const wanted = basesWanted(d, p);
      if (baseCount(d, p) >= wanted) nextPlanet(d, queue);
      else {
        // Forward Planning: both starting planets take a base, so neither may be skipped. A seat
        // with no planet token left (Emperor Arcturus I's two under Larger Galaxy) places it now.
        const mandatory = isLastPlacementRound(d, round) || wanted > 1 || d.planetHands[p].length === 0;
        d.frame = { kind: "place-base", player: p, planet: a.planet, mandatory, queue, round };
      }
      return;
    }
    case "place-base":
    case "skip-base": {
      if (f.kind !== "place-base") return;
      if (a.type === "place-base") d.bases.push({ owner: p, area: a.area });
      nextPlanet(d, f.queue);
      return;
    }
    case "place-z-route": {
      if (f.kind !== "place-z-route") return;
      placeZRoute(d, a.a, a.b);
      nextZRoute(d, f.queue.slice(1));
      return;
    }
    case "place-start-unit": {
      if (f.kind !== "place-start-unit") return;
      d.units.push({ id: d.nextUnitId, owner: p, type: f.remaining[0], area: a.area });
      d.nextUnitId++;
      const remaining = placeable(d, p, f.remaining.slice(1));
      if (remaining.length > 0) d.frame = { kind: "place-start-unit", queue: f.queue, remaining };
      else toTransports(d, f.queue);
      return;
    }
    case "place-start-transport": {
      if (f.kind !== "place-start-transport") return;
      d.transports.push({ owner: p, route: a.route });
      toTransports(d, f.queue);
      return;
    }
    default:
      return;
  }
}

function nextPlanet(d: Draft, rest: PlayerId[]): void {
  const queue = skipEmptyHands(d, rest);
  if (queue.length > 0) {
    // Of 2n (3n) placements, the first n are round 1, the next n round 2, …
    d.frame = { kind: "place-planet", queue, round: placementRound(d, queue.length) };
    return;
  }
  // More Starting Planet Tokens: the tokens nobody placed go back to the box.
  if (d.planetHands.some((h) => h.length > 0)) d.planetHands = d.planetHands.map(() => []);
  nextZRoute(d, turnOrder(d));
}

/** One Z-axis route per player in turn order; stop when no two free slots on different planets remain. */
function nextZRoute(d: Draft, queue: PlayerId[]): void {
  if (queue.length === d.players.length && d.planetOrder.length > 0 && d.routes.every((r) => !r.z)) {
    // Glimpse the Future: its holder places every Z-axis route (one per player, as usual).
    const seer = zRoutePlacer(d);
    if (seer !== null) queue = queue.map(() => seer);
  }
  const free = freeSlots(d);
  const planetsWithFree = new Set(free.map((x) => x.planet));
  if (queue.length > 0 && planetsWithFree.size >= 2) {
    d.frame = { kind: "place-z-route", queue };
    return;
  }
  dealResourceCards(d);
  startForces(d, turnOrder(d));
}

/** Each player takes the resource cards of the planet holding his base. */
function dealResourceCards(d: Draft): void {
  const resources: Draft["resources"] = {};
  for (const id of d.planetOrder) {
    for (const a of planetAreas(d, id)) {
      if (!a.resource) continue;
      const owner = d.bases.find((b) => planetOf(b.area) === id)?.owner ?? null;
      resources[a.id] = { owner, workers: 0, depletion: 0 };
    }
  }
  d.resources = resources;
}

function startForces(d: Draft, queue: PlayerId[]): void {
  const p = queue[0];
  const f = cat(d).factions[d.players[p].faction];
  const card = startingCard(d, p);
  const units = placeable(d, p, card ? card.startUnits : f.startUnits);
  if (units.length > 0) d.frame = { kind: "place-start-unit", queue, remaining: units };
  else toTransports(d, queue);
}

/**
 * The starting transports of queue[0]: one (base game), or as many as his Stage I Leadership card
 * gives (Forward Planning 2, Glimpse the Future none), each on a free route of his base planet.
 * Then the next player's forces, or the first round.
 */
function toTransports(d: Draft, queue: PlayerId[]): void {
  const p = queue[0];
  const card = startingCard(d, p);
  const wanted = card ? card.transports : 1;
  const placed = d.transports.filter((t) => t.owner === p).length;
  // A second transport (Forward Planning) only while a free route of the base planet is left.
  const room =
    placed === 0 || legalSetup({ ...d, frame: { kind: "place-start-transport", queue } }, p).length > 0;
  if (placed < wanted && room) {
    d.frame = { kind: "place-start-transport", queue };
    return;
  }
  if (card && usesLeadership(d)) placeOverlordsOnRoutes(d, p, card.id);
  const rest = queue.slice(1);
  // The Overmind (Leadership, Stage I): its installation goes down with his forces.
  const installation = card && usesLeadership(d) ? setupInstallation(d, card.id) : null;
  if (installation && !d.broodWar?.installations.some((i) => i.owner === p && i.kind === installation)) {
    if (legalInstallationAreas(d, p).length > 0) {
      d.frame = {
        kind: "place-installation",
        player: p,
        installation,
        rest: [],
        resume: "forces",
        forces: rest,
      };
      return;
    }
  }
  continueForces(d, rest);
}

/** The next player's starting forces, or the first round. */
export function continueForces(d: Draft, rest: PlayerId[]): void {
  if (rest.length > 0) startForces(d, rest);
  else startPlanning(d, true);
}

/** Areas of p's base planet where a starting unit of this type may go: within limits, matching terrain. */
function startAreas(s: StarcraftState, p: PlayerId, type: string): string[] {
  const home = basePlanet(s, p)!;
  const unit = cat(s).units[type];
  const out: string[] = [];
  for (const a of planetAreas(s, home))
    if (unit && ownUnitsIn(s, a.id, p) < a.limit && terrainOk(a.terrain, unit.flying)) out.push(a.id);
  return out;
}

/**
 * The starting units still to place, leaving out those with no legal area left (ruling, BW-S8:
 * starting forces are placed only within unit limits and in matching ground/flying areas; a unit
 * that fits nowhere on the base planet stays in its owner's reserve, so setup never stalls).
 */
function placeable(s: StarcraftState, p: PlayerId, units: string[]): string[] {
  let i = 0;
  while (i < units.length && startAreas(s, p, units[i]).length === 0) i++;
  if (i === units.length) return [];
  // Later units are checked when their turn comes (earlier placements change the room left).
  return units.slice(i);
}
