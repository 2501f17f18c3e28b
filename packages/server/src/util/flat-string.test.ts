import { describe, expect, it } from "vitest";
import { flatString } from "./flat-string";

describe("flatString", () => {
  it("keeps every character of a concatenated string (quotes, escapes, non-Latin text)", () => {
    for (const text of ["", "Seat 1: plays", `Seat ${2}: says "hi"\n\\ — שלום, Grüße 🎲`]) {
      expect(flatString(text)).toBe(text);
    }
  });
});
