/**
 * The battle as a sub-game: the contract (start / pending / legal actions / validate / apply /
 * result / view), step 11 (retreat, forced retreats, Lift-off), Recall and Nydus Canal, and the
 * promise that a battle played through decisions equals the odds code's play-out.
 */
import { Rng, seedRng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import {
  liteApply,
  liteLegalActions,
  litePending,
  liteResult,
  liteValidate,
  liteView,
  startLiteBattle,
} from "./battle";
import { makeContext } from "./context";
import { playOut, startPosition } from "./odds";
import { botPolicy, defaultPolicy, type LitePolicy, policyAction } from "./policy";
import { canEverDestroy } from "./retreat";
import { ids, liteBattle, liteSide } from "./testing";
import type { LiteBattleInput, LiteBattleState } from "./types";

const T = (t: string) => `terran-${t}`;
const Z = (t: string) => `zerg-${t}`;
const P = (t: string) => `protoss-${t}`;

/** Plays the pending decisions with `policy` until the battle ends or `stop` says so. */
function drive(b: LiteBattleState, policy: LitePolicy, stop: (b: LiteBattleState) => boolean = () => false) {
  const ctx = makeContext(b.input);
  let cur = b;
  for (let i = 0; i < 10_000 && cur.pending && !stop(cur); i++) {
    const player = litePending(cur)[0].player;
    cur = liteApply(cur, player, policyAction(cur, policy, ctx)!);
  }
  return cur;
}

/** Everyone misses until the first retreat question: a battle of units that keep missing. */
function stalemate(): LiteBattleInput {
  return liteBattle(
    liteSide(0, "terran", [T("marine")]),
    liteSide(1, "terran", [T("marine")], {
      baseInArea: true,
      liftOffAreas: ["p-2"],
      retreatDestinations: [{ planet: "p", area: "p-2" }],
    }),
  );
}

/** A seed whose first round has every die below 4 (so nobody is hurt in round 1). */
function missingSeed(input: LiteBattleInput) {
  for (let i = 0; i < 500; i++) {
    const rng = seedRng(`miss-${i}`);
    const b = startLiteBattle(input, rng);
    if (b.phase === "retreat" || b.pending?.kind === "retreat") {
      if (
        b.reports[0] &&
        b.reports[0].destroyed.length === 0 &&
        Object.values(b.reports[0].dice)
          .flat()
          .every((f) => f < 4)
      )
        return rng;
    }
  }
  throw new Error("no seed");
}

describe("sub-game contract", () => {
  it("start asks the attacker first; legal actions, validate and apply agree", () => {
    const input = liteBattle(
      liteSide(0, "terran", [T("marine"), T("marine")]),
      liteSide(1, "zerg", [Z("zergling"), Z("hydralisk")]),
    );
    let b = startLiteBattle(input, seedRng("contract"));
    let guard = 0;
    while (b.pending && guard++ < 1000) {
      const [d] = litePending(b);
      expect(d.kind).toBe(`lite-${b.pending.kind}`);
      const legal = liteLegalActions(b, d.player);
      expect(legal.length).toBeGreaterThan(1);
      for (const a of legal) expect(liteValidate(b, d.player, a)).toBeNull();
      expect(liteLegalActions(b, 1 - d.player)).toEqual([]);
      expect(liteValidate(b, 1 - d.player, legal[0])?.code).toBe("not-your-decision");
      expect(liteValidate(b, d.player, { type: legal[0].type, choice: 999_999 })?.code).toBe(
        `illegal-${b.pending.kind}`,
      );
      expect(liteValidate(b, d.player, { type: "lite-nope", choice: null })?.code).toBe("wrong-decision");
      b = liteApply(b, d.player, legal[0]);
    }
    expect(liteResult(b)).not.toBeNull();
    expect(litePending(b)).toEqual([]);
    expect(liteValidate(b, 0, { type: "lite-target", choice: 1 })?.code).toBe("battle-over");
  });

  it("apply is pure and dice come from the state's PRNG (same seed, same battle)", () => {
    const input = liteBattle(
      liteSide(0, "zerg", [Z("zergling"), Z("zergling")]),
      liteSide(1, "terran", [T("firebat")]),
    );
    const b = startLiteBattle(input, seedRng("pure"));
    const copy = structuredClone(b);
    const end1 = drive(b, defaultPolicy);
    expect(b).toEqual(copy);
    const end2 = drive(startLiteBattle(input, seedRng("pure")), defaultPolicy);
    expect(liteResult(end1)).toEqual(liteResult(end2));
    expect(liteResult(end1)!.rng).not.toEqual(seedRng("pure"));
  });

  it("apply shares the battle's fixed input with the state it came from and keeps the state's key order", () => {
    const input = liteBattle(
      liteSide(0, "zerg", [Z("zergling"), Z("zergling")]),
      liteSide(1, "terran", [T("firebat")]),
    );
    const b = startLiteBattle(input, seedRng("share"));
    const player = litePending(b)[0].player;
    const next = liteApply(b, player, liteLegalActions(b, player)[0]);
    // Search copies a battle at every action: the input (most of its bytes) is not copied.
    expect(next.input).toBe(b.input);
    expect(Object.keys(next)).toEqual(Object.keys(b));
    expect(next.tape.answers).not.toBe(b.tape.answers);
  });

  it("the view hides the PRNG state and nothing else (Lite battles have no hidden cards)", () => {
    const b = startLiteBattle(stalemate(), seedRng("view"));
    const v = liteView(b, 0) as Record<string, unknown>;
    expect(v.rng).toBeUndefined();
    expect(v.viewerSide).toBe(0);
    expect(v.reports).toEqual(b.reports);
    expect((liteView(b, "spectator") as { viewerSide: unknown }).viewerSide).toBeNull();
  });

  it("a battle played through decisions equals the odds play-out with the same policy and seed", () => {
    for (const [i, input] of [
      liteBattle(
        liteSide(0, "terran", [T("marine"), T("firebat"), T("vulture")]),
        liteSide(1, "zerg", [Z("zergling"), Z("hydralisk")]),
      ),
      liteBattle(
        liteSide(0, "protoss", [P("zealot"), P("dragoon")]),
        liteSide(1, "terran", [T("marine"), T("goliath")], { baseInArea: true, workers: 2 }),
      ),
    ].entries()) {
      for (const policy of [defaultPolicy, botPolicy]) {
        const seed = seedRng(`same-${i}-${policy.name}`);
        const end = drive(startLiteBattle(input, seed), policy);
        const ctx = makeContext(input);
        const r = playOut(ctx, startPosition(ctx, policy), policy, new Rng(seed));
        expect(liteResult(end)!.winner).toBe(r.winner);
        const lost = (s: 0 | 1) => liteResult(end)!.destroyed.filter((id) => ctx.sideOf.get(id) === s).length;
        expect([lost(0), lost(1)]).toEqual(r.loss);
      }
    }
  });
});

describe("step 11: retreat", () => {
  it("L-C11: the attacker decides first, then the defender; nobody retreating starts a new round", () => {
    const input = stalemate();
    let b = startLiteBattle(input, missingSeed(input));
    expect(b.pending).toMatchObject({ kind: "retreat", side: 0 });
    b = liteApply(b, 0, { type: "lite-retreat", choice: null });
    expect(b.pending).toMatchObject({ kind: "retreat", side: 1 });
    expect(b.pending?.options).toContain("p/p-2+lift-off");
    b = liteApply(b, 1, { type: "lite-retreat", choice: null });
    expect(b.reports.length).toBeGreaterThanOrEqual(1);
    expect(b.round).toBe(2);
  });

  it("L-C11: an attacker who retreats loses the battle; his units go to the destination", () => {
    const input = stalemate();
    let b = startLiteBattle(input, missingSeed(input));
    b = liteApply(b, 0, { type: "lite-retreat", choice: "p/home" });
    const r = liteResult(b)!;
    expect(r.winner).toBe(1);
    expect(r.retreated).toEqual([{ unit: input.attacker.units[0].id, planet: "p", area: "home" }]);
  });

  it("Lift-off: a retreating Terran takes his base along; the winning attacker gains 1 CP", () => {
    const input = stalemate();
    let b = startLiteBattle(input, missingSeed(input));
    b = liteApply(b, 0, { type: "lite-retreat", choice: null });
    b = liteApply(b, 1, { type: "lite-retreat", choice: "p/p-2+lift-off" });
    const r = liteResult(b)!;
    expect(r.winner).toBe(0);
    expect(r.aftermath).toEqual([
      { kind: "lift-off", player: 1, from: "p-1", to: "p-2" },
      { kind: "lift-off-cp", player: 0, cp: 1 },
    ]);
  });

  it("L-C0b: a side of assist units that cannot attack must retreat (no 'stay' option)", () => {
    const input = liteBattle(
      liteSide(0, "terran", [T("marine")]),
      liteSide(1, "zerg", [Z("queen")], {
        retreatDestinations: [
          { planet: "p", area: "p-2" },
          { planet: "p", area: "p-3" },
        ],
      }),
    );
    const end = drive(startLiteBattle(input, seedRng("queen")), defaultPolicy, (b) => b.pending?.side === 1);
    expect(end.pending).toMatchObject({ kind: "retreat", options: ["p/p-2", "p/p-3"] });
    const done = liteApply(end, 1, { type: "lite-retreat", choice: "p/p-3" });
    expect(liteResult(done)).toMatchObject({
      winner: 0,
      retreated: [{ unit: ids(input.defender)[0], planet: "p", area: "p-3" }],
    });
  });

  it("Ruling: when neither side can ever destroy the other, the attacker must retreat (Vulture vs Scourge)", () => {
    const input = liteBattle(liteSide(0, "terran", [T("vulture")]), liteSide(1, "zerg", [Z("scourge")]));
    const end = drive(startLiteBattle(input, seedRng("stuck")), defaultPolicy);
    expect(liteResult(end)!.winner).toBe(1);
    expect(end.reports).toHaveLength(1);
  });

  it("Ruling: a Mutalisk against a Zealot defended by a Shield Battery and a Photon Cannon is deadlocked (the battery negates its splash, the cannon cannot hit air)", () => {
    const input = liteBattle(
      liteSide(0, "zerg", [Z("mutalisk")], { baseOnPlanet: true }),
      liteSide(1, "protoss", [P("zealot")], {
        baseInArea: true,
        baseOnPlanet: true,
        modules: [P("shield-battery"), P("photon-cannon")],
      }),
    );
    const ctx = makeContext(input);
    const pos = startPosition(ctx, defaultPolicy);
    expect(canEverDestroy(ctx, pos, 0)).toBe(false);
    expect(canEverDestroy(ctx, pos, 1)).toBe(false);
    const end = drive(startLiteBattle(input, seedRng("battery")), defaultPolicy);
    expect(liteResult(end)!.winner).toBe(1);
    expect(end.reports).toHaveLength(1);
    // Without the battery the Mutalisk's splash (4) can destroy the Zealot: no deadlock.
    const open = makeContext(
      liteBattle(
        liteSide(0, "zerg", [Z("mutalisk")]),
        liteSide(1, "protoss", [P("zealot")], { baseInArea: true, modules: [P("photon-cannon")] }),
      ),
    );
    expect(canEverDestroy(open, startPosition(open, defaultPolicy), 0)).toBe(true);
  });
});

describe("Recall and Nydus Canal", () => {
  it("Recall: before targeting, the Protoss may withdraw every unit to an area holding an Arbiter", () => {
    const input = liteBattle(
      liteSide(0, "protoss", [P("zealot")], { upgrades: [P("arbiter")], recallAreas: ["q-1"] }),
      liteSide(1, "terran", [T("marine")]),
    );
    let b = startLiteBattle(input, seedRng("recall"));
    expect(b.pending).toMatchObject({ kind: "recall", options: ["q-1", null] });
    b = liteApply(b, 0, { type: "lite-recall", choice: "q-1" });
    const r = liteResult(b)!;
    expect(r.withdrawn).toEqual([{ unit: ids(input.attacker)[0], area: "q-1" }]);
    expect(r.winner).toBe(1);
  });

  it("Nydus Canal: defending a base, units elsewhere on the planet may join before the battle", () => {
    const input = liteBattle(
      liteSide(0, "terran", [T("marine")]),
      liteSide(1, "zerg", [Z("zergling")], {
        baseInArea: true,
        modules: [Z("nydus-canal")],
        nydusUnits: [
          { id: 9001, type: Z("hydralisk"), area: "p-3" },
          { id: 9002, type: Z("ultralisk"), area: "p-4" },
        ],
      }),
    );
    let b = startLiteBattle(input, seedRng("nydus"));
    expect(b.pending).toMatchObject({ kind: "nydus", side: 1, options: [9001, 9002, null] });
    b = liteApply(b, 1, { type: "lite-nydus", choice: 9002 });
    b = liteApply(b, 1, { type: "lite-nydus", choice: null });
    expect(b.position.units[1].map((u) => u.id)).toContain(9002);
    expect(b.position.units[1].map((u) => u.id)).not.toContain(9001);
    const end = drive(b, defaultPolicy);
    expect(liteResult(end)!.joined).toEqual([{ unit: 9002, from: "p-4" }]);
  });
});
