import { describe, expect, it } from "vitest";
import { WordTable } from "./word-table";

function roundTrip(table: WordTable, text: string): string | null {
  const ids = table.encode(text);
  return ids && table.decode(Uint16Array.from(ids), 0, ids.length);
}

describe("WordTable (descriptions as word numbers)", () => {
  it("gives back the exact text: empty words, punctuation, non-Latin text", () => {
    const table = new WordTable();
    for (const text of ["", " ", "Seat 1: places Helios (2 minerals area 2)", "a  b ", "Grüße — שלום 🎲"])
      expect(roundTrip(table, text)).toBe(text);
  });

  it("a repeated word keeps its number: the table grows by new words only", () => {
    const table = new WordTable();
    table.encode("Seat 1 passes");
    table.encode("Seat 2 passes");
    expect(table.size).toBe(4);
  });

  it("refuses a word beyond its caps (too long, or the table full) rather than grow without bound", () => {
    expect(new WordTable(10, 5).encode("short toolong")).toBeNull();
    const full = new WordTable(2, 40);
    expect(full.encode("a b")).toEqual([0, 1]);
    expect(full.encode("a c")).toBeNull();
    expect(full.encode("b a")).toEqual([1, 0]);
  });
});
