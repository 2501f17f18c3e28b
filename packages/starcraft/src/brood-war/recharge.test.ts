/** Recharge depletion tokens in the rules (BW p.6–7; the keyword acts in combat/recharge.ts). */
import { describe, expect, it } from "vitest";
import { draft } from "../draft";
import { startExecution } from "../execution";
import { applyAftermath } from "../orders/battle-aftermath";
import { broodWarSide } from "./battle-side";
import { rechargeDepleted } from "./recharge";
import { startedBroodWar } from "./testing";

describe("Recharge once per Action Phase (depletion token)", () => {
  it("Recharge: a depleted source stays depleted for the next battles of the Action Phase and is refreshed when the next Action Phase begins", () => {
    const d = draft(startedBroodWar(["tassadar", "overmind"], "recharge"));
    applyAftermath(d, [{ kind: "recharge-depleted", player: 0, source: "card:recharge-tech" }]);
    expect(rechargeDepleted(d, 0)).toEqual(["card:recharge-tech"]);
    expect(rechargeDepleted(d, 1)).toEqual([]);
    // The next battle is told (combat then ignores that source).
    expect(broodWarSide(d, 0, "tarsonis#0").rechargeDepleted).toEqual(["card:recharge-tech"]);
    expect(broodWarSide(d, 1, "tarsonis#0").rechargeDepleted).toBeUndefined();
    startExecution(d);
    expect(rechargeDepleted(d, 0)).toEqual([]);
    expect(d.broodWar).not.toHaveProperty("rechargeDepleted");
  });
});
