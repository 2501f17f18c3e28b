/**
 * Test support (used by the *.test.ts files beside the rules): start a game with chosen
 * factions, play setup with the first legal choice, lay out a small fixed galaxy, and act with
 * validation. Not part of the ruleset's behaviour.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { planetAreas } from "./queries";
import { type CatalogScope, cat } from "./rules-catalog";
import { apply, legalActions, pending, validate } from "./ruleset";
import { setupState } from "./setup";
import type { Base, Frame, StarcraftState, Unit } from "./state";

/** The base game's scope, for helpers that name components outside any game. */
const BASE: CatalogScope = { options: {} };

/** A game past setup: factions[i] is seat i's faction; setup choices are the first legal ones. */
export function started(factions: string[] = ["raynor", "overmind"], seed = "test"): StarcraftState {
  return playSetup(
    setupState({ players: factions.length, factionSelection: "choose", maxRounds: 60 }, seed),
    factions,
  );
}

/** Finish a game's setup: factions[i] for seat i, the first legal choice everywhere else. */
export function playSetup(start: StarcraftState, factions: string[]): StarcraftState {
  let s = start;
  while (s.phase === "setup") {
    const d = pending(s)[0];
    const a: StarcraftAction =
      s.frame.kind === "choose-faction"
        ? { type: "choose-faction", faction: factions[d.player] }
        : legalActions(s, d.player)[0];
    s = act(s, d.player, a);
  }
  return s;
}

export function act(s: StarcraftState, p: PlayerId, a: StarcraftAction): StarcraftState {
  const e = validate(s, p, a);
  if (e) throw new Error(`${JSON.stringify(a)} rejected: ${e.code} — ${e.message}`);
  return apply(s, p, a);
}

export function err(s: StarcraftState, p: PlayerId, a: unknown): RuleError | null {
  return validate(s, p, a);
}

/**
 * A fixed galaxy for scenarios: the planets in a row, each joined to the next by a normal route
 * (route i joins planet i and i+1), no units, bases, transports or orders; resource cards free.
 */
export function lineGalaxy(s: StarcraftState, planets: string[]): StarcraftState {
  const placed: StarcraftState["planets"] = {};
  const routes: StarcraftState["routes"] = [];
  planets.forEach((id, i) => {
    placed[id] = { id, x: i, y: 0, rotation: 0, slots: {} };
  });
  for (let i = 0; i + 1 < planets.length; i++) {
    routes.push({
      id: i,
      a: { planet: planets[i], side: 1 },
      b: { planet: planets[i + 1], side: 3 },
      z: false,
    });
    placed[planets[i]].slots[1] = i;
    placed[planets[i + 1]].slots[3] = i;
  }
  const resources: StarcraftState["resources"] = {};
  for (const id of planets)
    for (const a of planetAreas(s, id))
      if (a.resource) resources[a.id] = { owner: null, workers: 0, depletion: 0 };
  return {
    ...s,
    planets: placed,
    planetOrder: planets.slice(),
    routes,
    units: [],
    bases: [],
    transports: [],
    stacks: {},
    resources,
  };
}

/** Put units (owner, type, area) on the board; returns the state and the new unit ids. */
export function withUnits(s: StarcraftState, units: [PlayerId, string, string][]): StarcraftState {
  let next = s.nextUnitId;
  const added: Unit[] = units.map(([owner, type, area]) => ({ id: next++, owner, type, area }));
  return { ...s, units: [...s.units, ...added], nextUnitId: next };
}

export function withBases(s: StarcraftState, bases: [PlayerId, string][]): StarcraftState {
  const added: Base[] = bases.map(([owner, area]) => ({ owner, area }));
  return { ...s, bases: [...s.bases, ...added] };
}

/** Give resource cards to a player. */
export function withCards(s: StarcraftState, p: PlayerId, areas: string[]): StarcraftState {
  const resources = { ...s.resources };
  for (const a of areas) resources[a] = { owner: p, workers: 0, depletion: 0 };
  return { ...s, resources };
}

export function withFrame(
  s: StarcraftState,
  frame: Frame,
  phase: StarcraftState["phase"] = "execution",
): StarcraftState {
  return { ...s, frame, phase, payment: null };
}

export function patchPlayer(
  s: StarcraftState,
  p: PlayerId,
  patch: Partial<StarcraftState["players"][number]>,
): StarcraftState {
  return { ...s, players: s.players.map((pl, i) => (i === p ? { ...pl, ...patch } : pl)) };
}

/** The first area id of a planet with the given resource kind (or CP when "cp"). */
export function areaOf(
  planet: string,
  kind: "minerals" | "gas" | "cp" | number,
  s: CatalogScope = BASE,
): string {
  const areas = planetAreas(s, planet);
  if (typeof kind === "number") return areas[kind].id;
  const a = areas.find((x) => (kind === "cp" ? x.cp > 0 : x.resource === kind));
  if (!a) throw new Error(`${planet} has no ${kind} area`);
  return a.id;
}

export function unitId(race: string, name: string, s: CatalogScope = BASE): string {
  const id = `${race}-${name}`;
  if (!cat(s).units[id]) throw new Error(`no unit ${id}`);
  return id;
}

/** Pay a pending purchase with the first legal payment steps. */
export function payAll(s: StarcraftState): StarcraftState {
  while (s.payment) {
    const p = s.payment.player;
    const a = legalActions(s, p).find((x) => x.type === "pay" && !x.force) ?? legalActions(s, p)[0];
    s = act(s, p, a);
  }
  return s;
}
