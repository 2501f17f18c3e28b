import { describe, expect, it } from "vitest";
import { halvesToHex, hexToHalves, isoToMs, msToIso } from "./fixed-fields";

describe("fixed fields (timestamps and state hashes as numbers)", () => {
  it("packs a toISOString time and gives it back exactly; any other text stays text", () => {
    const at = "2026-11-29T07:45:12.345Z";
    expect(msToIso(isoToMs(at)!)).toBe(at);
    for (const other of ["2026-11-29T07:45:12Z", "2026-11-29 07:45:12+00", "", "soon"])
      expect(isoToMs(other)).toBeNull();
  });

  it("packs a 16-digit lowercase hex hash, leading zeros included; any other text stays text", () => {
    for (const hash of ["0000000000000000", "00ff00ff0000000a", "ffffffffffffffff", "3b7b0a438d52c2ff"]) {
      const halves = hexToHalves(hash)!;
      expect(halvesToHex(halves[0], halves[1])).toBe(hash);
    }
    for (const other of ["3B7B0A438D52C2FF", "3b7b0a438d52c2f", "3b7b0a438d52c2ff0", "zzzzzzzzzzzzzzzz"])
      expect(hexToHalves(other)).toBeNull();
  });
});

describe("msToIso", () => {
  it("is Date#toISOString for every millisecond, day and year it can meet, and outside them", () => {
    for (let ms = Date.UTC(1999, 11, 31, 23, 59, 58); ms < Date.UTC(2000, 0, 1, 0, 0, 2); ms += 7)
      expect(msToIso(ms)).toBe(new Date(ms).toISOString());
    for (const ms of [
      0,
      -1,
      Date.UTC(2024, 1, 29, 12),
      Date.UTC(999, 0, 1),
      Date.UTC(10000, 0, 1),
      8.64e15,
      -8.64e15,
    ])
      expect(msToIso(ms)).toBe(new Date(ms).toISOString());
  });
});
