import { describe, expect, it } from "vitest";
import { PERMANENT_GAS, PERMANENT_MINERALS } from "./actions";
import { draft } from "./draft";
import { retrieveWorkers } from "./regrouping";
import type { BuildFrame, StarcraftState } from "./state";
import {
  act,
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  started,
  withBases,
  withCards,
  withFrame,
} from "./testing";

const frame: BuildFrame = {
  kind: "build",
  player: 0,
  planet: "abaddon",
  gold: false,
  step: 1,
  unitsBuilt: 0,
  newUnits: [],
  boughtBuilding: false,
  boughtModule: false,
  builtBase: false,
  discountUsed: false,
  purchases: 0,
};

const M3 = areaOf("abaddon", "minerals"); // capacity 3
const G = areaOf("braken", "gas"); // capacity 2, on another planet

/** Raynor with a base on abaddon holding abaddon's mineral card and braken's gas card. */
function board(): StarcraftState {
  let s = lineGalaxy(started(["raynor", "overmind"]), ["abaddon", "braken"]);
  s = withBases(s, [[0, M3]]);
  s = withCards(s, 0, [M3, G]);
  s = patchPlayer(s, 0, { workerPool: 15 });
  return withFrame(s, frame);
}

/** Start buying a Battlecruiser-sized debt: 9 minerals, 3 gas. */
function owing(s: StarcraftState, minerals: number, gas: number): StarcraftState {
  return {
    ...s,
    payment: {
      player: 0,
      minerals,
      gas,
      discountAvailable: false,
      purchase: { type: "building", building: "terran-factory-1" },
    },
  };
}

describe("resources", () => {
  it("Payment: one worker per resource on a card of that kind, from any planet, up to the card's capacity per round", () => {
    let s = owing(board(), 4, 1);
    s = act(s, 0, { type: "pay", source: G });
    expect(s.resources[G].workers).toBe(1);
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: "pay", source: M3 });
    expect(s.resources[M3].workers).toBe(3);
    expect(err(s, 0, { type: "pay", source: M3 })?.code).toBe("bad-payment");
    expect(err(s, 0, { type: "pay", source: G })?.code).toBe("bad-payment"); // no gas owed any more
    s = act(s, 0, { type: "pay", source: PERMANENT_MINERALS });
    expect(s.payment).toBeNull();
    expect(s.players[0].workerPool).toBe(10);
  });

  it("Permanent resources: the two faction resources pay like cards and are never force-mined", () => {
    let s = owing(board(), 1, 2);
    s = act(s, 0, { type: "pay", source: PERMANENT_GAS });
    s = act(s, 0, { type: "pay", source: PERMANENT_GAS });
    expect(err(s, 0, { type: "pay", source: PERMANENT_GAS })?.code).toBe("bad-payment");
    expect(err(s, 0, { type: "pay", source: PERMANENT_MINERALS, force: true })?.code).toBe("force-mining");
  });

  it("Force mining: one extra worker on a full card partially depletes it, a second fully depletes it (both in one order)", () => {
    let s = owing(board(), 5, 0);
    expect(err(s, 0, { type: "pay", source: M3, force: true })?.code).toBe("force-mining"); // not full yet
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: "pay", source: M3 });
    s = act(s, 0, { type: "pay", source: M3, force: true });
    expect(s.resources[M3]).toMatchObject({ workers: 4, depletion: 1, owner: 0 });
    s = act(s, 0, { type: "pay", source: M3, force: true });
    // Fully depleted: the card leaves the game; its 5 workers become unavailable.
    expect(s.resources[M3]).toEqual({ owner: null, workers: 0, depletion: 2 });
    expect(s.players[0].workersUnavailable).toBe(5);
    expect(s.payment).toBeNull();
  });

  it("Workers return to the pool in regrouping (from cards, permanent resources and the unavailable pool)", () => {
    let s = owing(board(), 4, 0);
    s = act(s, 0, { type: "pay", source: PERMANENT_MINERALS });
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: "pay", source: M3 });
    s = patchPlayer(s, 0, { workersUnavailable: 2 });
    const d = draft(s);
    retrieveWorkers(d);
    expect(d.players[0].workerPool).toBe(15 - 4 + 4 + 2);
    expect(d.resources[M3].workers).toBe(0);
    expect(d.players[0].permanentUsed).toEqual({ minerals: 0, gas: 0 });
  });

  it("A purchase needs enough workers in the pool", () => {
    let s = patchPlayer(board(), 0, { workerPool: 1 });
    s = withFrame(s, frame);
    expect(err(s, 0, { type: "build-base", area: M3 })?.code).not.toBeNull();
    expect(err(s, 0, { type: "build-unit", unit: "terran-marine", area: M3 })).toBeNull();
  });
});
