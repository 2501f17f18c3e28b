/**
 * The 18 Lite event cards' texts (spec §10), each as `textTargets` (every legal target of one
 * text; [] = that text cannot be resolved now) and `applyText`. Targets are strings: an area id,
 * a unit type or module id, `route:<id>`, `unit:<id>`, `planet:<id>`, `build:<area>`,
 * `move:<from>><to>`, `w<workers>t<transports>`, or null when the text has no choice.
 * A text that costs resources returns what is owed: the player then places the paying workers
 * himself (L-E1, `payment.ts`), as in the Build phase.
 */
import type { PlayerId } from "@koprulu/engine";
import { cat, enemyPresence, ownUnitsIn, planetAreas, planetOf, routesOf } from "@koprulu/starcraft/board";
import { producingPlanets } from "./build";
import { BASE_COST, buildableModules, canUpgrade, content, grantFreeUnlocks, unlockable } from "./content";
import { drawEvents } from "./draw";
import { type Cost, canPay, workersOwned } from "./economy";
import { eventOf, type LiteEvent } from "./events-deck";
import { placeableFigures } from "./figures";
import { warpTargets } from "./mobilize";
import { countBaseLoss } from "./regrouping";
import type { EventInPlay, LitePlayer, LiteState } from "./state";

type Race = LitePlayer["race"];
type Text = 1 | 2;

const REINFORCEMENT: Record<Race, [string[], string[]]> = {
  terran: [
    ["terran-marine", "terran-marine"],
    ["terran-firebat", "terran-firebat"],
  ],
  zerg: [
    ["zerg-zergling", "zerg-zergling"],
    ["zerg-hydralisk", "zerg-hydralisk"],
  ],
  protoss: [["protoss-zealot"], ["protoss-zealot", "protoss-zealot"]],
};
const AIR_SUPPORT: Record<Race, [string[], string[]]> = {
  terran: [["terran-wraith"], ["terran-battlecruiser"]],
  zerg: [["zerg-mutalisk"], ["zerg-guardian", "zerg-scourge"]],
  protoss: [["protoss-scout"], ["protoss-carrier"]],
};
const PROTOTYPE: Record<Race, [string[], string[]]> = {
  terran: [["terran-science-vessel"], ["terran-siege-tank"]],
  zerg: [["zerg-defiler"], ["zerg-ultralisk"]],
  protoss: [["protoss-arbiter"], ["protoss-reaver"]],
};

/** "At a discount of 1 resource": the cost less one gas when that makes it payable, else one mineral. */
export function discounted(s: LiteState, p: PlayerId, cost: Cost): Cost | null {
  const options: Cost[] = [];
  if (cost.gas > 0) options.push({ minerals: cost.minerals, gas: cost.gas - 1 });
  if (cost.minerals > 0) options.push({ minerals: cost.minerals - 1, gas: cost.gas });
  if (options.length === 0) options.push(cost);
  return options.find((c) => canPay(s, p, c)) ?? null;
}

function health(type: string): number {
  return content().units[type].stats.ht;
}

/** Friendly or empty areas anywhere with room for `count` more units of the player. */
function roomyAreas(s: LiteState, p: PlayerId, count: number, filter?: (area: string) => boolean): string[] {
  const out: string[] = [];
  for (const planet of s.board.planetOrder)
    for (const a of planetAreas(s.board, planet))
      if (
        !enemyPresence(s.board, a.id, p) &&
        a.limit - ownUnitsIn(s.board, a.id, p) >= count &&
        (!filter || filter(a.id))
      )
        out.push(a.id);
  return out;
}

/** Areas for a card's new units: room for those the player's free miniatures can place (at least one). */
function unitsTargets(
  s: LiteState,
  p: PlayerId,
  types: string[],
  filter?: (area: string) => boolean,
): string[] {
  const placed = placeableFigures(s, p, types).length;
  return placed === 0 ? [] : roomyAreas(s, p, placed, filter);
}

/** The card's units that have a free miniature go to the area (the others are not placed). */
function placeUnits(d: LiteState, p: PlayerId, types: string[], area: string): void {
  const b = d.board;
  let id = b.nextUnitId;
  b.units = [
    ...b.units,
    ...placeableFigures(d, p, types).map((type) => ({ id: id++, owner: p, type, area })),
  ];
  b.nextUnitId = id;
}

function baseAreasFor(s: LiteState, p: PlayerId, needUnit: boolean): string[] {
  const b = s.board;
  if (b.bases.filter((x) => x.owner === p).length >= cat(b).tokens.bases) return [];
  const out: string[] = [];
  for (const planet of b.planetOrder) {
    if (b.bases.some((x) => x.owner === p && planetOf(x.area) === planet)) continue;
    for (const a of planetAreas(b, planet)) {
      if (b.bases.some((x) => x.area === a.id) || enemyPresence(b, a.id, p)) continue;
      if (needUnit && ownUnitsIn(b, a.id, p) === 0) continue;
      out.push(a.id);
    }
  }
  return out;
}

function logisticTargets(s: LiteState, p: PlayerId, max: number, free: number): string[] {
  const c = cat(s.board);
  const own = s.board.transports.filter((t) => t.owner === p);
  const producing = producingPlanets(s, p);
  const routes = s.board.routes.filter(
    (r) =>
      (producing.includes(r.a.planet) || producing.includes(r.b.planet)) &&
      !own.some((t) => t.route === r.id),
  ).length;
  const maxT = Math.min(routes, c.tokens.transports - own.length);
  // Components: new workers only while the supply has worker tokens left (as `build-worker`).
  const maxW = Math.min(max, c.tokens.workers - workersOwned(s, p));
  const out: string[] = [];
  for (let w = 0; w <= maxW; w++)
    for (let t = 0; t + w <= max && t <= maxT; t++) {
      if (w + t === 0) continue;
      const cost = w * c.workerCost.minerals + t * c.transportCost.minerals;
      if (canPay(s, p, { minerals: Math.max(0, cost - free), gas: 0 })) out.push(`w${w}t${t}`);
    }
  return out;
}

export function textTargets(s: LiteState, p: PlayerId, card: EventInPlay, text: Text): (string | null)[] {
  const pl = s.players[p];
  const ev = eventOf(card.card) as LiteEvent;
  const b = s.board;
  switch (ev) {
    case "stellar-maelstrom":
      return b.routes
        .filter((r) => b.transports.some((t) => t.route === r.id && (text === 1 || t.owner !== p)))
        .map((r) => `route:${r.id}`);
    case "technological-advance":
      return content()
        .unitOrder.filter((u) => canUpgrade(pl, u))
        .filter((_u) => text === 2 || discounted(s, p, { minerals: 1, gas: 1 }) !== null);
    case "base-construction": {
      if (text === 2) return baseAreasFor(s, p, false);
      const out: string[] = [];
      if (discounted(s, p, BASE_COST)) for (const a of baseAreasFor(s, p, true)) out.push(`build:${a}`);
      for (const base of b.bases.filter((x) => x.owner === p))
        for (const a of planetAreas(b, planetOf(base.area)))
          if (a.id !== base.area && !b.bases.some((x) => x.area === a.id) && !enemyPresence(b, a.id, p))
            out.push(`move:${base.area}>${a.id}`);
      return out;
    }
    case "brilliant-engineering":
      return buildableModules(pl).filter(
        (m) => text === 2 || discounted(s, p, content().modules[m].cost) !== null,
      );
    case "base-development":
      return unlockable(pl).filter((u) => {
        const cost = content().unlocks[u].cost;
        return text === 2 || (cost !== "free" && discounted(s, p, cost) !== null);
      });
    case "material-shortage":
      return Object.keys(b.resources)
        .sort()
        .filter((a) => b.resources[a].depletion === 0 || (text === 2 && b.resources[a].depletion === 1));
    case "rich-vein":
      return Object.keys(b.resources)
        .sort()
        .filter((a) => b.resources[a].depletion === 1 || (text === 2 && b.resources[a].depletion === 2));
    // New units only from free miniatures (figures.ts): the card places those it can, none → no play.
    case "reinforcement":
      return unitsTargets(s, p, REINFORCEMENT[pl.race][text - 1]);
    case "air-support":
      return unitsTargets(s, p, AIR_SUPPORT[pl.race][text - 1], (a) =>
        b.bases.some((x) => x.area === a && x.owner === p),
      );
    case "prototype-unit":
      return unitsTargets(s, p, PROTOTYPE[pl.race][text - 1]);
    case "logistic":
      return logisticTargets(s, p, text === 1 ? 2 : 4, text === 1 ? 1 : 2);
    case "progressive-strategy":
      if (text === 1)
        return s.events.deck.length + s.events.discard.length + s.events.buried.length > 0 ? [null] : [];
      return pl.events.some((c) => c !== card.card) ? [null] : [];
    case "versatile-strategy":
      return [null];
    case "create-wonder":
      return text === 2 || canPay(s, p, { minerals: 1, gas: 1 }) ? [null] : [];
    case "volcanic-eruption":
      return b.units
        .filter((u) => health(u.type) <= (text === 1 ? 5 : 7) && !card.planets.includes(planetOf(u.area)))
        .map((u) => `unit:${u.id}`);
    case "energy-storm":
      return b.planetOrder
        .filter((planet) => !card.planets.includes(planet))
        .filter(
          (planet) =>
            b.units.some((u) => planetOf(u.area) === planet && health(u.type) <= (text === 1 ? 3 : 5)) ||
            (text === 2 && b.transports.some((t) => routesOf(b, planet).includes(t.route))),
        )
        .map((planet) => `planet:${planet}`);
    case "urgent-mobilization":
      // Stage 1: into a friendly or empty area; Stage 2: any area (an enemy there means a battle).
      return b.planetOrder.flatMap((planet) =>
        planetAreas(b, planet)
          .map((a) => a.id)
          .filter((a) => (text === 2 || !enemyPresence(b, a, p)) && warpTargets(s, p).includes(a)),
      );
    case "emergency-production":
      return producingPlanets(s, p).length > 0 ? [null] : [];
  }
}

export function applyText(
  d: LiteState,
  p: PlayerId,
  card: EventInPlay,
  text: Text,
  target: string | null,
): Cost | null {
  const pl = d.players[p];
  const b = d.board;
  const ev = eventOf(card.card) as LiteEvent;
  switch (ev) {
    case "stellar-maelstrom": {
      const route = Number(target!.slice("route:".length));
      b.transports = b.transports.filter((t) => t.route !== route || (text === 2 && t.owner === p));
      return null;
    }
    case "technological-advance": {
      const due = text === 1 ? discounted(d, p, { minerals: 1, gas: 1 })! : null;
      d.players[p] = { ...pl, upgrades: [...pl.upgrades, target!] };
      return due;
    }
    case "base-construction":
      if (text === 2) b.bases = [...b.bases, { owner: p, area: target! }];
      else if (target!.startsWith("build:")) {
        const due = discounted(d, p, BASE_COST)!;
        b.bases = [...b.bases, { owner: p, area: target!.slice("build:".length) }];
        return due;
      } else {
        const [from, to] = target!.slice("move:".length).split(">");
        b.bases = b.bases.map((x) => (x.area === from && x.owner === p ? { ...x, area: to } : x));
      }
      return null;
    case "brilliant-engineering": {
      const due = text === 1 ? discounted(d, p, content().modules[target!].cost)! : null;
      const next = { ...pl, modules: [...pl.modules, target!] };
      d.players[p] = { ...next, unlocked: grantFreeUnlocks(next) };
      return due;
    }
    case "base-development": {
      const cost = content().unlocks[target!].cost;
      const due = text === 1 && cost !== "free" ? discounted(d, p, cost)! : null;
      const next = { ...pl, unlocked: [...pl.unlocked, target!] };
      d.players[p] = { ...next, unlocked: grantFreeUnlocks(next) };
      return due;
    }
    case "material-shortage": {
      const r = b.resources[target!];
      if (r.depletion === 0) b.resources[target!] = { ...r, depletion: 1 };
      else {
        if (r.owner !== null) {
          const bp = b.players[r.owner];
          b.players[r.owner] = { ...bp, workersUnavailable: bp.workersUnavailable + r.workers };
        }
        b.resources[target!] = { owner: null, workers: 0, depletion: 2 };
      }
      return null;
    }
    case "rich-vein": {
      const r = b.resources[target!];
      b.resources[target!] = { ...r, depletion: (r.depletion - 1) as 0 | 1 };
      return null;
    }
    case "reinforcement":
      placeUnits(d, p, REINFORCEMENT[pl.race][text - 1], target!);
      return null;
    case "air-support":
      placeUnits(d, p, AIR_SUPPORT[pl.race][text - 1], target!);
      return null;
    case "prototype-unit":
      placeUnits(d, p, PROTOTYPE[pl.race][text - 1], target!);
      return null;
    case "logistic": {
      const [w, t] = target!.slice(1).split("t").map(Number);
      const c = cat(b);
      const cost = w * c.workerCost.minerals + t * c.transportCost.minerals;
      const due = { minerals: Math.max(0, cost - (text === 1 ? 1 : 2)), gas: 0 };
      const bp = b.players[p];
      b.players[p] = { ...bp, workersUnavailable: bp.workersUnavailable + w };
      const producing = producingPlanets(d, p);
      const routes = b.routes
        .filter(
          (r) =>
            (producing.includes(r.a.planet) || producing.includes(r.b.planet)) &&
            !b.transports.some((x) => x.owner === p && x.route === r.id),
        )
        .slice(0, t)
        .map((r) => ({ owner: p, route: r.id }));
      b.transports = [...b.transports, ...routes];
      return due;
    }
    case "progressive-strategy": {
      const f = d.frame as Extract<LiteState["frame"], { kind: "events" }>;
      if (text === 1) drawEvents(d, p, 1);
      d.frame = { ...f, free: f.free + 1 };
      return null;
    }
    case "versatile-strategy":
      drawEvents(d, p, text === 1 ? 2 : 4);
      return null;
    case "create-wonder":
      b.players[p] = { ...b.players[p], cp: b.players[p].cp + 1 };
      return text === 1 ? { minerals: 1, gas: 1 } : null;
    case "volcanic-eruption": {
      const id = Number(target!.slice("unit:".length));
      const unit = b.units.find((u) => u.id === id)!;
      b.units = b.units.filter((u) => u.id !== id);
      if (text === 2)
        for (const base of b.bases.filter((x) => x.area === unit.area)) {
          b.bases = b.bases.filter((x) => x !== base);
          countBaseLoss(d, base.owner, p);
        }
      markPlanet(d, planetOf(unit.area));
      return null;
    }
    case "energy-storm": {
      const planet = target!.slice("planet:".length);
      // Each area loses one unit, chosen by its owner ("the defender"): one decision per area, in order.
      const maxHealth = text === 1 ? 3 : 5;
      const losses: { area: string; player: PlayerId; maxHealth: number }[] = [];
      for (const a of planetAreas(b, planet)) {
        const owners = [
          ...new Set(
            b.units.filter((u) => u.area === a.id && health(u.type) <= maxHealth).map((u) => u.owner),
          ),
        ];
        if (owners.length > 0) losses.push({ area: a.id, player: owners[0], maxHealth });
      }
      if (text === 2) {
        const routes = routesOf(b, planet);
        b.transports = b.transports.filter((t) => !routes.includes(t.route));
      }
      markPlanet(d, planet);
      if (losses.length > 0) {
        const f = d.frame as Extract<LiteState["frame"], { kind: "events" }>;
        d.frame = { ...f, current: { ...f.current!, losses } };
      }
      return null;
    }
    case "urgent-mobilization": {
      // The event's one inter-planetary movement: units are sent as in Mobilize, then step 9 resumes.
      const resume = d.frame;
      d.frame = {
        kind: "mobilize",
        player: p,
        queue: [],
        moved: [],
        warp: { target: target!, sent: [] },
        warped: true,
        resume,
      };
      return null;
    }
    case "emergency-production": {
      const resume = d.frame;
      d.frame = {
        kind: "build",
        player: p,
        queue: [],
        step: 1,
        military: 0,
        unlocked: false,
        module: false,
        bases: 0,
        credit: text,
        resume,
      };
      return null;
    }
  }
}

/** Volcanic Eruption / Energy Storm: the other text of the card may not pick the same planet. */
function markPlanet(d: LiteState, planet: string): void {
  const f = d.frame as Extract<LiteState["frame"], { kind: "events" }>;
  if (f.current) d.frame = { ...f, current: { ...f.current, planets: [...f.current.planets, planet] } };
}
