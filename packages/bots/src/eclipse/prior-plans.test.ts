/**
 * The ISMCTS prior asks the heuristic for its plans on the node's own state (prior.ts): an
 * upgrade that arms the warships it flies, an attack on the Galactic Center with a fleet that
 * wins, and the rest of the turn menu in the heuristic's order. Before issue 37's second session
 * the prior asked without plans, and the search never upgraded or attacked on its own.
 */
import { type EclipseAction, type EclipseState, type EclipseView, eclipse } from "@koprulu/eclipse";
import type { ActionBase } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { chooseEclipse, rateTurnAction } from "./heuristic";
import { eclipsePrior } from "./prior";

const fresh = (): EclipseState => {
  const s = eclipse.setup({ players: 2, rounds: 9 }, "prior-plans");
  return { ...s, turn: 0, step: { kind: "turn" } };
};

const topOf = (legal: ActionBase[], scores: number[]) => legal[scores.indexOf(Math.max(...scores))];

/**
 * Seat 0 with `ships` at home and these techs, on its turn; the sector stacks empty, so that
 * exploring (which the heuristic rates above its plans) is no option.
 */
function withFleet(ships: EclipseState["hexes"][string]["ships"], grid: string[]): EclipseState {
  const s = fresh();
  const p = s.players[0]!;
  const stacks = Object.fromEntries(
    Object.keys(s.stacks).map((k) => [k, []]),
  ) as unknown as EclipseState["stacks"];
  return {
    ...s,
    stacks,
    players: s.players.map((x, i) => (i === 0 ? { ...p, techs: { ...p.techs, grid } } : x)),
    hexes: { ...s.hexes, [p.home]: { ...s.hexes[p.home]!, ships } },
  };
}

/**
 * Seat 0 holding the sector next to the Galactic Center (0,-1; a ring-1 sector whose wormholes
 * face the Center at this rotation) with `ships` there, its colony ships spent and the stacks
 * empty, on its turn.
 */
function besideCenter(ships: EclipseState["hexes"][string]["ships"]): EclipseState {
  const s = withFleet([], []);
  const hex = { ...s.hexes["0,0"]!, pos: "0,-1", sector: "101", rotation: 0, owner: 0, gcds: false, ships };
  return {
    ...s,
    players: s.players.map((p, i) => (i === 0 ? { ...p, colonyShipsUsed: p.colonyShips } : p)),
    hexes: { ...s.hexes, "0,-1": { ...hex, cubes: [], ancients: 0, discovery: null, entered: {} } },
  };
}

const dreadnoughts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: 901 + i, owner: 0, hull: "dreadnought" as const }));

describe("Eclipse's ISMCTS prior makes the heuristic's plans", () => {
  it("rates a Move first when four Dreadnoughts beside the Galactic Center beat its defence system (no plan: it would research)", () => {
    const s = besideCenter(dreadnoughts(4));
    expect(s.hexes["0,0"]!.gcds).toBe(true);
    const legal = eclipse.legalActions(s, 0);
    const planless = chooseEclipse(s as unknown as EclipseView, 0, legal as EclipseAction[]);
    expect(planless.type).not.toBe("move-start");
    expect(topOf(legal, eclipsePrior(s, 0, legal))).toEqual({ type: "move-start" });
  });

  it("does not rate that Move first for a lone Cruiser, whose odds there are hopeless", () => {
    const s = besideCenter([{ id: 901, owner: 0, hull: "cruiser" }]);
    const legal = eclipse.legalActions(s, 0);
    expect(legal).toContainEqual({ type: "move-start" });
    expect(topOf(legal, eclipsePrior(s, 0, legal))).not.toEqual({ type: "move-start" });
  });

  it("rates Upgrade first when a researched Improved Hull arms the Cruiser it flies (no plan: it would not)", () => {
    const s = withFleet([{ id: 901, owner: 0, hull: "cruiser" }], ["improved-hull"]);
    const legal = eclipse.legalActions(s, 0);
    const planless = chooseEclipse(s as unknown as EclipseView, 0, legal as EclipseAction[]);
    expect(planless.type).not.toBe("upgrade");
    expect(topOf(legal, eclipsePrior(s, 0, legal))).toEqual({ type: "upgrade" });
  });

  it("rates nothing above the heuristic's planless choice when there is nothing to arm", () => {
    const s = withFleet([], ["improved-hull"]);
    const legal = eclipse.legalActions(s, 0);
    const planless = chooseEclipse(s as unknown as EclipseView, 0, legal as EclipseAction[]);
    expect(topOf(legal, eclipsePrior(s, 0, legal))).toEqual(planless);
  });

  it("gives the same state the same ratings every time, and leaves the state as it was (draws nothing)", () => {
    const s = withFleet([{ id: 901, owner: 0, hull: "cruiser" }], ["improved-hull"]);
    const before = JSON.stringify(s);
    const legal = eclipse.legalActions(s, 0);
    const a = eclipsePrior(s, 0, legal);
    expect(eclipsePrior(s, 0, eclipse.legalActions(s, 0))).toEqual(a);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("ranks the rest of the turn menu by the heuristic's own ratings", () => {
    const s = fresh();
    const legal = eclipse.legalActions(s, 0);
    const scores = eclipsePrior(s, 0, legal);
    const top = scores.indexOf(Math.max(...scores));
    legal.forEach((a, i) => {
      if (i !== top)
        expect(scores[i]).toBe(rateTurnAction(s as unknown as EclipseView, 0, a as EclipseAction));
    });
    // An exploration (a sector and its VP) is rated above passing.
    const explore = legal.findIndex((a) => a.type === "explore");
    const pass = legal.findIndex((a) => a.type === "pass");
    expect(explore).toBeGreaterThanOrEqual(0);
    expect(scores[explore]).toBeGreaterThan(scores[pass]!);
  });
});
