/**
 * Lite setup (spec §1): first player (L-S1), factions, the galaxy (L-S2, L-S3), home bases from
 * the last player counter-clockwise (L-S4) with the race's starting forces (L-S5), unlocked first
 * units (L-S6), the hot-spot cup (L-S7), the event deck, CP 0 and available workers (L-S8).
 */
import { type PlayerId, Rng, seedRng } from "@koprulu/engine";
import {
  catalogFor,
  type Draft,
  emptyPlayer,
  gainResourceCards,
  type PlayerState,
  planetAreas,
  planetOf,
  routesOf,
  type StarcraftState,
} from "@koprulu/starcraft/board";
import { buildDeck } from "./events-deck";
import { advanceGalaxy } from "./galaxy";
import { validateLiteOptions } from "./options";
import type { LiteOptions, LitePlayer, LiteState } from "./state";

/** L-S5: starting forces, identical for both factions of a race. */
export const STARTING_UNITS: Record<LitePlayer["race"], string[]> = {
  terran: ["terran-marine", "terran-marine", "terran-marine", "terran-firebat", "terran-firebat"],
  zerg: ["zerg-zergling", "zerg-zergling", "zerg-zergling", "zerg-hydralisk", "zerg-hydralisk"],
  protoss: ["protoss-zealot", "protoss-zealot", "protoss-dragoon"],
};
export const STARTING_WORKERS = 7;
/** L-S6: the first unit of each sheet starts unlocked. */
export const FIRST_UNIT: Record<LitePlayer["race"], string> = {
  terran: "terran-marine",
  zerg: "zerg-zergling",
  protoss: "protoss-zealot",
};

/** A StarCraft player with the Lite faction and its starting workers (the rest as the base game's). */
function boardPlayer(faction: string): PlayerState {
  return { ...emptyPlayer(), faction, workerPool: STARTING_WORKERS };
}

export function setupLite(options: LiteOptions, seed: string): LiteState {
  const refused = validateLiteOptions(options);
  if (refused) throw new RangeError(refused.message);
  const n = options.players;
  const c = catalogFor([]);
  const rng = new Rng(seedRng(seed));
  const firstPlayer = rng.int(0, n - 1);
  const factions = rng.shuffle(c.factionIds).slice(0, n);
  const board: StarcraftState = {
    options: { players: n, factionSelection: "random", maxRounds: options.maxRounds },
    round: 1,
    phase: "execution",
    firstPlayer,
    players: factions.map(boardPlayer),
    planetHands: Array.from({ length: n }, () => []),
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
    events: { deck: [], removed: [], discard: [] },
    frame: { kind: "over" },
    payment: null,
    battle: null,
    battleContext: null,
    winners: null,
    endReason: null,
    rng: seedRng(`${seed}/board-unused`),
  };
  const tokens = rng.shuffle(c.planetIds);
  const players: LitePlayer[] = factions.map((f) => {
    const race = c.factions[f].race;
    return {
      race,
      unlocked: [FIRST_UNIT[race]],
      upgrades: [],
      modules: [],
      events: [],
      basesDestroyed: 0,
      basesLost: 0,
      strategyPlayed: false,
    };
  });
  const deck = buildDeck(options.eventCopies, rng.state());
  const s: LiteState = {
    options,
    round: 1,
    phase: "setup",
    stage: 1,
    board,
    players,
    frame: { kind: "galaxy", step: "rotate", reveal: null, expanding: null, tokens },
    tech: null,
    battle: null,
    forced: [],
    exhausting: [],
    nuked: [],
    hotSpots: {},
    cup: [],
    drawn: [],
    events: { deck: deck.deck, discard: [], buried: [] },
    lastBattle: null,
    stats: { battles: 0 },
    winners: null,
    endReason: null,
    rng: deck.rng,
  };
  advanceGalaxy(s);
  return s;
}

/** The galaxy is built (L-S2, L-S3): the cup gets the planets in play (L-S7); homes from the last player counter-clockwise (L-S4). */
export function startHomes(d: LiteState): void {
  const n = d.players.length;
  const queue: PlayerId[] = [];
  for (let i = 1; i <= n; i++) queue.push((d.board.firstPlayer - i + n) % n);
  d.cup = [...d.board.planetOrder];
  d.frame = { kind: "home", queue, remaining: null };
}

/** Planets no other player occupies (L-S4), with room for the starting units. */
export function homeCandidates(s: LiteState, p: PlayerId): string[] {
  const b = s.board;
  const need = STARTING_UNITS[s.players[p].race].length;
  return b.planetOrder.filter((planet) => {
    const prefix = `${planet}#`;
    const room = planetAreas(b, planet).reduce((n, a) => n + a.limit, 0);
    return (
      room >= need &&
      !b.bases.some((x) => x.owner !== p && x.area.startsWith(prefix)) &&
      !b.units.some((u) => u.owner !== p && u.area.startsWith(prefix))
    );
  });
}

/** L-S4: the base in the chosen area; then the player places each starting unit and his transport. */
export function placeHomeBase(d: Draft, p: PlayerId, area: string): void {
  d.bases = [...d.bases, { owner: p, area }];
}

/** Areas of the home planet where the next starting unit fits. */
export function startUnitAreas(s: LiteState, p: PlayerId): string[] {
  const home = s.board.bases.find((b) => b.owner === p)!;
  const planet = planetOf(home.area);
  return planetAreas(s.board, planet)
    .filter((a) => s.board.units.filter((u) => u.area === a.id && u.owner === p).length < a.limit)
    .map((a) => a.id);
}

/** Routes around the home planet (the starting transport goes on one of them). */
export function startTransportRoutes(s: LiteState, p: PlayerId): number[] {
  const home = s.board.bases.find((b) => b.owner === p)!;
  return routesOf(s.board, planetOf(home.area));
}

export function placeStartUnit(d: Draft, p: PlayerId, type: string, area: string): void {
  d.units = [...d.units, { id: d.nextUnitId, owner: p, type, area }];
  d.nextUnitId++;
}

/** After the last home: everyone takes his home planet's resource cards (base game step 3). */
export function takeHomeResources(d: Draft): void {
  const resources: Draft["resources"] = {};
  for (const id of d.planetOrder)
    for (const a of planetAreas(d, id))
      if (a.resource) resources[a.id] = { owner: null, workers: 0, depletion: 0 };
  d.resources = resources;
  gainResourceCards(d);
}
