/**
 * The HeuristicBot in the elimination modes (modes.ts): it takes Survival's resource tokens, it
 * presses for the elimination (marches toward the enemy, hunts the weakest opponent's units, does
 * not sit on conquest points nobody scores), and it plays a Faster Survival game to an elimination
 * without breaking an invariant.
 */
import { Rng } from "@koprulu/engine";
import {
  type StarcraftAction,
  type StarcraftOptions,
  type StarcraftState,
  type StarcraftView,
  starcraft,
} from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { randomBot } from "../random";
import { playCheckedGame } from "./checked-game.testing";
import { heuristicPrior, starcraftHeuristic } from "./heuristic";
import {
  baseRecallScore,
  baseSlotCost,
  huntWorth,
  offensiveWorth,
  prey,
  stagesByRecall,
  stagingReach,
  tokenScore,
  transportRecallScore,
  transportTokenCost,
} from "./modes";

const SURVIVAL: StarcraftOptions = {
  players: 2,
  factionSelection: "random",
  maxRounds: 200,
  expansions: ["brood-war"],
  variants: { leadershipCards: true },
  mode: "faster-survival",
};

const CONQUEST: StarcraftOptions = {
  players: 2,
  factionSelection: "random",
  maxRounds: 200,
  mode: "galactic-conquest",
};

/**
 * Abaddon — Braken — Tarsonis in a row. Seat 0 (Raynor): base and two Marines on Abaddon, a
 * Marine in each Braken area, a transport Abaddon–Braken; seat 1 (Overmind): base and two
 * Zerglings on Tarsonis. Seat 0 is executing a Mobilize on Braken and has moved one Marine into
 * Braken's first area already (so it may end the order).
 */
function marchBoard(options: StarcraftOptions): StarcraftState {
  const s = starcraft.setup(options, "march");
  const planets = ["abaddon", "braken", "tarsonis"];
  const placed: StarcraftState["planets"] = {};
  planets.forEach((id, i) => {
    placed[id] = {
      id,
      x: i,
      y: 0,
      rotation: 0,
      slots: i === 0 ? { 1: 0 } : i === 1 ? { 3: 0, 1: 1 } : { 3: 1 },
    };
  });
  const routes: StarcraftState["routes"] = [0, 1].map((i) => ({
    id: i,
    a: { planet: planets[i], side: 1 },
    b: { planet: planets[i + 1], side: 3 },
    z: false,
  }));
  const units: [number, string, string][] = [
    [0, "terran-marine", "abaddon#0"],
    [0, "terran-marine", "abaddon#0"],
    [0, "terran-marine", "braken#0"],
    [0, "terran-marine", "braken#1"],
    [0, "terran-marine", "braken#2"],
    [1, "zerg-zergling", "tarsonis#0"],
    [1, "zerg-zergling", "tarsonis#0"],
  ];
  return {
    ...s,
    phase: "execution",
    round: 3,
    players: s.players.map((pl, i) => ({ ...pl, faction: i === 0 ? "raynor" : "overmind" })),
    planets: placed,
    planetOrder: planets,
    routes,
    units: units.map(([owner, type, area], id) => ({ id, owner, type, area })),
    nextUnitId: units.length,
    bases: [
      { owner: 0, area: "abaddon#0" },
      { owner: 1, area: "tarsonis#0" },
    ],
    transports: [{ owner: 0, route: 0 }],
    stacks: {},
    payment: null,
    frame: {
      kind: "mobilize",
      player: 0,
      planet: "braken",
      gold: false,
      moved: [2],
      from: ["braken#1"],
      tookBack: false,
      contested: null,
    },
  };
}

/**
 * Galactic Conquest with Brood War, planning: Abaddon — Braken — Erebus Station in a row (Erebus
 * Station: a ground area, then a flying area), seat 0's base on Abaddon, `units` on the board and
 * seat 0's transports on `transports` (route 1 joins Braken and Erebus Station).
 */
function erebusBoard(units: StarcraftState["units"], transports: number[] = []): StarcraftState {
  const s = marchBoard({ ...CONQUEST, expansions: ["brood-war"], variants: { leadershipCards: true } });
  const planets = ["abaddon", "braken", "erebus-station"];
  return {
    ...s,
    phase: "planning",
    planets: Object.fromEntries(
      planets.map((id, i) => [id, { ...s.planets[["abaddon", "braken", "tarsonis"][i]], id }]),
    ),
    planetOrder: planets,
    routes: s.routes.map((r) =>
      r.b.planet === "tarsonis" ? { ...r, b: { ...r.b, planet: "erebus-station" } } : r,
    ),
    units,
    bases: [{ owner: 0, area: "abaddon#0" }],
    transports: transports.map((route) => ({ owner: 0, route })),
    stacks: {},
    ordersPlaced: [0, 0],
    frame: { kind: "planning", turn: 0 },
  };
}

function heuristicChoice(s: StarcraftState, seat: number): StarcraftAction {
  return starcraftHeuristic.choose({
    ruleset: starcraft,
    seat,
    view: starcraft.view(s, seat),
    decisions: starcraft.pending(s).filter((d) => d.player === seat),
    legalActions: starcraft.legalActions(s, seat),
    rng: Rng.fromSeed("march"),
  }) as StarcraftAction;
}

/** The heuristic's rating (its ISMCTS prior) of seat 0 placing a plain (silver) order; the order must be legal. */
function silverOrderScore(s: StarcraftState, planet: string, order: "build" | "mobilize"): number {
  const legal = starcraft.legalActions(s, 0);
  const i = legal.findIndex(
    (a) => a.type === "place-order" && a.planet === planet && a.order === order && !a.gold,
  );
  expect(i).toBeGreaterThanOrEqual(0);
  return heuristicPrior(s, 0, legal)[i];
}

describe("HeuristicBot presses for the elimination in Galactic Conquest", () => {
  it("marches units a planet closer to the enemy base, where in a standard game it holds them back", () => {
    const conquest = marchBoard(CONQUEST);
    expect(starcraft.legalActions(conquest, 0)).toContainEqual({ type: "end-mobilize" });
    const march = heuristicChoice(conquest, 0);
    expect(march.type).toBe("move-unit");
    const moved = conquest.units.find((u) => u.id === (march as { unit: number }).unit);
    expect(moved?.area).toBe("abaddon#0");
    // The same board in a standard game: its areas on Braken are held, nothing more to take.
    const standard = marchBoard({ ...CONQUEST, mode: undefined });
    expect(heuristicChoice(standard, 0)).toEqual({ type: "end-mobilize" });
  });

  it("does not shuffle units between the areas of one planet, where in a standard game it takes the empty area", () => {
    // Seat 0 on Braken: two Marines in its second area, one (already moved) in its third, the first
    // area (1 conquest point, no resource) empty; no transport, so nothing else can come.
    const board = (options: StarcraftOptions): StarcraftState => {
      const s = marchBoard(options);
      return {
        ...s,
        units: s.units
          .filter((u) => u.owner === 1 || u.area.startsWith("braken"))
          .map((u) => (u.area === "braken#0" ? { ...u, area: "braken#1" } : u)),
        transports: [],
        frame: {
          ...(s.frame as Extract<StarcraftState["frame"], { kind: "mobilize" }>),
          moved: [4],
          from: ["braken#2"],
        },
      };
    };
    expect(heuristicChoice(board(CONQUEST), 0)).toEqual({ type: "end-mobilize" });
    const standard = heuristicChoice(board({ ...CONQUEST, mode: undefined }), 0);
    expect(standard).toMatchObject({ type: "move-unit", area: "braken#0" });
  });

  it("hunts the weakest opponent's units too, not only his bases", () => {
    const s = marchBoard({ ...CONQUEST, players: 3 });
    const three = starcraft.view(
      {
        ...s,
        players: s.players.map((pl, i) => ({ ...pl, faction: ["raynor", "overmind", "tassadar"][i] })),
        units: [...s.units, { id: 99, owner: 2, type: "protoss-zealot", area: "braken#0" }],
        bases: [...s.bases, { owner: 2, area: "abaddon#1" }, { owner: 2, area: "braken#1" }],
      },
      0,
    ) as StarcraftView;
    // Seat 1 has one base, seat 2 two: seat 1 is the prey; his base is worth more than seat 2's.
    expect(prey(three, 0)).toBe(1);
    expect(huntWorth(three, 0, "tarsonis#0")).toBeGreaterThan(huntWorth(three, 0, "abaddon#1"));
    // His Zerglings away from his base are a target although he still has a base; seat 2's Zealot is not.
    const away = { ...three, bases: three.bases.map((b) => (b.owner === 1 ? { ...b, area: "torus#0" } : b)) };
    expect(prey(away, 0)).toBe(1);
    expect(huntWorth(away, 0, "tarsonis#0")).toBeGreaterThan(0);
    expect(huntWorth(away, 0, "braken#0")).toBe(0);
    expect(huntWorth({ ...away, options: { ...away.options, mode: undefined } }, 0, "tarsonis#0")).toBe(0);
  });
});

describe("HeuristicBot places no Build its Worker Pool cannot pay", () => {
  it("places a second Build only with workers enough for two", () => {
    // Seat 0 has placed a Build on Abaddon (its base); a second on Braken (its Marines, no base) is next.
    const board = (pool: number): StarcraftState => {
      const s = marchBoard({ ...CONQUEST, mode: undefined });
      return {
        ...s,
        phase: "planning",
        players: s.players.map((pl, i) => (i === 0 ? { ...pl, workerPool: pool } : pl)),
        stacks: { abaddon: [{ owner: 0, kind: "build", gold: false }] },
        ordersPlaced: [1, 0],
        frame: { kind: "planning", turn: 0 },
      };
    };
    const buildScore = (s: StarcraftState) => silverOrderScore(s, "braken", "build");
    expect(buildScore(board(12))).toBeGreaterThan(0);
    expect(buildScore(board(2))).toBeLessThan(0);
  });

  it("values a Build where it has no base as a new base only while a base token is free", () => {
    const s = marchBoard({ ...CONQUEST, mode: undefined });
    const planning: StarcraftState = {
      ...s,
      phase: "planning",
      ordersPlaced: [0, 0],
      frame: { kind: "planning", turn: 0 },
    };
    const score = (state: StarcraftState) => silverOrderScore(state, "braken", "build");
    // Six bases (all the tokens): a Build on Braken, where the Marines stand, founds nothing.
    const full = {
      ...planning,
      bases: [...planning.bases, ...Array.from({ length: 5 }, () => ({ owner: 0, area: "abaddon#1" }))],
    };
    expect(score(planning)).toBeGreaterThanOrEqual(5);
    expect(score(full)).toBeLessThan(score(planning) - 2);
  });
});

describe("HeuristicBot counts only the units that may stand in an area", () => {
  it("places no attacking Mobilize on a flying area that only its ground units could reach", () => {
    // Seat 1, without a base, has a Mutalisk in Erebus Station's flying area; seat 0's three units
    // on Braken have a transport there.
    const board = (attacker: string): StarcraftState =>
      erebusBoard(
        [
          ...[0, 1, 2].map((id) => ({ id, owner: 0, type: attacker, area: "braken#0" })),
          { id: 3, owner: 1, type: "zerg-mutalisk", area: "erebus-station#1" },
        ],
        [1],
      );
    const mobilizeScore = (s: StarcraftState) => silverOrderScore(s, "erebus-station", "mobilize");
    // Wraiths fly: the Mutalisk is theirs to hunt. Marines cannot enter: at most a march there.
    expect(mobilizeScore(board("terran-wraith"))).toBeGreaterThan(10);
    expect(mobilizeScore(board("terran-marine"))).toBeLessThan(5);
  });
});

describe("HeuristicBot against a base with Air Support", () => {
  /**
   * Galactic Conquest with Brood War, planning: seat 1's base stands unguarded on Tarsonis, seat 0's
   * three Marines on Braken have a transport there. Air Support (seat 1) closes the base's area to
   * units from another planet; the Offensive module (seat 0) opens it again.
   */
  function airBoard(airSupport: boolean, offensive: boolean): StarcraftState {
    const s = marchBoard({ ...CONQUEST, expansions: ["brood-war"], variants: { leadershipCards: true } });
    return {
      ...s,
      phase: "planning",
      players: s.players.map((pl, i) => ({
        ...pl,
        modules: {
          ...pl.modules,
          ...(i === 1 ? { "air-support": airSupport ? 1 : 0 } : { offensive: offensive ? 1 : 0 }),
        },
      })),
      units: s.units.filter((u) => u.owner === 0).map((u) => ({ ...u, area: "braken#0" })),
      transports: [
        { owner: 0, route: 0 },
        { owner: 0, route: 1 },
      ],
      stacks: {},
      ordersPlaced: [0, 0],
      frame: { kind: "planning", turn: 0 },
    };
  }

  it("counts no unit from another planet against an Air Support base, unless it has the Offensive module", () => {
    const mobilizeScore = (s: StarcraftState) => silverOrderScore(s, "tarsonis", "mobilize");
    // Open base: the Marines take it (an enemy base is worth well over 10 as a target).
    expect(mobilizeScore(airBoard(false, false))).toBeGreaterThan(10);
    // Air Support: the Marines can only step onto another area of Tarsonis, a march at most.
    expect(mobilizeScore(airBoard(true, false))).toBeLessThan(10);
    expect(mobilizeScore(airBoard(true, true))).toBeGreaterThan(10);
  });

  it("buys the Offensive module before any other in its Build while an enemy base has Air Support", () => {
    // Seat 0 executes a Build on Abaddon (its base), with Abaddon's resource cards and workers to pay.
    const build = (airSupport: boolean): StarcraftState => {
      const s = airBoard(airSupport, false);
      const resources = { ...s.resources };
      for (const id in resources)
        if (id.startsWith("abaddon#")) resources[id] = { owner: 0, workers: 0, depletion: 0 };
      return {
        ...s,
        phase: "execution",
        resources,
        players: s.players.map((pl, i) => (i === 0 ? { ...pl, workerPool: 12 } : pl)),
        frame: {
          kind: "build",
          player: 0,
          planet: "abaddon",
          gold: false,
          step: 2,
          unitsBuilt: 0,
          newUnits: [],
          boughtBuilding: false,
          boughtModule: false,
          builtBase: false,
          discountUsed: false,
          purchases: 0,
        } as StarcraftState["frame"],
      };
    };
    const modules = (s: StarcraftState) =>
      starcraft.legalActions(s, 0).filter((a) => a.type === "build-module");
    expect(modules(build(true))).toContainEqual({ type: "build-module", module: "offensive" });
    expect(modules(build(true))).toContainEqual({ type: "build-module", module: "supply" });
    const choice = (s: StarcraftState) => {
      const legal = modules(s);
      const scores = heuristicPrior(s, 0, legal);
      return legal[scores.indexOf(Math.max(...scores))];
    };
    expect(choice(build(true))).toEqual({ type: "build-module", module: "offensive" });
    expect(choice(build(false))).not.toEqual({ type: "build-module", module: "offensive" });
  });

  it("rates the Offensive module first while an enemy base has Air Support (offensiveWorth)", () => {
    const view = (s: StarcraftState) => starcraft.view(s, 0) as StarcraftView;
    expect(offensiveWorth(view(airBoard(true, false)), 0)).toBeGreaterThan(4); // above Supply's 4
    expect(offensiveWorth(view(airBoard(false, false)), 0)).toBeNull();
    expect(offensiveWorth(view(airBoard(true, true)), 0)).toBeNull();
    const standard = airBoard(true, false);
    expect(
      offensiveWorth(view({ ...standard, options: { ...standard.options, mode: undefined } }), 0),
    ).toBeNull();
  });
});

describe("HeuristicBot founds bases only where a base may go", () => {
  it("rates a Build where its only units stand in a flying area as a building at most", () => {
    // Two units of seat 0 on Erebus Station, in its ground area or in its flying area.
    const board = (area: string, type: string): StarcraftState =>
      erebusBoard([0, 1].map((id) => ({ id, owner: 0, type, area })));
    const buildScore = (s: StarcraftState) => silverOrderScore(s, "erebus-station", "build");
    expect(buildScore(board("erebus-station#0", "terran-marine"))).toBeGreaterThanOrEqual(5);
    expect(buildScore(board("erebus-station#1", "terran-wraith"))).toBeLessThanOrEqual(2);
  });
});

describe("HeuristicBot counts only the units that can hurt the defenders", () => {
  it("Ground and flying units: no attack on a flying defender with units that only hit ground", () => {
    // Galactic Conquest, planning: seat 1's base on Tarsonis is held by a Mutalisk; seat 0's
    // three units on Braken have a transport there. Marines hit flying units, Firebats do not.
    const board = (attacker: string): StarcraftState => {
      const s = marchBoard(CONQUEST);
      return {
        ...s,
        phase: "planning",
        units: [
          ...[0, 1, 2].map((id) => ({ id, owner: 0, type: attacker, area: "braken#0" })),
          { id: 3, owner: 1, type: "zerg-mutalisk", area: "tarsonis#0" },
        ],
        transports: [
          { owner: 0, route: 0 },
          { owner: 0, route: 1 },
        ],
        stacks: {},
        ordersPlaced: [0, 0],
        frame: { kind: "planning", turn: 0 },
      };
    };
    const mobilizeScore = (s: StarcraftState) => silverOrderScore(s, "tarsonis", "mobilize");
    expect(mobilizeScore(board("terran-marine"))).toBeGreaterThan(10);
    expect(mobilizeScore(board("terran-firebat"))).toBeLessThan(10);
  });
});

describe("HeuristicBot keeps its last tokens for the hunt in Galactic Conquest", () => {
  /** marchBoard seen by seat 0 (Abaddon — Braken — Tarsonis, seat 1's base on Tarsonis), with `bases` bases and `transports` transports of seat 0. */
  function tokensView(options: StarcraftOptions, bases: number, transports: number): StarcraftView {
    const s = marchBoard(options);
    const own = Array.from({ length: bases }, (_, i) => ({ owner: 0, area: `abaddon#${i % 2}` }));
    const laid = Array.from({ length: transports }, () => ({ owner: 0, route: 0 }));
    return starcraft.view(
      { ...s, bases: [...own, { owner: 1, area: "tarsonis#0" }], transports: laid },
      0,
    ) as StarcraftView;
  }

  it("founds a base with its last base token only where it stages an attack", () => {
    // Six base tokens: with five on the board, Abaddon (two planets from the enemy base) is refused, Braken (next to it) is not.
    const last = tokensView(CONQUEST, 5, 1);
    expect(baseSlotCost(last, 0, "abaddon")).toBeGreaterThan(0);
    expect(baseSlotCost(last, 0, "braken")).toBe(0);
    expect(baseSlotCost(last, 0, "tarsonis")).toBe(0);
    // Two tokens left, or a standard game: any planet.
    // A unit of the prey's on Abaddon does not make it a staging planet: units move on, the base stays.
    const hunted = {
      ...last,
      units: [...last.units, { id: 50, owner: 1, type: "zerg-zergling", area: "abaddon#1" }],
    };
    expect(baseSlotCost(hunted, 0, "abaddon")).toBeGreaterThan(0);
    expect(baseSlotCost(tokensView(CONQUEST, 4, 1), 0, "abaddon")).toBe(0);
    expect(baseSlotCost(tokensView({ ...CONQUEST, mode: undefined }, 5, 1), 0, "abaddon")).toBe(0);
  });

  it("takes back a base far behind its lines to found a staging base, with every base token on the board", () => {
    // Six bases on Abaddon (two planets from the enemy base on Tarsonis): a Build on Braken stages the attack.
    const full = tokensView(CONQUEST, 6, 1);
    expect(stagesByRecall(full, 0, "braken")).toBe(true);
    expect(baseRecallScore(full, 0, "braken", "abaddon#0")).toBeGreaterThan(12); // above founding a base (12+)
    // Not from a planet that stages nothing, not a base next to the enemy, not with a token free, not in a standard game.
    expect(baseRecallScore(full, 0, "abaddon", "abaddon#0")).toBeLessThan(0);
    const near = { ...full, bases: full.bases.map((b, i) => (i === 0 ? { ...b, area: "braken#0" } : b)) };
    expect(baseRecallScore(near, 0, "tarsonis", "braken#0")).toBeLessThan(0);
    expect(stagesByRecall(tokensView(CONQUEST, 5, 1), 0, "braken")).toBe(false);
    const standard = tokensView({ ...CONQUEST, mode: undefined }, 6, 1);
    expect(stagesByRecall(standard, 0, "braken")).toBe(false);
    expect(baseRecallScore(standard, 0, "braken", "abaddon#0")).toBeLessThan(0);
  });

  it("stages next to the last enemy units when no enemy base is left", () => {
    // Seat 1 has lost every base; his two Zerglings on Tarsonis keep him in the game.
    const baseless = (v: StarcraftView): StarcraftView => ({
      ...v,
      bases: v.bases.filter((b) => b.owner === 0),
    });
    const last = baseless(tokensView(CONQUEST, 5, 1));
    expect(baseSlotCost(last, 0, "braken")).toBe(0);
    expect(baseSlotCost(last, 0, "abaddon")).toBeGreaterThan(0);
    const full = baseless(tokensView(CONQUEST, 6, 1));
    expect(stagesByRecall(full, 0, "braken")).toBe(true);
    expect(baseRecallScore(full, 0, "braken", "abaddon#0")).toBeGreaterThan(12);
  });

  it("lays a transport with its last two transport tokens only toward a target", () => {
    // Seven transport tokens: with five on the board, Braken–Abaddon (away from Tarsonis) is refused, Braken–Tarsonis is not.
    const last = tokensView(CONQUEST, 1, 5);
    expect(transportTokenCost(last, 0, "braken", "abaddon")).toBeGreaterThan(0);
    expect(transportTokenCost(last, 0, "braken", "tarsonis")).toBe(0);
    expect(transportTokenCost(tokensView(CONQUEST, 1, 6), 0, "braken", "abaddon")).toBeGreaterThan(0);
    expect(transportTokenCost(tokensView(CONQUEST, 1, 4), 0, "braken", "abaddon")).toBe(0);
    expect(
      transportTokenCost(tokensView({ ...CONQUEST, mode: undefined }, 1, 5), 0, "braken", "abaddon"),
    ).toBe(0);
  });
});

describe("HeuristicBot takes back a transport far behind its lines in Galactic Conquest", () => {
  /** Seat 0 builds on Braken; a fourth planet, Chau Sara, hangs behind Abaddon (route 2); its transports on `laid`. */
  function recallView(options: StarcraftOptions, laid: number[]): StarcraftView {
    const s = marchBoard(options);
    const routes = [
      ...s.routes,
      { id: 2, a: { planet: "abaddon", side: 2 }, b: { planet: "chau-sara", side: 4 }, z: false },
    ];
    return starcraft.view(
      { ...s, routes, transports: laid.map((route) => ({ owner: 0, route })) },
      0,
    ) as StarcraftView;
  }

  it("founds its last base a step before the staging planet while no base of its stands that near", () => {
    // Chau Sara hangs behind Abaddon: three planets from the enemy base on Tarsonis.
    const withBases = (areas: string[]): StarcraftView => {
      const v = recallView(CONQUEST, [0]);
      return {
        ...v,
        bases: [...areas.map((area) => ({ owner: 0, area })), { owner: 1, area: "tarsonis#0" }],
      };
    };
    const far = withBases(Array.from({ length: 5 }, () => "chau-sara#0"));
    expect(stagingReach(far, 0)).toBe(2);
    expect(baseSlotCost(far, 0, "abaddon")).toBe(0); // two planets from Tarsonis: the way forward
    expect(baseSlotCost(far, 0, "chau-sara")).toBeGreaterThan(0);
    const near = withBases([...Array.from({ length: 4 }, () => "chau-sara#0"), "abaddon#0"]);
    expect(stagingReach(near, 0)).toBe(1);
    expect(baseSlotCost(near, 0, "abaddon")).toBeGreaterThan(0);
    expect(baseSlotCost(near, 0, "braken")).toBe(0);
  });

  it("takes back the farthest transport when the route toward the enemy base lacks one", () => {
    const v = recallView(CONQUEST, [0, 2]);
    expect(transportRecallScore(v, 0, "braken", 2)).toBeGreaterThan(0); // Abaddon–Chau Sara: far behind
    expect(transportRecallScore(v, 0, "braken", 0)).toBeLessThan(0); // a route of Braken itself
    // Braken–Tarsonis already laid: nothing to make room for; a standard game: never.
    expect(transportRecallScore(recallView(CONQUEST, [1, 2]), 0, "braken", 2)).toBeLessThan(0);
    expect(
      transportRecallScore(recallView({ ...CONQUEST, mode: undefined }, [0, 2]), 0, "braken", 2),
    ).toBeLessThan(0);
  });
});

describe("HeuristicBot bridges a route with a Build in Survival", () => {
  /**
   * Faster Survival, planning: seat 0 has three Marines on Braken (no base there, so no transport
   * it lays there outlives the round) and a Build order already placed on Braken; seat 1's last
   * base stands unguarded on Tarsonis, and no transport of seat 0 leads there.
   */
  function bridgeBoard(): StarcraftState {
    const s = marchBoard(SURVIVAL);
    return {
      ...s,
      phase: "planning",
      units: s.units.filter((u) => u.owner === 0),
      stacks: { braken: [{ owner: 0, kind: "build", gold: false }] },
      ordersPlaced: [1, 0],
      frame: { kind: "planning", turn: 0 },
    };
  }

  it("places a Mobilize on the last enemy base's planet behind a Build that lays the transport there", () => {
    const s = bridgeBoard();
    expect(starcraft.legalActions(s, 0)).toContainEqual({
      type: "place-order",
      planet: "tarsonis",
      order: "mobilize",
      gold: false,
    });
    expect(heuristicChoice(s, 0)).toMatchObject({
      type: "place-order",
      planet: "tarsonis",
      order: "mobilize",
    });
    // Without the Build next door nothing can cross: no Mobilize there.
    const alone = heuristicChoice({ ...s, stacks: {}, ordersPlaced: [0, 0] }, 0);
    expect(alone).not.toMatchObject({ planet: "tarsonis", order: "mobilize" });
  });

  it("marches across an empty planet toward the enemy base behind a Build that lays the transport", () => {
    // All of seat 0's Marines on Abaddon, no transport: Braken (empty) lies between them and seat 1's last base.
    const s = bridgeBoard();
    const far: StarcraftState = {
      ...s,
      units: s.units.map((u) => ({ ...u, area: "abaddon#0" })),
      transports: [],
      stacks: { abaddon: [{ owner: 0, kind: "build", gold: false }] },
    };
    expect(heuristicChoice(far, 0)).toMatchObject({
      type: "place-order",
      planet: "braken",
      order: "mobilize",
    });
    // Without the Build on Abaddon no transport can be laid in time: no Mobilize on Braken.
    const alone = heuristicChoice({ ...far, stacks: {}, ordersPlaced: [0, 0] }, 0);
    expect(alone).not.toMatchObject({ planet: "braken", order: "mobilize" });
  });

  it("lays the transport toward its waiting Mobilize when the Build executes (transportApproach)", () => {
    const s = bridgeBoard();
    const build: StarcraftState = {
      ...s,
      phase: "execution",
      players: s.players.map((pl) => ({ ...pl, resourceTokens: { minerals: 6, gas: 6 } })),
      stacks: { tarsonis: [{ owner: 0, kind: "mobilize", gold: false }] },
      frame: {
        kind: "build",
        player: 0,
        planet: "braken",
        gold: false,
        step: 1,
        unitsBuilt: 0,
        newUnits: [],
        boughtBuilding: false,
        boughtModule: false,
        builtBase: false,
        discountUsed: false,
        purchases: 0,
      } as StarcraftState["frame"],
    };
    const legal = starcraft.legalActions(build, 0);
    const toTarsonis = legal.find(
      (a) => a.type === "build-transport" && build.routes[a.route].b.planet === "tarsonis",
    );
    expect(toTarsonis).toBeDefined();
    expect(heuristicChoice(build, 0)).toEqual(toTarsonis);
  });
});

describe("HeuristicBot in Galactic Conquest and Survival", () => {
  it("takes Survival's resource token of the kind it holds fewer of", () => {
    const s = starcraft.setup(SURVIVAL, "tokens");
    const view = (tokens: { minerals: number; gas: number }) => {
      const v = starcraft.view(s, 0) as StarcraftView;
      return { ...v, players: v.players.map((p, i) => (i === 0 ? { ...p, resourceTokens: tokens } : p)) };
    };
    const pick = (tokens: { minerals: number; gas: number }) =>
      (["minerals", "gas"] as const).reduce((best, r) =>
        tokenScore(view(tokens), 0, { type: "take-resource-token", resource: r }) >
        tokenScore(view(tokens), 0, { type: "take-resource-token", resource: best })
          ? r
          : best,
      );
    expect(pick({ minerals: 3, gas: 0 })).toBe("gas");
    expect(pick({ minerals: 0, gas: 3 })).toBe("minerals");
  });

  it("counts an enemy base's area as a target only when elimination wins", () => {
    const s = starcraft.setup(SURVIVAL, "hunt");
    const v = { ...(starcraft.view(s, 0) as StarcraftView), bases: [{ owner: 1, area: "braken#0" }] };
    expect(huntWorth(v, 0, "braken#0")).toBeGreaterThan(0);
    expect(huntWorth({ ...v, options: { ...v.options, mode: undefined } }, 0, "braken#0")).toBe(0);
  });

  it("plays a Faster Survival game to an elimination without breaking an invariant", () => {
    const bots = [starcraftHeuristic, randomBot];
    const s = playCheckedGame(starcraft.setup(SURVIVAL, "modes-inv"), (seat) => bots[seat], "modes-inv", {
      maxActions: 60_000,
    });
    expect(s.phase).toBe("over");
    expect(s.endReason).toBe("elimination");
    expect(s.players.map((p) => p.cp)).toEqual([0, 0]);
  }, 180_000);
});
