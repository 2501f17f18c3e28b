/**
 * Build order, three steps in order (rulebook "Build order"):
 *  1. with a base on the active planet: workers and transports without limit (transports on
 *     routes of the active planet, one per route per player) and units up to the build limit
 *     from buildings owned before this order, in friendly or empty areas within unit limits
 *     (as many own units as needed may be removed to make room; when every miniature of a type
 *     is on the board one may be taken from the board); technology units (Archon, Guardian) replace units on
 *     the planet and need no base;
 *  2. with a unit or base on the planet: one building (one level above the last of its track)
 *     and/or one module;
 *  3. with units but no base on the planet: one base in an area holding own units, never in an
 *     area with another player's base.
 * Gold Build: +1 build limit and a one-resource discount on one purchase.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import {
  assistExemption,
  exemptionUsed,
  hasAssistModule,
  isAssistUnit,
  unitsCounted,
} from "../brood-war/assist";
import { installationOnPlanet } from "../brood-war/installations";
import { freeLogistics } from "../brood-war/leadership-effects/make-do-with-little";
import { addToReserve, canHold, reservedFigures } from "../brood-war/leadership-effects/reserve";
import { warpGateArea } from "../brood-war/leadership-effects/warp-gate";
import { figureOwner } from "../brood-war/mind-control";
import { countStat } from "../brood-war/state";
import type { Catalog, ModuleKind, UnitDef } from "../catalog";
import type { Draft } from "../draft";
import { Err } from "../errors";
import type { FlowStep } from "../flow-step";
import {
  baseIn,
  baseOnPlanet,
  enemyPresence,
  factionOf,
  hasUnitOnPlanet,
  modulesBuilt,
  ownUnitsIn,
  planetAreas,
  planetOf,
  present,
  routesOf,
} from "../queries";
import { affordable, type Capacity, canAfford, capacity, workersOwned } from "../resources";
import { cat } from "../rules-catalog";
import type { BuildFrame, Purchase, StarcraftState, Unit } from "../state";
import { terrainOk } from "../terrain";
import { baseLimit } from "../variants/modes";
import { buildsTransportWithoutBase } from "../variants/survival";
import { teamBaseRestricted } from "../variants/teams";
import { baseSites } from "./base-sites";
import { startPayment } from "./payment";
import { applyRemoveBase, baseRemovals, checkRemoveBase } from "./remove-base";
import { applyRemoveTransport, checkRemoveTransport, transportRemovals } from "./remove-transport";

// Brood War's kinds last: a base catalog has no such modules, so base games list the same actions.
const MODULE_KINDS: ModuleKind[] = ["supply", "research", "air-support", "defensive", "assist", "offensive"];

export function buildLimit(s: StarcraftState, p: PlayerId, gold: boolean): number {
  const f = factionOf(s, p);
  const pl = s.players[p];
  const bonus = gold ? 1 : 0;
  if (f.race === "zerg") {
    let tracks = 0;
    for (const t in pl.buildings) if (pl.buildings[t] > 0) tracks++;
    return 2 * tracks + bonus;
  }
  return 2 + pl.modules.supply + bonus;
}

/** The decision frame of a Build order as it starts: nothing bought yet. */
export function newBuildFrame(p: PlayerId, planet: string, gold: boolean): BuildFrame {
  return {
    kind: "build",
    player: p,
    planet,
    gold,
    step: 1,
    unitsBuilt: 0,
    newUnits: [],
    boughtBuilding: false,
    boughtModule: false,
    builtBase: false,
    discountUsed: false,
    purchases: 0,
  };
}

/** Whether a Build order on `planet` could buy anything at all (else: draw an event instead). */
export function canBuild(s: StarcraftState, p: PlayerId, planet: string, gold: boolean): boolean {
  // The frame set after the copy, not as an override in the literal (V8's slower path).
  const t = { ...s };
  t.frame = newBuildFrame(p, planet, gold);
  return purchases(t, p, true).length > 0;
}

export function startBuild(d: Draft, p: PlayerId, planet: string, gold: boolean): void {
  d.frame = newBuildFrame(p, planet, gold);
}

function discount(f: BuildFrame): boolean {
  return f.gold && !f.discountUsed;
}

/** Miniatures of this type of p's in use (a mind-controlled unit is still its original owner's figure). */
function unitsOfType(s: StarcraftState, p: PlayerId, type: string): number {
  let n = 0;
  for (const u of s.units) if (u.type === type && figureOwner(s, u) === p) n++;
  // Brood War Covert Operations / Conclave Fleet: figures held in reserve are in use too.
  return n + reservedFigures(s, p, type);
}

/**
 * Whether p may build this (non-technology) unit on the planet now: its building owned and a base
 * there; or, Brood War, its installation on the planet (Infested Terrans, BW-I3: no base needed).
 */
function unitUnlocked(s: StarcraftState, p: PlayerId, planet: string, u: UnitDef, base: boolean): boolean {
  if (u.requiresInstallation) return installationOnPlanet(s, p, planet, u.requiresInstallation);
  return (
    base && u.unlockedBy !== null && (s.players[p].buildings[u.unlockedBy.track] ?? 0) >= u.unlockedBy.level
  );
}

/**
 * Whether a new unit of `type` fits in the area once the units `gone` are removed: within the
 * printed limit, the Brood War Assist module's one exempt assist unit per area left out.
 */
function fitsInArea(
  s: StarcraftState,
  p: PlayerId,
  area: string,
  limit: number,
  type: string,
  gone: number[],
): boolean {
  if (!hasAssistModule(s, p))
    return (
      ownUnitsIn(s, area, p) - s.units.filter((x) => x.area === area && gone.includes(x.id)).length < limit
    );
  const after = [...s.units.filter((x) => !gone.includes(x.id)), { id: -1, owner: p, type, area }];
  return unitsCounted(s, p, area, after) <= limit;
}

/** Areas a new unit may go to: the active planet's, and (Brood War) his Warp Gate's. */
function buildAreas(s: StarcraftState, p: PlayerId, planet: string) {
  const areas = planetAreas(s, planet);
  const gate = warpGateArea(s, p);
  return gate && !areas.some((a) => a.id === gate) ? [...areas, cat(s).areas[gate]] : areas;
}

const unitsByRace = new WeakMap<Catalog, Map<string, [string, UnitDef][]>>();

/**
 * The catalog's unit types of one race, in catalog order: a Build enumerates its own race's only,
 * and the catalog of a Brood War game holds every race's (listed once per catalog and race).
 */
function raceUnits(c: Catalog, race: string): [string, UnitDef][] {
  let byRace = unitsByRace.get(c);
  if (!byRace) {
    byRace = new Map();
    unitsByRace.set(c, byRace);
  }
  let list = byRace.get(race);
  if (!list) {
    list = [];
    for (const id in c.units) if (c.units[id].race === race) list.push([id, c.units[id]]);
    byRace.set(race, list);
  }
  return list;
}

/** Every purchase possible now (without "end-build"). Kept small: one removal choice per case. */
function purchases(s: StarcraftState, p: PlayerId, firstOnly = false): StarcraftAction[] {
  const f = s.frame as BuildFrame;
  const out: StarcraftAction[] = [];
  const c = cat(s);
  const fac = factionOf(s, p);
  const pl = s.players[p];
  const disc = discount(f);
  const base = baseOnPlanet(s, f.planet, p);
  // Capacity and pool do not change while enumerating: computed once, not per candidate.
  const cap = capacity(s, p);
  const pool = pl.workerPool;
  if (f.step <= 1) {
    // Brood War Make Do With Little: one worker or transport of the order is free.
    const free = freeLogistics(s, p, f);
    if (base) {
      if (
        workersOwned(s, p) < c.tokens.workers &&
        (free || affordable(cap, pool, c.workerCost.minerals, c.workerCost.gas, disc))
      )
        out.push({ type: "build-worker" });
    }
    if (firstOnly && out.length > 0) return out;
    // Survival (FAQ p.3): also where he controls an area of a planet without his base.
    if (base || buildsTransportWithoutBase(s, p, f.planet)) {
      if (
        s.transports.filter((t) => t.owner === p).length < c.tokens.transports &&
        (free || affordable(cap, pool, c.transportCost.minerals, c.transportCost.gas, disc))
      ) {
        for (const r of routesOf(s, f.planet))
          if (!s.transports.some((t) => t.owner === p && t.route === r))
            out.push({ type: "build-transport", route: r });
      }
    }
    if (f.unitsBuilt < buildLimit(s, p, f.gold)) {
      // The same for every unit type: looked up once, on first need.
      let areas: ReturnType<typeof buildAreas> | undefined;
      let mine: Unit[] | undefined;
      for (const [id, u] of raceUnits(c, fac.race)) {
        if (firstOnly && out.length > 0) return out;
        if (!affordable(cap, pool, u.minerals, u.gas, disc)) continue;
        if (u.techRequired) {
          // The new unit takes a consumed unit's place, which must be friendly (checkBuild): units
          // sharing an area with an enemy base or installation are not offered.
          const remove = consumable(s, p, f, u.techRequired.consumes)
            .filter((x) => !enemyPresence(s, s.units.find((y) => y.id === x)!.area, p))
            .slice(0, u.techRequired.count);
          const figureFree = unitsOfType(s, p, id) < u.figures;
          if (
            figureFree &&
            pl.techs.includes(u.techRequired.tech) &&
            remove.length === u.techRequired.count
          ) {
            // The new unit takes one consumed unit's place: offered only where checkUnit accepts
            // it (the area's limit and terrain still hold; found by a Faster Survival simulation).
            const areas = [...new Set(remove.map((x) => s.units.find((y) => y.id === x)!.area))];
            for (const area of areas) {
              const action = { type: "build-unit", unit: id, area, remove } as const;
              if (checkUnit(s, p, f, { ...action, remove: [...remove] }) === null) {
                out.push({ ...action, remove: [...remove] });
                break;
              }
            }
          }
          continue;
        }
        if (!unitUnlocked(s, p, f.planet, u, base)) continue;
        const atMax = unitsOfType(s, p, id) >= u.figures;
        areas ??= buildAreas(s, p, f.planet);
        for (const a of areas) {
          if (!terrainOk(a.terrain, u.flying) || enemyPresence(s, a.id, p)) continue;
          // Brood War Assist module: one assist unit per area may stand beyond the limit.
          const bonus =
            hasAssistModule(s, p) && (isAssistUnit(s, id) || assistExemption(s, p, a.id) === 1) ? 1 : 0;
          mine ??= removableUnits(s, p, f);
          for (const remove of removalChoices(s, p, mine, id, atMax, a.id, a.limit + bonus)) {
            if (bonus === 1 && !fitsInArea(s, p, a.id, a.limit, id, remove)) continue;
            out.push({ type: "build-unit", unit: id, area: a.id, ...(remove.length > 0 ? { remove } : {}) });
          }
        }
        // Brood War Covert Operations / Conclave Fleet: or held in reserve (a free figure needed).
        if (!atMax && canHold(s, p, id)) out.push({ type: "build-held", unit: id });
      }
    }
  }
  if (firstOnly && out.length > 0) return out;
  if (f.step <= 2 && present(s, f.planet, p)) {
    if (!f.boughtBuilding) {
      for (const id in c.buildings) {
        const b = c.buildings[id];
        if (
          b.race === fac.race &&
          b.level === (pl.buildings[b.track] ?? 0) + 1 &&
          affordable(cap, pool, b.minerals, b.gas, disc)
        )
          out.push({ type: "build-building", building: id });
      }
    }
    if (!f.boughtModule)
      for (const m of MODULE_KINDS)
        if (moduleError(s, p, m, disc, cap) === null) out.push({ type: "build-module", module: m });
  }
  if (f.step <= 3 && !f.builtBase && !base && hasUnitOnPlanet(s, f.planet, p)) {
    if (
      s.bases.filter((b) => b.owner === p).length < baseLimit(s, p) &&
      affordable(cap, pool, c.baseCost.minerals, c.baseCost.gas, disc)
    ) {
      for (const area of baseSites(s, p, f.planet)) out.push({ type: "build-base", area });
    }
  }
  return out;
}

/** Own units of `type` on the active planet not built by this order (tech units replace them). */
function consumable(s: StarcraftState, p: PlayerId, f: BuildFrame, type: string): number[] {
  const out: number[] = [];
  for (const u of s.units)
    if (u.owner === p && u.type === type && planetOf(u.area) === f.planet && !f.newUnits.includes(u.id))
      out.push(u.id);
  return out;
}

/** Why module m cannot be bought now, or null; `cap`: p's capacity when the caller has it already. */
function moduleError(
  s: StarcraftState,
  p: PlayerId,
  m: ModuleKind,
  disc: boolean,
  cap?: Capacity,
): RuleError | null {
  const def = cat(s).modules[m];
  if (!def) return Err.oneModule("No such module.");
  const fac = factionOf(s, p);
  const mods = s.players[p].modules;
  if ((mods[m] ?? 0) >= def.tokens[fac.race]) return Err.oneModule(`No ${m} module token is left.`);
  if (modulesBuilt(s.players[p]) >= fac.moduleSlots)
    return Err.oneModule("Every module slot on the faction sheet is full.");
  const cost = def.cost[fac.race];
  if (!cost) return Err.oneModule(`The ${m} module is not available to this race.`);
  if (!affordable(cap ?? capacity(s, p), s.players[p].workerPool, cost.minerals, cost.gas, disc))
    return Err.cannotAfford();
  return null;
}

export function legalBuild(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame as BuildFrame;
  const out: StarcraftAction[] = [
    ...purchases(s, p),
    ...transportRemovals(s, p, f),
    ...baseRemovals(s, p, f),
  ];
  if ((s.frame as BuildFrame).purchases > 0) out.push({ type: "end-build" });
  return out;
}

export function checkBuild(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame as BuildFrame;
  const c = cat(s);
  const fac = factionOf(s, p);
  const pl = s.players[p];
  const disc = discount(f);
  const base = baseOnPlanet(s, f.planet, p);
  switch (a.type) {
    case "end-build":
      return f.purchases > 0 ? null : Err.nothingDone();
    case "remove-transport":
      return checkRemoveTransport(s, p, f, a);
    case "remove-base":
      return checkRemoveBase(s, p, f, a);
    case "build-worker":
      if (f.step > 1) return Err.buildStepPassed();
      if (!base) return Err.buildNeedsBase();
      if (workersOwned(s, p) >= c.tokens.workers) return Err.tokenLimit();
      if (freeLogistics(s, p, f)) return null;
      return canAfford(s, p, c.workerCost.minerals, c.workerCost.gas, disc) ? null : Err.cannotAfford();
    case "build-transport":
      if (f.step > 1) return Err.buildStepPassed();
      if (!base && !buildsTransportWithoutBase(s, p, f.planet)) return Err.buildNeedsBase();
      if (!routesOf(s, f.planet).includes(a.route)) return Err.transportRoute();
      if (s.transports.some((t) => t.owner === p && t.route === a.route)) return Err.transportRoute();
      if (s.transports.filter((t) => t.owner === p).length >= c.tokens.transports) return Err.tokenLimit();
      if (freeLogistics(s, p, f)) return null;
      return canAfford(s, p, c.transportCost.minerals, c.transportCost.gas, disc) ? null : Err.cannotAfford();
    case "build-unit":
      return checkUnit(s, p, f, a);
    case "build-held":
      return purchases(s, p).some((x) => x.type === "build-held" && x.unit === a.unit)
        ? null
        : Err.unitLocked("This unit cannot be built and held in reserve now.");
    case "build-building": {
      if (f.step > 2) return Err.buildStepPassed();
      if (!present(s, f.planet, p)) return Err.buildNeedsPresence();
      if (f.boughtBuilding) return Err.oneBuilding();
      const b = c.buildings[a.building];
      if (!b || b.race !== fac.race) return Err.oneBuilding("No such building for this faction.");
      if (b.level !== (pl.buildings[b.track] ?? 0) + 1) return Err.oneBuilding();
      return canAfford(s, p, b.minerals, b.gas, disc) ? null : Err.cannotAfford();
    }
    case "build-module":
      if (f.step > 2) return Err.buildStepPassed();
      if (!present(s, f.planet, p)) return Err.buildNeedsPresence();
      if (f.boughtModule) return Err.oneModule();
      if (!MODULE_KINDS.includes(a.module)) return Err.oneModule("No such module.");
      return moduleError(s, p, a.module, disc);
    case "build-base": {
      if (f.builtBase || base) return Err.baseRules();
      const area = c.areas[a.area];
      if (!area || area.planet !== f.planet) return Err.baseRules("The base goes on the active planet.");
      if (ownUnitsIn(s, a.area, p) === 0) return Err.baseRules();
      if (baseIn(s, a.area) !== null) return Err.baseRules();
      if (area.terrain === "flying") return Err.baseAreaFlying();
      if (
        teamBaseRestricted(
          s,
          p,
          planetAreas(s, f.planet).map((x) => x.id),
          a.area,
        )
      )
        return Err.teamBaseRestriction();
      if (s.bases.filter((b) => b.owner === p).length >= baseLimit(s, p)) return Err.tokenLimit();
      return canAfford(s, p, c.baseCost.minerals, c.baseCost.gas, disc) ? null : Err.cannotAfford();
    }
    default:
      return Err.wrongDecision();
  }
}

/** Own units that may be removed by this Build (not built by it). */
function removableUnits(s: StarcraftState, p: PlayerId, f: BuildFrame): Unit[] {
  return s.units.filter((x) => x.owner === p && !f.newUnits.includes(x.id)).sort((x, y) => x.id - y.id);
}

/**
 * Every way to make place for one new `unit` in `area` by removing as few own units as needed:
 * room in the area, and a free miniature when all are on the board. Identical figures (same
 * type, same area) are interchangeable, so each group is taken lowest id first; `checkUnit`
 * insists on the same, which keeps the enumeration equal to what `validate` accepts.
 */
function removalChoices(
  s: StarcraftState,
  p: PlayerId,
  mine: Unit[],
  unit: string,
  atMax: boolean,
  area: string,
  limit: number,
): number[][] {
  const own = ownUnitsIn(s, area, p);
  const inArea = mine.filter((x) => x.area === area);
  const out: number[][] = [];
  if (!atMax) {
    addCombos(out, s, [], inArea, Math.max(0, own - limit + 1));
    return out;
  }
  // The free miniature from this area (it makes room too), or from another area; then the
  // victims must be of other types (a figure of that type here would free the miniature itself).
  // Only his own miniature frees one: a unit he mind-controls is its original owner's figure.
  const here = inArea.find((x) => freesFigure(s, p, unit, x));
  if (here)
    addCombos(
      out,
      s,
      [here],
      inArea.filter((x) => x !== here),
      Math.max(0, own - limit),
    );
  const elsewhere = new Map<string, Unit>();
  for (const x of mine)
    if (freesFigure(s, p, unit, x) && x.area !== area && !elsewhere.has(x.area)) elsewhere.set(x.area, x);
  const others = inArea.filter((x) => !freesFigure(s, p, unit, x));
  for (const spare of elsewhere.values()) addCombos(out, s, [spare], others, Math.max(0, own - limit + 1));
  return out;
}

// Module-level functions, not closures per call: removalChoices runs for every unit type and
// area a Build enumerates, and each named closure costs a property definition under tsx.

/** Removing `x` frees a miniature of `unit`: it is one, and p's own figure. */
function freesFigure(s: StarcraftState, p: PlayerId, unit: string, x: Unit): boolean {
  return x.type === unit && figureOwner(s, x) === p;
}

/** Adds to `out` every removal of `fixed` and `need` units of `pool`, as sorted id lists. */
function addCombos(out: number[][], s: StarcraftState, fixed: Unit[], pool: Unit[], need: number): void {
  for (const combo of combos(s, pool, need))
    out.push([...fixed, ...combo].map((x) => x.id).sort((x, y) => x - y));
}

/**
 * Choices of `need` units from `pool`, identical figures (type, area and whose miniature) taken
 * lowest id first.
 */
function combos(s: StarcraftState, pool: Unit[], need: number): Unit[][] {
  if (need === 0) return [[]];
  const groups = new Map<string, Unit[]>();
  for (const x of pool) {
    const k = identical(s, x);
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  const lists = [...groups.values()].map((g) => g.sort((x, y) => x.id - y.id));
  const out: Unit[][] = [];
  const walk = (i: number, left: number, acc: Unit[]) => {
    if (left === 0) {
      out.push(acc);
      return;
    }
    if (i >= lists.length) return;
    for (let k = Math.min(left, lists[i].length); k >= 0; k--)
      walk(i + 1, left - k, [...acc, ...lists[i].slice(0, k)]);
  };
  walk(0, need, []);
  return out;
}

/** Units alike for removal: same type, same area, the same player's miniature. */
function identical(s: StarcraftState, x: Unit): string {
  return `${x.type}@${x.area}@${figureOwner(s, x)}`;
}

function checkUnit(
  s: StarcraftState,
  p: PlayerId,
  f: BuildFrame,
  a: Extract<StarcraftAction, { type: "build-unit" }>,
): RuleError | null {
  if (f.step > 1) return Err.buildStepPassed();
  const c = cat(s);
  const u = c.units[a.unit];
  const fac = factionOf(s, p);
  const pl = s.players[p];
  if (!u || u.race !== fac.race) return Err.unitLocked("No such unit for this faction.");
  if (f.unitsBuilt >= buildLimit(s, p, f.gold)) return Err.buildLimit();
  const remove = a.remove ?? [];
  if (!Array.isArray(remove) || new Set(remove).size !== remove.length) return Err.removeUnit();
  if (a.remove !== undefined && remove.length === 0)
    return Err.removeUnit("Omit `remove` when no unit is removed.");
  const removed: Unit[] = [];
  for (const id of remove) {
    const x = s.units.find((y) => y.id === id);
    if (!x || x.owner !== p || f.newUnits.includes(id)) return Err.removeUnit();
    removed.push(x);
  }
  const area = c.areas[a.area];
  if (!area || (area.planet !== f.planet && a.area !== warpGateArea(s, p)))
    return Err.unitArea("New units go on the active planet.");
  if (u.techRequired) {
    const t = u.techRequired;
    if (!pl.techs.includes(t.tech)) return Err.techUnit();
    if (
      removed.length !== t.count ||
      removed.some((x) => x.type !== t.consumes || planetOf(x.area) !== f.planet)
    )
      return Err.techUnit();
    if (!removed.some((x) => x.area === a.area))
      return Err.techUnit("The new unit takes the place of a replaced unit.");
    // The consumed units are of another type: they free no miniature of the new one.
    if (unitsOfType(s, p, a.unit) >= u.figures) return Err.unitFigures();
  } else {
    if (u.requiresInstallation) {
      if (!installationOnPlanet(s, p, f.planet, u.requiresInstallation)) return Err.unitLocked();
    } else {
      if (!baseOnPlanet(s, f.planet, p)) return Err.buildNeedsBase();
      if (!u.unlockedBy || (pl.buildings[u.unlockedBy.track] ?? 0) < u.unlockedBy.level)
        return Err.unitLocked();
    }
    if (removed.some((x) => x.area !== a.area && x.type !== a.unit)) return Err.removeUnit();
    // As many own units as needed may go (room in the area, a free miniature), but no more:
    // every removed unit must be needed, so each build has few spellings.
    // A removed unit frees a miniature only if it is his own (not one he mind-controls).
    const ownFigure = (x: Unit) => x.type === a.unit && figureOwner(s, x) === p;
    const fits = (gone: Unit[]) =>
      unitsOfType(s, p, a.unit) - gone.filter((x) => ownFigure(x)).length < u.figures &&
      fitsInArea(
        s,
        p,
        a.area,
        area.limit,
        a.unit,
        gone.map((x) => x.id),
      );
    if (removed.length > 0 && fits(removed) && removed.some((x) => fits(removed.filter((y) => y !== x))))
      return Err.removeUnit("Remove only the units needed to make room or to free a miniature.");
    // Identical figures (same type, same area, same miniature owner) are interchangeable: the lowest ids go first.
    const mine = removableUnits(s, p, f);
    if (
      removed.some((x) =>
        mine.some((y) => identical(s, y) === identical(s, x) && y.id < x.id && !removed.includes(y)),
      )
    )
      return Err.removeUnit("Of identical figures in one area, remove the lowest ids first.");
    if (unitsOfType(s, p, a.unit) - removed.filter((x) => ownFigure(x)).length >= u.figures)
      return Err.unitFigures();
  }
  if (!terrainOk(area.terrain, u.flying)) return Err.terrain();
  if (enemyPresence(s, a.area, p)) return Err.unitArea();
  if (
    !fitsInArea(
      s,
      p,
      a.area,
      area.limit,
      a.unit,
      removed.map((x) => x.id),
    )
  )
    return Err.unitArea();
  return canAfford(s, p, u.minerals, u.gas, discount(f)) ? null : Err.cannotAfford();
}

function stepOf(a: StarcraftAction): 1 | 2 | 3 {
  if (a.type === "build-building" || a.type === "build-module") return 2;
  if (a.type === "build-base") return 3;
  return 1;
}

/** One step of the Build order; returns the order's end when the player ends it (flow-step.ts). */
export function applyBuild(d: Draft, p: PlayerId, a: StarcraftAction): FlowStep {
  const f = d.frame as BuildFrame;
  if (a.type === "end-build") return { next: "end-order", player: p };
  if (a.type === "remove-transport") {
    applyRemoveTransport(d, p, a); // not a purchase: the step and the purchase count stay
    return null;
  }
  if (a.type === "remove-base") {
    applyRemoveBase(d, p, a); // as above
    return null;
  }
  const c = cat(d);
  const step = Math.max(f.step, stepOf(a)) as 1 | 2 | 3;
  d.frame = { ...f, step, purchases: f.purchases + 1 };
  const disc = discount(f);
  switch (a.type) {
    case "build-worker":
    case "build-transport": {
      const purchase: Purchase =
        a.type === "build-worker" ? { type: "worker" } : { type: "transport", route: a.route };
      if (freeLogistics(d, p, f)) {
        d.frame = { ...(d.frame as BuildFrame), freeLogisticsUsed: true };
        return buy(d, p, { minerals: 0, gas: 0 }, purchase, false);
      }
      return buy(d, p, a.type === "build-worker" ? c.workerCost : c.transportCost, purchase, disc);
    }
    case "build-unit": {
      const u = c.units[a.unit];
      return buy(d, p, u, { type: "unit", unit: a.unit, area: a.area, remove: a.remove ?? [] }, disc);
    }
    case "build-held":
      return buy(d, p, c.units[a.unit], { type: "held", unit: a.unit }, disc);
    case "build-building":
      return buy(d, p, c.buildings[a.building], { type: "building", building: a.building }, disc);
    case "build-module":
      return buy(
        d,
        p,
        c.modules[a.module]!.cost[factionOf(d, p).race]!,
        { type: "module", module: a.module },
        disc,
      );
    case "build-base":
      return buy(d, p, c.baseCost, { type: "base", area: a.area }, disc);
  }
  return null;
}

/** Pay for a Build purchase; one that costs nothing (free logistics) is completed at once. */
function buy(
  d: Draft,
  p: PlayerId,
  cost: { minerals: number; gas: number },
  purchase: Purchase,
  discount: boolean,
): FlowStep {
  if (startPayment(d, p, cost, purchase, discount)) completeBuildPurchase(d, p, purchase);
  return null;
}

export function completeBuildPurchase(d: Draft, p: PlayerId, purchase: Purchase): void {
  const f = d.frame as BuildFrame;
  const pl = d.players[p];
  switch (purchase.type) {
    case "worker":
      pl.workersUnavailable++; // new workers wait in the unavailable pool until regrouping
      return;
    case "transport":
      d.transports.push({ owner: p, route: purchase.route });
      return;
    case "unit": {
      if (purchase.remove.length > 0) d.units = d.units.filter((u) => !purchase.remove.includes(u.id));
      const id = d.nextUnitId++;
      d.units.push({ id, owner: p, type: purchase.unit, area: purchase.area });
      countStat(d, "assistExemptions", exemptionUsed(d, p, purchase.area, cat(d).areas[purchase.area].limit));
      d.frame = { ...f, unitsBuilt: f.unitsBuilt + 1, newUnits: [...f.newUnits, id] };
      return;
    }
    case "held":
      addToReserve(d, p, purchase.unit);
      d.frame = { ...f, unitsBuilt: f.unitsBuilt + 1 };
      return;
    case "building": {
      const b = cat(d).buildings[purchase.building];
      pl.buildings = { ...pl.buildings, [b.track]: b.level };
      d.frame = { ...f, boughtBuilding: true };
      return;
    }
    case "module":
      pl.modules = { ...pl.modules, [purchase.module]: (pl.modules[purchase.module] ?? 0) + 1 };
      d.frame = { ...f, boughtModule: true };
      return;
    case "base":
      d.bases.push({ owner: p, area: purchase.area });
      d.frame = { ...f, builtBase: true };
      return;
  }
}
