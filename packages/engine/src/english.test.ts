import { describe, expect, it } from "vitest";
import { joinWords, plural } from "./english";

describe("joinWords", () => {
  it("tells a list as 'A, B and C', one word as it is, none as nothing", () => {
    expect(joinWords([])).toBe("");
    expect(joinWords(["Zealot"])).toBe("Zealot");
    expect(joinWords(["Zealot", "Dragoon"])).toBe("Zealot and Dragoon");
    expect(joinWords(["Zealot", "Dragoon", "Carrier"])).toBe("Zealot, Dragoon and Carrier");
  });
});

describe("plural", () => {
  it("puts the count before the noun, singular only for one", () => {
    expect(plural(0, "combat card")).toBe("0 combat cards");
    expect(plural(1, "combat card")).toBe("1 combat card");
    expect(plural(2, "conquest point")).toBe("2 conquest points");
    expect(plural(3, "damage", "damage")).toBe("3 damage");
  });
});
