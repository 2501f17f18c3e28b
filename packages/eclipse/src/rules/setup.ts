/**
 * E-S1..E-S10: the galaxy and the players at the start. Seat i's home goes on the middle-ring seat
 * of its player count. Species (E-S9, issue 29): absent, every seat plays Terrans (the i-th Terran
 * faction); "random", distinct factions drawn with no colour twice; a list, one species per seat
 * (Terran seats take the first free Terran colour); "choose", a decision sequence (species.ts).
 */
import { type PlayerId, Rng, seedRng } from "@koprulu/engine";
import type { HullId } from "../content/index";
import { content } from "./economy";
import { opposite, posKey, seatPosition, wormholeEdges } from "./hex";
import { allFactions, type Faction, factionFor, hasSpecial, speciesBoard } from "./species";
import type { EclipseOptions, EclipseState, Hex, PlayerState, Resource, SpeciesId } from "./types";
import { HULLS } from "./types";

const ADVANCED_SQUARE_TECH: Record<Resource, string> = {
  money: "advanced-economy",
  science: "advanced-labs",
  materials: "advanced-mining",
};

const table = (id: string) => content().tables[id]!.values as Record<string, unknown>;

/** Home orientation is not in the sources (E-S4): ruling — the first rotation with a wormhole toward the centre. */
export function homeRotation(sector: string, seat: number): number {
  const towardCentre = opposite(seat);
  for (let r = 0; r < 6; r++) if (wormholeEdges(content(), sector, r)[towardCentre]) return r;
  return 0;
}

export function emptyHex(pos: string, sector: string, rotation: number): Hex {
  return {
    pos,
    sector,
    rotation,
    owner: null,
    cubes: [],
    ships: [],
    ancients: 0,
    gcds: false,
    discovery: null,
    orbital: false,
    monolith: false,
    entered: {},
  };
}

export function setupGame(options: EclipseOptions, seed: string): EclipseState {
  const c = content();
  const rng = new Rng(seedRng(seed));
  const n = options.players;

  const discoveryBag = rng.shuffle(
    Object.values(c.discovery).flatMap((d) => Array<string>(d.copies).fill(d.id)),
  );
  const reputationBag = rng.shuffle(
    Object.values(c.reputation).flatMap((r) => Array<number>(r.copies).fill(r.vp)),
  );
  const byRing = (ring: string) =>
    rng.shuffle(
      Object.values(c.sectors)
        .filter((x) => x.ring === ring)
        .map((x) => x.id)
        .sort(),
    );
  const outerUsed = table("outer-sectors-used")[String(n)] as number;
  const stacks = {
    inner: byRing("inner"),
    middle: byRing("middle"),
    outer: byRing("outer").slice(0, outerUsed),
  };

  const techBag = rng.shuffle(
    Object.values(c.technologies)
      .sort((a, b) => a.id.localeCompare(b.id))
      .flatMap((t) => Array<string>(t.tiles).fill(t.id)),
  );
  const tray: Record<string, number> = {};
  const drawn = table("tech-tiles-setup")[String(n)] as number;
  for (const t of techBag.splice(0, drawn)) tray[t] = (tray[t] ?? 0) + 1;

  const hexes: Record<string, Hex> = {};
  const centre = emptyHex(posKey(0, 0), "001", 0);
  centre.gcds = true;
  centre.discovery = discoveryBag.shift()!;
  hexes[centre.pos] = centre;

  const factions = factionsAtSetup(options, rng);
  // E-S10: the first start player is drawn at random (with "choose", he picks first).
  const startPlayer = rng.int(0, n - 1);
  const s: EclipseState = {
    options,
    round: 1,
    phase: "action",
    turn: startPlayer,
    startPlayer,
    firstPasser: null,
    step: { kind: "turn" },
    players: Array.from({ length: n }, (_, i) => unseatedPlayer(i)),
    hexes,
    stacks,
    discardedSectors: [],
    secretDiscards: [],
    techBag,
    tray,
    discoveryBag,
    discoveryUsed: [],
    reputationBag,
    combatQueue: [],
    upkeepQueue: [],
    nextShipId: 1,
    entryCounter: 1,
    traitor: null,
    stats: {
      actions: 0,
      battles: 0,
      explores: 0,
      researches: 0,
      ambassadorsExchanged: 0,
      relationsBroken: 0,
    },
    rng: rng.state(),
  };
  if (factions === null) {
    s.phase = "setup";
    s.step = { kind: "species", order: Array.from({ length: n }, (_, i) => (startPlayer + i) % n) };
    return s;
  }
  for (const [i, f] of factions.entries()) seatFaction(s, i, f);
  return s;
}

/** The factions of the seats, or null when they are chosen during setup ("choose"). */
function factionsAtSetup(options: EclipseOptions, rng: Rng): Faction[] | null {
  const n = options.players;
  const pick = options.species;
  if (pick === "choose") return null;
  if (pick === "random") {
    // A random distinct faction per seat: the box's twelve home tiles, no colour twice.
    const out: Faction[] = [];
    for (const f of rng.shuffle(allFactions())) {
      if (out.length === n) break;
      if (out.some((o) => o.colour === f.colour || (o.species === f.species && f.species !== "terran")))
        continue;
      out.push(f);
    }
    return out;
  }
  const ids: SpeciesId[] = pick ?? Array<SpeciesId>(n).fill("terran");
  // Aliens first take their colours; Terran seats then take the first free Terran colours.
  const out: (Faction | null)[] = ids.map((id) => (id === "terran" ? null : factionFor(id, [], [])));
  return ids.map((id, i) => {
    if (out[i]) return out[i]!;
    const f = factionFor(
      id,
      out.filter((x) => x !== null).map((x) => x!.colour),
      [],
    );
    out[i] = f;
    return f!;
  });
}

/** A seat before its species is known (only with "choose"): no home, no discs, no storage. */
function unseatedPlayer(seat: PlayerId): PlayerState {
  const none = { military: [], grid: [], nano: [] };
  const terran = content().blueprints[speciesBoard("terran").blueprint]!.ships;
  return {
    seat,
    species: "terran",
    faction: "",
    colour: "",
    home: "",
    money: 0,
    science: 0,
    materials: 0,
    techs: none,
    blueprints: Object.fromEntries(
      HULLS.map((h) => [h, { ...terran[h], slots: [...terran[h].slots] }]),
    ) as PlayerState["blueprints"],
    discs: 0,
    discsOnTrack: 0,
    actionDiscs: 0,
    cubeTracks: { money: 11, science: 11, materials: 11 },
    graveyard: { money: 0, science: 0, materials: 0 },
    colonyShips: 0,
    colonyShipsUsed: 0,
    reputation: [],
    discoveriesKept: [],
    ambassadors: [],
    proposedTo: [],
    passed: false,
  };
}

/**
 * E-S5, E-S6, E-S9: the seat takes its faction — the numbers of its species board, its home hex
 * with a disc, the starting ship and one cube on each square it may use (advanced squares with the
 * matching starting tech: the Hydran advanced science square). Eridani draw two reputation tiles.
 */
export function seatFaction(s: EclipseState, seat: PlayerId, f: Faction): void {
  const c = content();
  const n = s.players.length;
  const seats = table("starting-seats")[String(n)] as number[];
  const board = speciesBoard(f.species);
  const pos = seatPosition(seats[seat]!);
  const hex = emptyHex(pos, f.sector, homeRotation(f.sector, seats[seat]!));
  hex.owner = seat;
  const techs = {
    military: board.startingTechs.filter((t) => c.technologies[t]!.track === "military"),
    grid: board.startingTechs.filter((t) => c.technologies[t]!.track === "grid"),
    nano: board.startingTechs.filter((t) => c.technologies[t]!.track === "nano"),
  };
  const cubeTracks: Record<Resource, number> = { money: 11, science: 11, materials: 11 };
  c.sectors[f.sector]!.squares.forEach((sq, idx) => {
    if (sq.resource === "grey") return;
    if (sq.advanced && !board.startingTechs.includes(ADVANCED_SQUARE_TECH[sq.resource])) return;
    hex.cubes.push({ square: idx, resource: sq.resource });
    cubeTracks[sq.resource]--;
  });
  hex.ships.push({ id: s.nextShipId++, owner: seat, hull: board.startingShip as HullId });
  hex.entered[String(seat)] = 0;
  s.hexes[pos] = hex;
  const bp = c.blueprints[board.blueprint]!.ships;
  const p: PlayerState = {
    ...s.players[seat]!,
    species: f.species,
    faction: f.faction,
    colour: f.colour,
    home: pos,
    money: board.storage.money,
    science: board.storage.science,
    materials: board.storage.materials,
    techs,
    blueprints: Object.fromEntries(
      HULLS.map((h) => [h, { ...bp[h], slots: [...bp[h].slots] }]),
    ) as PlayerState["blueprints"],
    discs: board.discs,
    discsOnTrack: board.discs - 1,
    cubeTracks,
    colonyShips: board.colonyShips,
    colonyShipsUsed: 0,
    reputation: [],
  };
  // Eridani: two reputation tiles from the (shuffled, hidden) bag at setup (E-P1).
  if (hasSpecial(p, "setup-reputation-2")) p.reputation = s.reputationBag.splice(0, 2).sort((a, b) => a - b);
  s.players[seat] = p;
}
