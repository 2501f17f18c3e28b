/** A small StarCraft view and catalog for component tests (two planets, two seats). */
import type { Action, GameState } from "../api/types";
import type { ScCatalog, ScView } from "./viewTypes";

export const testCatalog: ScCatalog = {
  planets: {
    korhal: {
      id: "korhal",
      name: "Korhal",
      slots: [1, 2],
      areas: [
        { id: "korhal#0", planet: "korhal", index: 0, limit: 3, resource: "minerals", amount: 2, cp: 0 },
        { id: "korhal#1", planet: "korhal", index: 1, limit: 4, resource: null, amount: 0, cp: 1 },
      ],
    },
    char: {
      id: "char",
      name: "Char",
      slots: [3, 0],
      areas: [{ id: "char#0", planet: "char", index: 0, limit: 2, resource: "gas", amount: 1, cp: 0 }],
    },
  },
  areas: {},
  units: {
    marine: { id: "marine", name: "Marine", race: "terran", flying: false },
    zergling: { id: "zergling", name: "Zergling", race: "zerg", flying: false },
    mutalisk: { id: "mutalisk", name: "Mutalisk", race: "zerg", flying: true },
  },
  factions: {
    raynor: { id: "raynor", name: "Jim Raynor", race: "terran" },
    overmind: { id: "overmind", name: "The Overmind", race: "zerg" },
  },
};
for (const p of Object.values(testCatalog.planets)) for (const a of p.areas) testCatalog.areas[a.id] = a;

export function testView(): ScView & { catalog: ScCatalog } {
  return {
    catalog: testCatalog,
    round: 1,
    phase: "planning",
    firstPlayer: 0,
    players: [
      {
        faction: "raynor",
        cp: 3,
        hand: ["stim-pack", "stim-pack"],
        workerPool: 4,
        workersUnavailable: 0,
        buildings: { barracks: 1 },
        modules: {},
      },
      {
        faction: "overmind",
        cp: 5,
        hand: 6,
        workerPool: 3,
        buildings: { "spawning-pool": 1 },
        modules: { supply: 1 },
      },
    ],
    planets: {
      korhal: { id: "korhal", x: 0, y: 0, rotation: 0, slots: { 1: 0, 2: -1 } },
      char: { id: "char", x: 1, y: 0, rotation: 0, slots: { 3: 0, 0: -1 } },
    },
    planetOrder: ["korhal", "char"],
    routes: [{ id: 0, a: { planet: "korhal", side: 1 }, b: { planet: "char", side: 3 }, z: false }],
    units: [
      { id: 1, owner: 0, type: "marine", area: "korhal#0" },
      { id: 2, owner: 0, type: "marine", area: "korhal#0" },
      { id: 3, owner: 1, type: "zergling", area: "char#0" },
      { id: 4, owner: 1, type: "mutalisk", area: "char#0" },
    ],
    bases: [
      { owner: 0, area: "korhal#0" },
      { owner: 1, area: "char#0" },
    ],
    transports: [{ owner: 0, route: 0 }],
    stacks: {
      korhal: [
        { owner: 1, kind: null, gold: null },
        { owner: 0, kind: "mobilize", gold: true },
      ],
    },
    ordersPlaced: [1, 1],
    resources: {
      "korhal#0": { owner: 0, workers: 1, depletion: 1 },
      "char#0": { owner: 1, workers: 0, depletion: 0 },
    },
    frame: { kind: "planning", turn: 0 },
    payment: null,
    battle: null,
  };
}

export function testGame(legalActions: Action[], seat: number | null = 0): GameState {
  return {
    gameId: "g-sc",
    ruleset: "starcraft",
    version: 7,
    seat,
    view: testView(),
    pending: [{ player: 0, kind: "place-order", prompt: "Place an order" }],
    legalActions,
    outcome: null,
    log: ["Jim Raynor placed an order on Korhal."],
  };
}
