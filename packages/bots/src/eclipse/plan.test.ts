import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { ATTACK_ODDS, fleetOdds } from "./attack";
import { canBuildMonolith, chooseEclipse, colonyGain } from "./heuristic";
import { researchValue, trackVpOf } from "./research";
import { bestUpgrade, blueprintValue } from "./upgrade";

const fresh = (): EclipseState => {
  const s = eclipse.setup({ players: 2, rounds: 9 }, "plan");
  return { ...s, turn: 0, step: { kind: "turn" } };
};

describe("Eclipse heuristic: research toward a plan", () => {
  it("scores track VP from the rules' table (4/5/6/7 tiles: 1/2/3/5)", () => {
    expect([3, 4, 5, 6, 7].map(trackVpOf)).toEqual([0, 1, 2, 3, 5]);
  });

  it("researches on the track it already built up (discount and track VP) over an equal-priced tech elsewhere", () => {
    const p = fresh().players[0]!;
    const invested = {
      ...p,
      techs: { ...p.techs, grid: ["gauss-shield", "improved-hull", "fusion-source"] },
    };
    // Both cost their minimum here; the fourth grid tile scores 1 VP.
    expect(researchValue(invested, "positron-computer", 5)).toBeGreaterThan(
      researchValue(invested, "phase-shield", 5),
    );
  });

  it("takes the Monolith technology over a cheaper one while rounds remain to build Monoliths", () => {
    const p = fresh().players[0]!;
    expect(researchValue(p, "monolith", 5)).toBeGreaterThan(researchValue(p, "fusion-drive", 5));
  });

  it("values economy techs (more discs, advanced squares) early but not in the last rounds", () => {
    const p = fresh().players[0]!;
    expect(
      researchValue(p, "advanced-robotics", 8) - researchValue(p, "advanced-robotics", 2),
    ).toBeGreaterThan(0);
  });
});

describe("Eclipse heuristic: spends its storage", () => {
  it("builds a Monolith whenever the materials are there, even after passing", () => {
    const s = fresh();
    const p = s.players[0]!;
    const rich: EclipseState = {
      ...s,
      players: s.players.map((x, i) =>
        i === 0 ? { ...p, passed: true, materials: 30, techs: { ...p.techs, nano: ["monolith"] } } : x,
      ),
    };
    const view = eclipse.view(rich, 0);
    expect(canBuildMonolith(view, 0)).toBe(true);
    expect(chooseEclipse(view, 0, eclipse.legalActions(rich, 0)).type).toBe("build-start");
  });

  it("sends a colony ship's cube to money before science when both add the same", () => {
    const start = fresh().players[0]!;
    const p = { ...start, cubeTracks: { ...start.cubeTracks, science: start.cubeTracks.money } };
    const money = colonyGain(p, { type: "colonize", pos: "x", square: 0, resource: "money" });
    const science = colonyGain(p, { type: "colonize", pos: "x", square: 0, resource: "science" });
    expect(science).toBeGreaterThan(0);
    expect(money).toBeGreaterThan(science);
  });
});

describe("Eclipse heuristic: arms its warships", () => {
  it("rates an Improved Hull above a plain Hull on a Cruiser", () => {
    const p = fresh().players[0]!;
    const slots = [...p.blueprints.cruiser.slots];
    const plain = slots.indexOf("hull");
    expect(plain).toBeGreaterThanOrEqual(0);
    slots[plain] = "improved-hull";
    const better = { ...p, blueprints: { ...p.blueprints, cruiser: { ...p.blueprints.cruiser, slots } } };
    expect(blueprintValue(better, "cruiser")).toBeGreaterThan(blueprintValue(p, "cruiser"));
  });

  it("upgrades a Cruiser with a researched part that raises its value, and places that part", () => {
    const s = fresh();
    const p = s.players[0]!;
    const armed: EclipseState = {
      ...s,
      players: s.players.map((x, i) =>
        i === 0 ? { ...p, techs: { ...p.techs, grid: ["improved-hull"] } } : x,
      ),
      hexes: {
        ...s.hexes,
        [p.home]: { ...s.hexes[p.home]!, ships: [{ id: 901, owner: 0, hull: "cruiser" as const }] },
      },
    };
    const upgrading = eclipse.apply(armed, 0, { type: "upgrade" });
    const plan = bestUpgrade(upgrading, 0);
    expect(plan?.slot.hull).toBe("cruiser");
    expect(plan?.part).toBe("improved-hull");
    // The bot's own choice in that step, through its view, picks the same slot, then the part.
    const slotChoice = chooseEclipse(
      eclipse.view(upgrading, 0),
      0,
      eclipse.legalActions(upgrading, 0),
      Rng.fromSeed("u"),
    );
    expect(slotChoice).toEqual(plan!.slot);
    const placing = eclipse.apply(upgrading, 0, slotChoice);
    expect(chooseEclipse(eclipse.view(placing, 0), 0, eclipse.legalActions(placing, 0))).toEqual({
      type: "upgrade-part",
      part: "improved-hull",
    });
  });
});

describe("Eclipse heuristic: takes the Galactic Center when strong", () => {
  it("rates an attack on the Center against its defence system: good for four Dreadnoughts, hopeless for one Cruiser", () => {
    const s = fresh();
    const center = Object.values(s.hexes).find((h) => h.gcds)!.pos;
    expect(fleetOdds(s, 0, center, "dreadnought", 4)).toBeGreaterThanOrEqual(ATTACK_ODDS);
    expect(fleetOdds(s, 0, center, "cruiser", 1)).toBeLessThan(0.1);
  });
});

describe("Eclipse heuristic: saves materials for warships", () => {
  it("builds no Interceptor once a Cruiser flies (Interceptors never attack), but does without one", () => {
    const s = fresh();
    const p = s.players[0]!;
    const building = (ships: EclipseState["hexes"][string]["ships"]): EclipseState => ({
      ...s,
      step: { kind: "build", built: 0, limit: 2 },
      players: s.players.map((x, i) => (i === 0 ? { ...p, materials: 4 } : x)),
      hexes: { ...s.hexes, [p.home]: { ...s.hexes[p.home]!, ships } },
    });
    const withCruiser = building([{ id: 901, owner: 0, hull: "cruiser" }]);
    const legal = eclipse.legalActions(withCruiser, 0);
    expect(legal.some((a) => a.type === "build" && a.what === "interceptor")).toBe(true);
    expect(chooseEclipse(eclipse.view(withCruiser, 0), 0, legal)).toEqual({ type: "build-done" });
    const bare = building([]);
    expect(chooseEclipse(eclipse.view(bare, 0), 0, eclipse.legalActions(bare, 0))).toMatchObject({
      type: "build",
      what: "interceptor",
    });
  });
});
