import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { de } from "../i18n/catalogs/de";
import { he } from "../i18n/catalogs/he";
import { testCatalog, testView } from "./fixtures";
import { scLogText } from "./logWords";
import { playStoryGame } from "./storyGame.testing";

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

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}

/** The server's English story sentences (story-english.ts in @koprulu/starcraft). */
const ENGLISH_STORY =
  /Battle in |draws \d+ combat cards?|Skirmish \d|no unit falls|both sides hit| hits\b| is destroyed|withdraws to|retreats |loses the base|loses a worker|wins the battle|the attack is repelled|draws (an|\d+) event cards?|conquest points?|is eliminated|Round \d+ begins|Planning phase|Execution phase|Regrouping phase|Stage I+ begins|Game over/;

describe("the story after an action, in the reader's language", () => {
  const game = playStoryGame();
  const storyOf = (id: string) =>
    game.entries.find((e) => e.story?.some((m) => m.id === id) && e.action && e.action.type !== "hidden")!;
  const battle = game.entries.find(
    (e) => e.story?.some((m) => m.id === "battle-start") && e.story?.some((m) => m.id === "skirmish"),
  )!;
  const skirmish = storyOf("skirmish");
  const won = storyOf("battle-won") ?? storyOf("battle-repelled");
  const round = storyOf("round");

  it("the server's English text carries the story the data tells", () => {
    expect(battle ?? skirmish).toBeDefined();
    expect((battle ?? skirmish).text).toMatch(/Skirmish \d/);
    expect(round.text).toMatch(/Round \d+ begins\./);
  });

  it.each([
    ["he", translator("he", he), /התמודדות \d/, /סיבוב \d+ מתחיל\./, /מנצח בקרב על/],
    ["de", translator("de", de), /Scharmützel \d/, /Runde \d+ beginnt\./, /gewinnt den Kampf um/],
  ] as const)(
    "a %s reader reads a battle's skirmishes, its winner and a new round in the language, no English story",
    (_lang, t, skirmishWords, roundWords, wonWords) => {
      for (const [entry, words] of [
        [skirmish, skirmishWords],
        [round, roundWords],
        [won, wonWords],
      ] as const) {
        const text = scLogText(entry, game.view, game.catalog, t, false);
        expect(text).toMatch(words);
        expect(text).not.toMatch(ENGLISH_STORY);
      }
    },
  );

  it("an entry made before the server kept story data reads as the action alone, not in English", () => {
    const { story: _dropped, ...old } = round;
    const text = scLogText(old, game.view, game.catalog, translator("de", de), false);
    expect(text).not.toMatch(ENGLISH_STORY);
    expect(text).not.toMatch(/Runde \d+ beginnt/);
  });

  it("a face-down order that opened the Execution phase: the hidden line is followed by the phase, in every language", () => {
    const entry = {
      seat: 1,
      kind: "action",
      text: "Seat 2 made a hidden choice (place-order).",
      action: { type: "place-order", planet: "char" },
      story: [{ id: "phase-execution" }],
    };
    expect(scLogText(entry, testView(), testCatalog)).toBe(
      "The Overmind places an order face down on Char. Execution phase: orders are revealed and carried out.",
    );
    expect(scLogText(entry, testView(), testCatalog, translator("de", de), false)).toMatch(
      /verdeckt.*\. Ausführungsphase: /,
    );
  });

  it("an English reader keeps the server's words", () => {
    expect(scLogText(round, game.view, game.catalog)).toBe(round.text!.replace(/^Seat \d+: /, ""));
  });
});

describe("Brood War lines in the reader's language", () => {
  it("a Leadership decision and an after-battle strike are told from the action, not in the server's English", () => {
    const german = translator("de", de);
    const warp = {
      seat: 1,
      text: "Seat 2: The Overmind: warp unit",
      action: { type: "warp-unit", unit: 3, area: "char#0" },
    };
    expect(scLogText(warp, testView(), testCatalog, german, false)).toBe(
      "The Overmind: Warp Gate: Zergling vom Warptor nach Char, Gebiet 1 (1 Gas) ziehen",
    );
    const strike = {
      seat: 0,
      text: "Seat 1: Jim Raynor destroys the enemy workers by Collateral Damage",
      action: { type: "collateral-damage", target: "workers" },
    };
    expect(scLogText(strike, testView(), testCatalog, translator("he", he), false)).toBe(
      "Jim Raynor: נזק נלווה: להשמיד את כל פועלי האויב באזור",
    );
  });
});
