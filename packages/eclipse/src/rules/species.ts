/**
 * The species boards (E-S5..E-S9, spec §11): every number the rules read about a seat comes from
 * its board here — storage, trade rate, starting techs and ship, colony ships, discs, activations
 * per action, build costs, printed blueprints, the reputation/ambassador track. The specials are
 * the board's `specials` ids; the rules ask `hasSpecial` rather than naming species.
 */
import type { PlayerId } from "@koprulu/engine";
import type { HullId, ShipBlueprint, Species } from "../content/index";
import { content } from "./pack";
import type { ActionKind, EclipseState, PlayerState, SpeciesId } from "./types";
import { SPECIES } from "./types";

export const TERRAN: SpeciesId = "terran";

/** The board of a species id (content `species.json`). */
export const speciesBoard = (id: SpeciesId): Species => content().species[id]!;
/** The board a seat plays. */
export const boardOf = (p: Pick<PlayerState, "species">): Species => speciesBoard(p.species);

/**
 * Species special rules, as the board's ids (content `species.json`, "specials"):
 * `setup-reputation-2` Eridani draw two reputation tiles at setup; `research-two-techs` Hydran
 * research (the activations of their board); `explore-twice` Planta; `explore-reveal-two`,
 * `coexist-with-ancients`, `no-guarded-discovery`, `vp-per-ancient` Descendants of Draco;
 * `population-dies-with-enemy-ships`, `vp-per-hex` Planta. The others (fewer discs, dreadnought
 * energy, cheap builds, cruiser start, strong/weak blueprints) are numbers of the board itself.
 */
export type Special =
  | "fewer-discs"
  | "setup-reputation-2"
  | "dreadnought-energy"
  | "research-two-techs"
  | "home-advanced-science-cube"
  | "explore-twice"
  | "population-dies-with-enemy-ships"
  | "vp-per-hex"
  | "weak-blueprints"
  | "explore-reveal-two"
  | "coexist-with-ancients"
  | "no-guarded-discovery"
  | "vp-per-ancient"
  | "cheap-builds"
  | "cruiser-start"
  | "strong-blueprints";

export const hasSpecial = (p: Pick<PlayerState, "species">, special: Special): boolean =>
  boardOf(p).specials.includes(special);
export const seatHas = (s: EclipseState, seat: PlayerId, special: Special): boolean =>
  hasSpecial(s.players[seat]!, special);

/** E-R8: how many of one resource buy one of another (Terrans 2, aliens 3, Orion 4). */
export const tradeRateOf = (p: Pick<PlayerState, "species">): number => boardOf(p).tradeRate;

/** E-A5: the material cost of a ship or structure on the seat's board. */
export const buildCostOf = (p: Pick<PlayerState, "species">, what: string): number =>
  (boardOf(p).buildCosts as Record<string, number>)[what]!;

/** The seat's blueprint as printed on its board (parts printed there do not come from the supply). */
export const printedBlueprintOf = (p: Pick<PlayerState, "species">, hull: HullId): ShipBlueprint =>
  content().blueprints[boardOf(p).blueprint]!.ships[hull];

/**
 * Activations of one action on the seat's board (EXP/INF/RES/UPG/BUI/MOV); a reaction after
 * passing is always one (E-R4). Nanorobots add one Build activation (E-A5).
 */
export function activations(p: PlayerState, kind: ActionKind, nanorobots: boolean): number {
  if (p.passed) return 1;
  return boardOf(p).actions[kind] + (kind === "build" && nanorobots ? 1 : 0);
}

/** The reputation / ambassador track of a seat's board (E-P1, E-P2; spec §11). */
export interface ReputationTrack {
  /** Slots taking a reputation tile or an ambassador. */
  either: number;
  /** Slots taking reputation tiles only. */
  reputationOnly: number;
  /** Slots taking ambassadors only. */
  ambassadorOnly: number;
}

/** The track layout of a seat, read from its board (for diplomacy and the player boards). */
export function reputationTrackOf(s: EclipseState, seat: PlayerId): ReputationTrack {
  const t = boardOf(s.players[seat]!).reputationTrack;
  return { either: t.either, reputationOnly: t.reputationOnly, ambassadorOnly: t.ambassadorOnly };
}

/**
 * Reputation tiles a seat may hold: its reputation-only slots plus the either-type slots not
 * taken by ambassadors (`ambassadorsInEither`, 0 while diplomacy is absent).
 */
export function reputationCapacity(s: EclipseState, seat: PlayerId, ambassadorsInEither = 0): number {
  const t = reputationTrackOf(s, seat);
  return t.reputationOnly + Math.max(0, t.either - ambassadorsInEither);
}

/** A faction a seat can take: a species and one of its home tiles (Terrans have six). */
export interface Faction {
  species: SpeciesId;
  faction: string;
  sector: string;
  colour: string;
}

/** Every faction of the box, Terran ones first, in the order of the content pack. */
export function allFactions(): Faction[] {
  return SPECIES.flatMap((id) =>
    speciesBoard(id).homes.map((h) => ({
      species: id,
      faction: h.faction,
      sector: h.sector,
      colour: h.colour,
    })),
  );
}

/**
 * The faction a seat gets when it picks `species` while `taken` colours are in use: an alien's
 * one home, or the first Terran faction of a free colour. Null when none is left (an alien
 * picked twice, its colour taken, or no Terran colour free).
 */
export function factionFor(
  species: SpeciesId,
  takenColours: readonly string[],
  takenSpecies: readonly SpeciesId[],
) {
  if (species !== TERRAN && takenSpecies.includes(species)) return null;
  return allFactions().find((f) => f.species === species && !takenColours.includes(f.colour)) ?? null;
}

/** Species a seat may still pick (E-S9): each alien once, Terrans while a colour is free. */
export function speciesChoices(s: EclipseState): SpeciesId[] {
  const chosen = s.players.filter((p) => p.home !== "");
  const colours = chosen.map((p) => p.colour);
  const species = chosen.map((p) => p.species);
  return SPECIES.filter((id) => factionFor(id, colours, species) !== null);
}

/** What a UI shows about a species: its board's numbers and its specials (ids), as data. */
export interface SpeciesSummary {
  id: SpeciesId;
  name: string;
  colours: string[];
  storage: { money: number; science: number; materials: number };
  tradeRate: number;
  startingTechs: string[];
  startingShip: string;
  colonyShips: number;
  discs: number;
  actions: Record<ActionKind, number>;
  buildCosts: Record<string, number>;
  reputationTrack: ReputationTrack;
  specials: Special[];
  provisional: boolean;
}

/** Every species' board as data for a UI (the lobby's choice, the picking step, player boards). */
export function speciesSummaries(): SpeciesSummary[] {
  return SPECIES.map((id) => {
    const b = speciesBoard(id);
    return {
      id,
      name: b.name,
      colours: b.homes.map((h) => h.colour),
      storage: { ...b.storage },
      tradeRate: b.tradeRate,
      startingTechs: [...b.startingTechs],
      startingShip: b.startingShip,
      colonyShips: b.colonyShips,
      discs: b.discs,
      actions: { ...b.actions },
      buildCosts: { ...(b.buildCosts as Record<string, number>) },
      reputationTrack: {
        either: b.reputationTrack.either,
        reputationOnly: b.reputationTrack.reputationOnly,
        ambassadorOnly: b.reputationTrack.ambassadorOnly,
      },
      specials: [...b.specials] as Special[],
      provisional: b.provisional === true,
    };
  });
}
