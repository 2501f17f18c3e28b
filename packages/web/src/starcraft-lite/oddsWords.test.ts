import { describe, expect, it } from "vitest";
import { certainKey, oddsPercent } from "./oddsWords";

describe("odds words (issue 31: 100% only when certain)", () => {
  it("says 100% and 0% only for a proved certainty", () => {
    expect(oddsPercent(1, true)).toBe("100%");
    expect(oddsPercent(0, true)).toBe("0%");
    expect(oddsPercent(0.996, true)).toBe(">99%");
    expect(oddsPercent(0.004, true)).toBe("<1%");
    expect(oddsPercent(1, false)).toBe(">99%");
    expect(oddsPercent(0, false)).toBe("<1%");
    expect(oddsPercent(0.614, true)).toBe("61%");
  });

  it("names the side that wins for certain, and none for an estimate", () => {
    expect(certainKey({ attacker: 1, defender: 0, bothDestroyed: 0, exact: true })).toBe(
      "liteOdds.certain.attacker",
    );
    expect(certainKey({ attacker: 0, defender: 1, bothDestroyed: 0, exact: true })).toBe(
      "liteOdds.certain.defender",
    );
    expect(certainKey({ attacker: 0, defender: 0, bothDestroyed: 1, exact: true })).toBe(
      "liteOdds.certain.nobody",
    );
    expect(certainKey({ attacker: 1, defender: 0, bothDestroyed: 0, exact: false })).toBeNull();
    expect(certainKey({ attacker: 0.6, defender: 0.3, bothDestroyed: 0.1, exact: true })).toBeNull();
  });
});
