/** Rulings of the package README that the step and ability tests do not already pin. */
import { seedRng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { liteApply, liteResult, startLiteBattle } from "./battle";
import { makeContext } from "./context";
import { liteOddsOf } from "./odds";
import { defaultPolicy, policyAction } from "./policy";
import { ids, liteBattle, liteSide, playRound } from "./testing";

const T = (t: string) => `terran-${t}`;
const Z = (t: string) => `zerg-${t}`;

describe("rulings", () => {
  it("Ruling 9: a locked-down unit does not roll but can still be targeted", () => {
    const a = liteSide(0, "terran", [T("marine"), T("ghost")], { upgrades: [T("ghost")] });
    const d = liteSide(1, "terran", [T("vulture")]);
    const o = playRound(liteBattle(a, d), { [ids(a)[0]]: [6] });
    expect(o.report.dice[ids(d)[0]]).toBeUndefined();
    expect(o.destroyed).toEqual(ids(d));
  });

  it("Ruling 14: a unit destroyed by First Splash may still be repaired (only step-3 casualties cannot)", () => {
    const a = liteSide(0, "terran", [T("vulture")], { baseInArea: true, workers: 1 });
    const d = liteSide(1, "terran", [T("siege-tank")], { upgrades: [T("siege-tank")] });
    const o = playRound(liteBattle(a, d), { [ids(d)[0]]: [6] });
    expect(o.repaired).toEqual(ids(a));
  });

  it("Ruling 10: Ensnare does not lower health against splash", () => {
    const a = liteSide(0, "zerg", [Z("queen")], { upgrades: [Z("queen")] });
    const d = liteSide(1, "terran", [T("goliath")]);
    // The Queen's 4 auto splash meets a Goliath of health 5: no kill although Ensnare is active.
    expect(playRound(liteBattle(a, d)).destroyed).toEqual([]);
  });

  it("Ruling 20: a side left with only repaired units loses the area and takes them away", () => {
    const input = () =>
      liteBattle(
        liteSide(0, "zerg", [Z("zergling"), Z("zergling")]),
        liteSide(1, "terran", [T("vulture")], {
          baseInArea: true,
          workers: 1,
          liftOffAreas: ["p-2"],
          retreatDestinations: [
            { planet: "p", area: "p-2" },
            { planet: "p", area: "p-3" },
          ],
        }),
      );
    for (let i = 0; i < 200; i++) {
      const inp = input();
      const ctx = makeContext(inp);
      let b = startLiteBattle(inp, seedRng(`repaired-${i}`));
      while (b.pending && b.phase !== "leave")
        b = liteApply(b, b.pending.side, policyAction(b, defaultPolicy, ctx)!);
      if (b.phase !== "leave") continue;
      expect(b.pending).toMatchObject({ kind: "retreat", side: 1 });
      expect(b.pending?.options).toEqual(["p/p-2", "p/p-3", "p/p-2+lift-off"]);
      const end = liteApply(b, 1, { type: "lite-retreat", choice: "p/p-2+lift-off" });
      const r = liteResult(end)!;
      expect(r.winner).toBe(0);
      expect(r.repaired).toEqual(ids(inp.defender));
      expect(r.retreated).toEqual([{ unit: ids(inp.defender)[0], planet: "p", area: "p-2" }]);
      expect(r.aftermath.map((x) => x.kind)).toEqual(["lift-off", "lift-off-cp"]);
      return;
    }
    throw new Error("no seed reached the leave phase");
  });
});

describe("odds of a battle in progress", () => {
  it("liteOddsOf at the start equals liteOdds; after a battle ends it is certain", () => {
    const input = liteBattle(liteSide(0, "terran", [T("marine")]), liteSide(1, "zerg", [Z("zergling")]));
    const b = startLiteBattle(input, seedRng("in-progress"));
    expect(liteOddsOf(startLiteBattle(input, seedRng("x")), undefined).attacker).toBeCloseTo(1 / 3, 12);
    const ctx = makeContext(input);
    let cur = b;
    while (cur.pending) cur = liteApply(cur, cur.pending.side, policyAction(cur, defaultPolicy, ctx)!);
    const r = liteResult(cur)!;
    const o = liteOddsOf(cur);
    expect([o.attacker, o.defender, o.bothDestroyed]).toEqual([
      r.winner === 0 ? 1 : 0,
      r.winner === 1 ? 1 : 0,
      r.winner === null ? 1 : 0,
    ]);
  });
});

describe("forced retreats", () => {
  it("Ruling 22: a side that must retreat with nowhere to go loses its units", () => {
    const input = liteBattle(
      liteSide(0, "terran", [T("marine")]),
      liteSide(1, "zerg", [Z("queen")], { retreatDestinations: [] }),
    );
    const r = liteOddsOf(startLiteBattle(input, seedRng("nowhere")));
    expect([r.attacker, r.defender, r.bothDestroyed]).toEqual([1, 0, 0]);
    expect(r.expectedLosses.defender).toBeCloseTo(1, 12);
    const ctx = makeContext(input);
    let b = startLiteBattle(input, seedRng("nowhere"));
    while (b.pending) b = liteApply(b, b.pending.side, policyAction(b, defaultPolicy, ctx)!);
    expect(liteResult(b)).toMatchObject({ winner: 0, destroyed: ids(input.defender), retreated: [] });
  });
});
