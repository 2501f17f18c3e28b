import { describe, expect, it } from "vitest";
import { PERMANENT_GAS, PERMANENT_MINERALS, TOKEN_GAS, TOKEN_MINERALS } from "./actions";
import { draft } from "./draft";
import { startPayment } from "./orders/payment";
import { retrieveWorkers } from "./regrouping";
import { canAfford, RESOURCE_TOKEN_SUPPLY, tokensInSupply } from "./resources";
import { legalActions } from "./ruleset";
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

describe("Brood War resource tokens", () => {
  const tokenPays = (s: StarcraftState) =>
    legalActions(s, 0)
      .filter((a) => a.type === "pay" && a.source.startsWith("token-"))
      .map((a) => (a.type === "pay" ? a.source : ""));

  it("a token pays one resource of its kind and goes back to the supply", () => {
    let s = patchPlayer(owing(board(), 2, 1), 0, { resourceTokens: { minerals: 1, gas: 1 } });
    const supply = tokensInSupply(s);
    s = act(s, 0, { type: "pay", source: TOKEN_MINERALS });
    expect(s.payment).toMatchObject({ minerals: 1, gas: 1 });
    expect(s.players[0].resourceTokens).toEqual({ minerals: 0, gas: 1 });
    expect(tokensInSupply(s)).toBe(supply + 1);
    expect(s.players[0].workerPool).toBe(15); // no worker placed
    s = act(s, 0, { type: "pay", source: TOKEN_GAS });
    s = act(s, 0, { type: "pay", source: M3 });
    expect(s.payment).toBeNull();
    expect(s.players[0].resourceTokens).toEqual({ minerals: 0, gas: 0 });
    expect(s.players[0].workerPool).toBe(14);
    expect(s.players[0].buildings["terran-factory"]).toBe(1);
  });

  it("a token is offered only while that kind is owed", () => {
    let s = patchPlayer(owing(board(), 2, 1), 0, { resourceTokens: { minerals: 2, gas: 2 } });
    expect(tokenPays(s)).toEqual([TOKEN_MINERALS, TOKEN_GAS]);
    s = act(s, 0, { type: "pay", source: TOKEN_GAS });
    expect(tokenPays(s)).toEqual([TOKEN_MINERALS]); // a gas token is still held, but no gas is owed
    expect(err(s, 0, { type: "pay", source: TOKEN_GAS })?.code).toBe("bad-payment");
    expect(tokenPays(owing(board(), 2, 1))).toEqual([]); // none held: none offered
  });

  it("paying with a token one does not hold is a rule error and changes nothing", () => {
    const s = patchPlayer(owing(board(), 1, 1), 0, { resourceTokens: { minerals: 1, gas: 0 } });
    const before = structuredClone(s);
    const e = err(s, 0, { type: "pay", source: TOKEN_GAS });
    expect(e?.code).toBe("resource-token-not-held");
    expect(err(owing(board(), 1, 1), 0, { type: "pay", source: TOKEN_MINERALS })?.code).toBe(
      "resource-token-not-held",
    );
    expect(err(s, 0, { type: "pay", source: TOKEN_MINERALS, force: true })?.code).toBe("force-mining");
    expect(s).toEqual(before);
  });

  it("tokens count towards what a player can afford: a player with tokens and no worker still buys", () => {
    let s = patchPlayer(board(), 0, { workerPool: 0 });
    s = withFrame(s, frame);
    const marine = { type: "build-unit", unit: "terran-marine", area: M3 } as const;
    expect(err(s, 0, marine)?.code).toBe("cannot-afford");
    expect(legalActions(s, 0).some((a) => a.type === "build-unit")).toBe(false);
    s = patchPlayer(s, 0, { resourceTokens: { minerals: 1, gas: 0 } });
    expect(canAfford(s, 0, 1, 0, false)).toBe(true);
    expect(canAfford(s, 0, 2, 0, false)).toBe(false);
    expect(canAfford(s, 0, 0, 1, false)).toBe(false);
    expect(legalActions(s, 0).some((a) => a.type === "build-unit" && a.unit === "terran-marine")).toBe(true);
    s = act(s, 0, marine);
    expect(legalActions(s, 0)).toEqual([{ type: "pay", source: TOKEN_MINERALS }]);
    s = act(s, 0, { type: "pay", source: TOKEN_MINERALS });
    expect(s.payment).toBeNull();
    expect(s.units.filter((u) => u.owner === 0 && u.type === "terran-marine")).toHaveLength(1);
  });

  it("tokens and workers together: a worker the rest then could not do without is not offered (ruling)", () => {
    // Owes 1 mineral + 1 gas with one mineral token and one worker: the worker must go to gas.
    const s = patchPlayer(owing(board(), 1, 1), 0, {
      workerPool: 1,
      resourceTokens: { minerals: 1, gas: 0 },
    });
    const sources = legalActions(s, 0).map((a) => (a.type === "pay" ? a.source : a.type));
    expect(sources).toContain(TOKEN_MINERALS);
    expect(sources).toContain(G);
    expect(sources).not.toContain(M3);
    expect(sources).not.toContain(PERMANENT_MINERALS);
    expect(err(s, 0, { type: "pay", source: M3 })?.code).toBe("bad-payment");
    // With a worker to spare, a worker may pay minerals and the token is kept for later.
    const spare = patchPlayer(s, 0, { workerPool: 2 });
    const t = act(spare, 0, { type: "pay", source: M3 });
    expect(t.players[0].resourceTokens).toEqual({ minerals: 1, gas: 0 });
  });

  it("Gold Build discount taken at once goes to the kind that leaves the rest payable (tokens, no worker)", () => {
    // Owes 1 mineral + 2 gas with two gas tokens and no worker: only a discount on the mineral
    // makes it payable, though his mineral card still has room (found by a Survival simulation).
    const d = draft(patchPlayer(board(), 0, { workerPool: 0, resourceTokens: { minerals: 0, gas: 2 } }));
    expect(canAfford(d, 0, 1, 2, true)).toBe(true);
    startPayment(d, 0, { minerals: 1, gas: 2 }, { type: "building", building: "terran-factory-1" }, true);
    expect(d.payment).toMatchObject({ minerals: 0, gas: 2, discountAvailable: false });
    expect(legalActions(d, 0)).toEqual([{ type: "pay", source: TOKEN_GAS }]);
  });

  it(`the supply holds ${RESOURCE_TOKEN_SUPPLY} tokens, minerals and gas together`, () => {
    const s = patchPlayer(board(), 1, { resourceTokens: { minerals: 4, gas: 3 } });
    expect(tokensInSupply(board())).toBe(30);
    expect(tokensInSupply(s)).toBe(23);
  });
});
