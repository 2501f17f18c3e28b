import { seedRng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { liteApply, liteLegalActions, startLiteBattle } from "./battle";
import { hitChance } from "./dice";
import { roundSoFar } from "./progress";
import { liteBattle, liteSide } from "./testing";
import type { LiteBattleState } from "./types";

/** Marines against Zerglings until a hit needs its target chosen (several enemy units to pick from). */
function atTargetChoice(): LiteBattleState {
  for (let seed = 0; seed < 200; seed++) {
    let b = startLiteBattle(
      liteBattle(
        liteSide(0, "terran", ["terran-marine", "terran-marine", "terran-marine"]),
        liteSide(1, "zerg", ["zerg-zergling", "zerg-zergling", "zerg-hydralisk"]),
      ),
      seedRng(`progress-${seed}`),
    );
    for (let i = 0; i < 50 && b.pending; i++) {
      if (b.pending.kind === "target") return b;
      const p = b.pending.side === 0 ? 0 : 1;
      b = liteApply(b, p, liteLegalActions(b, p)[0]!);
    }
  }
  throw new Error("no target choice in 200 battles");
}

describe("the round so far (a battle stopped at a decision)", () => {
  it("shows the round's dice and target numbers before the round ends (step 5: each hit's target is chosen after the roll)", () => {
    const b = atTargetChoice();
    const r = roundSoFar(b)!;
    expect(r).not.toBeNull();
    expect(r.round).toBe(b.round);
    expect(r.dice).toEqual(b.tape.dice);
    expect(r.targetNumber.every((n) => n >= 2 && n <= 7)).toBe(true);
    expect(hitChance(r.targetNumber[0])).toBeGreaterThan(0);
    // the unit asked has a die that reached its side's target number
    const side = b.pending!.side;
    const faces = r.dice[String(b.pending!.unit)] ?? [];
    expect(faces.some((f) => f >= r.targetNumber[side])).toBe(true);
    // the kept reports are the finished rounds only
    expect(b.reports.every((x) => x.round < b.round)).toBe(true);
  });

  it("is null between rounds (nothing rolled yet)", () => {
    const b = startLiteBattle(
      liteBattle(liteSide(0, "terran", ["terran-marine"]), liteSide(1, "zerg", ["zerg-zergling"])),
      seedRng("progress-none"),
    );
    expect(roundSoFar({ ...b, phase: "retreat" })).toBeNull();
    expect(roundSoFar({ ...b, tape: { dice: null, answers: [] } })).toBeNull();
  });
});
