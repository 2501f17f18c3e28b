import { describe, expect, it } from "vitest";
import type { BattleResult } from "../battle";
import { draft } from "../draft";
import { endBattle } from "../flow";
import { legalActions, pending, validate } from "../ruleset";
import type { MobilizeFrame, StarcraftState } from "../state";
import { act, areaOf, lineGalaxy, patchPlayer, started, withBases, withFrame, withUnits } from "../testing";

const frame = (gold: boolean): MobilizeFrame => ({
  kind: "mobilize",
  player: 0,
  planet: "braken",
  gold,
  moved: [],
  from: [],
  contested: null,
  tookBack: false,
});

function board(gold = false): StarcraftState {
  let s = lineGalaxy(started(["raynor", "overmind"]), ["abaddon", "braken", "chau-sara"]);
  s = withBases(s, [
    [0, areaOf("abaddon", "minerals")],
    [1, areaOf("braken", "cp")],
  ]);
  s = withUnits(s, [
    [0, "terran-marine", areaOf("abaddon", "cp")],
    [0, "terran-marine", areaOf("braken", "gas")],
    [1, "zerg-zergling", areaOf("braken", "cp")],
  ]);
  s = patchPlayer(s, 1, { modules: { supply: 0, research: 0, "air-support": 1 } });
  s = { ...s, transports: [{ owner: 0, route: 0 }] };
  return withFrame(s, frame(gold));
}

function attack(s: StarcraftState): StarcraftState {
  const m = s.units.find((u) => u.owner === 0 && u.area === areaOf("braken", "gas"))!.id;
  s = act(s, 0, { type: "move-unit", unit: m, area: areaOf("braken", "cp") });
  return act(s, 0, { type: "end-mobilize" });
}

describe("battle bridge", () => {
  it("Gold Mobilize: the bonus (+2 cards, +1 attack per skirmish) is passed to combat", () => {
    const plain = attack(board(false)).battle as unknown as { goldMobilize: boolean };
    const gold = attack(board(true)).battle as unknown as { goldMobilize: boolean };
    expect(plain.goldMobilize).toBe(false);
    expect(gold.goldMobilize).toBe(true);
  });

  it("The defender's base in the contested area with an Air Support module gives that side air support", () => {
    const b = attack(board()).battle as unknown as { sides: { airSupport: boolean; player: number }[] };
    const bySeat = Object.fromEntries(b.sides.map((x) => [x.player, x.airSupport]));
    expect(bySeat).toEqual({ 0: false, 1: true });
  });

  it("A finished battle is written back: destroyed units leave, retreating units move, cards and PRNG come back", () => {
    const s = attack(board());
    const zergling = s.units.find((u) => u.owner === 1)!.id;
    const marine = s.units.find((u) => u.owner === 0 && u.area === areaOf("braken", "cp"))!.id;
    const r: BattleResult = {
      attackerWon: false,
      destroyed: [zergling],
      withdrawn: [],
      retreated: [{ unit: marine, planet: "braken", area: areaOf("braken", "gas") }],
      hands: { 0: ["terran-combat-01"], 1: [] },
      decks: { 0: [], 1: ["zerg-combat-01"] },
      discards: { 0: ["terran-combat-02"], 1: [] },
      techReturned: [],
      aftermath: [],
      rng: [1, 2, 3, 4],
    };
    const d = draft(s);
    endBattle(d, r);
    expect(d.battle).toBeNull();
    expect(d.units.some((u) => u.id === zergling)).toBe(false);
    expect(d.units.find((u) => u.id === marine)!.area).toBe(areaOf("braken", "gas"));
    expect(d.players[0].hand).toEqual(["terran-combat-01"]);
    expect(d.players[1].deck).toEqual(["zerg-combat-01"]);
    expect(d.rng).toEqual([1, 2, 3, 4]);
    expect(d.frame.kind).not.toBe("mobilize");
  });
});

describe("single-use technology cards (returned to the technology deck after use)", () => {
  const LEG = "protoss-leg-enhancements"; // two copies, each returned after use
  const returned = (s: StarcraftState, hand: string[], deck: string[]): StarcraftState => {
    const r: BattleResult = {
      attackerWon: true,
      destroyed: [],
      withdrawn: [],
      retreated: [],
      hands: { 0: hand, 1: [] },
      decks: { 0: deck, 1: [] },
      discards: { 0: [], 1: [] },
      techReturned: [LEG],
      aftermath: [],
      rng: [1, 2, 3, 4],
    };
    const d = draft(s);
    endBattle(d, r);
    return d;
  };
  const owning = patchPlayer(attack(board()), 0, { techs: [LEG] });

  it("the owner keeps the technology while another copy is still among his cards", () => {
    const d = returned(owning, ["terran-combat-01"], [LEG]);
    expect(d.players[0].techs).toEqual([LEG]);
  });

  it("once the last copy is back, the technology is no longer his (it may be bought again)", () => {
    const d = returned(owning, ["terran-combat-01"], ["terran-combat-02"]);
    expect(d.players[0].techs).toEqual([]);
  });
});

describe("battle aftermath (effects combat hands to the rules)", () => {
  const result = (aftermath: BattleResult["aftermath"], destroyed: number[] = []): BattleResult => ({
    attackerWon: false,
    destroyed,
    withdrawn: [],
    retreated: [],
    hands: {},
    decks: {},
    discards: {},
    techReturned: [],
    aftermath,
    rng: [1, 2, 3, 4],
  });
  // An order still waits, so execution goes on and regrouping (which would remove bases and
  // return workers by itself) does not hide what the aftermath did.
  const finished = (s: StarcraftState, r: BattleResult) => {
    const d = draft({
      ...s,
      stacks: { ...s.stacks, "chau-sara": [{ owner: 1, kind: "build", gold: false }] },
    });
    endBattle(d, r);
    expect(d.phase).toBe("execution");
    return d;
  };
  const cp = areaOf("braken", "cp");
  const gas = areaOf("braken", "gas");

  // The owner of the surviving unit (seat 0) decides; the enemy (seat 1) has a base in `cp`.
  const collateral = (area: string) => result([{ kind: "collateral-damage", player: 0, against: 1, area }]);
  const withWorkers = (s: StarcraftState, area: string): StarcraftState => ({
    ...s,
    resources: { ...s.resources, [area]: { owner: 1, workers: 2, depletion: 0 } },
  });
  /** Where the game goes after a battle with nothing left to decide (the Mobilize order is over). */
  const afterPlainBattle = (s: StarcraftState) => finished(s, result([])).frame;

  it("Collateral damage: the owner chooses to destroy the enemy base", () => {
    const s = withWorkers(attack(board()), cp);
    const d = finished(s, collateral(cp));
    expect(d.frame.kind).toBe("collateral-damage");
    expect(pending(d)).toEqual([expect.objectContaining({ player: 0, kind: "collateral-damage" })]);
    expect(legalActions(d, 0)).toEqual([
      { type: "collateral-damage", target: "base" },
      { type: "collateral-damage", target: "workers" },
      { type: "collateral-damage", target: "none" },
    ]);
    expect(legalActions(d, 1)).toEqual([]);
    expect(d.bases.some((b) => b.owner === 1 && b.area === cp)).toBe(true); // not before he chooses
    const after = act(d, 0, { type: "collateral-damage", target: "base" });
    expect(after.bases.some((b) => b.owner === 1 && b.area === cp)).toBe(false);
    expect(after.bases.some((b) => b.owner === 0)).toBe(true);
    expect(after.resources[cp]).toMatchObject({ owner: 1, workers: 2 });
    expect(after.frame).toEqual(afterPlainBattle(s));
  });

  it("Collateral damage: … or all enemy workers in the area", () => {
    const s = withWorkers(attack(board()), cp);
    const d = finished(s, collateral(cp));
    const after = act(d, 0, { type: "collateral-damage", target: "workers" });
    expect(after.resources[cp]).toMatchObject({ owner: 1, workers: 0 });
    expect(after.bases.some((b) => b.owner === 1 && b.area === cp)).toBe(true);
    expect(after.frame).toEqual(afterPlainBattle(s));
  });

  it("Collateral damage: … or nothing", () => {
    const s = withWorkers(attack(board()), cp);
    const d = finished(s, collateral(cp));
    const after = act(d, 0, { type: "collateral-damage", target: "none" });
    expect(after.bases.some((b) => b.owner === 1 && b.area === cp)).toBe(true);
    expect(after.resources[cp]).toMatchObject({ owner: 1, workers: 2 });
    expect(after.frame).toEqual(afterPlainBattle(s));
  });

  it("Collateral damage: a target that is not there cannot be chosen", () => {
    // Enemy workers but no enemy base in the gas area: only the workers (or nothing) are offered.
    const d = finished(withWorkers(attack(board()), gas), collateral(gas));
    expect(legalActions(d, 0)).toEqual([
      { type: "collateral-damage", target: "workers" },
      { type: "collateral-damage", target: "none" },
    ]);
    expect(validate(d, 0, { type: "collateral-damage", target: "base" })?.code).toBe(
      "collateral-target-absent",
    );
    expect(validate(d, 0, { type: "collateral-damage", target: "installation" })?.code).toBe(
      "collateral-target-absent",
    );
    expect(validate(d, 0, { type: "end-mobilize" })?.code).toBe("wrong-decision");
    expect(validate(d, 1, { type: "collateral-damage", target: "none" })).not.toBeNull();
    // With neither a base nor workers of the enemy there, nothing is asked: the order is over.
    const s = attack(board());
    expect(finished(s, collateral(gas)).frame).toEqual(afterPlainBattle(s));
  });

  it("Collateral damage: the rest of the battle's aftermath waits for the choice", () => {
    const s = withWorkers(attack(board()), cp);
    const zergling = s.units.find((u) => u.owner === 1)!.id;
    const d = finished(
      s,
      result([
        { kind: "collateral-damage", player: 0, against: 1, area: cp },
        { kind: "mind-control", player: 0, from: 1, unit: zergling },
      ]),
    );
    expect(d.units.find((u) => u.id === zergling)!.owner).toBe(1);
    const after = act(d, 0, { type: "collateral-damage", target: "none" });
    expect(after.units.find((u) => u.id === zergling)!.owner).toBe(0);
  });

  it("A base chosen as a loss (Nuclear Strike) is destroyed", () => {
    const d = finished(attack(board()), result([{ kind: "destroy-base", player: 1, area: cp }]));
    expect(d.bases.some((b) => b.owner === 1)).toBe(false);
  });

  it("A worker chosen as a loss (Consume) is destroyed: one placed this round first, else from the pool", () => {
    let s = attack(board());
    s = { ...s, resources: { ...s.resources, [gas]: { owner: 1, workers: 1, depletion: 0 } } };
    const pool = s.players[1].workerPool;
    let d = finished(s, result([{ kind: "destroy-worker", player: 1 }]));
    expect(d.resources[gas].workers).toBe(0);
    expect(d.players[1].workerPool).toBe(pool);
    s = { ...s, resources: { ...s.resources, [gas]: { owner: 1, workers: 0, depletion: 0 } } };
    s = patchPlayer(s, 1, { workerPool: 3, workersUnavailable: 0, permanentUsed: { minerals: 0, gas: 0 } });
    d = finished(s, result([{ kind: "destroy-worker", player: 1 }]));
    expect(d.players[1].workerPool).toBe(2);
  });

  it("Mind Control: the stolen unit changes owner", () => {
    const s = attack(board());
    const zergling = s.units.find((u) => u.owner === 1)!.id;
    const d = finished(s, result([{ kind: "mind-control", player: 0, from: 1, unit: zergling }]));
    expect(d.units.find((u) => u.id === zergling)!.owner).toBe(0);
  });
});
