/**
 * E-S1..E-S10: the galaxy and the players at the start. Every seat plays Terrans; seat i takes the
 * i-th Terran home (red, blue, green, yellow, white, black) on the middle-ring seat of its player
 * count.
 */
import { Rng, seedRng } from "@koprulu/engine";
import type { HullId } from "../content/index";
import { content, TERRAN } from "./economy";
import { opposite, posKey, seatPosition, wormholeEdges } from "./hex";
import type { EclipseOptions, EclipseState, Hex, PlayerState, Resource } from "./types";
import { HULLS } from "./types";

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
  const terran = c.species[TERRAN]!;
  const seats = (table("starting-seats")[String(n)] as number[]).slice();

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

  let nextShipId = 1;
  const players: PlayerState[] = [];
  for (let i = 0; i < n; i++) {
    const home = terran.homes[i]!;
    const pos = seatPosition(seats[i]!);
    const hex = emptyHex(pos, home.sector, homeRotation(home.sector, seats[i]!));
    hex.owner = i;
    // E-S6: one cube on each basic square the species may use (advanced squares need the techs).
    const squares = c.sectors[home.sector]!.squares;
    const cubeTracks: Record<Resource, number> = { money: 11, science: 11, materials: 11 };
    squares.forEach((sq, idx) => {
      if (sq.advanced || sq.resource === "grey") return;
      hex.cubes.push({ square: idx, resource: sq.resource });
      cubeTracks[sq.resource]--;
    });
    hex.ships.push({ id: nextShipId++, owner: i, hull: terran.startingShip as HullId });
    hex.entered[String(i)] = 0;
    hexes[pos] = hex;
    const bp = c.blueprints[terran.blueprint]!.ships;
    players.push({
      seat: i,
      colour: home.colour,
      home: pos,
      money: terran.storage.money,
      science: terran.storage.science,
      materials: terran.storage.materials,
      techs: {
        military: terran.startingTechs.filter((t) => c.technologies[t]!.track === "military"),
        grid: terran.startingTechs.filter((t) => c.technologies[t]!.track === "grid"),
        nano: terran.startingTechs.filter((t) => c.technologies[t]!.track === "nano"),
      },
      blueprints: Object.fromEntries(
        HULLS.map((h) => [h, { ...bp[h], slots: [...bp[h].slots] }]),
      ) as PlayerState["blueprints"],
      discs: terran.discs,
      discsOnTrack: terran.discs - 1,
      actionDiscs: 0,
      cubeTracks,
      graveyard: { money: 0, science: 0, materials: 0 },
      colonyShips: terran.colonyShips,
      colonyShipsUsed: 0,
      reputation: [],
      discoveriesKept: [],
      ambassadors: [],
      proposedTo: [],
      passed: false,
    });
  }
  // E-S10: the first start player is drawn at random.
  const startPlayer = rng.int(0, n - 1);
  return {
    options,
    round: 1,
    phase: "action",
    turn: startPlayer,
    startPlayer,
    firstPasser: null,
    step: { kind: "turn" },
    players,
    hexes,
    stacks,
    discardedSectors: [],
    techBag,
    tray,
    discoveryBag,
    discoveryUsed: [],
    reputationBag,
    combatQueue: [],
    upkeepQueue: [],
    nextShipId,
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
}
