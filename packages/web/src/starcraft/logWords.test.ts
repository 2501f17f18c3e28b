import { describe, expect, it } from "vitest";
import { testCatalog, testView } from "./fixtures";
import { scLogText } from "./logWords";

const RAW_ID = /\b[a-z]+(-[a-z0-9]+)+\b|#\d|\?\d|\(battle-|\bunit \d/;

describe("the log in players' words", () => {
  it("issue 19 item 6: a choice hidden from me reads as words, not an action code", () => {
    const text = scLogText(
      { seat: 1, text: "Seat 2 made a hidden choice (battle-place).", action: { type: "battle-place" } },
      testView(),
      testCatalog,
    );
    expect(text).toBe("The Overmind places combat cards face down.");
    expect(text).not.toMatch(RAW_ID);
    expect(
      scLogText(
        {
          seat: 1,
          text: "Seat 2 made a hidden choice (place-order).",
          action: { type: "place-order", planet: "char" },
        },
        testView(),
        testCatalog,
      ),
    ).toBe("The Overmind places an order face down on Char.");
  });

  it("the seat prefix gives way to the seat's mark and name", () => {
    expect(scLogText({ seat: 0, text: "Seat 1: Jim Raynor places Korhal" }, testView(), testCatalog)).toBe(
      "Jim Raynor places Korhal",
    );
  });
});

describe("face-down cards in words", () => {
  it("a face-down event names its stage, a face-down combat card is just a card", async () => {
    const { cardTitle } = await import("./cards");
    expect(cardTitle(testCatalog, "?2")).toBe("a face-down Stage II event");
    expect(cardTitle(testCatalog, "?")).toBe("a face-down card");
  });
});
