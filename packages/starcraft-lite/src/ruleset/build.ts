/**
 * Build phase (spec §5), one player at a time clockwise from the first player (A1), in four
 * steps that only move forward: 1 units (L-B1..B3), 2 one unlock (L-B4, A19), 3 one module
 * (L-B5), 4 any number of bases (L-B6). Force mining (A12) may be declared at any step.
 */
import { type PlayerId, type RuleError, ruleError } from "@koprulu/engine";
import {
  cat,
  enemyPresence,
  enemyUnitsIn,
  ownUnitsIn,
  planetAreas,
  planetOf,
  turnOrder,
} from "@koprulu/starcraft/board";
import type { LiteAction } from "./actions";
import {
  BASE_COST,
  buildableModules,
  buildLimit,
  content,
  grantFreeUnlocks,
  isMadeFrom,
  raceUnits,
  unitCost,
  unlockable,
} from "./content";
import { type Cost, canPay, forceable, forceMine, placeWorker, workerSources, workersOwned } from "./economy";
import { figuresLeft, unitsOfType } from "./figures";
import type { LiteState } from "./state";

export type BuildFrame = Extract<LiteState["frame"], { kind: "build" }>;

/** L-B1: planets where the player has a base whose area holds no enemy unit (an occupied base produces nothing). */
export function producingPlanets(s: LiteState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const b of s.board.bases)
    if (b.owner === p && !enemyUnitsIn(s.board, b.area, p) && !out.includes(planetOf(b.area)))
      out.push(planetOf(b.area));
  return out;
}

function hasBase(s: LiteState, p: PlayerId): boolean {
  return s.board.bases.some((b) => b.owner === p);
}

/**
 * Areas where a new military unit may go: friendly or empty areas of producing planets. L-B2: the
 * unit limit is checked at the end of step 1, not at each placement (a player may build two High
 * Templar into a full area and fuse them into an Archon, or build first and remove units after).
 */
function placeable(s: LiteState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const planet of producingPlanets(s, p))
    for (const a of planetAreas(s.board, planet)) if (!enemyPresence(s.board, a.id, p)) out.push(a.id);
  return out;
}

/** L-B2: the player's areas holding more of his units than their limit (to be fixed before step 1 ends). */
export function overLimitAreas(s: LiteState, p: PlayerId): string[] {
  const c = cat(s.board);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const u of s.board.units) {
    if (u.owner !== p || seen.has(u.area)) continue;
    seen.add(u.area);
    if (ownUnitsIn(s.board, u.area, p) > (c.areas[u.area]?.limit ?? 0)) out.push(u.area);
  }
  return out;
}

/** Is the build frame still in step 1 (units), where the limit may be exceeded for now? */
function inUnitStep(f: BuildFrame): boolean {
  return f.step <= 1 || f.resume !== undefined;
}

/**
 * L-B2: an action that ends step 1 (an unlock, a module, a base, or ending the build) while one of
 * the player's areas is over its unit limit. Null when the action may go ahead.
 */
export function buildLimitError(s: LiteState, p: PlayerId, a: LiteAction): RuleError | null {
  if (s.frame.kind !== "build" || s.frame.player !== p || s.frame.owed || !inUnitStep(s.frame)) return null;
  if (a.type !== "end-build" && a.type !== "unlock" && a.type !== "module" && a.type !== "base") return null;
  const over = overLimitAreas(s, p);
  if (over.length === 0) return null;
  return ruleError(
    "over-unit-limit",
    `Step 1 ends only within the unit limits: remove units (make-room) or fuse them first in ${over.join(", ")}.`,
    "L-B2",
  );
}

/**
 * L-B2: own units that may be removed to make room for a new one — in a full area (at its limit)
 * of a producing planet, only while a new unit could still be built (build limit not reached,
 * some unlocked type affordable); and in any area over its limit, always (step 1 cannot end
 * otherwise). One per unit type and area: identical units are interchangeable.
 */
function roomMakers(s: LiteState, p: PlayerId, f: BuildFrame): LiteAction[] {
  const pl = s.players[p];
  const over = overLimitAreas(s, p);
  const buildable =
    f.military < buildLimit(pl) &&
    raceUnits(pl.race).some((u) => pl.unlocked.includes(u) && !isMadeFrom(u) && canPay(s, p, unitCost(u)));
  const areas = new Set(over);
  if (buildable)
    for (const planet of producingPlanets(s, p))
      for (const a of planetAreas(s.board, planet))
        if (!enemyPresence(s.board, a.id, p) && ownUnitsIn(s.board, a.id, p) >= a.limit) areas.add(a.id);
  const out: LiteAction[] = [];
  const seen = new Set<string>();
  const offer = (u: { id: number; type: string; area: string }) => {
    if (seen.has(`${u.type}@${u.area}`)) return;
    seen.add(`${u.type}@${u.area}`);
    out.push({ type: "make-room", unit: u.id });
  };
  for (const area of areas) for (const u of s.board.units) if (u.owner === p && u.area === area) offer(u);
  // Miniatures (as the base game): with every miniature of a type that he could build in use, the
  // player may take one of those units back from anywhere on the board to build it again.
  if (f.military < buildLimit(pl))
    for (const type of raceUnits(pl.race))
      if (
        pl.unlocked.includes(type) &&
        !isMadeFrom(type) &&
        canPay(s, p, unitCost(type)) &&
        unitsOfType(s, p, type) > 0 &&
        figuresLeft(s, p, type) === 0
      )
        for (const u of s.board.units) if (u.owner === p && u.type === type) offer(u);
  return out;
}

/** Miniatures: a unit of a type whose miniatures are all on the board (the player's own). */
export function figuresError(s: LiteState, p: PlayerId, a: LiteAction): RuleError | null {
  if (s.frame.kind !== "build" || s.frame.player !== p || s.frame.owed) return null;
  const type =
    a.type === "build-unit"
      ? a.unit
      : a.type === "fuse-archon"
        ? "protoss-archon"
        : a.type === "morph-guardian"
          ? "zerg-guardian"
          : null;
  if (type === null || typeof type !== "string" || figuresLeft(s, p, type) > 0) return null;
  if (!content().units[type]) return null;
  return ruleError(
    "unit-figures",
    `All ${type} miniatures are in use: take one of those units back from the board first (make-room).`,
    "base game components",
  );
}

/** Emergency Production's free resources: they pay gas first (the scarcer kind), then minerals. */
export function withCredit(cost: Cost, credit: number): { cost: Cost; used: number } {
  const gas = Math.min(cost.gas, credit);
  const minerals = Math.min(cost.minerals, credit - gas);
  return { cost: { minerals: cost.minerals - minerals, gas: cost.gas - gas }, used: gas + minerals };
}

export function legalBuild(s: LiteState, p: PlayerId): LiteAction[] {
  const f = s.frame as BuildFrame;
  // A purchase being paid: only its workers' places (one decision per worker).
  if (f.owed) return workerSources(s, p, f.owed).map((source) => ({ type: "place-worker", source }));
  if (f.resume) return legalEmergency(s, p, f);
  const pl = s.players[p];
  const out: LiteAction[] = [];
  const c = cat(s.board);
  if (f.step <= 1) {
    if (f.military < buildLimit(pl)) {
      const areas = placeable(s, p);
      for (const unit of raceUnits(pl.race)) {
        if (!pl.unlocked.includes(unit) || isMadeFrom(unit) || !canPay(s, p, unitCost(unit))) continue;
        if (figuresLeft(s, p, unit) === 0) continue; // every miniature in use: take one back first
        for (const area of areas) out.push({ type: "build-unit", unit, area });
      }
      const producing = producingPlanets(s, p);
      if (
        pl.unlocked.includes("protoss-archon") &&
        canPay(s, p, unitCost("protoss-archon")) &&
        figuresLeft(s, p, "protoss-archon") > 0
      )
        for (const area of new Set(
          s.board.units.filter((u) => u.owner === p && u.type === "protoss-high-templar").map((u) => u.area),
        ))
          if (
            producing.includes(planetOf(area)) &&
            s.board.units.filter(
              (u) =>
                u.owner === p && u.type === "protoss-high-templar" && planetOf(u.area) === planetOf(area),
            ).length >= 2
          )
            out.push({ type: "fuse-archon", area });
      if (
        pl.unlocked.includes("zerg-guardian") &&
        canPay(s, p, unitCost("zerg-guardian")) &&
        figuresLeft(s, p, "zerg-guardian") > 0
      )
        for (const u of s.board.units)
          if (u.owner === p && u.type === "zerg-mutalisk" && producing.includes(planetOf(u.area)))
            out.push({ type: "morph-guardian", unit: u.id });
    }
    out.push(...roomMakers(s, p, f));
    if (workersOwned(s, p) < c.tokens.workers && canPay(s, p, c.workerCost))
      out.push({ type: "build-worker" });
    const own = s.board.transports.filter((t) => t.owner === p);
    if (own.length < c.tokens.transports && canPay(s, p, c.transportCost)) {
      const producing = producingPlanets(s, p);
      for (const r of s.board.routes)
        if (
          (producing.includes(r.a.planet) || producing.includes(r.b.planet)) &&
          !own.some((t) => t.route === r.id)
        )
          out.push({ type: "build-transport", route: r.id });
    }
  }
  // L-B2: over a unit limit, step 1 cannot end (no unlock, module, base or end of the build yet).
  const limitHolds = overLimitAreas(s, p).length === 0;
  if (f.step <= 2 && !f.unlocked && hasBase(s, p) && limitHolds)
    for (const unit of unlockable(pl)) {
      const cost = content().unlocks[unit].cost;
      if (cost !== "free" && canPay(s, p, cost)) out.push({ type: "unlock", unit });
    }
  if (f.step <= 3 && !f.module && hasBase(s, p) && limitHolds)
    for (const m of buildableModules(pl))
      if (canPay(s, p, content().modules[m].cost)) out.push({ type: "module", module: m });
  if (
    limitHolds &&
    s.board.bases.filter((b) => b.owner === p).length < c.tokens.bases &&
    canPay(s, p, BASE_COST)
  ) {
    const seen = new Set<string>();
    for (const u of s.board.units) {
      if (u.owner !== p || seen.has(u.area)) continue;
      seen.add(u.area);
      const planet = planetOf(u.area);
      if (s.board.bases.some((b) => b.owner === p && planetOf(b.area) === planet)) continue;
      if (s.board.bases.some((b) => b.area === u.area)) continue;
      if (enemyPresence(s.board, u.area, p)) continue;
      out.push({ type: "base", area: u.area });
    }
  }
  for (const area of forceable(s, p)) out.push({ type: "force-mine", area });
  if (limitHolds) out.push({ type: "end-build" });
  return out;
}

/** Emergency Production: military units only (no workers, transports, unlocks, modules, bases). */
function legalEmergency(s: LiteState, p: PlayerId, f: BuildFrame): LiteAction[] {
  const credit = f.credit ?? 0;
  const pay1 = (c: Cost) => canPay(s, p, withCredit(c, credit).cost);
  const { resume: _resume, credit: _credit, ...plain } = f;
  const all =
    f.military < buildLimit(s.players[p]) ? legalBuild({ ...s, frame: { ...plain, step: 1 } }, p) : [];
  const out: LiteAction[] = [];
  for (const a of all) {
    if (a.type === "build-unit" && (canPay(s, p, unitCost(a.unit)) || pay1(unitCost(a.unit)))) out.push(a);
    else if (
      (a.type === "fuse-archon" || a.type === "morph-guardian") &&
      canPay(s, p, unitCost(a.type === "fuse-archon" ? "protoss-archon" : "zerg-guardian"))
    )
      out.push(a);
  }
  // Units only affordable thanks to the credit (legalBuild filtered them out).
  if (f.military < buildLimit(s.players[p]) && credit > 0) {
    const areas = placeable(s, p);
    for (const unit of raceUnits(s.players[p].race)) {
      if (
        !s.players[p].unlocked.includes(unit) ||
        isMadeFrom(unit) ||
        canPay(s, p, unitCost(unit)) ||
        !pay1(unitCost(unit)) ||
        figuresLeft(s, p, unit) === 0
      )
        continue;
      for (const area of areas) out.push({ type: "build-unit", unit, area });
    }
  }
  // L-B2 as in step 1: units over a limit are removed before the production ends.
  if (overLimitAreas(s, p).length > 0) out.push(...roomMakers(s, p, f));
  else out.push({ type: "end-build" });
  return out;
}

/** What a military purchase leaves to pay with workers, Emergency Production's credit first. */
function unitDue(d: LiteState, cost: Cost): Cost {
  const f = d.frame as BuildFrame;
  if (!f.credit) return cost;
  const r = withCredit(cost, f.credit);
  d.frame = { ...f, credit: f.credit - r.used };
  return r.cost;
}

/**
 * Open the payment of a purchase already made: the player then places its workers one at a time
 * (L-E1). Workers with only one place to go are placed at once (no decision to ask).
 */
function owe(d: LiteState, p: PlayerId, cost: Cost): void {
  if (cost.minerals + cost.gas === 0) return;
  d.frame = { ...(d.frame as BuildFrame), owed: cost };
  for (;;) {
    const f = d.frame as BuildFrame;
    if (!f.owed) return;
    const sources = workerSources(d, p, f.owed);
    if (sources.length !== 1) return;
    payWorker(d, p, sources[0]);
  }
}

/** One worker of the open payment onto `source`; the payment closes once nothing is owed. */
function payWorker(d: LiteState, p: PlayerId, source: string): void {
  const f = d.frame as BuildFrame;
  const kind = placeWorker(d, d.board, p, source);
  const owed = { ...f.owed!, [kind]: f.owed![kind] - 1 };
  const { owed: _owed, ...rest } = f;
  d.frame = owed.minerals + owed.gas > 0 ? { ...rest, owed } : rest;
}

export function applyBuild(d: LiteState, p: PlayerId, a: LiteAction): void {
  if (a.type === "place-worker") {
    payWorker(d, p, a.source);
    return;
  }
  let due: Cost = { minerals: 0, gas: 0 };
  if (a.type === "build-unit" || a.type === "fuse-archon" || a.type === "morph-guardian") {
    due = unitDue(
      d,
      unitCost(
        a.type === "build-unit" ? a.unit : a.type === "fuse-archon" ? "protoss-archon" : "zerg-guardian",
      ),
    );
  }
  const f = d.frame as BuildFrame;
  const pl = d.players[p];
  const b = d.board;
  const c = cat(b);
  switch (a.type) {
    case "build-unit":
      b.units = [...b.units, { id: b.nextUnitId, owner: p, type: a.unit, area: a.area }];
      b.nextUnitId++;
      d.frame = { ...f, step: 1, military: f.military + 1 };
      break;
    case "fuse-archon": {
      const planet = planetOf(a.area);
      const templars = b.units
        .filter((u) => u.owner === p && u.type === "protoss-high-templar" && planetOf(u.area) === planet)
        .sort((x, y) => Number(y.area === a.area) - Number(x.area === a.area) || x.id - y.id)
        .slice(0, 2)
        .map((u) => u.id);
      b.units = b.units.filter((u) => !templars.includes(u.id));
      b.units = [...b.units, { id: b.nextUnitId, owner: p, type: "protoss-archon", area: a.area }];
      b.nextUnitId++;
      d.frame = { ...f, step: 1, military: f.military + 1 };
      break;
    }
    case "morph-guardian":
      b.units = b.units.map((u) => (u.id === a.unit ? { ...u, type: "zerg-guardian" } : u));
      d.frame = { ...f, step: 1, military: f.military + 1 };
      break;
    case "build-worker": {
      due = c.workerCost;
      // Base game: a new worker is unavailable until regrouping.
      const bp = b.players[p];
      b.players[p] = { ...bp, workersUnavailable: bp.workersUnavailable + 1 };
      d.frame = { ...f, step: 1 };
      break;
    }
    case "build-transport":
      due = c.transportCost;
      b.transports = [...b.transports, { owner: p, route: a.route }];
      d.frame = { ...f, step: 1 };
      break;
    case "unlock": {
      const cost = content().unlocks[a.unit].cost;
      if (cost !== "free") due = cost;
      pl.unlocked = [...pl.unlocked, a.unit];
      pl.unlocked = grantFreeUnlocks(pl);
      d.frame = { ...f, step: 2, unlocked: true };
      break;
    }
    case "module":
      due = content().modules[a.module].cost;
      pl.modules = [...pl.modules, a.module];
      pl.unlocked = grantFreeUnlocks(pl);
      d.frame = { ...f, step: 3, module: true };
      break;
    case "base":
      due = BASE_COST;
      b.bases = [...b.bases, { owner: p, area: a.area }];
      d.frame = { ...f, step: 4, bases: f.bases + 1 };
      break;
    case "make-room":
      // L-B2: the unit goes back to the supply; the new unit is built in its place afterwards.
      b.units = b.units.filter((u) => u.id !== a.unit);
      d.frame = { ...f, step: 1 };
      break;
    case "force-mine": {
      const r = forceMine(d, b, a.area);
      d.forced = r.forced;
      d.exhausting = r.exhausting;
      break;
    }
  }
  owe(d, p, due);
}

/** L-B7: only military units, workers or transports (or nothing) → one more event card. */
export function buildEarnsExtraEvent(f: BuildFrame): boolean {
  return !f.unlocked && !f.module && f.bases === 0;
}

/** The Build phase starts: the first player builds first, the others follow clockwise (A1). */
export function startBuild(d: LiteState): void {
  d.phase = "build";
  const [first, ...queue] = turnOrder(d.board);
  d.frame = {
    kind: "build",
    player: first,
    queue,
    step: 1,
    military: 0,
    unlocked: false,
    module: false,
    bases: 0,
  };
}
