import { describe, expect, it } from "vitest";
import { chooseLanguage, direction, toLanguage } from "./languages";

describe("choosing the language", () => {
  it("?lang= wins over the remembered choice and the browser's languages", () => {
    expect(chooseLanguage({ search: "?lang=he", stored: "de", preferred: ["en-US"] })).toBe("he");
  });
  it("the remembered choice wins over the browser's languages", () => {
    expect(chooseLanguage({ search: "", stored: "de", preferred: ["he-IL"] })).toBe("de");
  });
  it("the first browser language we speak is taken, regions and the old Hebrew code included", () => {
    expect(chooseLanguage({ search: "", stored: null, preferred: ["fr-FR", "de-AT", "he"] })).toBe("de");
    expect(chooseLanguage({ search: "", stored: null, preferred: ["iw"] })).toBe("he");
  });
  it("English when nothing matches; an unknown ?lang= is ignored", () => {
    expect(chooseLanguage({ search: "?lang=xx", stored: "zz", preferred: ["fr"] })).toBe("en");
    expect(toLanguage("")).toBeNull();
  });
  it("Hebrew reads right to left, English and German left to right", () => {
    expect(direction("he")).toBe("rtl");
    expect(direction("de")).toBe("ltr");
    expect(direction("en")).toBe("ltr");
  });
});
