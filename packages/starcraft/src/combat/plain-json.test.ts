/**
 * States never hold `undefined` (engine README, "Plain JSON everywhere"): a JSON round trip must
 * keep every key. An ability acting after the destroy step is remembered in
 * `resolving.after` while the battle waits for a decision; one printed without params must not
 * leave `params: undefined` there (issue 32 item 6).
 */
import { findNonJson } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { startBattle } from "./battle";
import { card, catalogWith, input, RNG, UNITS, units } from "./testing/fixtures";
import { finish } from "./testing/play";
import { planned } from "./testing/scenario";
import type { BattleAction, BattleState } from "./types";

describe("battle states are plain JSON", () => {
  it("no undefined anywhere: an after-destroy ability without params (Sacrifice) waits in resolving.after as JSON", () => {
    const everyone = Object.keys(UNITS);
    const sac = card("sac", {
      units: everyone,
      major: { attack: 9, health: 9 },
      minor: { attack: 9, health: 9 },
      abilities: [{ key: "sacrifice" }],
    });
    const weak = card("weak", {
      units: everyone,
      major: { attack: 0, health: 1 },
      minor: { attack: 0, health: 1 },
    });
    const seen: BattleState[] = [];
    const marine = units("terran-marine");
    // The Dark Templar, destroyed by an attack and cloaked, may withdraw (two areas: a decision):
    // the battle waits with the attacker's Sacrifice still to run.
    const dt = units("protoss-dark-templar");
    const record = (b: BattleState, legal: BattleAction[]) => {
      seen.push(structuredClone(b));
      return planned({ 0: [["sac"]], 1: [["weak"]] })(b, legal);
    };
    finish(
      startBattle(
        input(
          { units: marine, hand: ["sac"], deck: ["weak", "weak", "weak"] },
          { units: dt, hand: ["weak"], deck: ["weak", "weak", "weak"], withdrawAreas: ["p#1", "p#2"] },
          { catalog: catalogWith([sac, weak]) },
        ),
        RNG,
      ),
      record,
    );
    const waiting = seen.filter((b) => b.resolving?.after[0].some((x) => x.key === "sacrifice"));
    expect(waiting.length).toBeGreaterThan(0);
    for (const b of seen) expect(findNonJson(b)).toBeNull();
  });
});
