import { describe, expect, it } from "vitest";
import { loadContent } from "../content/index";
import { battleApply, battlePending, battleResult } from "./battle";
import { policyAction } from "./bot";
import { eclipseOdds } from "./odds";
import { speciesShipStats } from "./ships";
import { battle, party } from "./testing";
import type { BattleState } from "./types";

const content = loadContent();
const T = (kind: "interceptor" | "cruiser" | "dreadnought" | "starbase") =>
  speciesShipStats(content, "terran", kind);

function play(b: BattleState, policy: "optimal" | "heuristic"): BattleState {
  for (let i = 0; i < 10_000; i++) {
    const d = battlePending(b)[0];
    if (!d) return b;
    b = battleApply(b, d.player, policyAction(b, d.player, policy)!);
  }
  throw new Error("battle did not end");
}

/** The first decision where the defender must place a hit. */
function defenderChoice(seedPrefix: string): BattleState {
  for (let n = 0; n < 500; n++) {
    let b = battle(
      { c: T("cruiser"), i: T("interceptor") },
      [party("att", 0, ["c", "i"]), party("def", 1, ["i"], { entered: 0 })],
      `${seedPrefix}-${n}`,
    );
    for (let k = 0; k < 200; k++) {
      const d = battlePending(b)[0];
      if (!d) break;
      if (d.player === 1 && d.kind === "battle-assign" && b.ships.every((s) => s.damage === 0)) return b;
      b = battleApply(b, d.player, policyAction(b, d.player, "heuristic")!);
    }
  }
  throw new Error("no defender choice found");
}

describe("targeting policies playing the battle", () => {
  it("S1: the heuristic defender kills the interceptor; the optimal one damages the cruiser (the DP prefers it)", () => {
    const b = defenderChoice("s1");
    const cruiser = b.ships.find((s) => s.type === "c")!.id;
    const interceptor = b.ships.find((s) => s.party === "att" && s.type === "i")!.id;
    expect(policyAction(b, 1, "heuristic")).toMatchObject({ type: "battle-assign", target: interceptor });
    expect(policyAction(b, 1, "optimal")).toMatchObject({ type: "battle-assign", target: cruiser });
  });

  it("the sub-game played by the optimal policy matches the exact optimal odds (S1: wins and losses)", () => {
    const position = {
      attacker: [
        { stats: T("cruiser"), count: 1 },
        { stats: T("interceptor"), count: 1 },
      ],
      defender: [{ stats: T("interceptor"), count: 1 }],
    };
    const exact = eclipseOdds(position, "optimal");
    const heuristic = eclipseOdds(position, "heuristic");
    const n = 1_500;
    let wins = 0;
    let losses = 0;
    for (let k = 0; k < n; k++) {
      const b = play(
        battle(
          { c: T("cruiser"), i: T("interceptor") },
          [party("att", 0, ["c", "i"]), party("def", 1, ["i"], { entered: 0 })],
          `s1-${k}`,
        ),
        "optimal",
      );
      const r = battleResult(b)!;
      if (r.survivors.includes("att")) wins++;
      losses += r.destroyed.filter((d) => d.party === "att").length;
    }
    expect(Math.abs(wins / n - exact.attacker)).toBeLessThanOrEqual(
      4.5 * Math.sqrt((exact.attacker * (1 - exact.attacker)) / n),
    );
    // Attacker losses tell the policies apart: ≈0.08 when the defender plays optimally, ≈0.33 with the heuristic.
    expect(exact.expectedLosses.attacker).toBeLessThan(heuristic.expectedLosses.attacker - 0.2);
    expect(Math.abs(losses / n - exact.expectedLosses.attacker)).toBeLessThan(0.05);
  });

  it("the sub-game played by the heuristic agrees with the exact heuristic odds (engine vs DP)", () => {
    const position = {
      attacker: [{ stats: T("interceptor"), count: 3 }],
      defender: [{ stats: T("cruiser"), count: 2 }],
    };
    const exact = eclipseOdds(position, "heuristic").attacker;
    const n = 1_500;
    let wins = 0;
    for (let k = 0; k < n; k++) {
      const b = play(
        battle(
          { i: T("interceptor"), c: T("cruiser") },
          [party("att", 0, ["i", "i", "i"]), party("def", 1, ["c", "c"], { entered: 0 })],
          `x1-${k}`,
        ),
        "heuristic",
      );
      if (battleResult(b)!.survivors.includes("att")) wins++;
    }
    const se = Math.sqrt((exact * (1 - exact)) / n);
    expect(Math.abs(wins / n - exact)).toBeLessThanOrEqual(4.5 * se);
  });
});
