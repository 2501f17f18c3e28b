import { describe, expect, it } from "vitest";
import { MAX_ROUNDS, validateOptions } from "./options";

const base = { players: 3, factionSelection: "random", maxRounds: 60 };

describe("game options", () => {
  it("accepts the default options", () => {
    expect(validateOptions(base)).toBeNull();
  });

  it("the round limit is a whole number from 1 to MAX_ROUNDS (-1, 0, 1.5, 1e9 refused)", () => {
    for (const maxRounds of [-1, 0, 1.5, MAX_ROUNDS + 1, 1e9, "60"])
      expect(validateOptions({ ...base, maxRounds })?.code, String(maxRounds)).toBe("bad-max-rounds");
    expect(validateOptions({ ...base, maxRounds: 1 })).toBeNull();
    expect(validateOptions({ ...base, maxRounds: MAX_ROUNDS })).toBeNull();
  });

  it("factionSelection is choose or random", () => {
    expect(validateOptions({ ...base, factionSelection: "bogus" })?.code).toBe("bad-faction-selection");
  });
});
